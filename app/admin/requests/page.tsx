import Stack from "@mui/material/Stack";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { RequestQueue } from "@/components/admin/request-queue";
import { PageHeader } from "@/components/ui/page-header";
import { previewUrl } from "@/lib/admin/preview-link";
import { listPublishRequests } from "@/lib/admin/queries";
import { siteOrigin } from "@/lib/admin/site-origin";
import type { Locale } from "@/lib/i18n/locale";
import { guardSignedInPage } from "@/lib/server/guard";
import { conferenceName } from "@/lib/server/conference-name";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/admin/requests");

// SPEC §4 "waiting for platform administrator review": the queue, oldest request first. The preview
// is a signed link to the conference's own site (lib/admin/preview-link.ts): after a sign-in there,
// administrators count as managers and see the unpublished pages.
export default async function PublishRequestsPage() {
  await guardSignedInPage("/admin/requests");
  const [t, locale, h, requests] = await Promise.all([getTranslations("admin"), getLocale() as Promise<Locale>, headers(), listPublishRequests()]);
  const rows = requests.map((r) => ({
    id: r.id,
    name: conferenceName(r, locale),
    hosts: r.hosts,
    preview: r.hosts[0] ? previewUrl(siteOrigin(r.hosts[0], h), r.id) : "",
    creators: r.creators.map((c) => c.email),
    requestedAt: r.requestedAt,
  }));
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title={t("nav.requests")} intro={t("requests.intro")} />
      <RequestQueue requests={rows} />
    </Stack>
  );
}
