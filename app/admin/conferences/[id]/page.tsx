import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { HostsEditor } from "@/components/admin/hosts-editor";
import { StatusActions } from "@/components/admin/status-actions";
import { StatusChip } from "@/components/website/status-chip";
import { StatusHistory } from "@/components/admin/status-history";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { getConferenceDetail } from "@/lib/admin/queries";
import { siteOrigin } from "@/lib/admin/site-origin";
import { STATUS_KEYS } from "@/lib/conference/status";
import { pickLocale } from "@/lib/i18n/pick";
import type { Locale } from "@/lib/i18n/locale";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { conferenceName } from "@/lib/server/conference-name";
import { zId } from "@/lib/validation/fields";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

/** ?created= — set by the creation form: "invited" when the creator was mailed an invitation. */
const ZSearch = z.object({ created: z.enum(["invited", "1"]).optional() });

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = titleMetadata("/admin/conferences/[id]");

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: { xs: 0, sm: 2 } }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
}

// One conference as the administrator sees it — settings, hosts (editable), creators,
// status with close / reopen, and the status history.
export default async function AdminConferencePage({ params, searchParams }: Props) {
  const [{ id: raw }, sp] = await Promise.all([params, searchParams]);
  await guardSignedInPage("/admin/conferences/[id]", { path: `/admin/conferences/${raw}`, search: searchString(sp) });
  const id = orNotFound(zId().safeParse(raw).data);
  const c = await getConferenceDetail(id).catch(notFoundOn404);
  const [t, locale, h] = await Promise.all([getTranslations("admin"), getLocale() as Promise<Locale>, headers()]);
  const status = (s: number) => t(`status.${STATUS_KEYS[s] ?? "created"}` as "status.created");
  const search = await readSearch(ZSearch, sp);
  const created = search.created === "invited" ? "invited" : search.created === "1" ? "plain" : null;
  const name = conferenceName(c, locale);
  const history = c.history.map((r) => ({
    id: r.id,
    from: status(r.from),
    to: status(r.to),
    reason: r.reason,
    at: r.at,
    actor: r.actor ? r.actor.name || r.actor.email : "—",
  }));
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="admin-conference" data-id={c.id}>
      <PageHeader
        title={name}
        intro={[c.shortName, c.startDate && `${c.startDate} – ${c.endDate ?? ""}`].filter(Boolean).join(" · ")}
        action={
          <LinkButton href="/admin" size="small">
            {t("detail.back")}
          </LinkButton>
        }
      />
      {created && (
        <Alert severity="success" data-testid="created-message">
          {created === "invited" ? t("form.createdInvited", { name, email: c.creators[0]?.email ?? "" }) : t("form.created", { name })}
        </Alert>
      )}
      <Section spacing={1.5} title={t("detail.statusTitle")} testId="status-section">
        <Box>
          <StatusChip status={c.status} label={status(c.status)} testId="status-chip" size="small" />
        </Box>
        <StatusActions id={c.id} name={name} status={c.status} />
      </Section>
      <Section spacing={1.5} title={t("detail.settings")}>
        <Fact label={t("detail.names")} value={[c.nameZh, c.nameEn].filter(Boolean).join(" / ")} />
        <Fact label={t("detail.venue")} value={[c.locationZh, c.locationEn].filter(Boolean).join(" / ") || "—"} />
        <Fact label={t("detail.dates")} value={c.startDate ? `${c.startDate} – ${c.endDate ?? ""}` : "—"} />
        <Fact label={t("detail.timeZone")} value={c.timeZone} />
        <Fact label={t("detail.currency")} value={c.currency} />
        <Fact
          label={t("detail.languages")}
          value={t(`form.language${c.languageType === 1 || c.languageType === 2 ? c.languageType : 3}` as "form.language3")}
        />
        <Fact label={t("detail.discipline")} value={c.discipline ? pickLocale(locale, c.discipline.zhTitle, c.discipline.enTitle) : "—"} />
        <Fact label={t("list.counts")} value={t("detail.counts", { attendees: c.attendees, submissions: c.submissions })} />
      </Section>
      <Section spacing={1.5} title={t("detail.hostsTitle")} testId="hosts-section">
        <Typography variant="body2" color="text.secondary">
          {t("detail.hostsIntro")}
        </Typography>
        <Stack spacing={0.5}>
          {c.hosts.map((host) => (
            <Link key={host} href={siteOrigin(host, h)} target="_blank" rel="noopener" sx={{ overflowWrap: "anywhere" }}>
              {siteOrigin(host, h)}
            </Link>
          ))}
        </Stack>
        <HostsEditor id={c.id} hosts={c.hosts} />
      </Section>
      <Section spacing={1.5} title={t("detail.creators")}>
        {c.creators.length ? (
          c.creators.map((u) => (
            <Typography key={u.email} variant="body2">
              {u.name ? `${u.name} <${u.email}>` : u.email}
            </Typography>
          ))
        ) : (
          <Typography color="text.secondary">{t("list.noCreator")}</Typography>
        )}
      </Section>
      <Section spacing={1.5} title={t("history.title")} testId="history-section">
        <StatusHistory rows={history} />
      </Section>
    </Stack>
  );
}
