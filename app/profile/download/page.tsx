import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { VisitorList } from "@/components/downloads/visitor-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { hasParticipantFiles, visitorDownloadList } from "@/lib/downloads/queries";
import { guardSignedInPage } from "@/lib/server/guard";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/download");

// SPEC §2 /profile/download: the files the conference publishes, in the visitor's
// language. Signed in is enough (the §2 guard asks for it under /profile); participants-only files
// are listed — and served — only to registered participants and the conference's managers.
export default async function DownloadPage() {
  const access = await guardSignedInPage("/profile/download");
  if (!moduleOn(access.conference.modules, "download")) return <ModuleClosed module="download" manager={access.manager} />;
  const [t, locale] = await Promise.all([getTranslations("download"), getLocale()]);
  const viewer = { loggedIn: true, attended: access.attended, manager: access.manager };
  const mayRegister = !access.attended && !access.manager;
  const [files, hidden] = await Promise.all([
    visitorDownloadList(access.conference.id, locale, viewer),
    mayRegister ? hasParticipantFiles(access.conference.id, locale) : false,
  ]);
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <VisitorList files={files} timeZone={access.conference.timeZone} />
      {hidden && (
        <Alert
          severity="info"
          data-testid="download-private-hint"
          action={
            <LinkButton href="/conferenceRegister" size="small" color="inherit">
              {t("register")}
            </LinkButton>
          }
        >
          {t("privateHint")}
        </Alert>
      )}
    </Stack>
  );
}
