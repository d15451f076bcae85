import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { MailLogTable } from "@/components/mail/mail-log-table";
import { MailStuckAlert } from "@/components/mail/mail-stuck-alert";
import { listMailLog, mailStuckSince } from "@/lib/mail/log-service";
import { ZMailLogQuery } from "@/lib/mail/schemas";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/mail-log");

type Search = Promise<Record<string, string | string[] | undefined>>;

// The conference's mail log: status, attempts, SMTP errors, the rendered message, retry.
export default async function MailLogPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/mail-log", { search: searchString(sp) });
  const query = await readSearch(ZMailLogQuery, sp);
  const [t, log, stuckSince] = await Promise.all([
    getTranslations("mail"),
    listMailLog(access.conference.id, query, access),
    mailStuckSince(access.conference.id, access),
  ]);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("logTitle")}
        intro={t("logIntro")}
        action={
          <LinkButton href="/platform/config/email" variant="text">
            {t("backToConfig")}
          </LinkButton>
        }
      />
      {stuckSince && <MailStuckAlert since={stuckSince.toISOString()} />}
      <MailLogTable log={log} status={query.status ?? null} />
    </Stack>
  );
}
