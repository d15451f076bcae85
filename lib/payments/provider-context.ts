import "server-only";
import { getMethodSecrets } from "./methods";
import { providerBaseUrl } from "./providers/endpoints";
import { providerHttp } from "./providers/http";
import { PROVIDERS } from "./providers";
import type { OnlineMethod, PaymentProvider, ProviderContext } from "./providers/types";

// An adapter and its context for one conference: the decrypted credentials of its payment config
// (never sent to a browser or a log), the gateway (or the demo simulator) and the HTTP policy.

export async function providerFor(conferenceId: number, method: OnlineMethod): Promise<{ provider: PaymentProvider; ctx: ProviderContext } | null> {
  const credentials = await getMethodSecrets(conferenceId, method);
  if (!credentials) return null;
  return {
    provider: PROVIDERS[method],
    ctx: { credentials, baseUrl: providerBaseUrl(method), http: providerHttp(method), now: () => new Date() },
  };
}
