"use client";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import EditOutlined from "@mui/icons-material/EditOutlined";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Tooltip from "@mui/material/Tooltip";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { DownloadManagerView } from "@/lib/downloads/queries";
import type { RowOps } from "./types";

/** Published or not, as a switch that publishes / unpublishes at once. */
export function PublishSwitch({ file, ops }: { file: DownloadManagerView; ops: RowOps }) {
  const t = useTranslations("download.config");
  return (
    <FormControlLabel
      sx={{ m: 0 }}
      control={
        <Switch
          size="small"
          checked={file.published}
          disabled={ops.busy}
          onChange={(e) => ops.publish(file, e.target.checked)}
          slotProps={{ input: { "aria-label": file.published ? t("unpublish") : t("publish"), "data-testid": "download-publish" } as object }}
        />
      }
      label={file.published ? t("published") : t("unpublished")}
    />
  );
}

/** Move up / down, download, edit, delete. */
export function RowActions({ file, index, count, ops }: { file: DownloadManagerView; index: number; count: number; ops: RowOps }) {
  const t = useTranslations("download.config");
  const td = useTranslations("download");
  const button = (label: string, testId: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={ops.busy || disabled} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: "center" }}>
      {button(t("moveUp"), "download-up", <ArrowUpward fontSize="small" />, () => ops.move(index, -1), index === 0)}
      {button(t("moveDown"), "download-down", <ArrowDownward fontSize="small" />, () => ops.move(index, 1), index === count - 1)}
      <Tooltip title={td("download")}>
        <IconButton size="small" component="a" href={file.url} download aria-label={td("download")} data-testid="download-get">
          <DownloadIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {button(t("edit"), "download-edit", <EditOutlined fontSize="small" />, () => ops.edit(file))}
      {button(t("delete"), "download-remove", <DeleteOutlined fontSize="small" />, () => ops.remove(file))}
    </Stack>
  );
}
