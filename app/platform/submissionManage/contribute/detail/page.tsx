import { getTranslations } from "next-intl/server";
import { SubmissionListScreen } from "@/components/submission/manage/submission-list-screen";
import { LinkButton } from "@/components/ui/link-button";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { notFoundOn404, orNotFound } from "@/lib/server/or-not-found";
import { viewerOf } from "@/lib/submission/manage/page";
import { getSubmitter } from "@/lib/submission/manage/queries";
import { titleMetadata } from "@/lib/site/page-metadata";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/submissionManage/contribute/detail");

type SP = Record<string, string | string[] | undefined>;
const ZSearch = z.object({ userId: zId().optional() });

// SPEC §2 /platform/submissionManage/contribute/detail?userId=: one submitter's submissions, with
// the same filters as the whole list. A submitter the viewer has nothing of is not found.
export default async function SubmitterSubmissionsPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/submissionManage/contribute/detail", { search: searchString(sp) });
  const id = orNotFound((await readSearch(ZSearch, sp)).userId);
  const who = await getSubmitter(access.conference.id, viewerOf(access), id).catch(notFoundOn404);
  const t = await getTranslations("submissionAdmin.submitter");
  const back = (
    <LinkButton href="/platform/submissionManage/user" variant="text" sx={{ alignSelf: { xs: "flex-start", sm: "center" } }}>
      {t("back")}
    </LinkButton>
  );
  return (
    <SubmissionListScreen
      access={access}
      sp={sp}
      base="/platform/submissionManage/contribute/detail"
      title={t("title", { name: `${who.name} (${who.email})` })}
      back={back}
      userId={who.id}
    />
  );
}
