import DownloadIcon from "@mui/icons-material/Download";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import type { DownloadVisitorView } from "@/lib/downloads/queries";
import { formatBytes } from "@/lib/forms/format-bytes";
import { dayOf } from "./day";
import { FileTypeIcon } from "./file-type-icon";

/** /profile/download's list: one row per file — icon, title, type · size · date, download button; stacked on a phone. */
export async function VisitorList({ files, timeZone }: { files: DownloadVisitorView[]; timeZone: string }) {
  const [t, locale] = await Promise.all([getTranslations("download"), getLocale()]);
  if (!files.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }} data-testid="download-empty">
        <Typography variant="body2" color="text.secondary">
          {t("empty")}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" component="ul" sx={{ listStyle: "none", m: 0, p: 0 }} data-testid="download-list">
      {files.map((f, i) => (
        <Stack
          component="li"
          key={f.id}
          direction={{ xs: "column", sm: "row" }}
          spacing={{ xs: 1.5, sm: 2 }}
          sx={{ p: 2, alignItems: { sm: "center" }, borderTop: i ? 1 : 0, borderColor: "divider" }}
          data-testid="download-item"
          data-id={f.id}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flex: 1, minWidth: 0 }}>
            <FileTypeIcon ext={f.ext} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }} data-testid="download-title">
                {f.title}
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", columnGap: 1.5, rowGap: 0.5, alignItems: "center" }}>
                <Typography variant="body2" color="text.secondary">
                  {t(`kinds.${f.kind}`)} · {f.ext.toUpperCase()}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="download-size">
                  {formatBytes(f.size, locale)}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="time" dateTime={f.createdAt} data-testid="download-date">
                  {dayOf(f.createdAt, timeZone)}
                </Typography>
                {f.audience === "PARTICIPANTS" && (
                  <Chip size="small" icon={<LockOutlined />} label={t("participantsOnly")} variant="outlined" data-testid="download-private" />
                )}
              </Stack>
            </Stack>
          </Stack>
          <Button
            component="a"
            href={f.url}
            download
            variant="outlined"
            startIcon={<DownloadIcon />}
            aria-label={t("downloadNamed", { title: f.title })}
            sx={{ flexShrink: 0, alignSelf: { xs: "stretch", sm: "center" } }}
            data-testid="download-button"
          >
            {t("download")}
          </Button>
        </Stack>
      ))}
    </Paper>
  );
}
