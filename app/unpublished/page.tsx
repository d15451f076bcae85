import { LinkButton } from "@/components/ui/link-button";
import { getTranslations } from "next-intl/server";
import { Prompt } from "@/components/site/prompt";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/unpublished");

export default async function UnpublishedPage() {
  const access = await guardPage("/unpublished");
  const t = await getTranslations("prompt");
  return (
    <Prompt
      code="unpublished"
      title={t("unpublishedTitle")}
      body={t("unpublishedBody")}
      actions={
        !access.user && (
          <LinkButton variant="outlined" href="/conferencelogin">
            {t("goLogin")}
          </LinkButton>
        )
      }
    />
  );
}
