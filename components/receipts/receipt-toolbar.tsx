import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { getTranslations } from "next-intl/server";
import { RECEIPT_STATUSES, TITLE_TYPES, type TReceiptListQuery } from "@/lib/receipts/schemas";

// The house toolbar (registrations, orders): flex items with a basis and a floor. At 1366 px the
// filters share one row and the exports sit at its end or wrap beneath, right-aligned; on a phone
// the search takes the row and the selects and dates go two by two.
const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });
const EXPORT = "/api/conference/platform/manage/receipt/export";

/** /platform/manage/receipt filters (a GET form: the list is server-paged) and the two exports. */
export async function ReceiptToolbar({ q, exportQuery }: { q: TReceiptListQuery; exportQuery: string }) {
  const t = await getTranslations("receipts");
  const shrink = { inputLabel: { shrink: true } };
  const select = { ...shrink, select: { displayEmpty: true } };
  return (
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t("manage.filter")}
      data-testid="receipt-filters"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
    >
      <TextField
        name="search"
        size="small"
        label={t("manage.keyword")}
        placeholder={t("manage.searchPlaceholder")}
        defaultValue={q.search}
        sx={{ ...grow(240), flexBasis: { xs: "100%", sm: 240 } }}
        slotProps={{ ...shrink, htmlInput: { "data-testid": "receipt-search", maxLength: 100 } }}
      />
      <TextField
        name="status"
        size="small"
        select
        label={t("fields.status")}
        defaultValue={q.status}
        sx={grow(130)}
        slotProps={select}
        data-testid="receipt-filter-status"
      >
        <MenuItem value="">{t("manage.all")}</MenuItem>
        {RECEIPT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="titleType"
        size="small"
        select
        label={t("fields.titleType")}
        defaultValue={q.titleType}
        sx={grow(110)}
        slotProps={select}
        data-testid="receipt-filter-titleType"
      >
        <MenuItem value="">{t("manage.all")}</MenuItem>
        {TITLE_TYPES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`titleType.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="from"
        size="small"
        type="date"
        label={t("manage.from")}
        defaultValue={q.from}
        sx={grow(140)}
        slotProps={shrink}
        data-testid="receipt-filter-from"
      />
      <TextField
        name="to"
        size="small"
        type="date"
        label={t("manage.to")}
        defaultValue={q.to}
        sx={grow(140)}
        slotProps={shrink}
        data-testid="receipt-filter-to"
      />
      <Button type="submit" variant="contained" data-testid="receipt-filter-submit" sx={{ flex: "0 0 auto", whiteSpace: "nowrap" }}>
        {t("manage.filter")}
      </Button>
      <ButtonGroup variant="outlined" aria-label={t("manage.export")} sx={{ flex: "0 0 auto", ml: "auto" }}>
        <Button href={`${EXPORT}?format=csv&${exportQuery}`} data-testid="receipt-export-csv" sx={{ whiteSpace: "nowrap" }}>
          {t("manage.exportCsv")}
        </Button>
        <Button href={`${EXPORT}?format=xlsx&${exportQuery}`} data-testid="receipt-export-xlsx" sx={{ whiteSpace: "nowrap" }}>
          {t("manage.exportXlsx")}
        </Button>
      </ButtonGroup>
    </Box>
  );
}
