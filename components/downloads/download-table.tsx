"use client";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useLocale, useTranslations } from "next-intl";
import { DenseTable, HeadCell, Sub } from "@/components/ui/dense-table";
import type { DownloadManagerView } from "@/lib/downloads/queries";
import { formatBytes } from "@/lib/forms/format-bytes";
import type { RowOps } from "./types";
import { FileTypeIcon } from "./file-type-icon";
import { PublishSwitch, RowActions } from "./row-actions";
import { dayOf } from "./day";

/** The files in their order on a wide screen (from 1200 px; DownloadCards below). */
export function DownloadTable({ files, ops, timeZone }: { files: DownloadManagerView[]; ops: RowOps; timeZone: string }) {
  const t = useTranslations("download");
  const tc = useTranslations("download.config");
  const locale = useLocale();
  return (
    <DenseTable testId="download-table">
      <TableHead>
        <TableRow>
          <HeadCell main={tc("order")} />
          <HeadCell main={tc("form.titleZh")} sub={tc("form.titleEn")} />
          <HeadCell main={t("type")} sub={tc("visibility")} />
          <HeadCell main={t("size")} sub={t("date")} />
          <HeadCell main={tc("status")} />
          <HeadCell main={t("action")} />
        </TableRow>
      </TableHead>
      <TableBody>
        {files.map((f, i) => (
          <TableRow key={f.id} data-testid="download-row" data-id={f.id}>
            <TableCell>{f.order}</TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                <FileTypeIcon ext={f.ext} />
                <div style={{ minWidth: 0 }}>
                  <span data-testid="download-title-zh" style={{ overflowWrap: "anywhere" }}>
                    {f.titleZh}
                  </span>
                  <Sub testId="download-title-en">{f.titleEn}</Sub>
                  <Sub>{f.originalName}</Sub>
                </div>
              </Stack>
            </TableCell>
            <TableCell>
              {t(`kinds.${f.kind}`)}
              <Sub>
                {t(`languages.${f.language}`)} · {t(`audiences.${f.audience}`)}
              </Sub>
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              {formatBytes(f.size, locale)}
              <Sub>{dayOf(f.createdAt, timeZone)}</Sub>
            </TableCell>
            <TableCell>
              <PublishSwitch file={f} ops={ops} />
            </TableCell>
            <TableCell>
              <RowActions file={f} index={i} count={files.length} ops={ops} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DenseTable>
  );
}
