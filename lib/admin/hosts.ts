// Host names of conferences (SPEC §1: every conference is reached by its own domain). Pure: the
// form and the server validate the same way. A host is stored lower-cased without a port
// (ConferenceDomain.host), so what the administrator types is normalised before it is checked.

/** At most this many host names per conference: a typo loop should not write hundreds of rows. */
export const MAX_HOSTS = 10;

/** "  Conf.Example.ORG. " → "conf.example.org" (trimmed, lower-cased, one trailing dot dropped). */
export function normaliseHostName(raw: string): string {
  return raw.trim().toLowerCase().replace(/\.$/, "");
}

/** Splits a text of host names (one per line, or separated by commas or spaces), normalised, in order, without repeats. */
export function splitHostNames(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const host = normaliseHostName(part);
    if (host) seen.add(host);
  }
  return [...seen];
}
