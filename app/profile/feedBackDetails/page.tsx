import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { FeedbackSummary } from "@/components/feedback/feedback-summary";
import { MessageBox } from "@/components/feedback/message-box";
import { FeedbackThread } from "@/components/feedback/thread";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { feedbackDetail } from "@/lib/feedback/queries";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { zId } from "@/lib/validation/fields";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

type Search = Promise<Record<string, string | string[] | undefined>>;
const ZSearch = z.object({ id: zId().optional() });

export const generateMetadata = titleMetadata("/profile/feedBackDetails");

// SPEC §2 /profile/feedBackDetails?id=: one of the person's own feedback — what they
// sent, its attachment, the organisers' replies and their follow-ups as a conversation, and a box
// for another follow-up while it is not closed. Someone else's id is simply not found.
export default async function FeedbackDetailsPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/profile/feedBackDetails", { search: searchString(sp) });
  if (!moduleOn(access.conference.modules, "feedback")) return <ModuleClosed module="feedback" manager={access.manager} />;
  const id = orNotFound((await readSearch(ZSearch, sp)).id);
  const f = await feedbackDetail(access.conference.id, id, { userId: access.user.id }).catch(notFoundOn404);
  const t = await getTranslations("feedback.details");
  const tz = access.conference.timeZone;
  return (
    <Stack spacing={2.5} data-testid="feedback-details" data-id={f.id}>
      <PageHeader
        title={f.title}
        action={
          <LinkButton href="/profile/feedback" variant="text" sx={{ alignSelf: "flex-start" }}>
            {t("back")}
          </LinkButton>
        }
      />
      <FeedbackSummary f={f} timeZone={tz} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t("thread")}
          </Typography>
          <FeedbackThread thread={f.thread} timeZone={tz} mine="sender" />
          {f.status === "CLOSED" ? (
            <Alert severity="info" data-testid="feedback-closed-note">
              {t("closedNote")}
            </Alert>
          ) : (
            <MessageBox id={f.id} as="sender" labels={{ label: t("followUp"), submit: t("followUpSend"), done: t("followUpDone") }} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
