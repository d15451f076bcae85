import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { getTranslations } from "next-intl/server";
import { OrderType, PaymentMethodKind, TransactionStatus } from "@/lib/generated/prisma/enums";
import type { TOrderFilters } from "@/lib/orders/manager-schemas";

// Flex items with a basis and a floor (the house pattern of the registrations list), in two rows:
// the search and the three selects; the dates, "Filter" and the exports (right-aligned). On a phone
// the search takes a row of its own and the selects and dates go two by two.
const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });
const row = { display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" } as const;
const date = { flex: { xs: "1 1 140px", md: "0 1 180px" }, minWidth: 0 };
const EXPORT = "/api/conference/platform/manage/order/export";

/** /platform/manage/order filters (a GET form: the list is server-paged) and the two exports. */
export async function OrderToolbar({ q, exportQuery }: { q: TOrderFilters; exportQuery: string }) {
  const [t, b] = await Promise.all([getTranslations("orderAdmin.filters"), getTranslations("billing")]);
  // Every label sits on the border, so an empty select reads "All" and the row lines up.
  const shrink = { inputLabel: { shrink: true } };
  const select = { ...shrink, select: { displayEmpty: true } };
  const options = (name: "type" | "status" | "method", values: string[], label: (v: string) => string, basis: number) => (
    <TextField name={name} size="small" select label={t(name)} defaultValue={q[name]} sx={grow(basis)} slotProps={select} data-testid={`order-filter-${name}`}>
      <MenuItem value="">{t("all")}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {label(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t("label")}
      data-testid="order-filters"
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      <Box sx={row}>
        <TextField
          name="search"
          size="small"
          label={t("keyword")}
          placeholder={t("searchPlaceholder")}
          defaultValue={q.search}
          sx={{ ...grow(240), flexBasis: { xs: "100%", sm: 240 } }}
          slotProps={{ ...shrink, htmlInput: { "data-testid": "order-search", maxLength: 100 } }}
        />
        {options("type", Object.values(OrderType), (v) => b(`orderType.${v}`), 120)}
        {options("status", Object.values(TransactionStatus), (v) => b(`status.${v}`), 140)}
        {options("method", Object.values(PaymentMethodKind), (v) => b(`method.${v}`), 130)}
      </Box>
      <Box sx={row}>
        <TextField name="from" size="small" type="date" label={t("from")} defaultValue={q.from} sx={date} slotProps={shrink} data-testid="order-filter-from" />
        <TextField name="to" size="small" type="date" label={t("to")} defaultValue={q.to} sx={date} slotProps={shrink} data-testid="order-filter-to" />
        <Button type="submit" variant="contained" data-testid="order-filter-submit" sx={{ flex: "0 0 auto", whiteSpace: "nowrap" }}>
          {t("filter")}
        </Button>
        <ButtonGroup variant="outlined" aria-label={t("export")} sx={{ flex: "0 0 auto", ml: "auto" }}>
          <Button href={`${EXPORT}?format=csv&${exportQuery}`} data-testid="order-export-csv" sx={{ whiteSpace: "nowrap" }}>
            {t("exportCsv")}
          </Button>
          <Button href={`${EXPORT}?format=xlsx&${exportQuery}`} data-testid="order-export-xlsx" sx={{ whiteSpace: "nowrap" }}>
            {t("exportXlsx")}
          </Button>
        </ButtonGroup>
      </Box>
    </Box>
  );
}
