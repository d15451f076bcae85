import "server-only";
import { getLocale } from "next-intl/server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/server/host";
import { isMobileUserAgent } from "@/lib/server/mobile";
import { requestOrigin } from "@/lib/server/request-origin";
import type { StartContext } from "./online";

/** What a provider needs to know about the payer's request: our origin, a mobile browser, their IP, the language. */
export async function startContext(): Promise<StartContext> {
  const h = await headers();
  const locale = await getLocale();
  return { origin: await requestOrigin(), mobile: isMobileUserAgent(h.get("user-agent")), clientIp: clientIp(h), locale: locale === "en" ? "en" : "zh" };
}
