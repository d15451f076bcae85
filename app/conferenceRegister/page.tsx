import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { AttendanceForm } from "@/components/registration/attendance-form";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import { getRegistrationPage } from "@/lib/registration/page-data";
import { guardPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/conferenceRegister");

// SPEC §2 /conferenceRegister and §4 attendance registration.
export default async function ConferenceRegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const access = await guardPage("/conferenceRegister", { search: searchString(await searchParams) });
  const [t, locale] = await Promise.all([getTranslations("registration.page"), getLocale()]);
  const conf = access.conference;
  const body = await (async () => {
    if (!isRegistrationOpen(conf))
      return (
        <Alert severity="warning" data-testid="attend-closed">
          {conf.closed ? (await getTranslations("website"))("closedRegistration") : t("closed")}
        </Alert>
      );
    if (access.user && access.attended) {
      return (
        <Alert
          severity="info"
          data-testid="attend-already"
          action={
            <LinkButton href="/profile/userInfo" size="small">
              {t("toProfile")}
            </LinkButton>
          }
        >
          {t("already")}
        </Alert>
      );
    }
    if (!access.user && !conf.register?.allowAccountCreation) {
      return (
        <Alert
          severity="info"
          data-testid="attend-login-first"
          action={
            <LinkButton href="/conferencelogin?redirect=%2FconferenceRegister" size="small">
              {t("login")}
            </LinkButton>
          }
        >
          {t("loginFirst")}
        </Alert>
      );
    }
    const page = await getRegistrationPage(conf, locale);
    const account = access.user ? { email: access.user.email, name: access.user.trueName } : null;
    return <AttendanceForm {...page} account={account} />;
  })();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: "auto", width: "100%" }}>
      <PageHeader title={t("title")} />
      {body}
    </Stack>
  );
}
