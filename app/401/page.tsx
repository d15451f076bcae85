import { LinkButton } from "@/components/ui/link-button";
import { getTranslations } from "next-intl/server";
import { HomeButton, Prompt } from "@/components/site/prompt";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/401");

export default async function UnauthorizedPage() {
  await guardPage("/401");
  const [t, common] = await Promise.all([getTranslations("prompt"), getTranslations("common")]);
  return (
    <Prompt
      code="401"
      title={t("unauthorizedTitle")}
      body={t("unauthorizedBody")}
      actions={
        <>
          <LinkButton variant="contained" href="/conferencelogin">
            {t("goLogin")}
          </LinkButton>
          <HomeButton label={common("backHome")} />
        </>
      }
    />
  );
}
