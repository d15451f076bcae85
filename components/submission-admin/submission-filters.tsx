import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { getTranslations } from "next-intl/server";
import type { FilterChoices } from "@/lib/submission/manage-page";
import type { TSubmissionManageQuery } from "@/lib/submission/manage-schemas";
import { SUBMISSION_SORTS } from "@/lib/submission/schemas";
import { SUBMISSION_STATUSES } from "@/lib/submission/status";
import { ZipDownload } from "./zip-download";

// The list's filters as a GET form (the list is server-paged, the address keeps the state), in
// rows of flex items with a basis and a floor: on a phone they go two by two, the searches alone.
const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });
const row = { display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" } as const;
const API = "/api/conference/platform/manage/contribute";

type Props = {
  q: TSubmissionManageQuery;
  choices: FilterChoices;
  /** blind review: no author or country filter (they would say who wrote what) */
  blind?: boolean;
  /** the filters and sort as a query string, for the exports; null hides them (reviewers) */
  exportQuery: string | null;
};

export async function SubmissionFilters({ q, choices, blind = false, exportQuery }: Props) {
  const t = await getTranslations("submissionAdmin");
  const shrink = { inputLabel: { shrink: true } };
  const select = { ...shrink, select: { displayEmpty: true } };
  const all = <MenuItem value="">{t("filters.all")}</MenuItem>;
  const options = (name: "category" | "reportType" | "country", list: { value: string; label: string }[], basis: number) => (
    <TextField
      name={name}
      size="small"
      select
      label={t(`filters.${name}`)}
      defaultValue={q[name]}
      sx={grow(basis)}
      slotProps={select}
      data-testid={`submission-filter-${name}`}
    >
      {all}
      {list.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t("filters.label")}
      data-testid="submission-filters"
      sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}
    >
      {q.userId && <input type="hidden" name="userId" value={q.userId} />}
      <Box sx={row}>
        <TextField
          name="q"
          size="small"
          label={t("filters.q")}
          placeholder={t("filters.qPlaceholder")}
          defaultValue={q.q}
          sx={{ ...grow(200), flexBasis: { xs: "100%", sm: 200 } }}
          slotProps={{ ...shrink, htmlInput: { maxLength: 100, "data-testid": "submission-search" } }}
        />
        {!blind && (
          <TextField
            name="author"
            size="small"
            label={t("filters.author")}
            placeholder={t("filters.authorPlaceholder")}
            defaultValue={q.author}
            sx={{ ...grow(180), flexBasis: { xs: "100%", sm: 180 } }}
            slotProps={{ ...shrink, htmlInput: { maxLength: 100, "data-testid": "submission-filter-author" } }}
          />
        )}
        <TextField
          name="themeId"
          size="small"
          select
          label={t("filters.theme")}
          defaultValue={q.themeId ?? ""}
          sx={grow(180)}
          slotProps={select}
          data-testid="submission-filter-theme"
        >
          {all}
          {choices.themes.map((th) => (
            <MenuItem key={th.id} value={String(th.id)} sx={{ pl: 2 + th.depth * 2 }}>
              {th.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="status"
          size="small"
          select
          label={t("filters.status")}
          defaultValue={q.status ?? ""}
          sx={grow(150)}
          slotProps={select}
          data-testid="submission-filter-status"
        >
          {all}
          {SUBMISSION_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={row}>
        {options("category", choices.categories, 140)}
        {options("reportType", choices.reportTypes, 140)}
        {!blind && options("country", choices.countries, 140)}
        <TextField
          name="from"
          size="small"
          type="date"
          label={t("filters.from")}
          defaultValue={q.from}
          sx={grow(140)}
          slotProps={shrink}
          data-testid="submission-filter-from"
        />
        <TextField
          name="to"
          size="small"
          type="date"
          label={t("filters.to")}
          defaultValue={q.to}
          sx={grow(140)}
          slotProps={shrink}
          data-testid="submission-filter-to"
        />
      </Box>
      <Box sx={row}>
        <TextField
          name="sort"
          size="small"
          select
          label={t("filters.sort")}
          defaultValue={q.sort}
          sx={{ ...grow(130), maxWidth: { sm: 180 } }}
          slotProps={shrink}
          data-testid="submission-sort"
        >
          {SUBMISSION_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`filters.sorts.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="order"
          size="small"
          select
          label={t("filters.order")}
          defaultValue={q.order}
          sx={{ ...grow(110), maxWidth: { sm: 140 } }}
          slotProps={shrink}
          data-testid="submission-order"
        >
          <MenuItem value="desc">{t("filters.desc")}</MenuItem>
          <MenuItem value="asc">{t("filters.asc")}</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" data-testid="submission-filter-submit" sx={{ flex: "0 0 auto", whiteSpace: "nowrap" }}>
          {t("filters.filter")}
        </Button>
        {exportQuery !== null && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, ml: { sm: "auto" } }}>
            <ButtonGroup variant="outlined" aria-label={t("filters.export")} sx={{ flex: "0 0 auto" }}>
              <Button href={`${API}/export?format=csv&${exportQuery}`} data-testid="submission-export-csv" sx={{ whiteSpace: "nowrap" }}>
                {t("filters.exportCsv")}
              </Button>
              <Button href={`${API}/export?format=xlsx&${exportQuery}`} data-testid="submission-export-xlsx" sx={{ whiteSpace: "nowrap" }}>
                {t("filters.exportXlsx")}
              </Button>
            </ButtonGroup>
          </Box>
        )}
      </Box>
      {exportQuery !== null && <ZipDownload href={`${API}/zip?${exportQuery}`} />}
    </Box>
  );
}
