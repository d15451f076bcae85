"use client";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "@/components/ui/section";
import { resetThirdWorldAction, saveThirdWorldAction } from "@/lib/fees/actions";
import type { CountryChoice } from "@/lib/fees/queries";
import { DEFAULT_THIRD_WORLD } from "@/lib/fees/third-world";
import type { ConfigContext } from "./types";

const PREVIEW = 12;

/** The countries of the "third-world countries only" scope: shown as names, edited in a dialog, reset to the default. */
export function ThirdWorldSection({ ctx, countries }: { ctx: ConfigContext; countries: CountryChoice[] }) {
  const t = useTranslations("fees.thirdWorld");
  const tf = useTranslations("fees");
  const [editing, setEditing] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [all, setAll] = useState(false);
  const { countries: codes, isDefault } = ctx.config.thirdWorld;
  const nameOf = new Map(countries.map((c) => [c.code, c.name]));
  // In the reader's alphabetical order, like the picker.
  const chosen = countries.filter((c) => codes.includes(c.code));
  const unknown = codes.filter((code) => !nameOf.has(code)).map((code) => ({ code, name: code }));
  const list = [...chosen, ...unknown];
  const shown = all ? list : list.slice(0, PREVIEW);

  return (
    <Section title={t("title")} testId="third-world">
      <Typography variant="body2" color="text.secondary">
        {t("intro")}
      </Typography>
      <Typography variant="body2" data-testid="third-world-summary">
        {isDefault ? t("isDefault", { count: codes.length }) : t("isCustom", { count: codes.length })}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }} data-testid="third-world-countries">
        {shown.map((c) => (
          <Chip key={c.code} size="small" label={c.name} data-testid={`third-world-${c.code}`} />
        ))}
        {list.length > PREVIEW && (
          <Chip
            size="small"
            variant="outlined"
            clickable
            onClick={() => setAll(!all)}
            label={all ? t("showLess") : `${t("more", { count: list.length - PREVIEW })} · ${t("showAll")}`}
            data-testid="third-world-toggle"
          />
        )}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button variant="outlined" onClick={() => setEditing(true)} disabled={ctx.busy} data-testid="third-world-edit">
          {t("edit")}
        </Button>
        <Button onClick={() => setResetting(true)} disabled={ctx.busy || isDefault} data-testid="third-world-reset">
          {t("reset")}
        </Button>
      </Stack>
      {editing && (
        <ThirdWorldDialog
          initial={list}
          countries={countries}
          onClose={() => setEditing(false)}
          onSave={async (next) => {
            if (await ctx.call(() => saveThirdWorldAction({ countries: next }), t("saved"))) setEditing(false);
          }}
          busy={ctx.busy}
        />
      )}
      <ConfirmDialog
        open={resetting}
        title={t("confirmResetTitle")}
        text={t("confirmResetText", { count: DEFAULT_THIRD_WORLD.length })}
        confirm={t("reset")}
        cancel={tf("cancel")}
        onClose={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          void ctx.call(() => resetThirdWorldAction({}), t("resetDone"));
        }}
        testId="third-world-confirm-reset"
      />
    </Section>
  );
}

function ThirdWorldDialog(props: { initial: CountryChoice[]; countries: CountryChoice[]; busy: boolean; onSave(codes: string[]): void; onClose(): void }) {
  const t = useTranslations("fees.thirdWorld");
  const tf = useTranslations("fees");
  const titleId = useId();
  const phone = useMediaQuery("(max-width:599.95px)");
  const [value, setValue] = useState<CountryChoice[]>(props.initial);
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="third-world-dialog"
    >
      <DialogTitle id={titleId}>{t("dialogTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            multiple
            filterSelectedOptions
            options={props.countries}
            value={value}
            onChange={(_e, next) => setValue(next)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            renderInput={(params) => <TextField {...params} label={t("countries")} helperText={t("countriesHelp")} />}
            slotProps={{ chip: { size: "small" } }}
            data-testid="third-world-picker"
          />
          {value.length === 0 && <Alert severity="warning">{t("isCustom", { count: 0 })}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {tf("cancel")}
        </Button>
        <Button variant="contained" loading={props.busy} onClick={() => props.onSave(value.map((c) => c.code))} data-testid="third-world-save">
          {tf("save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
