import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { getTranslations } from "next-intl/server";

type Query = { search: string; country: string; version: string; from: string; to: string };
type Props = { q: Query; countries: { value: string; label: string }[]; versions: string[]; exportQuery: string };

// Flex items with a basis and a floor: at 1366 px the filters share one row and the exports wrap
// beneath, right-aligned; on a phone the search takes the row, the selects and dates go two by two.
const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });

/** /platform/manage/user filters (a GET form: the list is server-paged) and the two exports. */
export async function AttendeeToolbar({ q, countries, versions, exportQuery }: Props) {
  const t = await getTranslations("registration.users");
  // Every label sits on the border, so an empty select reads "All" and the row lines up.
  const shrink = { inputLabel: { shrink: true } };
  const select = { ...shrink, select: { displayEmpty: true } };
  return (
    <Box component="form" method="get" role="search" data-testid="user-filters" sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}>
      <TextField
        name="search"
        size="small"
        label={t("keyword")}
        placeholder={t("search")}
        defaultValue={q.search}
        sx={{ ...grow(240), flexBasis: { xs: "100%", sm: 240 } }}
        slotProps={{ ...shrink, htmlInput: { "data-testid": "user-search" } }}
      />
      <TextField name="country" size="small" select label={t("country")} defaultValue={q.country} sx={grow(140)} slotProps={select} data-testid="user-country">
        <MenuItem value="">{t("all")}</MenuItem>
        {countries.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="version" size="small" select label={t("version")} defaultValue={q.version} sx={grow(120)} slotProps={select}>
        <MenuItem value="">{t("all")}</MenuItem>
        {versions.map((v) => (
          <MenuItem key={v} value={v}>
            {v}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="from" size="small" type="date" label={t("from")} defaultValue={q.from} sx={grow(140)} slotProps={shrink} />
      <TextField name="to" size="small" type="date" label={t("to")} defaultValue={q.to} sx={grow(140)} slotProps={shrink} />
      <Button type="submit" variant="contained" data-testid="user-filter-submit" sx={{ flex: "0 0 auto", whiteSpace: "nowrap" }}>
        {t("filter")}
      </Button>
      <ButtonGroup variant="outlined" aria-label={t("export")} sx={{ flex: "0 0 auto", ml: "auto" }}>
        <Button href={`/api/conference/conferenceUser/export?format=csv&${exportQuery}`} data-testid="export-csv" sx={{ whiteSpace: "nowrap" }}>
          {t("exportCsv")}
        </Button>
        <Button href={`/api/conference/conferenceUser/export?format=xlsx&${exportQuery}`} data-testid="export-xlsx" sx={{ whiteSpace: "nowrap" }}>
          {t("exportXlsx")}
        </Button>
      </ButtonGroup>
    </Box>
  );
}
