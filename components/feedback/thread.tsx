import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { FeedbackMessageView } from "@/lib/feedback/queries";

/**
 * The thread as a conversation: the organisers' replies on one side, the sender's follow-ups on
 * the other, oldest first, line breaks kept. `side` names whose messages are "mine" (on the right).
 */
export async function FeedbackThread({ thread, timeZone, mine }: { thread: FeedbackMessageView[]; timeZone: string; mine: "sender" | "manager" }) {
  const t = await getTranslations("feedback.thread");
  if (!thread.length) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="feedback-thread-empty">
        {t("empty")}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} component="ol" sx={{ listStyle: "none", m: 0, p: 0 }} data-testid="feedback-thread">
      {thread.map((m) => {
        const right = m.byManager === (mine === "manager");
        return (
          <Box
            component="li"
            key={m.id}
            data-testid="feedback-message"
            data-by={m.byManager ? "manager" : "sender"}
            sx={{ display: "flex", flexDirection: "column", alignItems: right ? "flex-end" : "flex-start" }}
          >
            <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
              {m.byManager ? t("organisers") : t("sender")}
              {mine === "manager" && m.author ? ` · ${m.author}` : ""} · {formatInstantIn(m.createdAt, timeZone)}
            </Typography>
            <Box
              sx={{
                maxWidth: { xs: "92%", sm: "80%" },
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: m.byManager ? "action.selected" : "background.paper",
                border: 1,
                borderColor: m.byManager ? "primary.light" : "divider",
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
              }}
            >
              <Typography variant="body2" component="div" data-testid="feedback-message-body">
                {m.body}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
