import { getTranslations } from "next-intl/server";
import { FilterBar } from "@/components/ui/filter-bar";
import { RECEIPT_STATUSES, TITLE_TYPES, type TReceiptListQuery } from "@/lib/receipts/schemas";

const EXPORT = "/api/conference/platform/manage/receipt/export";

/** /platform/manage/receipt filters (a GET form: the list is server-paged) and the two exports. */
export async function ReceiptToolbar({ q, exportQuery }: { q: TReceiptListQuery; exportQuery: string }) {
  const t = await getTranslations("receipts");
  const all = t("manage.all");
  return (
    <FilterBar
      testId="receipt-filters"
      label={t("manage.filter")}
      rows={[
        [
          { kind: "search", name: "search", label: t("manage.keyword"), placeholder: t("manage.searchPlaceholder"), value: q.search, testId: "receipt-search" },
          {
            kind: "select",
            name: "status",
            label: t("fields.status"),
            value: q.status,
            all,
            options: RECEIPT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            basis: 130,
            testId: "receipt-filter-status",
          },
          {
            kind: "select",
            name: "titleType",
            label: t("fields.titleType"),
            value: q.titleType,
            all,
            options: TITLE_TYPES.map((s) => ({ value: s, label: t(`titleType.${s}`) })),
            basis: 110,
            testId: "receipt-filter-titleType",
          },
          { kind: "date", name: "from", label: t("manage.from"), value: q.from, testId: "receipt-filter-from" },
          { kind: "date", name: "to", label: t("manage.to"), value: q.to, testId: "receipt-filter-to" },
        ],
      ]}
      submit={{ label: t("manage.filter"), testId: "receipt-filter-submit" }}
      exports={{
        label: t("manage.export"),
        csv: t("manage.exportCsv"),
        xlsx: t("manage.exportXlsx"),
        url: EXPORT,
        query: exportQuery,
        testId: "receipt-export",
      }}
    />
  );
}
