import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { FileTypeIcon } from "@/components/downloads/file-type-icon";
import { colonFor, LabelledLine } from "@/components/ui/labelled-line";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { FeedbackDetail } from "@/lib/feedback/queries";
import { formatBytes } from "@/lib/forms/format-bytes";
import { FeedbackStatusChip } from "./status-chip";

/** What was sent: type, recipient, state, when, contact, the text and its attachment (downloads checked per request). */
export async function FeedbackSummary({ f, timeZone }: { f: FeedbackDetail; timeZone: string }) {
  const [t, locale] = await Promise.all([getTranslations("feedback"), getLocale()]);
  const colon = colonFor(locale);
  const line = (label: string, value: string, testId?: string) => <LabelledLine label={label} value={value} colon={colon} testId={testId} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="feedback-summary">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
          <FeedbackStatusChip status={f.status} />
          <Typography variant="body2" color="text.secondary">
            {t(`types.${f.type}`)}
            {f.recipient ? ` · ${t(`recipients.${f.recipient}`)}` : ""}
          </Typography>
        </Stack>
        {line(t("columns.createdAt"), formatInstantIn(f.createdAt, timeZone))}
        {line(t("columns.name"), f.name)}
        {line(t("columns.email"), f.email)}
        {line(t("columns.phone"), f.phone, "feedback-phone")}
        {f.closedAt && line(t("columns.closedAt"), formatInstantIn(f.closedAt, timeZone))}
        <Typography variant="body1" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", pt: 1 }} data-testid="feedback-content">
          {f.content}
        </Typography>
        {f.files.map((file) => (
          <Box key={file.id} sx={{ display: "flex", alignItems: "center", gap: 1.5, pt: 1, flexWrap: "wrap" }} data-testid="feedback-file">
            <FileTypeIcon ext={file.name.split(".").pop()?.toLowerCase() ?? ""} />
            <Box sx={{ flex: "1 1 160px", minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: "anywhere" }} data-testid="feedback-file-name">
                {file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatBytes(file.size, locale)}
              </Typography>
            </Box>
            <Button
              component="a"
              href={file.url}
              download
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              aria-label={t("details.downloadNamed", { name: file.name })}
              data-testid="feedback-file-download"
            >
              {t("details.download")}
            </Button>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
