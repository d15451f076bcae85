import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { FeedbackForm } from "@/components/feedback/feedback-form";
import { MyFeedbackList } from "@/components/feedback/my-feedback-list";
import { PageHeader } from "@/components/ui/page-header";
import { myFeedbackList } from "@/lib/feedback/queries";
import { ZMyFeedbackQuery } from "@/lib/feedback/schemas";
import { decideSender } from "@/lib/feedback/sender";
import { guardPage, searchString } from "@/lib/server/guard";
import { REGISTER_FIRST } from "@/lib/pages/audience";
import { loginRedirect } from "@/lib/server/route-policy";
import { getSessionToken } from "@/lib/server/session";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

type Search = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = titleMetadata("/profile/feedback");

// SPEC §2 /profile/feedback: the form and the person's earlier feedback. Registered
// participants (and managers) send; when the conference accepts feedback from visitors, people who
// are not signed in get the form too (with name and email required) and no list — their replies
// come by mail. Everyone else goes to sign in or to registration (lib/feedback/sender.ts).
export default async function FeedbackPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const search = searchString(sp);
  const access = await guardPage("/profile/feedback", { search });
  if (!moduleOn(access.conference.modules, "feedback")) return <ModuleClosed module="feedback" manager={access.manager} />;
  const sender = await decideSender(access);
  if (sender === "login") redirect(loginRedirect(`/profile/feedback${search}`, !!(await getSessionToken())));
  if (sender === "register") redirect(REGISTER_FIRST); // SPEC §6: a countdown, then registration
  const { page } = await readSearch(ZMyFeedbackQuery.pick({ page: true }), sp);
  const [t, mine] = await Promise.all([getTranslations("feedback"), access.user ? myFeedbackList(access.conference.id, access.user.id, page, 10) : null]);
  const visitor = sender !== "closed" && sender.kind === "visitor";
  return (
    <Stack spacing={2.5} sx={visitor ? { maxWidth: 860, mx: "auto", width: "100%" } : undefined}>
      <PageHeader title={t("title")} intro={visitor ? t("visitorIntro") : t("intro")} />
      {sender === "closed" ? (
        <Alert severity="info" data-testid="feedback-closed-module">
          {t("errors.closedModule")}
        </Alert>
      ) : (
        <FeedbackForm visitor={visitor} name={sender.kind === "participant" ? sender.name : ""} email={sender.kind === "participant" ? sender.email : ""} />
      )}
      {mine && <MyFeedbackList rows={mine.rows} total={mine.total} page={page} size={10} timeZone={access.conference.timeZone} />}
    </Stack>
  );
}
