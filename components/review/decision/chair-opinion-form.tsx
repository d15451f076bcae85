"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Controller } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { saveChairOpinionAction } from "@/lib/review/decision/actions";
import { ZChairOpinion } from "@/lib/review/decision/schemas";
import { REASON_MAX } from "@/lib/submission/schemas";
import type { DECISIONS } from "@/lib/submission/status";

type Decision = (typeof DECISIONS)[number];
type Mode = "final" | "notFinal" | "manager";

/**
 * The chair's opinion on one submission. When the chair's opinion is final (`mode` "final") the
 * same form carries the decision: the opinion becomes the final opinion mailed to the authors,
 * after a confirmation. Organisers write the opinion here and decide with the status buttons.
 */
export function ChairOpinionForm(props: { id: number; code: string; opinion: string; mode: Mode; decisions: Decision[]; finalOpinion: string | null }) {
  const t = useTranslations("reviewDecision.opinion");
  const ts = useTranslations("submissionAdmin.status");
  const tm = useTranslations("submissionAdmin.actions.move");
  const router = useRouter();
  const errorText = useFieldErrorText();
  const [confirming, setConfirming] = useState(false);
  const { form, submit, message, setMessage } = useActionForm(ZChairOpinion, saveChairOpinionAction, {
    id: props.id,
    opinion: props.opinion,
    decision: undefined,
  });
  const decision = form.watch("decision") as Decision | undefined;
  const save = submit((r) => {
    setConfirming(false);
    const status = r.status ? ts(r.status) : "";
    setMessage({
      kind: "success",
      text: !r.status ? t("saved") : r.mailQueued ? t("decided", { status, count: r.mailQueued }) : t("decidedNoMail", { status }),
    });
    form.reset({ id: props.id, opinion: r.chairOpinion, decision: undefined });
    router.refresh();
  });
  // A decision is confirmed first; the fields are checked before the question is asked (through
  // handleSubmit, so a field in error is checked again as it is corrected).
  const ask = form.handleSubmit(() => setConfirming(true));
  const onSubmit = (e: FormEvent) => (decision ? ask(e) : save(e));
  const intro = { final: t("introFinal"), notFinal: t("introNotFinal"), manager: t("introManager") }[props.mode];
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} data-testid="chair-opinion-form">
      <Typography color="text.secondary">{intro}</Typography>
      {props.finalOpinion && (
        <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} data-testid="final-opinion">
          {t("final", { opinion: props.finalOpinion })}
        </Typography>
      )}
      {message && (
        <Alert severity={message.kind} data-testid="chair-opinion-message">
          {message.text}
        </Alert>
      )}
      <FormTextField
        control={form.control}
        name="opinion"
        label={t("label")}
        required
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      {props.mode === "final" &&
        (props.decisions.length ? (
          <Controller
            name="decision"
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t("decision")}
                fullWidth
                sx={{ maxWidth: { sm: 360 } }}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value || undefined)}
                error={!!fieldState.error}
                helperText={errorText(fieldState.error?.message)}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { "data-testid": "field-decision" } }}
              >
                <MenuItem value="">{t("noDecision")}</MenuItem>
                {props.decisions.map((d) => (
                  <MenuItem key={d} value={d}>
                    {tm(d)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t("noMoves")}
          </Typography>
        ))}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          color={decision === "REJECTED" ? "error" : "primary"}
          loading={form.formState.isSubmitting}
          data-testid="chair-opinion-submit"
        >
          {decision ? t("saveAndDecide") : t("save")}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t("confirmTitle", { status: decision ? tm(decision) : "" })}
        text={t("confirmText", { code: props.code, status: decision ? tm(decision) : "" })}
        confirm={t("confirm")}
        cancel={t("cancel")}
        onConfirm={() => save()}
        onClose={() => setConfirming(false)}
        testId="chair-decision-confirm"
      />
    </Stack>
  );
}
