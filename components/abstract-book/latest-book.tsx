"use client";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { dayOf } from "@/components/downloads/day";
import type { AbstractBookView } from "@/lib/abstract-book/schemas";
import { formatBytes } from "@/lib/forms/format-bytes";

/** The newest book: pages, size, date, download, and its place in the download centre. */
export function LatestBook(props: { view: AbstractBookView; timeZone: string; busy: boolean; onPublish(published: boolean): void }) {
  const t = useTranslations("abstractBook");
  const locale = useLocale();
  const { latest, download } = props.view;
  if (!latest) {
    return (
      <Typography color="text.secondary" data-testid="abstract-book-none">
        {t("latest.none")}
      </Typography>
    );
  }
  const published = !!download?.published;
  return (
    <Stack spacing={2} data-testid="abstract-book-latest">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Chip label={t("latest.pages", { pages: latest.pages ?? 0 })} data-testid="abstract-book-pages" />
        <Chip label={t("latest.perPage", { n: latest.perPage })} variant="outlined" />
        <Chip label={formatBytes(latest.size ?? 0, locale)} variant="outlined" data-testid="abstract-book-size" />
        <Typography variant="body2" color="text.secondary">
          {t("latest.madeOn", { date: dayOf(latest.finishedAt ?? latest.createdAt, props.timeZone) })}
        </Typography>
      </Stack>
      <div>
        <Button variant="outlined" href={props.view.fileUrl} download data-testid="abstract-book-download">
          {t("latest.download")}
        </Button>
      </div>
      <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
        <Typography variant="subtitle2" component="h3">
          {t("publish.title")}
        </Typography>
        <Typography variant="body2" data-testid="abstract-book-published" data-published={String(published)}>
          {published ? t("publish.published") : t("publish.unpublished")}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
          <Button
            variant={published ? "outlined" : "contained"}
            disabled={props.busy}
            onClick={() => props.onPublish(!published)}
            data-testid={published ? "abstract-book-unpublish" : "abstract-book-publish"}
          >
            {published ? t("publish.unpublish") : t("publish.publish")}
          </Button>
          <Link href="/platform/config/download">{t("publish.manage")}</Link>
        </Stack>
        {published ? (
          <Typography variant="caption" color="text.secondary">
            {t("publish.replaces")}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
