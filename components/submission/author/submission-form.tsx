"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Controller, type FieldError } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { saveSubmissionAction } from "@/lib/submission/author/actions";
import type { SubmissionFormScreen } from "@/lib/submission/author/queries";
import { submissionSchema, TITLE_MAX, type TSubmissionInput } from "@/lib/submission/schemas";
import { AbstractField } from "./abstract-field";
import { AuthorsField } from "./authors-field";
import { SubmissionFileField } from "./file-field";
import { KeywordsField } from "./keywords-field";
import { ChoiceSelect } from "./choice-select";
import { SavedPanel, type SavedSubmission } from "./saved-panel";
import type { SubmissionFormValues } from "./types";

/** What the form holds: the schema's input (ids before they are parsed). */

type Props = {
  screen: Pick<SubmissionFormScreen, "rules" | "themes" | "categories" | "reportTypes" | "countries" | "me">;
  /** the submission being edited or resubmitted; absent for a new one */
  initial?: TSubmissionInput & { id: number };
  resubmit?: boolean;
};

/** A field's first message, whether it sits on the field itself, its array's root or its first item. */
function firstError(e: unknown): string | undefined {
  if (!e || typeof e !== "object") return undefined;
  const err = e as FieldError & { root?: FieldError } & Record<string, unknown>;
  if (typeof err.message === "string" && err.message) return err.message;
  if (err.root?.message) return err.root.message;
  for (const v of Object.values(err)) if (v && typeof v === "object" && "message" in v && typeof v.message === "string") return v.message;
  return undefined;
}

/**
 * /profile/submission/details: the author's submission under the conference's configuration — hidden
 * items are not rendered, required ones are marked and checked here and again on the server, whose
 * field errors land on their fields.
 */
export function SubmissionForm({ screen, initial, resubmit }: Props) {
  const t = useTranslations("submission.form");
  const text = useFieldErrorText();
  const { rules } = screen;
  const schema = useMemo(() => submissionSchema(rules), [rules]);
  const defaults: TSubmissionInput = initial ?? {
    title: "",
    themeId: screen.themes.length === 1 ? Number(screen.themes[0].value) : null,
    reportType: "",
    category: "",
    abstract: "",
    keywords: [],
    abstractFile: null,
    fullTextFile: null,
    authors: rules.authorInfo === "HIDDEN" ? [] : [screen.me],
  };
  const { form, submit, message } = useActionForm(schema, saveSubmissionAction, defaults);
  const [saved, setSaved] = useState<SavedSubmission | null>(null);
  const { control, formState } = form;
  const shown = (k: keyof typeof rules) => rules[k] !== "HIDDEN";
  const needed = (k: keyof typeof rules) => rules[k] === "REQUIRED";
  const errorOf = (name: keyof SubmissionFormValues) => text(firstError(formState.errors[name]));

  if (saved) return <SavedPanel saved={saved} kind={!initial ? "created" : resubmit ? "resubmitted" : "edited"} />;

  const onSubmit = submit((data) => {
    setSaved(data);
    window.scrollTo({ top: 0 });
  });
  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="submission-form">
      <Stack spacing={2.5}>
        <Section title={t("paperSection")}>
          <FormTextField control={control} name="title" label={t("title")} required fullWidth multiline slotProps={{ htmlInput: { maxLength: TITLE_MAX } }} />
          <Controller
            control={control}
            name="themeId"
            render={({ field, fieldState }) => (
              <ChoiceSelect
                label={t("theme")}
                required
                disabled={!!initial}
                value={field.value == null ? "" : String(field.value as number)}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
                onBlur={field.onBlur}
                error={text(fieldState.error?.message)}
                helper={initial ? t("themeLockedHint") : screen.themes.length ? undefined : t("noThemes")}
                options={screen.themes}
                testId="field-themeId"
              />
            )}
          />
          {shown("reportType") && (
            <Controller
              control={control}
              name="reportType"
              render={({ field, fieldState }) => (
                <ChoiceSelect
                  label={t("reportType")}
                  required={needed("reportType")}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text(fieldState.error?.message)}
                  options={screen.reportTypes}
                  none={needed("reportType") ? undefined : t("none")}
                  testId="field-reportType"
                />
              )}
            />
          )}
          {shown("category") && (
            <Controller
              control={control}
              name="category"
              render={({ field, fieldState }) => (
                <ChoiceSelect
                  label={t("category")}
                  required={needed("category")}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text(fieldState.error?.message)}
                  options={screen.categories}
                  none={needed("category") ? undefined : t("none")}
                  testId="field-category"
                />
              )}
            />
          )}
        </Section>

        {(shown("abstractContent") || shown("keywords")) && (
          <Section title={t("abstractSection")}>
            {shown("abstractContent") && (
              <Controller
                control={control}
                name="abstract"
                render={({ field, fieldState }) => (
                  <AbstractField
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t("abstract")}
                    required={needed("abstractContent")}
                    limit={rules.abstractWordLimit}
                    error={text(fieldState.error?.message)}
                  />
                )}
              />
            )}
            {shown("keywords") && (
              <Controller
                control={control}
                name="keywords"
                render={({ field }) => (
                  <KeywordsField
                    value={field.value ?? []}
                    onChange={(v) => field.onChange(v)}
                    onBlur={field.onBlur}
                    label={t("keywords")}
                    required={needed("keywords")}
                    error={errorOf("keywords")}
                  />
                )}
              />
            )}
          </Section>
        )}

        {(shown("attachment") || shown("fullText")) && (
          <Section title={t("filesSection")}>
            {(["abstractFile", "fullTextFile"] as const)
              .filter((slot) => shown(slot === "abstractFile" ? "attachment" : "fullText"))
              .map((slot) => (
                <Controller
                  key={slot}
                  control={control}
                  name={slot}
                  render={({ field }) => (
                    <SubmissionFileField
                      name={slot}
                      label={t(slot)}
                      required={needed(slot === "abstractFile" ? "attachment" : "fullText")}
                      value={field.value ?? null}
                      onChange={(v) => {
                        field.onChange(v);
                        form.clearErrors(slot);
                      }}
                      error={errorOf(slot)}
                    />
                  )}
                />
              ))}
          </Section>
        )}

        {shown("authorInfo") && (
          <Section title={t("authorsSection")}>
            <AuthorsField
              control={control}
              countries={screen.countries}
              required={needed("authorInfo")}
              error={text(formState.errors.authors?.message ?? formState.errors.authors?.root?.message)}
            />
          </Section>
        )}

        {hasErrors && !message && (
          <Alert severity="error" data-testid="submission-form-invalid">
            {t("fixErrors")}
          </Alert>
        )}
        {message && (
          <Alert severity={message.kind} data-testid="submission-form-message">
            {message.text}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting} data-testid="submission-submit">
            {formState.isSubmitting ? t("saving") : !initial ? t("submit") : resubmit ? t("resubmit") : t("saveChanges")}
          </Button>
          <LinkButton href="/profile/submission" size="large">
            {t("cancel")}
          </LinkButton>
        </Stack>
      </Stack>
    </Box>
  );
}
