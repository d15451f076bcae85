"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
import type { ImportKind, ImportPreview, ImportResult } from "@/lib/review/reviewers/import";
import type { TImportRow } from "@/lib/review/reviewers/schemas";
import { FormDialog } from "@/components/ui/form-dialog";
import { ImportPreviewList } from "./import-preview-list";

// Import in two steps through §7 POST …/review/import: the chosen file goes up as multipart and
// comes back classified (nothing written); "Create" sends the previewed rows back with commit: true
// and the server creates the valid ones, checking every row again.

const API = "/conference/platform/manage/review/import";
const COLOR: Record<ImportKind, "success" | "warning" | "error"> = { create: "success", duplicate: "warning", invalid: "error" };
const rowOf = (r: TImportRow): TImportRow => ({ line: r.line, email: r.email, firstName: r.firstName, lastName: r.lastName, unit: r.unit, themes: r.themes });

export function ImportDialog({ onClose, onDone }: { onClose(): void; onDone(created: number): void }) {
  const t = useTranslations("reviewerAdmin.import");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [fileName, setFileName] = useState("");
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const pick = async (file: File) => {
    setBusy(true);
    setMessage(null);
    setPreview(null);
    setFileName(file.name);
    const body = new FormData();
    body.append("file", file);
    const r = await gatewayFetch<ImportPreview & { fieldErrors?: Record<string, string> }>(API, { method: "POST", body });
    setBusy(false);
    if (r.ok && r.data) setPreview(r.data);
    else setMessage({ kind: "error", text: r.data?.fieldErrors?.file || r.message || t("failed") });
  };

  const commit = async () => {
    if (!preview) return;
    setBusy(true);
    setMessage(null);
    const rows = preview.rows.filter((r) => r.kind === "create").map(rowOf);
    const r = await gatewayFetch<ImportResult>(API, { method: "POST", body: { commit: true, rows } });
    setBusy(false);
    if (r.ok && r.data) setResult(r.data);
    else setMessage({ kind: "error", text: r.message || t("failed") });
  };

  if (result)
    return (
      <FormDialog
        id="reviewer-import"
        title={t("title")}
        submit={t("close")}
        busy={false}
        message={null}
        onSubmit={(e) => (e.preventDefault(), onDone(result.created))}
        onClose={() => onDone(result.created)}
      >
        <Alert severity="success" data-testid="import-result">
          {t("created", { count: result.created })}
        </Alert>
        {result.skipped.length > 0 && (
          <Stack spacing={0.5} data-testid="import-skipped">
            <Typography variant="subtitle2">{t("skipped", { count: result.skipped.length })}</Typography>
            {result.skipped.map((s) => (
              <Typography key={`${s.line}-${s.email}`} variant="body2" sx={{ overflowWrap: "anywhere" }}>
                {t("line", { line: s.line })} · {s.email || "—"} · {s.message}
              </Typography>
            ))}
          </Stack>
        )}
      </FormDialog>
    );

  const creatable = preview?.counts.create ?? 0;
  return (
    <FormDialog
      id="reviewer-import"
      title={t("title")}
      text={t("text")}
      submit={preview ? t("confirm", { count: creatable }) : t("choose")}
      busy={busy}
      disabled={!preview || creatable === 0}
      wide
      message={message}
      onSubmit={(e) => {
        e.preventDefault();
        void commit();
      }}
      onClose={onClose}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
        <Button component="label" variant="outlined" disabled={busy} sx={{ alignSelf: "flex-start" }}>
          {preview ? t("chooseAnother") : t("choose")}
          <input
            hidden
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="import-file"
            onChange={(e) => {
              const f = e.target.files?.[0];
              e.target.value = "";
              if (f) void pick(f);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {fileName || t("limits")}
        </Typography>
      </Stack>
      {preview && (
        <Box data-testid="import-preview">
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 1.5 }}>
            {(["create", "duplicate", "invalid"] as const).map((k) => (
              <Chip
                key={k}
                color={COLOR[k]}
                variant="outlined"
                label={t(`counts.${k}`, { count: preview.counts[k] })}
                data-testid={`import-count-${k}`}
                data-count={preview.counts[k]}
              />
            ))}
          </Stack>
          <ImportPreviewList rows={preview.rows} color={COLOR} />
        </Box>
      )}
    </FormDialog>
  );
}
