import { getTranslations } from "next-intl/server";
import { FilterBar, type FilterField } from "@/components/ui/filter-bar";
import { OrderType, PaymentMethodKind, TransactionStatus } from "@/lib/generated/prisma/enums";
import type { TOrderFilters } from "@/lib/orders/manage/schemas";

// Two rows: the search and the three selects; the dates, "Filter" and the exports.
const date = { flex: { xs: "1 1 140px", md: "0 1 180px" } };
const EXPORT = "/api/conference/platform/manage/order/export";

/** /platform/manage/order filters (a GET form: the list is server-paged) and the two exports. */
export async function OrderToolbar({ q, exportQuery }: { q: TOrderFilters; exportQuery: string }) {
  const [t, b] = await Promise.all([getTranslations("orderAdmin.filters"), getTranslations("billing")]);
  const options = (name: "type" | "status" | "method", values: string[], label: (v: string) => string, basis: number): FilterField => ({
    kind: "select",
    name,
    label: t(name),
    value: q[name],
    all: t("all"),
    options: values.map((v) => ({ value: v, label: label(v) })),
    basis,
    testId: `order-filter-${name}`,
  });
  return (
    <FilterBar
      testId="order-filters"
      label={t("label")}
      rows={[
        [
          // The search gives up a little width so the flag select shows its chosen value whole.
          { kind: "search", name: "search", label: t("keyword"), placeholder: t("searchPlaceholder"), value: q.search, basis: 200, testId: "order-search" },
          options("type", Object.values(OrderType), (v) => b(`orderType.${v}`), 120),
          options("status", Object.values(TransactionStatus), (v) => b(`status.${v}`), 140),
          options("method", Object.values(PaymentMethodKind), (v) => b(`method.${v}`), 130),
          {
            kind: "select",
            name: "flag",
            label: t("flag"),
            value: q.flag,
            all: t("all"),
            options: [{ value: "paymentException", label: t("flagPaymentExceptionOption") }],
            basis: 190,
            testId: "order-filter-flag",
          },
        ],
        [
          { kind: "date", name: "from", label: t("from"), value: q.from, sx: date, testId: "order-filter-from" },
          { kind: "date", name: "to", label: t("to"), value: q.to, sx: date, testId: "order-filter-to" },
        ],
      ]}
      submit={{ label: t("filter"), testId: "order-filter-submit" }}
      exports={{ label: t("export"), csv: t("exportCsv"), xlsx: t("exportXlsx"), url: EXPORT, query: exportQuery, testId: "order-export" }}
    />
  );
}
