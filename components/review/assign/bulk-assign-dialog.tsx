"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { assignReviewersAction } from "@/lib/review/assign/actions";
import type { AssignCandidate } from "@/lib/review/assign/queries";
import { ZAssign } from "@/lib/review/assign/schemas";
import type { AssignOutcome } from "@/lib/review/assign/service";
import { themeFits } from "@/lib/review/assign/auto";
import type { BulkRow } from "./types";
import { reviewerLabel } from "@/lib/review/reviewers/name";

/**
 * The selected submissions to the reviewers ticked here. Offered: active reviewers whose themes
 * cover every selected submission, with their load. Conflicts are found by the server pair by
 * pair; the dialog stays open to say which pairs were not assigned and why.
 */
export function BulkAssignDialog({ rows, candidates, onClose }: { rows: BulkRow[]; candidates: AssignCandidate[]; onClose(assigned: boolean): void }) {
  const t = useTranslations("reviewAssign");
  const errorText = useFieldErrorText();
  const router = useRouter();
  const [outcome, setOutcome] = useState<AssignOutcome | null>(null);
  const fits = candidates.filter((c) => rows.every((r) => themeFits(c.themeIds, r.themeId)));
  const { form, submit, message } = useActionForm(ZAssign, assignReviewersAction, { submissionIds: rows.map((r) => r.id), reviewerIds: [] });
  const picked = (form.watch("reviewerIds") ?? []) as number[];
  const done = (o: AssignOutcome) => {
    setOutcome(o);
    form.setValue("reviewerIds", []);
    router.refresh();
  };
  return (
    <FormDialog
      id="bulk-assign"
      title={t("bulk.title", { count: rows.length })}
      text={t("bulk.text")}
      submit={t("bulk.submit", { count: picked.length })}
      busy={form.formState.isSubmitting}
      disabled={!picked.length}
      message={outcome ? { kind: "success", text: t("bulk.done", { count: outcome.added }) } : message}
      onSubmit={submit(done)}
      onClose={() => onClose(!!outcome)}
      cancel={outcome ? t("bulk.close") : undefined}
    >
      {outcome && outcome.refused.length > 0 && (
        <Alert severity="warning" data-testid="bulk-refused">
          <Typography variant="body2">{t("bulk.refusedTitle", { count: outcome.refused.length })}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {outcome.refused.map((r) => (
              <li key={`${r.submissionId}:${r.reviewerId}`} data-testid="bulk-refusal" data-reason={r.reason}>
                {t("refusal", { code: r.code, reviewer: r.reviewer, reason: t(`reason.${r.reason}`) })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Controller
        control={form.control}
        name="reviewerIds"
        render={({ field, fieldState }) => {
          const value = (field.value ?? []) as number[];
          return (
            <FormControl component="fieldset" error={!!fieldState.error} variant="standard">
              <FormLabel component="legend">{t("bulk.reviewers")}</FormLabel>
              {fits.length === 0 && <Typography color="text.secondary">{t("bulk.none")}</Typography>}
              {fits.map((c) => (
                <Box key={c.reviewerId}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={value.includes(c.reviewerId)}
                        onChange={(e) => field.onChange(e.target.checked ? [...value, c.reviewerId] : value.filter((x) => x !== c.reviewerId))}
                        slotProps={{ input: { "aria-describedby": `bulk-load-${c.reviewerId}` } }}
                        data-testid="bulk-candidate"
                      />
                    }
                    label={reviewerLabel(c)}
                    sx={{ overflowWrap: "anywhere" }}
                  />
                  <Typography id={`bulk-load-${c.reviewerId}`} variant="caption" color="text.secondary" sx={{ display: "block", ml: 4, mt: -0.75 }}>
                    {t("load", { count: c.load })}
                  </Typography>
                </Box>
              ))}
              {fits.length < candidates.length && <FormHelperText>{t("bulk.hidden", { count: candidates.length - fits.length })}</FormHelperText>}
              {fieldState.error && <FormHelperText>{errorText(fieldState.error.message)}</FormHelperText>}
            </FormControl>
          );
        }}
      />
    </FormDialog>
  );
}
