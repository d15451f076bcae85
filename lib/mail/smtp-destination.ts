import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { ValidationError } from "@/lib/server/errors";
import { MailDeliveryError } from "./errors";

// "Send test mail" connects wherever a manager points it and reports how the server answered, so
// without a limit it would probe the deployment's own network (its database, metadata service,
// admin ports). Private, loopback, link-local and other non-public destinations are refused unless
// the deployment names them in SMTP_ALLOWED_HOSTS (comma-separated host names or addresses, e.g. a
// relay on the same network). Every address the name resolves to is checked, and the connection is
// then made to a checked address, so the name cannot resolve elsewhere a moment later.
// No server-only: the standalone worker shares lib/mail.

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** Whether an IP address is private, loopback, link-local or otherwise not a public mail server's. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return isNonPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true; // not an address at all: never trusted
}

const bare = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");

export function allowedSmtpHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set((env.SMTP_ALLOWED_HOSTS ?? "").split(",").map(bare).filter(Boolean));
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `host`, after checking every address it resolves to; a refused
 * destination is a field error on the SMTP host. A name that does not resolve is "cannot connect"
 * here: handing the name on would let the connection resolve it again, and a name server that
 * fails the first question could answer the second with a private address.
 */
export async function checkedSmtpAddress(host: string, env: NodeJS.ProcessEnv = process.env, resolve: Lookup = systemLookup): Promise<string> {
  const name = bare(host);
  const allowed = allowedSmtpHosts(env);
  if (allowed.has(name)) return name;
  let addresses: string[];
  try {
    addresses = isIP(name) ? [name] : (await resolve(name)).map((a) => a.address);
  } catch (e) {
    throw new MailDeliveryError("mail.connectFailed", String(e instanceof Error ? e.message : e).slice(0, 300));
  }
  if (addresses.length === 0) throw new MailDeliveryError("mail.connectFailed", `${name} has no address`);
  if (addresses.some((a) => isNonPublicAddress(a) && !allowed.has(bare(a)))) throw new ValidationError({ smtpHost: "mail.hostNotAllowed" });
  return addresses[0];
}
