import { unstable_rethrow } from "next/navigation";
import { failurePath } from "@/lib/accounts/oidc-routes";
import { beginOidc } from "@/lib/accounts/oidc-routes";

// Starts organisation sign-in: ?provider=<key>&entity=<entityId>&returnTo=<same-site path>.
export async function GET(request: Request) {
  const q = new URL(request.url).searchParams;
  let to: string;
  try {
    to = await beginOidc({ providerKey: q.get("provider") ?? undefined, entityId: q.get("entity") ?? undefined, returnTo: q.get("returnTo") });
  } catch (e) {
    unstable_rethrow(e);
    if (!(e as { key?: string })?.key) console.error("[oidc] could not start sign-in", e);
    to = failurePath(e);
  }
  return new Response(null, { status: 303, headers: { location: to, "cache-control": "no-store" } });
}
