import { getTranslations } from "next-intl/server";
import { SubmissionListScreen } from "@/components/submission/manage/submission-list-screen";
import { LinkButton } from "@/components/ui/link-button";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/submissionManage/index");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/submissionManage/index: the reviewers' area. A manager sees every submission
// (with the exports); a reviewer only those assigned to them, read-only.
export default async function SubmissionManageIndexPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/submissionManage/index", { search: searchString(sp) });
  const t = await getTranslations("submissionAdmin.list");
  const submitters = (
    <LinkButton href="/platform/submissionManage/user" variant="text" sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}>
      {t("submitters")}
    </LinkButton>
  );
  return <SubmissionListScreen access={access} sp={sp} base="/platform/submissionManage/index" title={t("reviewTitle")} back={submitters} />;
}
