import Alert from "@mui/material/Alert";
import { useTranslations } from "next-intl";
import type { WindowView } from "@/lib/submission/author/queries";

/**
 * The call's window as the author sees it: open from … to …, until when revisions are accepted, or
 * why new submissions are refused today (the same answer the server gives, lib/submission/author/window.ts).
 */
export function WindowBanner({ window: w }: { window: WindowView }) {
  const t = useTranslations("submission");
  const key = useTranslations(); // the refusal is a full message key (submission.errors.*)
  const dates = w.startDate && w.endDate ? t("window.dates", { start: w.startDate, end: w.endDate }) : "";
  const revisions = w.revisionDeadline && w.revisionDeadline !== w.endDate ? t("window.revisions", { date: w.revisionDeadline }) : "";
  if (!w.createRefusal) {
    return (
      <Alert severity="info" data-testid="submission-window" data-open="true">
        {[t("window.open"), dates, revisions].filter(Boolean).join(" ")}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="submission-window" data-open="false">
      {[key(w.createRefusal as never), dates, revisions].filter(Boolean).join(" ")}
    </Alert>
  );
}
