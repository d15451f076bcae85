"use client";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditDialog } from "@/components/ui/edit-dialog";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { flattenTree } from "@/components/ui/tree";
import { CURRENCIES, fromMinor } from "@/lib/billing/money";
import { createFeeAction, updateFeeAction, type FeeSaveAnswer } from "@/lib/fees/actions";
import type { FeeConfig, FeeRow } from "@/lib/fees/queries";
import { effectiveLimit, FEE_KINDS, feeInputSchema, LANGUAGE_SCOPES, USER_SCOPES, type TFeeForm, type TFeeKind } from "@/lib/fees/schemas";
import { pickLocale } from "@/lib/i18n/pick";
import type { ActionResult } from "@/lib/server/action";

type Props = {
  /** null: a new fee of `kind` */
  fee: FeeRow | null;
  kind: TFeeKind;
  config: FeeConfig;
  timeZone: string;
  /** `kind`: what the fee is now, so the list can show its tab. */
  onSaved(config: FeeConfig, text: string, kind: TFeeKind): void;
  onClose(): void;
};

function defaultsOf(fee: FeeRow | null, kind: TFeeKind, currency: string): TFeeForm {
  return {
    kind: fee?.kind ?? kind,
    titleZh: fee?.titleZh ?? "",
    titleEn: fee?.titleEn ?? "",
    descriptionZh: fee?.descriptionZh ?? "",
    descriptionEn: fee?.descriptionEn ?? "",
    categoryId: fee?.categoryId ?? null,
    price: fee ? fromMinor(fee.priceMinor, fee.currency) : "",
    currency: (fee?.currency ?? currency) as TFeeForm["currency"],
    displayCurrency: (fee?.displayCurrency ?? "") as TFeeForm["displayCurrency"],
    displayPrice: fee?.displayCurrency && fee.displayPriceMinor != null ? fromMinor(fee.displayPriceMinor, fee.displayCurrency) : "",
    openDate: fee?.openDate ?? "",
    deadline: fee?.deadline ?? "",
    open: fee?.open ?? true,
    userScope: fee?.userScope ?? "EVERYONE",
    languageScope: fee?.languageScope ?? "ALL",
    invitationCode: fee?.invitationCode ?? "",
    perAccountMax: fee?.perAccountMax ?? 1,
    codePrefix: fee?.codePrefix ?? "",
  };
}

/**
 * Add or edit a fee. Every SPEC §5 rule shows on its field, in the browser (the same schema as the
 * server, with the categories' limits) and again from the server. A price or currency change with
 * unpaid orders asks first how many orders will be voided.
 */
