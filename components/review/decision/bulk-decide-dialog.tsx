"use client";
import MenuItem from "@mui/material/MenuItem";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { decideManyAction } from "@/lib/review/decision/actions";
import { ZBulkDecision } from "@/lib/review/decision/schemas";
import type { BulkResult } from "@/lib/review/decision/service";
import { REASON_MAX, REASON_REQUIRED } from "@/lib/submission/schemas";
import { DECISIONS } from "@/lib/submission/status";

/** The bulk decision: one status and one reason for the selected submissions, asked again before it is applied. */
export function BulkDecideDialog(props: { ids: number[]; codes: string[]; onClose(): void; onDone(r: BulkResult): void }) {
  const t = useTranslations("reviewDecision.ranking.bulk");
  // The decisions by what they do ("录用"), as the status buttons name them.
  const tm = useTranslations("submissionAdmin.actions.move");
  const [confirming, setConfirming] = useState(false);
  const { form, submit, message } = useActionForm(ZBulkDecision, decideManyAction, { ids: props.ids, to: "ACCEPTED", reason: "" });
  const to = form.watch("to");
  const apply = submit((r) => props.onDone(r));
  const count = props.ids.length;
  return (
    <>
      <FormDialog
        id="bulk-decide"
        title={t("dialogTitle", { count })}
        text={t("dialogText")}
        submit={t("next")}
        danger={to === "REJECTED"}
        busy={form.formState.isSubmitting}
        message={message}
        cancel={t("cancel")}
        // Checked first, then asked again (handleSubmit: a corrected field is checked as it changes).
        onSubmit={form.handleSubmit(() => setConfirming(true))}
        onClose={props.onClose}
      >
        <FormTextField control={form.control} name="to" select label={t("to")} fullWidth slotProps={{ htmlInput: { "data-testid": "bulk-decide-to" } }}>
          {DECISIONS.map((d) => (
            <MenuItem key={d} value={d}>
              {tm(d)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="reason"
          label={REASON_REQUIRED.includes(to) ? t("reason") : t("reasonOptional")}
          required={REASON_REQUIRED.includes(to)}
          fullWidth
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: REASON_MAX, "data-testid": "bulk-decide-reason" } }}
        />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title={t("confirmTitle", { count, status: tm(to) })}
        text={t("confirmText", { codes: props.codes.join(", ") })}
        confirm={t("confirm")}
        cancel={t("cancel")}
        onConfirm={() => {
          setConfirming(false);
          void apply();
        }}
        onClose={() => setConfirming(false)}
        testId="bulk-decide-confirm"
      />
    </>
  );
}
