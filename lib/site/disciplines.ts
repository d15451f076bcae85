import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { pickLocale } from "@/lib/i18n/pick";

/** §7 getDisciplineList: the platform's discipline list, titled in the asked language. */
export async function listDisciplines(lang: Locale) {
  const rows = await db.discipline.findMany({ orderBy: [{ order: "asc" }, { id: "asc" }] });
  return rows.map((d) => ({ id: d.id, title: pickLocale(lang, d.zhTitle, d.enTitle), zhTitle: d.zhTitle, enTitle: d.enTitle }));
}
