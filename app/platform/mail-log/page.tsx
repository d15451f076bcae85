import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { MailLogTable } from "@/components/mail/mail-log-table";
import { listMailLog } from "@/lib/mail/log-service";
import { ZMailLogQuery } from "@/lib/mail/schemas";
import { guardSignedInPage } from "@/lib/server/guard";

type Search = Promise<Record<string, string | string[] | undefined>>;

// The conference's mail log (issue 3): status, attempts, SMTP errors, the rendered message, retry.
export default async function MailLogPage({ searchParams }: { searchParams: Search }) {
  const sp = await searchParams;
  const query = ZMailLogQuery.parse(sp);
  const qs = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : []))).toString();
  const access = await guardSignedInPage("/platform/mail-log", qs ? `?${qs}` : "");
  const [t, log] = await Promise.all([getTranslations("mail"), listMailLog(access.conference.id, query)]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}>
        <div>
          <Typography variant="h5" component="h1">
            {t("logTitle")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("logIntro")}
          </Typography>
        </div>
        <LinkButton href="/platform/config/email" variant="text">
          {t("backToConfig")}
        </LinkButton>
      </Stack>
      <MailLogTable log={log} status={query.status ?? null} />
    </Stack>
  );
}
