// What a host name may look like, checked by the administrator's form, the server that stores
// conference domains and the TLS ask endpoint alike. Pure: the form runs it in the browser.

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A DNS name of at least two labels (letters, digits, inner hyphens; ≤ 63 per label, ≤ 253 in all),
 * `*.localhost` included for development. No port, scheme, path, IP address or wildcard.
 */
export function isValidHostName(host: string): boolean {
  if (!host || host.length > 253) return false;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]); // "10.0.0.1" is an address, not a name
}
