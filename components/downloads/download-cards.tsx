"use client";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { DownloadManagerView } from "@/lib/downloads/queries";
import { formatBytes } from "@/lib/forms/format-bytes";
import { dayOf } from "./day";
import type { RowOps } from "./types";
import { FileTypeIcon } from "./file-type-icon";
import { PublishSwitch, RowActions } from "./row-actions";

/** The files as cards below 1200 px (phones, tablets, a narrow window): the same facts and buttons as the table. */
export function DownloadCards({ files, ops, timeZone }: { files: DownloadManagerView[]; ops: RowOps; timeZone: string }) {
  const t = useTranslations("download");
  const locale = useLocale();
  return (
    <Stack spacing={1.5} sx={{ display: { xs: "flex", lg: "none" } }} data-testid="download-cards">
      {files.map((f, i) => (
        <Paper key={f.id} variant="outlined" sx={{ p: 2 }} data-testid="download-card" data-id={f.id}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
              <FileTypeIcon ext={f.ext} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>{f.titleZh}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {f.titleEn}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                #{f.order}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {t(`kinds.${f.kind}`)} · {formatBytes(f.size, locale)} · {dayOf(f.createdAt, timeZone)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`languages.${f.language}`)} · {t(`audiences.${f.audience}`)}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", justifyContent: "space-between", alignItems: "center", gap: 1 }}>
              <PublishSwitch file={f} ops={ops} />
              <RowActions file={f} index={i} count={files.length} ops={ops} />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
