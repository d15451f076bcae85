import { getTranslations } from "next-intl/server";
import { Sub } from "@/components/ui/dense-table";
import { HistoryTable } from "@/components/ui/history-table";

export type HistoryRow = { id: number; at: string; actor: { name: string; email: string } | null; change: string; reason: string };

/** Every recorded change of the order (or submission): when (conference time), who, from → to, why. */
export async function OrderHistory({ rows }: { rows: HistoryRow[] }) {
  const t = await getTranslations("orderAdmin.detail");
  const who = (r: HistoryRow) =>
    r.actor ? (
      <>
        {r.actor.name || r.actor.email}
        {r.actor.name && <Sub>{r.actor.email}</Sub>}
      </>
    ) : (
      t("system")
    );
  const labels = { when: t("when"), change: t("change"), who: t("who"), reason: t("reason"), empty: t("noHistory") };
  return (
    <HistoryTable testId="order-history" labels={labels} rows={rows.map((r) => ({ id: r.id, at: r.at, change: r.change, who: who(r), reason: r.reason }))} />
  );
}
