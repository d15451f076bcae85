import "server-only";
import { headers } from "next/headers";
import { isMobileUserAgent } from "@/lib/server/mobile";

export type ClientMeta = { ip: string; userAgent: string; mobile: boolean };

/**
 * The caller's address for per-IP limits: the right-most X-Forwarded-For entry, i.e. the one our
 * own reverse proxy appended (Next sets the header to the socket address when it is absent).
 */
export function clientIp(h: { get(name: string): string | null }): string {
  const xff = h.get("x-forwarded-for");
  const last = xff?.split(",").map((s) => s.trim()).filter(Boolean).pop();
  return (last ?? h.get("x-real-ip") ?? "unknown").slice(0, 64);
}

export async function clientMeta(): Promise<ClientMeta> {
  const h = await headers();
  const userAgent = h.get("user-agent") ?? "";
  return { ip: clientIp(h), userAgent, mobile: isMobileUserAgent(userAgent) };
}
