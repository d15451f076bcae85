import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReceiptRow } from "@/components/receipts/receipt-dialog";
import { ReceiptList } from "@/components/receipts/receipt-list";
import { ReceiptToolbar } from "@/components/receipts/receipt-toolbar";
import { PageHeader } from "@/components/ui/page-header";
import { Pager } from "@/components/ui/pager";
import { formatMoney } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import { listReceipts } from "@/lib/receipts/queries";
import { ZReceiptListQuery } from "@/lib/receipts/schemas";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/manage/receipt");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/manage/receipt: the participants' receipt requests with filters (status, title
// type, requested days in the conference's time zone, search by order number / name / taxpayer
// number), server paging, the request's handling in a dialog, and CSV / XLSX export.
export default async function ManageReceiptsPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/receipt", { search: searchString(sp) });
  const { timeZone } = access.conference;
  const locale = await getLocale();
  const q = await readSearch(ZReceiptListQuery, sp);
  const [t, list] = await Promise.all([getTranslations("receipts.manage"), listReceipts(access.conference, q)]);
  const rows: ReceiptRow[] = list.rows.map(({ amountMinor, currency, createdAt, updatedAt: _u, orderId: _o, ...r }) => ({
    ...r,
    amount: formatMoney(amountMinor, currency, locale),
    createdAt: formatInstantIn(createdAt, timeZone),
  }));
  const filters = { status: q.status, titleType: q.titleType, from: q.from, to: q.to, search: q.search };
  const filtered = Object.values(filters).some(Boolean);
  const href = (page: number) => `?${new URLSearchParams({ ...filters, size: String(q.size), page: String(page) })}`;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("title")} intro={`${t("total", { count: list.total })} · ${t("timesIn", { zone: timeZone })}`} />
      <ReceiptToolbar q={q} exportQuery={new URLSearchParams(filters).toString()} />
      {rows.length > 0 ? (
        <ReceiptList rows={rows} />
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }} data-testid="receipt-empty">
          {filtered ? t("empty") : t("emptyAll")}
        </Typography>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={href} testId="receipt-pager" />
    </Stack>
  );
}
