"use client";
import Alert from "@mui/material/Alert";
import Chip from "@mui/material/Chip";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { handleSessionExpired } from "@/lib/client/session-expired";
import type { ActionResult } from "@/lib/server/action";
import type { SubmissionConfigScreen } from "@/lib/submission/config-service";
import { ChoicesSection } from "./choices-section";
import { SettingsForm } from "./settings-form";
import { ThemeSection } from "./theme-section";

export type Notice = { kind: "success" | "error"; text: string };

/** What the sections share: the screen's data, a way to replace it, and the screen's toast. */
export type ScreenContext = {
  screen: SubmissionConfigScreen;
  busy: boolean;
  apply(next: SubmissionConfigScreen, text: string): void;
  notify(n: Notice | null): void;
  /** Runs an action that answers the fresh screen; its error lands in the toast. */
  call(run: () => Promise<ActionResult<SubmissionConfigScreen>>, success: string): Promise<boolean>;
};

/** The sections, in page order, for the jump links at the top. */
export const SECTION_IDS = ["window", "items", "instructions", "pdf", "choices", "themes"] as const;

/** SPEC §2 /platform/config/contribute: settings (one form), category / report-type lists, theme tree. */
export function ConfigScreen({ initial }: { initial: SubmissionConfigScreen }) {
  const t = useTranslations("submissionConfig");
  const tv = useTranslations("validation");
  const [screen, setScreen] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept while the toast fades out; `open` alone closes it.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const show = (n: Notice | null) => {
    if (n) setNotice(n);
    setOpen(!!n);
  };

  const ctx: ScreenContext = {
    screen,
    busy,
    notify: show,
    apply: (next, text) => {
      setScreen(next);
      show({ kind: "success", text });
    },
    call: async (run, success) => {
      setBusy(true);
      show(null);
      const r = await run().catch(() => null);
      setBusy(false);
      if (!r) {
        show({ kind: "error", text: tv("requestFailed") });
        return false;
      }
      if (r.ok) {
        ctx.apply(r.data, success);
        return true;
      }
      if (r.status === 401) handleSessionExpired(r.message);
      else show({ kind: "error", text: r.message });
      return false;
    },
  };
  const heading = {
    window: t("window.heading"),
    items: t("items.heading"),
    instructions: t("instructions.heading"),
    pdf: t("pdf.heading"),
    choices: t("choices.heading"),
    themes: t("theme.heading"),
  };

  return (
    <Stack spacing={3}>
      <Stack component="nav" aria-label={t("nav")} direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
        {SECTION_IDS.map((id) => (
          <Chip key={id} component="a" href={`#cfg-${id}`} clickable variant="outlined" label={heading[id]} />
        ))}
      </Stack>
      <SettingsForm ctx={ctx} />
      <ChoicesSection ctx={ctx} />
      <ThemeSection ctx={ctx} />
      <Snackbar
        open={open}
        onClose={(_e, reason) => reason !== "clickaway" && setOpen(false)}
        autoHideDuration={notice?.kind === "success" ? 6000 : null}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity={notice?.kind ?? "success"}
          variant="filled"
          onClose={() => setOpen(false)}
          data-testid="submission-config-message"
          role={notice?.kind === "error" ? "alert" : "status"}
          sx={{ width: "100%" }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
