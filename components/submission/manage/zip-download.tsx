"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { formatBytes } from "@/lib/forms/format-bytes";

// "Download all files": the server streams the ZIP and announces the files' total size in a header;
// this reads the stream as it arrives and shows received bytes against that total, then hands the
// archive to the browser as a download.

const BYTES_HEADER = "x-files-bytes"; // lib/submission/manage/zip.ts ZIP_FILES_BYTES_HEADER
const COUNT_HEADER = "x-files-count";

type State =
  { kind: "idle" } | { kind: "running"; received: number; total: number } | { kind: "done"; count: number; size: number } | { kind: "error"; message: string };

function fileNameOf(res: Response): string {
  const cd = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(cd);
  return star ? decodeURIComponent(star[1]) : "submissions.zip";
}

export function ZipDownload({ href }: { href: string }) {
  const t = useTranslations("submissionAdmin.zip");
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: "idle" });
  const abort = useRef<AbortController | null>(null);

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: "running", received: 0, total: 0 });
    try {
      const res = await fetch(href, { credentials: "same-origin", signal: controller.signal });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        return setState({ kind: "error", message: body?.message || t("failed") });
      }
      const total = Number(res.headers.get(BYTES_HEADER) ?? 0);
      const count = Number(res.headers.get(COUNT_HEADER) ?? 0);
      const reader = res.body.getReader();
      const parts: BlobPart[] = [];
      let received = 0;
      let shown = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value as BlobPart);
        received += value.byteLength;
        // Repaint a few times a second, not on every chunk.
        if (Date.now() - shown > 100) {
          shown = Date.now();
          setState({ kind: "running", received, total });
        }
      }
      const url = URL.createObjectURL(new Blob(parts, { type: "application/zip" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = fileNameOf(res);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ kind: "done", count, size: received });
    } catch {
      setState(controller.signal.aborted ? { kind: "idle" } : { kind: "error", message: t("failed") });
    } finally {
      abort.current = null;
    }
  }

  const running = state.kind === "running";
  const percent = running && state.total > 0 ? Math.min(100, (state.received / state.total) * 100) : 0;
  return (
    <Stack spacing={1} role="group" aria-label={t("label")} data-testid="submission-zip" sx={{ alignItems: "flex-start", minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Button variant="outlined" onClick={start} loading={running} data-testid="submission-zip-start" sx={{ whiteSpace: "nowrap" }}>
          {t("button")}
        </Button>
        {running && (
          <Button onClick={() => abort.current?.abort()} data-testid="submission-zip-stop">
            {t("cancel")}
          </Button>
        )}
      </Stack>
      {running && (
        <Box sx={{ width: "100%", maxWidth: 420 }} data-testid="submission-zip-progress">
          <LinearProgress variant={state.total ? "determinate" : "indeterminate"} value={percent} aria-label={t("label")} />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {state.received ? t("progress", { received: formatBytes(state.received, locale), total: formatBytes(state.total, locale) }) : t("starting")}
          </Typography>
        </Box>
      )}
      {state.kind === "done" && (
        <Alert severity="success" onClose={() => setState({ kind: "idle" })} data-testid="submission-zip-done">
          {t("done", { count: state.count, size: formatBytes(state.size, locale) })}
        </Alert>
      )}
      {state.kind === "error" && (
        <Alert severity="error" onClose={() => setState({ kind: "idle" })} data-testid="submission-zip-error">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
