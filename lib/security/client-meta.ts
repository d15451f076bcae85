import "server-only";
import { headers } from "next/headers";
import { clientIp } from "@/lib/server/host";
import { isMobileUserAgent } from "@/lib/server/mobile";

// The caller's address comes from lib/server/host (forwarded headers only from trusted proxies).
export { clientIp };

export type ClientMeta = { ip: string; userAgent: string; mobile: boolean };

export async function clientMeta(): Promise<ClientMeta> {
  const h = await headers();
  const userAgent = h.get("user-agent") ?? "";
  return { ip: clientIp(h), userAgent, mobile: isMobileUserAgent(userAgent) };
}
