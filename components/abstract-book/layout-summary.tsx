"use client";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { PER_PAGE_CHOICES, type PerPage } from "@/lib/abstract-book/schemas";
import type { TPdfLayout } from "@/lib/submission/schemas";

/** The layout the configuration sets (with a link to change it) and this book's abstracts per page. */
export function LayoutSummary(props: { layout: TPdfLayout; perPage: PerPage | null; onPerPage(v: PerPage | null): void; error?: string; disabled: boolean }) {
  const t = useTranslations("abstractBook.layout");
  const { layout } = props;
  const format = (f: TPdfLayout["title"]) => t("format", { font: f.font, size: f.size, bold: String(f.bold), italic: String(f.italic) });
  return (
    <Stack spacing={1.5} data-testid="abstract-book-layout">
      <Typography>{t("summary", { perPage: layout.perPage, showNumber: String(layout.showNumber) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t("formats", { title: format(layout.title), author: format(layout.author), content: format(layout.content) })}
      </Typography>
      <Typography variant="body2">
        <Link href="/platform/config/contribute" data-testid="abstract-book-config-link">
          {t("change")}
        </Link>
      </Typography>
      <TextField
        select
        size="small"
        label={t("perPage")}
        value={props.perPage ?? ""}
        onChange={(e) => props.onPerPage(e.target.value === "" ? null : (Number(e.target.value) as PerPage))}
        error={!!props.error}
        helperText={props.error}
        disabled={props.disabled}
        sx={{ maxWidth: 280 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { "data-testid": "abstract-book-per-page" } }}
      >
        <MenuItem value="">{t("asConfigured", { n: layout.perPage })}</MenuItem>
        {PER_PAGE_CHOICES.map((n) => (
          <MenuItem key={n} value={n} data-testid={`abstract-book-per-page-${n}`}>
            {t("option", { n })}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="caption" color="text.secondary">
        {t("policy")}
      </Typography>
    </Stack>
  );
}
