"use client";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Controller } from "react-hook-form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { sendOrganiserNoticeAction } from "@/lib/notices/actions";
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, ZOrganiserNotice, type TAttendeeFilter } from "@/lib/notices/schemas";

type Props = { selected: number[]; filter: TAttendeeFilter; total: number; onClose(): void; onSent(sent: number): void };

/** Compose (recipients, title, plain-text message), then confirm with the number of people it reaches. */
export function SendNoticeDialog({ selected, filter, total, onClose, onSent }: Props) {
  const t = useTranslations("notice.send");
  const [confirming, setConfirming] = useState(false);
  const { form, submit, message } = useActionForm(ZOrganiserNotice, sendOrganiserNoticeAction, {
    title: "",
    body: "",
    audience: selected.length ? "selected" : "filtered",
    ids: selected,
    filter,
  });
  const c = form.control;
  const count = form.watch("audience") === "selected" ? selected.length : total;
  // A refusal goes back to the fields, where its messages land.
  const send = async (e: FormEvent<HTMLFormElement>) => {
    let sent = false;
    await submit((r) => {
      sent = true;
      onSent(r.sent);
    })(e);
    if (!sent) setConfirming(false);
  };
  const onSubmit = confirming ? send : form.handleSubmit(() => setConfirming(true));
  return (
    <FormDialog
      id="notice-send"
      title={t("title")}
      text={confirming ? t("confirmText", { count }) : t("text")}
      submit={confirming ? t("confirm") : t("next")}
      cancel={confirming ? t("back") : undefined}
      busy={form.formState.isSubmitting}
      disabled={!count}
      message={message}
      onSubmit={onSubmit}
      onClose={confirming ? () => setConfirming(false) : onClose}
    >
      {!confirming && (
        <Stack spacing={2}>
          <Controller
            name="audience"
            control={c}
            render={({ field }) => (
              <Stack>
                <FormLabel id="notice-audience">{t("audience")}</FormLabel>
                <RadioGroup {...field} aria-labelledby="notice-audience">
                  <FormControlLabel
                    value="selected"
                    disabled={!selected.length}
                    control={<Radio slotProps={{ input: { "data-testid": "notice-to-selected" } as object }} />}
                    label={selected.length ? t("selected", { count: selected.length }) : `${t("selected", { count: 0 })} ${t("noneSelected")}`}
                  />
                  <FormControlLabel
                    value="filtered"
                    control={<Radio slotProps={{ input: { "data-testid": "notice-to-filtered" } as object }} />}
                    label={t("filtered", { count: total })}
                  />
                </RadioGroup>
              </Stack>
            )}
          />
          <FormTextField control={c} name="title" label={t("titleField")} required fullWidth slotProps={{ htmlInput: { maxLength: MESSAGE_TITLE_MAX } }} />
          <FormTextField
            control={c}
            name="body"
            label={t("body")}
            required
            fullWidth
            multiline
            minRows={4}
            helperText={t("bodyHelp")}
            slotProps={{ htmlInput: { maxLength: MESSAGE_BODY_MAX } }}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
