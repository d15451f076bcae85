import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { FeedbackSummary } from "@/components/feedback/feedback-summary";
import { MessageBox } from "@/components/feedback/message-box";
import { FeedbackThread } from "@/components/feedback/thread";
import type { FeedbackDetail } from "@/lib/feedback/queries";
import { CloseReopen } from "./close-reopen";

/** Inside the drawer: what was sent, the thread, the reply box (while open) and close / reopen. */
export async function FeedbackDetailPane({ f, timeZone }: { f: FeedbackDetail; timeZone: string }) {
  const t = await getTranslations("feedback.manage");
  const closed = f.status === "CLOSED";
  return (
    <Stack spacing={2} data-testid="feedback-detail" data-id={f.id} data-status={f.status}>
      <FeedbackSummary f={f} timeZone={timeZone} />
      <Typography variant="subtitle1" component="h3">
        {t("thread")}
      </Typography>
      <FeedbackThread thread={f.thread} timeZone={timeZone} mine="manager" />
      {closed ? (
        <Typography variant="body2" color="text.secondary" data-testid="feedback-closed-note">
          {t("closedNote")}
        </Typography>
      ) : (
        <MessageBox id={f.id} as="manager" labels={{ label: f.visitor ? t("replyVisitor") : t("reply"), submit: t("replySend"), done: t("replyDone") }} />
      )}
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <CloseReopen id={f.id} closed={closed} title={f.title} />
      </Stack>
    </Stack>
  );
}
