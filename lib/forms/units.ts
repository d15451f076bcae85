import "server-only";
import { db } from "@/lib/server/db";

// The unit (company) list: §7 /home/company/findByQuery and the form's unit options read it here,
// so the SPEC §9 exclusion lives in one place.

/** SPEC §9: unit id 153 ("other, not listed") is never offered. */
export const EXCLUDED_UNIT_ID = 153;

export type Unit = { id: number; zhTitle: string; enTitle: string };

/** Units matching `query` in either language, in list order; a page of them when skip/take are given. */
export async function findUnits(q: { query?: string; skip?: number; take?: number } = {}): Promise<{ rows: Unit[]; total: number }> {
  const where = {
    id: { not: EXCLUDED_UNIT_ID },
    ...(q.query
      ? { OR: [{ zhTitle: { contains: q.query, mode: "insensitive" as const } }, { enTitle: { contains: q.query, mode: "insensitive" as const } }] }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.company.count({ where }),
    db.company.findMany({ where, orderBy: [{ order: "asc" }, { id: "asc" }], skip: q.skip, take: q.take, select: { id: true, zhTitle: true, enTitle: true } }),
  ]);
  return { rows, total };
}
