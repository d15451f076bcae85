import { ReviewerListScreen } from "@/components/review/reviewers/reviewer-list-screen";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/manage/reviewer");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/manage/reviewer: the conference's reviewers — add by email, import,
// resend invitations, reviewer / review chair and themes, remove (managers only).
export default async function ManageReviewerPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/reviewer", { search: searchString(sp) });
  return <ReviewerListScreen access={access} sp={sp} />;
}
