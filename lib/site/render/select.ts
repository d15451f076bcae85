// Which published page a visitor sees (SPEC §2): pure rules, unit-tested; the queries
// live in lib/site/pages.ts. No server-only: pure.

export type PageFlags = { id: number; key: string | null; isDefaultPc: boolean; isDefaultMobile: boolean };

const INT4_MAX = 2_147_483_647;

/** "/page/{pageId}": a positive int4 id, a built-in key, or nothing a page could be named by. */
export function parsePageRef(raw: string): { id: number } | { key: string } | null {
  if (/^\d+$/.test(raw)) {
    const id = raw.length <= 10 ? Number(raw) : NaN;
    return id >= 1 && id <= INT4_MAX ? { id } : null;
  }
  return /^[A-Za-z][A-Za-z0-9_-]{0,49}$/.test(raw) ? { key: raw } : null;
}

/** "/": the page flagged default for the device, else the PC default, else the one keyed "home". */
export function pickDefaultPage<P extends PageFlags>(pages: P[], mobile: boolean): P | null {
  return (mobile ? pages.find((p) => p.isDefaultMobile) : undefined) ?? pages.find((p) => p.isDefaultPc) ?? pages.find((p) => p.key === "home") ?? null;
}
