import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";

/**
 * Previous / "page / pages" / next under a server-paged list, as plain links so paging works
 * without script; hidden while everything fits on one page. `href` keeps the list's other query
 * values (filters, sort) — by default only `?page=` is kept.
 */
export function Pager({
  page,
  total,
  size,
  href = (p) => `?page=${p}`,
  testId,
}: {
  page: number;
  total: number;
  size: number;
  href?: (page: number) => string;
  testId?: string;
}) {
  const t = useTranslations("common");
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid={testId}>
      <Button href={href(Math.max(1, page - 1))} disabled={page <= 1} aria-label={t("previousPage")}>
        ‹
      </Button>
      <Typography variant="body2">
        {page} / {pages}
      </Typography>
      <Button href={href(Math.min(pages, page + 1))} disabled={page >= pages} aria-label={t("nextPage")}>
        ›
      </Button>
    </Stack>
  );
}
