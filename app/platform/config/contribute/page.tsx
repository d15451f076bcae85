import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { ConfigScreen } from "@/components/submission/config/config-screen";
import { PageHeader } from "@/components/ui/page-header";
import { guardSignedInPage } from "@/lib/server/guard";
import { getSubmissionConfigScreen } from "@/lib/submission/config/service";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/contribute");

// SPEC §2 /platform/config/contribute (§3 "Submission config", §5): the call for
// abstracts — window, limits, items, instructions, abstract-book layout, lists and themes.
export default async function SubmissionConfigPage() {
  const access = await guardSignedInPage("/platform/config/contribute");
  const [t, screen] = await Promise.all([getTranslations("submissionConfig"), getSubmissionConfigScreen(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <ConfigScreen initial={screen} />
    </Stack>
  );
}
