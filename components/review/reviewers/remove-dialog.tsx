"use client";
import { useTranslations } from "next-intl";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { removeReviewerAction } from "@/lib/review/reviewers/actions";
import { ZReviewerIdInput } from "@/lib/review/reviewers/schemas";
import { FormDialog } from "@/components/ui/form-dialog";

/** Remove after confirming; the server refuses while reviews are unfinished and says how many. */
export function RemoveDialog(props: { reviewer: { id: number; name: string; email: string; finished: number }; onClose(): void; onDone(): void }) {
  const t = useTranslations("reviewerAdmin.form");
  const r = props.reviewer;
  const { form, submit, message } = useActionForm(ZReviewerIdInput, removeReviewerAction, { id: r.id });
  const text = [t("removeText", { name: r.name || r.email, email: r.email }), r.finished ? t("removeFinished", { count: r.finished }) : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <FormDialog
      id="reviewer-remove"
      title={t("removeTitle")}
      text={text}
      submit={t("remove")}
      danger
      busy={form.formState.isSubmitting}
      message={message}
      onSubmit={submit(props.onDone)}
      onClose={props.onClose}
    />
  );
}
