"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormSwitch } from "@/components/ui/form/form-switch";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { Section } from "@/components/ui/section";
import { useUnsavedGuard } from "@/components/ui/use-unsaved-guard";
import { CURRENCIES } from "@/lib/billing/money";
import { saveHotelConfigAction } from "@/lib/hotel/config/actions";
import type { HotelConfigView } from "@/lib/hotel/config/queries";
import { ZHotelConfig } from "@/lib/hotel/schemas";
import type { HotelContext, SettingsValues } from "./types";
import { RichTexts } from "./rich-texts";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;
const DATE = { type: "date", fullWidth: true, slotProps: { inputLabel: { shrink: true } } } as const;

function valuesOf(c: HotelConfigView | null, currency: string): SettingsValues {
  const settlement = (c?.settlementCurrency ?? (CURRENCIES.includes(currency as never) ? currency : "CNY")) as SettingsValues["settlementCurrency"];
  const text = { descriptionZh: "", descriptionEn: "", conditionZh: "", conditionEn: "", explanationZh: "", explanationEn: "" };
  return {
    bookingStart: "",
    bookingEnd: "",
    open: false,
    displayCurrency: "",
    ...text,
    ...c,
    settlementCurrency: settlement,
    voidCount: null,
  } as SettingsValues;
}

/**
 * The hotel config: booking period, open switch, currencies and the texts above the booking form.
 * A settlement-currency change saves nothing until the manager confirmed how many unpaid hotel
 * orders it voids (SPEC §4); the confirmed number travels with the next save.
 */
export function SettingsForm({ ctx, defaultCurrency, timeZone }: { ctx: HotelContext; defaultCurrency: string; timeZone: string }) {
  const t = useTranslations("hotel.config");
  const ts = useTranslations("hotel.config.settings");
  const voidCount = useRef<number | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const run = (v: SettingsValues) => saveHotelConfigAction({ ...v, voidCount: voidCount.current });
  const { form, submit, message, setMessage } = useActionForm(ZHotelConfig, run, valuesOf(ctx.screen.config, defaultCurrency));
  const { isDirty, isSubmitting } = form.formState;
  const c = form.control;
  useUnsavedGuard(isDirty && !isSubmitting, t("unsavedQuestion"));

  const save = submit((answer) => {
    if (!answer.saved) return setConfirm(answer.confirmCount);
    const before = ctx.screen.config?.settlementCurrency;
    const changed = !!before && before !== answer.screen.config?.settlementCurrency;
    form.reset(valuesOf(answer.screen.config, defaultCurrency)); // what was stored: cleaned texts
    ctx.apply(answer.screen, answer.voided ? t("savedVoided", { count: answer.voided }) : changed ? t("savedPricesCleared") : t("saved"));
  });
  const onSubmit = async (e?: FormEvent<HTMLFormElement>) => {
    await save(e);
    if (Object.keys(form.formState.errors).length) {
      setMessage((m) => m ?? { kind: "error", text: t("fixErrors") });
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        voidCount.current = null; // a fresh save asks again
        return onSubmit(e);
      }}
      data-testid="hotel-settings"
    >
      <Section title={ts("heading")}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: "4px !important" }}>
          {ts("intro")}
        </Typography>
        <FormSwitch control={c} name="open" label={ts("open")} helperText={ts("openHelp")} />
        <Box sx={GRID}>
          <FormTextField control={c} name="bookingStart" label={ts("bookingStart")} required {...DATE} />
          <FormTextField control={c} name="bookingEnd" label={ts("bookingEnd")} required {...DATE} helperText={ts("datesHelp", { zone: timeZone })} />
          <FormTextField control={c} name="settlementCurrency" label={ts("settlementCurrency")} select required fullWidth helperText={ts("settlementHelp")}>
            {CURRENCIES.map((cur) => (
              <MenuItem key={cur} value={cur}>
                {cur}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={c}
            name="displayCurrency"
            label={ts("displayCurrency")}
            select
            fullWidth
            helperText={ts("displayHelp")}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{ts("displayCurrencyNone")}</MenuItem>
            {CURRENCIES.map((cur) => (
              <MenuItem key={cur} value={cur}>
                {cur}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        <RichTexts form={form} />
        <Box sx={{ position: "sticky", bottom: 0, py: 1.5, bgcolor: "background.paper", borderTop: 1, borderColor: "divider", zIndex: 2 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
            <Button
              type="submit"
              variant="contained"
              loading={isSubmitting}
              data-testid="hotel-settings-save"
              sx={{ alignSelf: { xs: "stretch", sm: "auto" } }}
            >
              {isSubmitting ? t("saving") : t("save")}
            </Button>
            {isDirty && !isSubmitting && (
              <Typography variant="body2" color="text.secondary" data-testid="hotel-settings-unsaved">
                {t("unsaved")}
              </Typography>
            )}
          </Stack>
          {message?.kind === "error" && (
            <Alert severity="error" sx={{ mt: 1.5 }} data-testid="hotel-settings-message" role="alert">
              {message.text}
            </Alert>
          )}
        </Box>
      </Section>
      <ConfirmDialog
        open={confirm != null}
        title={t("void.title")}
        text={confirm != null ? t("void.text", { count: confirm }) : ""}
        confirm={confirm != null ? t("void.confirm", { count: confirm }) : ""}
        cancel={t("cancel")}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          voidCount.current = confirm;
          setConfirm(null);
          void onSubmit();
        }}
        testId="hotel-confirm-void"
      />
    </Box>
  );
}
