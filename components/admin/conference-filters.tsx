import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { getTranslations } from "next-intl/server";

/** Search and status filter of /admin (a GET form: the list is paged on the server). */
export async function ConferenceFilters({ search, status, statuses }: { search: string; status: number; statuses: { value: number; label: string }[] }) {
  const t = await getTranslations("admin.list");
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Box
      component="form"
      method="get"
      role="search"
      data-testid="conference-filters"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
    >
      <TextField
        name="search"
        size="small"
        label={t("search")}
        defaultValue={search}
        sx={{ flex: "1 1 240px", minWidth: 0 }}
        slotProps={{ ...shrink, htmlInput: { "data-testid": "conference-search", maxLength: 100 } }}
      />
      <TextField
        name="status"
        size="small"
        select
        label={t("status")}
        defaultValue={String(status)}
        sx={{ flex: "1 1 160px", minWidth: 0 }}
        slotProps={shrink}
        data-testid="conference-status"
      >
        <MenuItem value="0">{t("all")}</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s.value} value={String(s.value)}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" data-testid="conference-filter-submit" sx={{ flex: "0 0 auto" }}>
        {t("filter")}
      </Button>
    </Box>
  );
}
