import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The separator after a label: "：" in Chinese, ": " otherwise. */
export const colonFor = (locale: string) => (locale === "en" ? ": " : "：");

/** "Label: value" on one line of a card, the label muted; nothing at all without a value. */
export function LabelledLine({ label, value, colon, testId }: { label: string; value: string; colon: string; testId?: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }} data-testid={testId}>
      <Box component="span" sx={{ color: "text.secondary" }}>
        {label}
        {colon}
      </Box>
      {value}
    </Typography>
  );
}
