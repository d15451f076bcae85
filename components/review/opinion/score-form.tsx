"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { declareConflictAction, saveOpinionAction } from "@/lib/review/opinion/actions";
import { COMMENT_MAX, ZOpinionInput } from "@/lib/review/opinion/schemas";
import type { MyReview } from "@/lib/review/opinion/service";

/** The reviewer's form: each configured score on its scale, comments to the authors and to the chair; draft or send. */
export function ScoreForm({ review }: { review: MyReview }) {
  const t = useTranslations("reviewOpinion.form");
  const scoreName = useTranslations("reviewConfig.scores.name"); // the settings' names, one source
  const router = useRouter();
  const errorText = useFieldErrorText();
  const [confirmConflict, setConfirmConflict] = useState(false);
  const { form, submit, message, setMessage } = useActionForm(ZOpinionInput, saveOpinionAction, {
    assignmentId: review.assignmentId,
    scores: review.scores,
    comment: review.comment,
    confidential: review.confidential,
    submit: false,
  });
  const sent = review.status === "SUBMITTED";
  const readOnly = !review.open;
  const send = (asSent: boolean) => {
    form.setValue("submit", asSent);
    return submit((r) => {
      setMessage({ kind: "success", text: r.status === "SUBMITTED" ? t("sent") : t("drafted") });
      router.refresh();
    })();
  };
  async function conflict() {
    setConfirmConflict(false);
    const r = await declareConflictAction({ assignmentId: review.assignmentId }).catch(() => null);
    if (!r?.ok) return setMessage({ kind: "error", text: r?.message ?? t("failed") });
    router.push("/platform/submissionManage/reviewList");
  }
  // A withdrawn submission has nothing left to score: no form, only why.
  if (review.closure === "withdrawn")
    return (
      <Alert severity="info" data-testid="score-closed" data-closure="withdrawn">
        {t("closedWithdrawn")}
      </Alert>
    );
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => e.preventDefault()}
      data-testid="score-form"
      data-status={review.status}
      data-readonly={readOnly ? "true" : "false"}
    >
      {readOnly && (
        <Alert severity="info" data-testid="score-closed" data-closure={review.closure ?? "deadline"}>
          {review.closure === "decided" ? t("closedDecided") : t("closed", { deadline: review.deadline })}
        </Alert>
      )}
      {!readOnly && review.deadline && <Typography color="text.secondary">{t("deadline", { deadline: review.deadline })}</Typography>}
      {message && (
        <Alert severity={message.kind} data-testid="score-message">
          {message.text}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2 }}>
        {review.items.map((item) => (
          <Controller
            key={item.key}
            name={`scores.${item.key}`}
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                select
                size="small"
                label={scoreName(item.key)}
                value={field.value == null ? "" : String(field.value)}
                onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
                disabled={readOnly}
                error={!!fieldState.error}
                helperText={errorText(fieldState.error?.message) ?? t("scale", { max: item.max })}
                sx={{ minWidth: 150, flex: "1 1 150px" }}
                slotProps={{ htmlInput: { "data-testid": `score-${item.key}` } }}
              >
                <MenuItem value="">{t("none")}</MenuItem>
                {Array.from({ length: item.max }, (_, i) => i + 1).map((n) => (
                  <MenuItem key={n} value={String(n)}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ))}
      </Stack>
      <FormTextField
        control={form.control}
        name="comment"
        label={t("comment")}
        multiline
        minRows={4}
        fullWidth
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <FormTextField
        control={form.control}
        name="confidential"
        label={t("confidential")}
        helperText={t("confidentialHint")}
        multiline
        minRows={2}
        fullWidth
        disabled={readOnly}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      {!readOnly && (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {!sent && (
            <Button variant="outlined" onClick={() => send(false)} loading={form.formState.isSubmitting} data-testid="score-draft">
              {t("saveDraft")}
            </Button>
          )}
          <Button variant="contained" onClick={() => send(true)} loading={form.formState.isSubmitting} data-testid="score-send">
            {sent ? t("update") : t("send")}
          </Button>
          {!sent && (
            <Button color="warning" onClick={() => setConfirmConflict(true)} data-testid="score-conflict">
              {t("conflict")}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmConflict}
        title={t("conflictTitle")}
        text={t("conflictText")}
        confirm={t("conflict")}
        cancel={t("cancel")}
        onConfirm={conflict}
        onClose={() => setConfirmConflict(false)}
        testId="conflict-confirm"
      />
    </Stack>
  );
}
