"use client";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ScreenToast, useScreenState, type ScreenOps } from "@/components/ui/screen-state";
import { deleteDownloadAction, publishDownloadAction, reorderDownloadAction } from "@/lib/downloads/actions";
import type { DownloadManagerView } from "@/lib/downloads/queries";
import { pickLocale } from "@/lib/i18n/pick";
import { DownloadCards } from "./download-cards";
import { DownloadDialog } from "./download-dialog";
import { DownloadTable } from "./download-table";
import type { RowOps } from "./types";
import { UploadButton } from "./upload-button";

/** /platform/config/download: upload, then title, scope, order, publish or delete each file. */
export function DownloadConfigScreen({ initial, timeZone }: { initial: DownloadManagerView[]; timeZone: string }) {
  const t = useTranslations("download.config");
  const locale = useLocale();
  const { data: files, ops, toast } = useScreenState(initial);
  const [editing, setEditing] = useState<DownloadManagerView | null>(null);
  const [deleting, setDeleting] = useState<DownloadManagerView | null>(null);
  const screen: ScreenOps<DownloadManagerView[]> = ops;

  const row: RowOps = {
    busy: ops.busy,
    edit: setEditing,
    remove: setDeleting,
    publish: (f, published) => void screen.call(() => publishDownloadAction({ id: f.id, published }), published ? t("publishedMsg") : t("unpublishedMsg")),
    move: (index, by) => {
      const ids = files.map((f) => f.id);
      [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
      void screen.call(() => reorderDownloadAction({ ids }), t("reordered"));
    },
  };

  return (
    <Stack spacing={2}>
      <UploadButton
        onUploaded={(f) => {
          ops.apply([...files, f], t("uploaded"));
          setEditing(f);
        }}
      />
      {files.length === 0 ? (
        <Alert severity="info" data-testid="download-config-empty">
          {t("empty")}
        </Alert>
      ) : (
        <>
          <DownloadTable files={files} ops={row} timeZone={timeZone} />
          <DownloadCards files={files} ops={row} timeZone={timeZone} />
        </>
      )}
      {editing && (
        <DownloadDialog
          key={editing.id}
          file={editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            setEditing(null);
            ops.apply(next, t("saved"));
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t("deleteTitle")}
        text={deleting ? t("deleteText", { title: pickLocale(locale, deleting.titleZh, deleting.titleEn) }) : ""}
        confirm={t("delete")}
        cancel={t("cancel")}
        testId="download-delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting!;
          setDeleting(null);
          void screen.call(() => deleteDownloadAction({ id: d.id }), t("deleted"));
        }}
      />
      <ScreenToast toast={toast} testId="download-config-message" />
    </Stack>
  );
}
