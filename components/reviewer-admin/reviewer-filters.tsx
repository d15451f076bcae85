import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { getTranslations } from "next-intl/server";
import { REVIEWER_ROLES, REVIEWER_STATUSES, type TReviewerListQuery } from "@/lib/review/reviewer-schemas";

// Search and filters as a GET form: the list is server-paged and the address keeps its state. On a
// phone the search takes the whole row, the two selects share the next.
const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });

export async function ReviewerFilters({ q }: { q: TReviewerListQuery }) {
  const t = await getTranslations("reviewerAdmin.filters");
  const select = { inputLabel: { shrink: true }, select: { displayEmpty: true } };
  return (
    <Box
      component="form"
      method="get"
      role="search"
      aria-label={t("label")}
      data-testid="reviewer-filters"
      sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center" }}
    >
      <TextField
        name="q"
        size="small"
        label={t("q")}
        placeholder={t("qPlaceholder")}
        defaultValue={q.q}
        sx={{ ...grow(240), flexBasis: { xs: "100%", sm: 240 } }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100, "data-testid": "reviewer-search" } }}
      />
      <TextField name="status" size="small" select label={t("status")} defaultValue={q.status ?? ""} sx={grow(140)} slotProps={select}>
        <MenuItem value="">{t("all")}</MenuItem>
        {REVIEWER_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="role" size="small" select label={t("role")} defaultValue={q.role ?? ""} sx={grow(140)} slotProps={select}>
        <MenuItem value="">{t("all")}</MenuItem>
        {REVIEWER_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`roles.${r}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" data-testid="reviewer-search-submit">
        {t("submit")}
      </Button>
    </Box>
  );
}
