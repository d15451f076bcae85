import { getTranslations } from "next-intl/server";
import { SubmissionListScreen } from "@/components/submission/manage/submission-list-screen";
import { LinkButton } from "@/components/ui/link-button";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/manage/contribute");

type SP = Record<string, string | string[] | undefined>;

// SPEC §2 /platform/manage/contribute: every submission of the conference with filters, sorting,
// paging, the CSV/XLSX export with authors and the ZIP of their files (managers only).
export default async function ManageContributePage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/contribute", { search: searchString(sp) });
  const [t, tb] = [await getTranslations("submissionAdmin.list"), await getTranslations("abstractBook")];
  // The book of the accepted abstracts is made from here (the header's action).
  const book = (
    <LinkButton
      href="/platform/manage/contribute/abstract-book"
      variant="outlined"
      sx={{ whiteSpace: "nowrap", alignSelf: { xs: "flex-start", sm: "center" } }}
    >
      {tb("link")}
    </LinkButton>
  );
  return <SubmissionListScreen access={access} sp={sp} base="/platform/manage/contribute" title={t("manageTitle")} back={book} />;
}
