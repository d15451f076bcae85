import { getTranslations } from "next-intl/server";
import { HomeButton, Prompt } from "@/components/site/prompt";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/403");

export default async function ForbiddenPage() {
  await guardPage("/403");
  const [t, common] = await Promise.all([getTranslations("prompt"), getTranslations("common")]);
  return <Prompt code="403" title={t("forbiddenTitle")} body={t("forbiddenBody")} actions={<HomeButton label={common("backHome")} />} />;
}
