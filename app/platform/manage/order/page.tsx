import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { OrderCards } from "@/components/orders/manage/order-cards";
import { OrderTable } from "@/components/orders/manage/order-table";
import { OrderToolbar } from "@/components/orders/manage/order-toolbar";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { LinkButton } from "@/components/ui/link-button";
import { formatMoney } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import { itemsSummary, listOrders } from "@/lib/orders/manage/queries";
import { ZOrderFilters, ZOrderListQuery } from "@/lib/orders/manage/schemas";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/manage/order");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/manage/order: every order of the conference, searched and filtered (created
// days on the conference's calendar, as the times are shown), server-paged, exported as filtered.
export default async function ManageOrdersPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/order", { search: searchString(sp) });
  const conf = access.conference;
  const q = await readSearch(ZOrderListQuery, sp);
  const [t, b, locale, list] = await Promise.all([getTranslations("orderAdmin"), getTranslations("billing"), getLocale(), listOrders(conf, q)]);
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "—");
  const rows = list.rows.map((r) => ({
    id: r.id,
    orderNo: r.orderNo,
    payerName: r.payer.name,
    email: r.payer.email,
    type: b(`orderType.${r.type}`),
    items: itemsSummary(r.items, locale),
    total: formatMoney(r.totalMinor, r.currency, locale),
    displayTotal: r.displayTotalMinor !== null && r.displayCurrency ? formatMoney(r.displayTotalMinor, r.displayCurrency, locale) : null,
    status: r.transactionStatus,
    statusLabel: b(`status.${r.transactionStatus}`),
    exceptionLabel: r.paymentException ? t("filters.flagPaymentException") : null,
    payStatus: b(`payStatus.${r.payStatus}`),
    available: b(`available.${r.available}`),
    method: r.paymentMethod ? b(`method.${r.paymentMethod}`) : "—",
    createdAt: when(r.createdAt),
    deadline: when(r.deadlineAt),
  }));
  const filters = ZOrderFilters.parse(q);
  const filtered = Object.values(filters).some(Boolean);
  const query = (over: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries({ ...filters, ...over })
        .filter(([, v]) => v !== "")
        .map(([k, v]) => [k, String(v)]),
    ).toString();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("list.title")} intro={t("list.intro", { count: list.total, zone: conf.timeZone })} />
      <OrderToolbar q={filters} exportQuery={query({})} />
      {rows.length > 0 && <OrderTable rows={rows} />}
      {rows.length > 0 && <OrderCards rows={rows} />}
      {rows.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="order-empty">
          <Typography color="text.secondary">{filtered ? t("list.emptyFiltered") : t("list.empty")}</Typography>
          {filtered && (
            <LinkButton href="/platform/manage/order" variant="text">
              {t("list.clearFilters")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={(page) => `?${query({ page, size: q.size })}`} testId="order-pager" />
    </Stack>
  );
}
