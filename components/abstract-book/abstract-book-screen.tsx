"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ScreenToast, type Notice } from "@/components/ui/screen-state";
import { Section } from "@/components/ui/section";
import { abstractBookStatusAction, generateAbstractBookAction, publishAbstractBookAction } from "@/lib/abstract-book/actions";
import type { AbstractBookView, PerPage } from "@/lib/abstract-book/schemas";
import { handleSessionExpired } from "@/lib/client/session-expired";
import type { ActionResult } from "@/lib/server/action";
import { BookProgress } from "./book-progress";
import { LatestBook } from "./latest-book";
import { LayoutSummary } from "./layout-summary";

const POLL_MS = 1000;

/** /platform/manage/contribute/abstract-book: generate with progress, download, publish. */
export function AbstractBookScreen({ initial, timeZone }: { initial: AbstractBookView; timeZone: string }) {
  const t = useTranslations("abstractBook");
  const tv = useTranslations("validation");
  const [view, setView] = useState(initial);
  const [perPage, setPerPage] = useState<PerPage | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const show = (n: Notice) => (setNotice(n), setOpen(true));
  const runningId = view.running?.id;

  // While a book is being made, ask for its progress about once a second.
  useEffect(() => {
    if (!runningId) return;
    let stop = false;
    const timer = setInterval(async () => {
      const r = await abstractBookStatusAction({}).catch(() => null);
      if (!stop && r?.ok) setView(r.data);
    }, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [runningId]);

  async function call(run: () => Promise<ActionResult<AbstractBookView>>, success: (v: AbstractBookView) => string) {
    setBusy(true);
    setOpen(false);
    const r = await run().catch(() => null);
    setBusy(false);
    if (!r) return show({ kind: "error", text: tv("requestFailed") });
    if (r.ok) {
      setView(r.data);
      return show({ kind: "success", text: success(r.data) });
    }
    if (r.status === 401) return handleSessionExpired(r.message);
    setFieldError(r.fieldErrors?.perPage);
    show({ kind: "error", text: r.message });
  }

  const generate = () => {
    setFieldError(undefined);
    void call(
      () => generateAbstractBookAction({ perPage }),
      (v) => (v.joined ? t("joined") : t("started")),
    );
  };
  const running = view.running;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography data-testid="abstract-book-accepted">{t("accepted", { count: view.accepted })}</Typography>
      <Section title={t("layout.title")} testId="abstract-book-generate-section">
        <LayoutSummary layout={view.layout} perPage={perPage} onPerPage={setPerPage} error={fieldError} disabled={busy || !!running} />
        <div>
          <Button variant="contained" onClick={generate} loading={busy && !running} disabled={!view.accepted || !!running} data-testid="abstract-book-generate">
            {view.latest ? t("regenerate") : t("generate")}
          </Button>
        </div>
        {running ? <BookProgress job={running} /> : null}
        {view.failed ? (
          <Alert severity="error" data-testid="abstract-book-failed">
            {t("failed", { error: view.failed.error ?? "" })}
          </Alert>
        ) : null}
      </Section>
      <Section title={t("latest.title")} testId="abstract-book-latest-section">
        <LatestBook
          view={view}
          timeZone={timeZone}
          busy={busy}
          onPublish={(published) =>
            void call(
              () => publishAbstractBookAction({ published }),
              () => (published ? t("publish.publishedMsg") : t("publish.unpublishedMsg")),
            )
          }
        />
      </Section>
      <ScreenToast toast={{ notice, open, close: () => setOpen(false) }} testId="abstract-book-message" />
    </Stack>
  );
}
