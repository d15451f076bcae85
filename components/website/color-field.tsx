"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { getContrastRatio } from "@mui/material/styles";
import { useTranslations } from "next-intl";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { HEX_COLOR } from "@/lib/website/schemas";
import { readableOnWhite } from "@/lib/website/contrast";

/**
 * The conference's primary colour: a colour picker and the #rrggbb field side by side, a sample of
 * a button in that colour (with the text colour the theme will pick) and a warning when text in
 * the colour would be hard to read on white.
 */
export function ColorField(props: { value: string; onChange: (v: string) => void; onBlur: () => void; error?: string }) {
  const t = useTranslations("website");
  const text = useFieldErrorText();
  const valid = HEX_COLOR.test(props.value);
  // Same rule as the theme (components/ui/theme-registry.tsx): white text only at 4.5:1 or better.
  const onColour = valid && getContrastRatio(props.value, "#fff") >= 4.5 ? "#fff" : "rgba(0, 0, 0, 0.87)";
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
        <Box
          component="input"
          type="color"
          aria-label={t("colorPicker")}
          value={valid ? props.value.toLowerCase() : "#000000"}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => props.onChange(e.target.value)}
          data-testid="color-picker"
          sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "background.paper", cursor: "pointer" }}
        />
        <TextField
          label={t("primaryColor")}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
          error={!!props.error}
          helperText={text(props.error) ?? t("primaryColorHint")}
          required
          sx={{ flexGrow: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { "data-testid": "field-primaryColor", spellCheck: false, autoCapitalize: "off" } }}
        />
      </Stack>
      {valid && (
        <Box data-testid="color-sample" sx={{ bgcolor: props.value, color: onColour, px: 2, py: 1, borderRadius: 1, alignSelf: "flex-start", fontWeight: 500 }}>
          {t("colorSample")}
        </Box>
      )}
      {valid && !readableOnWhite(props.value) && (
        <Alert severity="warning" data-testid="color-contrast-warning">
          {t("colorContrast")}
        </Alert>
      )}
    </Stack>
  );
}