export function FeeDialog({ fee, kind, config, timeZone, onSaved, onClose }: Props) {
  const t = useTranslations("fees.form");
  const tf = useTranslations("fees");
  const tl = useTranslations("fees.list");
  const locale = useLocale();
  const fieldError = useFieldErrorText();
  const formId = useId();
  const categories = flattenTree(config.categories);
  const schema = useMemo(() => {
    const rows = categories.map((c) => c.node);
    return feeInputSchema((id) => (rows.some((r) => r.id === id) ? effectiveLimit(rows, id) : undefined));
  }, [config.categories]); // eslint-disable-line react-hooks/exhaustive-deps
  // The number of orders the manager agreed to void; sent with the next save.
  const voidCount = useRef<number | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);

  const run = async (v: TFeeForm): Promise<ActionResult<FeeSaveAnswer>> => {
    if (fee) return updateFeeAction({ ...v, id: fee.id, voidCount: voidCount.current });
    const r = await createFeeAction(v);
    return r.ok ? { ok: true, data: { saved: true, voided: 0, config: r.data } } : r;
  };
  const { form, submit, message } = useActionForm(schema, run, defaultsOf(fee, kind, config.currency));
  const c = form.control;
  const chosenKind = useWatch({ control: c, name: "kind" });
  const busy = form.formState.isSubmitting;
  const save = submit((answer) => {
    if (!answer.saved) return setConfirm(answer.confirmCount);
    const text = !fee ? tl("added") : answer.voided ? tl("savedVoided", { count: answer.voided }) : tl("saved");
    onSaved(answer.config, text, form.getValues("kind"));
  });
  const date = { inputLabel: { shrink: true } };

  return (
    <>
      <EditDialog
        testId="fee"
        title={fee ? t("editTitle") : t("addTitle")}
        busy={busy}
        message={message}
        onSubmit={(e) => {
          voidCount.current = null; // a fresh save asks again
          return save(e);
        }}
        onClose={onClose}
        cancel={tf("cancel")}
        save={tf("save")}
        wide
      >
        <Controller
          name="kind"
          control={c}
          render={({ field }) => (
            <Box role="group" aria-labelledby={`${formId}-kind`}>
              <FormLabel id={`${formId}-kind`}>{t("kind")}</FormLabel>
              <RadioGroup row value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                {FEE_KINDS.map((k) => (
                  <FormControlLabel key={k} value={k} control={<Radio />} label={tf(`kind.${k}`)} data-testid={`field-kind-${k}`} />
                ))}
              </RadioGroup>
            </Box>
          )}
        />
        <Controller
          name="categoryId"
          control={c}
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t("category")}
              value={field.value ?? ""}
              onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldError(fieldState.error?.message)}
              slotProps={{ htmlInput: { "data-testid": "field-categoryId" } }}
            >
              {categories.map(({ node, depth }) => (
                <MenuItem key={node.id} value={node.id} sx={{ pl: 2 + depth * 2 }}>
                  {pickLocale(locale, node.nameZh, node.nameEn)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />

        <Typography variant="subtitle2" component="h3">
          {t("sectionTexts")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={c} name="titleZh" label={t("titleZh")} required fullWidth />
          <FormTextField control={c} name="titleEn" label={t("titleEn")} required fullWidth />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={c} name="descriptionZh" label={t("descriptionZh")} required fullWidth multiline minRows={2} />
          <FormTextField control={c} name="descriptionEn" label={t("descriptionEn")} required fullWidth multiline minRows={2} />
        </Stack>

        <Typography variant="subtitle2" component="h3">
          {t("sectionPrice")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={c}
            name="price"
            label={t("price")}
            required
            fullWidth
            helperText={t("priceHelp")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <FormTextField control={c} name="currency" label={t("currency")} select required fullWidth>
            {CURRENCIES.map((cur) => (
              <MenuItem key={cur} value={cur}>
                {cur}
              </MenuItem>
            ))}
          </FormTextField>
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField
            control={c}
            name="displayCurrency"
            label={t("displayCurrency")}
            select
            fullWidth
            helperText={t("displayHelp")}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{t("displayCurrencyNone")}</MenuItem>
            {CURRENCIES.map((cur) => (
              <MenuItem key={cur} value={cur}>
                {cur}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={c} name="displayPrice" label={t("displayPrice")} fullWidth slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        </Stack>

        <Typography variant="subtitle2" component="h3">
          {t("sectionAvailability")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={c} name="openDate" label={t("openDate")} type="date" required fullWidth slotProps={date} />
          <FormTextField control={c} name="deadline" label={t("deadline")} type="date" required fullWidth slotProps={date} />
        </Stack>
        <Typography variant="caption" color="text.secondary" sx={{ mt: "4px !important" }}>
          {t("datesHelp", { zone: timeZone })}
        </Typography>
        <FormSwitch control={c} name="open" label={t("open")} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={c} name="userScope" label={t("userScope")} select fullWidth>
            {USER_SCOPES.map((s) => (
              <MenuItem key={s} value={s}>
                {tf(`userScope.${s}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={c} name="languageScope" label={t("languageScope")} select fullWidth>
            {LANGUAGE_SCOPES.map((s) => (
              <MenuItem key={s} value={s}>
                {tf(`languageScope.${s}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={c} name="invitationCode" label={t("invitationCode")} helperText={t("invitationCodeHelp")} fullWidth />
          <FormTextField
            control={c}
            name="perAccountMax"
            label={t("perAccountMax")}
            type="number"
            required
            fullWidth
            slotProps={{ htmlInput: { min: 1, inputMode: "numeric" } }}
          />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          {chosenKind === "REGISTRATION" && <FormTextField control={c} name="codePrefix" label={t("codePrefix")} helperText={t("codePrefixHelp")} fullWidth />}
          {fee && (
            <TextField
              label={t("usedCount")}
              value={fee.usedCount}
              fullWidth
              disabled
              slotProps={{ htmlInput: { readOnly: true, "data-testid": "fee-used-readonly" } }}
            />
          )}
        </Stack>
      </EditDialog>
      <ConfirmDialog
        open={confirm != null}
        title={tf("void.title")}
        text={confirm != null ? tf("void.text", { count: confirm }) : ""}
        confirm={confirm != null ? tf("void.confirm", { count: confirm }) : ""}
        cancel={tf("cancel")}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          voidCount.current = confirm;
          setConfirm(null);
          void save();
        }}
        testId="fee-confirm-void"
      />
    </>
  );
}
