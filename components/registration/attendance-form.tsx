"use client";
import { CodeField } from "@/components/accounts/code-field";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Controller, type Control, type FieldValues } from "react-hook-form";
import { useCountdown } from "@/components/ui/countdown-notice";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { MAIL_FAILURE_MS, NOTIFY_MS } from "@/lib/client/notify";
import { emptyAnswers } from "@/lib/forms/answers-schema";
import type { FieldDef } from "@/lib/forms/fields";
import type { SafeHtml } from "@/lib/registration/instructions-html";
import { attendAction } from "@/lib/registration/actions";
import { buildAttendanceSchema } from "@/lib/registration/schemas";
import { DynamicFields } from "./dynamic-fields";
import { RichText } from "@/components/ui/rich-text";

type Props = {
  version: string;
  fields: FieldDef[];
  instructions: SafeHtml; // sanitised on the server (lib/registration/instructions-html.ts)
  noticeRequired: boolean;
  account: { email: string; name: string } | null; // null: a visitor creating the account here
};

const COUNTDOWN = 3; // SPEC §9: post-registration redirect 3 s

/** SPEC §2 /conferenceRegister: instructions + notice, the current version's form, attend button. */
export function AttendanceForm({ version, fields, instructions, noticeRequired, account }: Props) {
  const t = useTranslations("registration.page");
  const locale = useLocale();
  const text = useFieldErrorText();
  const schema = useMemo(() => buildAttendanceSchema(fields, locale, { noticeRequired, newAccount: !account }), [fields, locale, noticeRequired, account]);
  const defaults = useMemo(() => {
    const answers = emptyAnswers(fields);
    if (account) {
      if ("email" in answers) answers.email = account.email;
      if ("name" in answers) answers.name = account.name;
    }
    return { version, notice: false, answers, account: account ? undefined : { password: "", confirmPassword: "", code: "" } };
  }, [fields, account, version]);
  const { form, submit, message, setMessage } = useActionForm(schema as never, attendAction as never, defaults as never);
  const control = form.control as unknown as Control<FieldValues>;
  const [done, setDone] = useState<{ redirect: string; mailQueued: boolean } | null>(null);
  const seconds = useCountdown(COUNTDOWN, () => done && window.location.assign(done.redirect), !!done);
  const [mailToast, setMailToast] = useState(false);

  if (done) {
    return (
      <Stack spacing={2} data-testid="attend-success">
        <Alert severity="success">{t("success", { seconds })}</Alert>
        {done.mailQueued && <Alert severity="info">{t("mailSent")}</Alert>}
        {/* SPEC §8: the confirmation mail could not be queued — "send email failed" for 3 s. */}
        <Snackbar
          open={mailToast}
          autoHideDuration={MAIL_FAILURE_MS}
          onClose={() => setMailToast(false)}
          anchorOrigin={{ vertical: "top", horizontal: "center" }}
        >
          <Alert severity="error" role="alert" data-testid="attend-mail-failed">
            {t("mailFailed")}
          </Alert>
        </Snackbar>
      </Stack>
    );
  }

  const onSubmit = submit((data) => {
    const saved = data as { redirect: string; mailQueued: boolean };
    setMailToast(!saved.mailQueued);
    setDone(saved);
  });
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} data-testid="attend-form">
      {instructions && (
        <Paper variant="outlined" component="section" aria-labelledby="attend-instructions-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="attend-instructions-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t("instructions")}
          </Typography>
          <RichText html={instructions} testId="attend-instructions" />
        </Paper>
      )}
      <Controller
        name="notice"
        control={control}
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{ input: { "data-testid": "attend-notice" } as never }}
                />
              }
              label={t("notice")}
            />
            {fieldState.error && (
              <FormHelperText error data-testid="notice-error">
                {text(fieldState.error.message)}
              </FormHelperText>
            )}
          </div>
        )}
      />
      <DynamicFields fields={fields} control={control} locale={locale} lockedEmail={!!account} onUploaded={(f) => void form.trigger(`answers.${f}` as never)} />
      {!account && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Typography variant="subtitle1">{t("accountTitle")}</Typography>
            <FormTextField name={"account.password" as never} control={control} type="password" label={t("password")} required fullWidth />
            <FormTextField name={"account.confirmPassword" as never} control={control} type="password" label={t("confirmPassword")} required fullWidth />
            <CodeField form={form as never} type="registerCode" emailName="answers.email" codeName="account.code" onMessage={setMessage} />
          </Stack>
        </Paper>
      )}
      <Typography variant="body2" color="error" data-testid="attend-hint">
        {t("hint")}
      </Typography>
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting} data-testid="attend-submit">
        {t("attend")}
      </Button>
      <Snackbar open={!!message} autoHideDuration={NOTIFY_MS} onClose={() => setMessage(null)} anchorOrigin={{ vertical: "top", horizontal: "center" }}>
        <Alert severity={message?.kind ?? "error"} data-testid="attend-error">
          {message?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
