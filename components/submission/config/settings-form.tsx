"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, type FormEvent } from "react";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useUnsavedGuard } from "@/components/ui/use-unsaved-guard";
import type { SubmissionSettings } from "@/lib/submission/settings";
import { saveSubmissionConfigAction } from "@/lib/submission/config/actions";
import { ZSubmissionConfigInput } from "@/lib/submission/schemas";
import type { ConfigFormValues, ScreenContext } from "./types";
import { InstructionsSection } from "./instructions-section";
import { ItemsSection } from "./items-section";
import { PdfLayoutSection } from "./pdf-layout-section";
import { WindowSection } from "./window-section";

/** The form's part of the settings: the lists have their own saves. */
function formValues(s: SubmissionSettings): ConfigFormValues {
  const { categoryOptions: _c, reportTypeOptions: _r, ...values } = s;
  return values;
}

/** Window, limits, items, instructions and the abstract-book layout: one form, one save. */
export function SettingsForm({ ctx }: { ctx: ScreenContext }) {
  const t = useTranslations("submissionConfig");
  const { form, submit, message, setMessage } = useActionForm(ZSubmissionConfigInput, saveSubmissionConfigAction, formValues(ctx.screen.settings));
  const ref = useRef<HTMLFormElement>(null);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty && !isSubmitting, t("unsavedQuestion"));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    await submit((screen) => {
      form.reset(formValues(screen.settings)); // what was stored: cleaned instructions, defaults
      ctx.apply(screen, t("saved"));
    })(e);
    if (Object.keys(form.formState.errors).length) {
      setMessage((m) => m ?? { kind: "error", text: t("fixErrors") });
      // The first field with a message may be far above the save bar: bring it into view.
      requestAnimationFrame(() => {
        const bad = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
        bad?.scrollIntoView({ block: "center" });
        bad?.focus({ preventScroll: true });
      });
    }
  };

  return (
    <Box component="form" ref={ref} noValidate onSubmit={onSubmit} data-testid="submission-settings">
      <Stack spacing={3}>
        <WindowSection form={form} />
        <ItemsSection form={form} />
        <InstructionsSection form={form} />
        <PdfLayoutSection form={form} />
        <Box sx={{ position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", borderTop: 1, borderColor: "divider", zIndex: 2 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
            <Button type="submit" variant="contained" loading={isSubmitting} data-testid="settings-save" sx={{ alignSelf: { xs: "stretch", sm: "auto" } }}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
            {isDirty && !isSubmitting && (
              <Typography variant="body2" color="text.secondary" data-testid="settings-unsaved">
                {t("unsaved")}
              </Typography>
            )}
          </Stack>
          {message?.kind === "error" && (
            <Alert severity="error" sx={{ mt: 1.5 }} data-testid="settings-message" role="alert">
              {message.text}
            </Alert>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
