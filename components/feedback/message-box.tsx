"use client";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useRouter } from "next/navigation";
import { FormMessage } from "@/components/ui/form-message";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { feedbackFollowUpAction, feedbackReplyAction } from "@/lib/feedback/actions";
import { ZFeedbackFollowUp, ZFeedbackReply } from "@/lib/feedback/schemas";

type Labels = { label: string; submit: string; done: string };

/**
 * The box under a thread: the sender's follow-up or a manager's reply (plain text, line breaks
 * kept). After it is stored the page reloads its data, so the thread and the state show it.
 */
export function MessageBox({ id, as, labels }: { id: number; as: "sender" | "manager"; labels: Labels }) {
  const router = useRouter();
  const { form, submit, message, setMessage } = useActionForm(
    as === "manager" ? ZFeedbackReply : ZFeedbackFollowUp,
    as === "manager" ? feedbackReplyAction : feedbackFollowUpAction,
    { id, body: "" },
  );
  const onSubmit = submit(() => {
    form.reset({ id, body: "" });
    setMessage({ kind: "success", text: labels.done });
    router.refresh();
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} data-testid={as === "manager" ? "feedback-reply-form" : "feedback-follow-up-form"}>
      <FormMessage message={message} />
      <FormTextField
        control={form.control}
        name="body"
        label={labels.label}
        required
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={form.formState.isSubmitting}
        sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
        data-testid="feedback-message-submit"
      >
        {labels.submit}
      </Button>
    </Stack>
  );
}
