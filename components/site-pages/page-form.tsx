"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import type { ActionResult } from "@/lib/server/action";
import { createPageAction, publishPageAction, unpublishPageAction, updatePageAction } from "@/lib/site-pages/actions";
import type { PageDetail, PageStatus } from "@/lib/site-pages/page-service";
import { pageFormValues, ZPageInput, type TPageFormInput, type TPageInput } from "@/lib/site-pages/schemas";
import { DefaultFlags, FormSelect } from "./form-controls";
import { FormShell, useArrivalNotice } from "./form-shell";
import { PageEditor } from "./page-editor";
import { PageStatusChips } from "./page-status-chips";

type Lang = "Zh" | "En";
export type PageFormOptions = {
  appearances: { id: number; name: string; isActive: boolean }[];
  templates: { id: number; name: string; device: string }[];
  pages: { id: number; name: string }[];
};

const LIST = "/platform/config/page/list";
const previewUrl = (id: number, lang: Lang) => `/platform/config/page/preview/${id}?lang=${lang.toLowerCase()}`;

/** config/page/add and edit/{id}: the page's settings and its working copy; save, preview, publish. */
export function PageForm({
  page,
  initial,
  options,
  notice: arrived,
}: {
  page: PageDetail | null;
  initial: TPageInput;
  options: PageFormOptions;
  /** What a new page did before it moved to its own address. */
  notice?: "saved" | "published";
}) {
  const t = useTranslations("sitePages.pageForm");
  const fieldError = useFieldErrorText();
  const router = useRouter();
  const [lang, setLang] = useState<Lang>("Zh");
  const [status, setStatus] = useState<PageStatus | null>(page?.status ?? null);
  const [busy, setBusy] = useState(false);
  const id = page?.id ?? null;
  const arrival = useArrivalNotice(arrived ? t(arrived === "published" ? "publishedDone" : "saved") : null);
  const save = (input: TPageFormInput) => {
    arrival.clear();
    return id ? updatePageAction({ ...input, id }) : createPageAction(input);
  };
  const { form, submit, message, setMessage } = useActionForm(ZPageInput, save, initial);
  const saving = form.formState.isSubmitting || busy;

  /** Saves the form, then runs `next` with the saved page (a new page moves to its own address). */
  const saveThen = (next: (saved: PageDetail) => Promise<"published" | void> | "published" | void) =>
    submit(async (saved: PageDetail) => {
      form.reset(pageFormValues(saved));
      setStatus(saved.status);
      const done = await next(saved);
      if (!id) router.replace(`/platform/config/page/edit/${saved.id}?saved=${done ?? "saved"}`);
    });

  const onSave = saveThen(() => setMessage({ kind: "success", text: t("saved") }));
  const onPreview = () => {
    // A tab opened now keeps the click's permission to open; it is pointed at the preview once saved.
    const tab = window.open("about:blank", "_blank");
    let opened = false;
    void saveThen((saved) => {
      opened = true;
      if (tab) tab.location.href = previewUrl(saved.id, lang);
      else window.location.assign(previewUrl(saved.id, lang));
    })().then(() => {
      if (!opened) tab?.close(); // the save was refused: its messages are on this page
    });
  };
  /** Publishes or unpublishes the saved page; the outcome shows above the form. True when it went through. */
  const setLive = async (act: () => Promise<ActionResult<{ status: PageStatus }>>, done: string) => {
    setBusy(true);
    const r = await act().catch(() => null);
    setBusy(false);
    if (!r?.ok) return void setMessage({ kind: "error", text: r?.message ?? t("failed") });
    setStatus(r.data.status);
    setMessage({ kind: "success", text: done });
    return true;
  };
  const onPublish = saveThen(async (saved) =>
    (await setLive(() => publishPageAction({ id: saved.id }), t("publishedDone"))) ? ("published" as const) : undefined,
  );
  const onUnpublish = async () => {
    if (id) await setLive(() => unpublishPageAction({ id }), t("unpublishedDone"));
  };

  const appearanceOptions = options.appearances.map((a) => ({ value: a.id, label: a.isActive ? `${a.name} (${t("active")})` : a.name }));
  const templateOptions = options.templates.map((x) => ({ value: x.id, label: `${x.name} · ${t(x.device === "mobile" ? "deviceMobile" : "devicePc")}` }));
  const mobileOptions = options.pages.filter((p) => p.id !== id).map((p) => ({ value: p.id, label: p.name }));

  return (
    <FormShell
      testId="page-form"
      onSubmit={onSave}
      message={message}
      arrival={arrival}
      onCloseMessage={() => setMessage(null)}
      settings={
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
            {status && <PageStatusChips status={status} />}
            {page?.key && (
              <Alert severity="info" sx={{ py: 0 }}>
                {t("builtIn")}
              </Alert>
            )}
          </Stack>
          <FormTextField control={form.control} name="name" label={t("name")} required fullWidth helperText={t("nameHint")} />
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <FormSelect control={form.control} name="appearanceId" label={t("appearance")} options={appearanceOptions} empty={t("none")} />
            <FormSelect control={form.control} name="templateId" label={t("template")} options={templateOptions} empty={t("none")} />
            <FormSelect
              control={form.control}
              name="type"
              label={t("type")}
              options={[
                { value: "content", label: t("typeContent") },
                { value: "home", label: t("typeHome") },
              ]}
            />
            <FormSelect
              control={form.control}
              name="mobilePageId"
              label={t("mobilePage")}
              options={mobileOptions}
              empty={t("none")}
              helperText={t("mobilePageHint")}
            />
          </Box>
          <DefaultFlags control={form.control} pc={t("defaultPc")} mobile={t("defaultMobile")} />
        </>
      }
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        <Tabs value={lang} onChange={(_e, v: Lang) => setLang(v)} sx={{ mb: 2 }} aria-label={t("languages")}>
          <Tab value="Zh" label={t("langZh")} data-testid="page-tab-zh" />
          <Tab value="En" label={t("langEn")} data-testid="page-tab-en" />
        </Tabs>
        {(["Zh", "En"] as const).map((l) => (
          // Both languages stay mounted (each editor keeps its own undo history); one shows.
          <Stack key={l} spacing={2} sx={{ display: l === lang ? "flex" : "none" }}>
            <FormTextField control={form.control} name={`title${l}`} label={t("pageTitle")} fullWidth />
            <Controller
              name={`content${l}`}
              control={form.control}
              render={({ field, fieldState }) => (
                <PageEditor
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t(`content${l}`)}
                  testId={`page-content-${l.toLowerCase()}`}
                  error={fieldError(fieldState.error?.message)}
                />
              )}
            />
          </Stack>
        ))}
      </Paper>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button type="submit" variant="contained" disabled={saving} data-testid="page-save">
          {saving ? t("saving") : t("saveDraft")}
        </Button>
        <Button variant="outlined" disabled={saving} onClick={onPreview} data-testid="page-preview">
          {t("preview")}
        </Button>
        <Button variant="outlined" color="success" disabled={saving} onClick={() => void onPublish()} data-testid="page-publish">
          {t("publish")}
        </Button>
        {id && (status === "published" || status === "changes") && (
          <Button color="warning" disabled={saving} onClick={() => void onUnpublish()} data-testid="page-unpublish">
            {t("unpublish")}
          </Button>
        )}
        <Button href={LIST} disabled={saving}>
          {t("back")}
        </Button>
      </Stack>
    </FormShell>
  );
}
