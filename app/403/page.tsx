import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeButton, Prompt } from "@/components/site/prompt";
import { guardPage } from "@/lib/server/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("prompt"))("forbiddenTitle") };
}

export default async function ForbiddenPage() {
  await guardPage("/403");
  const [t, common] = await Promise.all([getTranslations("prompt"), getTranslations("common")]);
  return <Prompt code="403" title={t("forbiddenTitle")} body={t("forbiddenBody")} actions={<HomeButton label={common("backHome")} />} />;
}
