import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { findUnits } from "@/lib/forms/units";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { configuredProviders } from "./oidc-config";
import { pickLocale } from "@/lib/i18n/pick";

// §7 getEdugainInfo and /home/company/findByQuery.

const SELECT = { id: true, entityId: true, zname: true, ename: true, logo: true, providerKey: true } as const;
type OrgRow = { id: number; entityId: string; zname: string; ename: string; logo: string; providerKey: string | null };
/** §7 getEdugainInfo entry: `redirectUrl` starts sign-in at that institution on this conference. */
export type OrgEntry = OrgRow & { redirectUrl: string };
export type CommonProvider = { key: string; name: string; logo: string };
export type EdugainRequest = { query: string; selectInput: string; client_id?: string };

/** selectInput "edugain,local": the three common providers; "edugain": search (empty query → none). */
async function findOrgs(query: string, selectInput: string): Promise<OrgRow[]> {
  const modes = selectInput.split(",").map((s) => s.trim());
  if (modes.includes("local")) return db.orgDirectoryEntry.findMany({ where: { isCommon: true }, orderBy: { order: "asc" }, select: SELECT });
  if (!query) return [];
  return db.orgDirectoryEntry.findMany({
    where: { isCommon: false, OR: [{ zname: { contains: query, mode: "insensitive" } }, { ename: { contains: query, mode: "insensitive" } }] },
    orderBy: { order: "asc" },
    take: 50,
    select: SELECT,
  });
}

/**
 * §7 getEdugainInfo. `origin` is this conference's (the caller's redirect_uri, once checked to be its
 * /oidcLogin). A `client_id` names the configured client that federation entries sign in through;
 * without it they use the first configured provider, as /oidcLogin/start does. The caller's state and
 * nonce are not used: the start address draws its own and binds them to the browser (docs/deviations.md).
 */
export async function getEdugainInfo(q: EdugainRequest, origin: string): Promise<OrgEntry[]> {
  const viaClient = q.client_id ? configuredProviders().find((p) => p.clientId === q.client_id) : undefined;
  if (q.client_id && !viaClient) throw new ValidationError({ client_id: "errors.unknownClient" });
  const rows = await findOrgs(q.query, q.selectInput);
  return rows.map((r) => {
    const start = new URLSearchParams();
    const provider = r.providerKey ?? viaClient?.key;
    if (provider) start.set("provider", provider);
    start.set("entity", r.entityId);
    return { ...r, redirectUrl: `${origin}/oidcLogin/start?${start}` };
  });
}

/**
 * The common providers the sign-in page offers: only those this deployment has configured
 * (OIDC_PROVIDERS) — a button for any other would lead to "not configured".
 */
export async function listCommonProviders(locale: Locale): Promise<CommonProvider[]> {
  const configured = new Set(configuredProviders().map((p) => p.key));
  const rows = await findOrgs("", "edugain,local");
  return rows.flatMap((r) =>
    r.providerKey && configured.has(r.providerKey) ? [{ key: r.providerKey, name: pickLocale(locale, r.zname, r.ename), logo: r.logo }] : [],
  );
}

/** §7 /home/company/findByQuery {page, size, query?} → {rows, total} (unit 153 excluded, lib/forms/units.ts). */
export async function findCompanies(q: { page: number; size: number; query?: string }) {
  return findUnits({ query: q.query, skip: (q.page - 1) * q.size, take: q.size });
}
