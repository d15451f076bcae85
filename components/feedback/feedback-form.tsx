"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import type { CaptchaImage } from "@/lib/security/captcha-image";
import { gatewayFetch } from "@/lib/client/gateway-fetch";
import { feedbackCaptchaAction } from "@/lib/feedback/actions";
import { feedbackMailCodeAction } from "@/lib/feedback/mail-code-actions";
import { FEEDBACK_RECIPIENTS, FEEDBACK_TYPES, ZFeedbackSend, ZVisitorFeedbackSend, type TFeedbackSendInput } from "@/lib/feedback/schemas";
import type { ActionResult } from "@/lib/server/action";
import { CaptchaField } from "./captcha-field";
import { FeedbackFileField } from "./file-field";

const EMPTY: TFeedbackSendInput = { title: "", name: "", email: "", phone: "", type: "" as never, recipient: "", content: "", captcha: "" };
const half = { gridColumn: { xs: "1 / -1", sm: "auto" } };
const full = { gridColumn: "1 / -1" };

/**
 * /profile/feedback's form (SPEC §3 feedback fields, §5 rules on their fields). It posts to the
 * gateway as multipart, since the attachment may be 20 MB. Every answer that reached the server
 * used the picture up, so a refusal brings a new one. A participant then reads what they sent on
 * its details page; a visitor is told the reply comes by mail.
 */
export function FeedbackForm({ visitor, name, email }: { visitor: boolean; name: string; email: string }) {
  const t = useTranslations("feedback.form");
  const tt = useTranslations("feedback");
  const router = useRouter();
  const [image, setImage] = useState<CaptchaImage | null>(null);
  const [loading, setLoading] = useState(false);

  const loadCaptcha = async () => {
    setLoading(true);
    try {
      const r = await feedbackCaptchaAction({});
      if (r.ok) setImage(r.data);
      form.setValue("captcha", "");
    } finally {
      setLoading(false);
    }
  };

  const run = async (values: TFeedbackSendInput): Promise<ActionResult<{ id: number }>> => {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) body.append(k, v instanceof File ? v : String(v));
    const r = await gatewayFetch<{ id: number; fieldErrors?: Record<string, string> }>("/conference/feedback/send", { method: "POST", body });
    if (r.ok && r.data) return { ok: true, data: { id: r.data.id } };
    await loadCaptcha();
    return { ok: false, status: r.status, message: r.status ? r.message : t("sendFailed"), fieldErrors: r.data?.fieldErrors };
  };
  const { form, submit, message, setMessage } = useActionForm(visitor ? ZVisitorFeedbackSend : ZFeedbackSend, run, { ...EMPTY, name, email });

  // The first picture, once on arrival; later ones come from refusals and the refresh button.
  useEffect(() => {
    let live = true;
    void feedbackCaptchaAction({}).then((r) => live && r.ok && setImage(r.data));
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = submit(async ({ id }) => {
    if (!visitor) return router.push(`/profile/feedBackDetails?id=${id}`);
    form.reset({ ...EMPTY });
    await loadCaptcha();
    setMessage({ kind: "success", text: t("sentVisitor") });
  });

  const field = (key: "title" | "name" | "email" | "phone", sx: object, extra: object = {}) => (
    <FormTextField control={form.control} name={key} label={t(key)} fullWidth sx={sx} {...extra} />
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="feedback-form">
        <Stack spacing={2}>
          <FormMessage message={message} />
          <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
            {field("title", full, { required: true, slotProps: { htmlInput: { maxLength: 200 } } })}
            {field("name", half, { required: visitor, autoComplete: "name" })}
            {field("email", half, { required: visitor, type: "email", autoComplete: "email" })}
            {field("phone", half, { required: true, type: "tel", autoComplete: "tel", helperText: t("phoneHelp") })}
            <FormTextField control={form.control} name="type" label={t("type")} select required fullWidth sx={half}>
              {FEEDBACK_TYPES.map((v) => (
                <MenuItem key={v} value={v}>
                  {tt(`types.${v}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="recipient"
              label={t("recipient")}
              select
              fullWidth
              sx={full}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t("recipientAny")}</MenuItem>
              {FEEDBACK_RECIPIENTS.map((v) => (
                <MenuItem key={v} value={v}>
                  {tt(`recipients.${v}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="content"
              label={t("content")}
              required
              fullWidth
              multiline
              minRows={5}
              sx={full}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Box>
          <FeedbackFileField control={form.control} name="file" />
          <CaptchaField
            control={form.control}
            name="captcha"
            image={image}
            busy={loading}
            onRefresh={() => void loadCaptcha()}
            mailCode={() => feedbackMailCodeAction({ email: form.getValues("email") ?? "" })}
            onMailed={() => {
              form.setValue("captcha", "");
              form.clearErrors("captcha");
            }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={form.formState.isSubmitting}
              data-testid="feedback-submit"
              sx={{ width: { xs: "100%", sm: "auto" } }}
            >
              {t("submit")}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
