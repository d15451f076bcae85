import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { Facts } from "@/components/ui/facts";
import { ReviewerAssignments, ReviewerConflicts } from "@/components/review/reviewers/reviewer-info";
import { ReviewerStatusChip } from "@/components/review/reviewers/status-chip";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { Section } from "@/components/ui/section";
import { formatInstantIn } from "@/lib/i18n/dates";
import { countryName } from "@/lib/forms/countries";
import type { Locale } from "@/lib/i18n/locale";
import { getReviewerInfo } from "@/lib/review/reviewers/queries";
import { ZReviewerInfoParams } from "@/lib/review/reviewers/schemas";
import { guardSignedInPage } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/manage/reviewer/info/[userId]");

// SPEC §2 /platform/manage/reviewer/info/{userId}: one reviewer's details, role, themes,
// assignments with their progress and declared conflicts. The segment is the reviewer record's id
// (SPEC §3 "Reviewer record: id"): someone invited but not activated has no account id yet.
// Another conference's reviewer is 404.
export default async function ReviewerInfoPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId: raw } = await params;
  const access = await guardSignedInPage("/platform/manage/reviewer/info/[userId]", { path: `/platform/manage/reviewer/info/${raw}` });
  const { userId } = orNotFound(ZReviewerInfoParams.safeParse({ userId: raw }).data);
  const conf = access.conference;
  const locale = (await getLocale()) as Locale;
  const r = await getReviewerInfo(conf.id, userId, locale).catch(notFoundOn404);
  const t = await getTranslations("reviewerAdmin");
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "—");
  const status = t(r.activated ? "status.activated" : "status.pending");
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="reviewer-info">
      <PageHeader
        title={r.name || r.email}
        intro={t("info.intro", { zone: conf.timeZone })}
        action={
          <LinkButton href="/platform/manage/reviewer" variant="text" sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}>
            {t("info.back")}
          </LinkButton>
        }
      />
      <Section title={t("info.profile")} testId="reviewer-profile">
        <Facts
          facts={[
            { key: "status", label: t("columns.status"), value: <ReviewerStatusChip activated={r.activated} expired={false} label={status} /> },
            { key: "lastName", label: t("form.lastName"), value: r.lastName || "—" },
            { key: "middleName", label: t("form.middleName"), value: r.middleName || "—" },
            { key: "firstName", label: t("form.firstName"), value: r.firstName || "—" },
            { key: "email", label: t("form.email"), value: r.email },
            { key: "unit", label: t("form.unit"), value: r.unit || "—" },
            { key: "phone", label: t("info.phone"), value: r.phone || "—" },
            { key: "country", label: t("info.country"), value: (r.country && (countryName(r.country, locale) ?? r.country)) || "—" },
            { key: "direction", label: t("info.direction"), value: r.direction || "—" },
            { key: "role", label: t("columns.role"), value: t(r.chair ? "role.chair" : "role.reviewer") },
            { key: "themes", label: t("columns.themes"), value: r.themes.map((x) => x.label).join("; ") || "—" },
            { key: "invited", label: t("info.invited"), value: when(r.lastMailedAt ?? r.invitedAt) },
            { key: "activated", label: t("info.activated"), value: when(r.activatedAt) },
          ]}
          testId="reviewer-facts"
        />
      </Section>
      <ReviewerAssignments rows={r.assignments} />
      <ReviewerConflicts rows={r.conflicts.map((c) => ({ ...c, at: when(c.createdAt) }))} />
    </Stack>
  );
}
