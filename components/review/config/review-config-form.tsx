"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useUnsavedGuard } from "@/components/ui/use-unsaved-guard";
import { saveReviewConfigAction } from "@/lib/review/config/actions";
import { ZReviewConfigInput, type ReviewSettings } from "@/lib/review/config/schemas";
import { DecisionSection } from "./decision-section";
import { RulesSection } from "./rules-section";
import { ScoresSection } from "./scores-section";
import type { ReviewFormValues } from "./types";
import { WorkloadSection } from "./workload-section";
import { NOTIFY_MS } from "@/lib/client/notify";

function formValues(s: ReviewSettings): ReviewFormValues {
  const { saved: _saved, ...values } = s;
  return values;
}

/** SPEC §2 /platform/config/review: the whole review configuration, one form, one save. */
export function ReviewConfigForm({ initial }: { initial: ReviewSettings }) {
  const t = useTranslations("reviewConfig");
  const { form, submit, message, setMessage } = useActionForm(ZReviewConfigInput, saveReviewConfigAction, formValues(initial));
  const [saved, setSaved] = useState(initial.saved);
  const [toast, setToast] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty && !isSubmitting, t("unsavedQuestion"));

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    setToast(false);
    await submit((settings) => {
      form.reset(formValues(settings)); // what was stored: rules cleaned to "A;B"
      setSaved(true);
      setToast(true);
    })(e);
    if (Object.keys(form.formState.errors).length) {
      setMessage((m) => m ?? { kind: "error", text: t("fixErrors") });
      // The first field with a message may be far above the save bar: bring it into view.
      requestAnimationFrame(() => {
        const bad = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
        bad?.scrollIntoView({ block: "center" });
        bad?.focus({ preventScroll: true });
      });
    }
  };

  return (
    <Box component="form" ref={ref} noValidate onSubmit={onSubmit} data-testid="review-config-form">
      <Stack spacing={3}>
        {!saved && (
          <Alert severity="info" data-testid="review-config-defaults">
            {t("defaults")}
          </Alert>
        )}
        <RulesSection form={form} />
        <DecisionSection form={form} />
        <ScoresSection form={form} />
        <WorkloadSection form={form} />
        <Box sx={{ position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.default", borderTop: 1, borderColor: "divider", zIndex: 2 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
            <Button type="submit" variant="contained" loading={isSubmitting} data-testid="review-config-save" sx={{ alignSelf: { xs: "stretch", sm: "auto" } }}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
            {isDirty && !isSubmitting && (
              <Typography variant="body2" color="text.secondary" data-testid="review-config-unsaved">
                {t("unsaved")}
              </Typography>
            )}
          </Stack>
          {message?.kind === "error" && (
            <Alert severity="error" sx={{ mt: 1.5 }} data-testid="review-config-error" role="alert">
              {message.text}
            </Alert>
          )}
        </Box>
      </Stack>
      <Snackbar
        open={toast}
        onClose={(_e, reason) => reason !== "clickaway" && setToast(false)}
        autoHideDuration={NOTIFY_MS}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert severity="success" variant="filled" onClose={() => setToast(false)} data-testid="review-config-message" role="status" sx={{ width: "100%" }}>
          {t("saved")}
        </Alert>
      </Snackbar>
    </Box>
  );
}
