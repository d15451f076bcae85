import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ReviewConfigForm } from "@/components/review/config/review-config-form";
import { PageHeader } from "@/components/ui/page-header";
import { getReviewSettings } from "@/lib/review/config/service";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/review");

// SPEC §2 /platform/config/review (§3 "Review config", §5): rules, blind review, the
// final-opinion standard, scores with scales and weights, reviews per submission and deadlines.
export default async function ReviewConfigPage() {
  const access = await guardSignedInPage("/platform/config/review");
  const [t, settings] = await Promise.all([getTranslations("reviewConfig"), getReviewSettings(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <ReviewConfigForm initial={settings} />
    </Stack>
  );
}
