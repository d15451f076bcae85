"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Control, type FieldValues } from "react-hook-form";
import type { Answers } from "@/lib/forms/answers-schema";
import type { FieldDef } from "@/lib/forms/fields";
import { updateAttendeeAction } from "@/lib/registration/manage-actions";
import { DynamicFields } from "../dynamic-fields";

/** userDetails: a manager edits the answers with the fields of the registration's own version. */
export function AttendeeEditor({ id, fields, answers }: { id: number; fields: FieldDef[]; answers: Answers }) {
  const t = useTranslations("registration.details");
  const locale = useLocale();
  const editable = fields.filter((f) => f.type !== "upload");
  const form = useForm({ defaultValues: { answers } });
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const onSubmit = form.handleSubmit(async (v) => {
    const r = await updateAttendeeAction({ id, answers: v.answers });
    if (r.ok) return setMsg({ kind: "success", text: t("saved") });
    for (const [k, m] of Object.entries(r.fieldErrors ?? {})) form.setError(k as never, { message: m });
    setMsg({ kind: "error", text: r.message });
  });
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate data-testid="attendee-editor">
      <DynamicFields fields={editable} control={form.control as unknown as Control<FieldValues>} locale={locale} />
      {msg && (
        <Alert severity={msg.kind} data-testid="attendee-message">
          {msg.text}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="attendee-save">
          {t("save")}
        </Button>
      </div>
    </Stack>
  );
}
