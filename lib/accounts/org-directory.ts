import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { configuredProviders } from "./oidc-config";

// §7 getEdugainInfo and /home/company/findByQuery.

const SELECT = { id: true, entityId: true, zname: true, ename: true, logo: true, providerKey: true } as const;
export type OrgEntry = { id: number; entityId: string; zname: string; ename: string; logo: string; providerKey: string | null };
export type CommonProvider = { key: string; name: string; logo: string; configured: boolean };

/** selectInput "edugain,local": the three common providers; "edugain": search (empty query → none). */
export async function getEdugainInfo(query: string, selectInput: string): Promise<OrgEntry[]> {
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

export async function listCommonProviders(locale: Locale): Promise<CommonProvider[]> {
  const configured = new Set(configuredProviders().map((p) => p.key));
  const rows = await getEdugainInfo("", "edugain,local");
  return rows.map((r) => ({ key: r.providerKey ?? "", name: locale === "en" ? r.ename || r.zname : r.zname, logo: r.logo, configured: configured.has(r.providerKey ?? "") }));
}

const EXCLUDED_UNIT = 153; // SPEC §9

export async function findCompanies(q: { page: number; size: number; query?: string }) {
  const where = {
    id: { not: EXCLUDED_UNIT },
    ...(q.query ? { OR: [{ zhTitle: { contains: q.query, mode: "insensitive" as const } }, { enTitle: { contains: q.query, mode: "insensitive" as const } }] } : {}),
  };
  const [total, rows] = await Promise.all([
    db.company.count({ where }),
    db.company.findMany({ where, orderBy: [{ order: "asc" }, { id: "asc" }], skip: (q.page - 1) * q.size, take: q.size, select: { id: true, zhTitle: true, enTitle: true } }),
  ]);
  return { rows, total };
}
