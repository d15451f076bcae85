import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/site/coming-soon";
import { guardSignedInPage } from "@/lib/server/guard";

export default async function PlatformHome() {
  await guardSignedInPage("/platform");
  const t = await getTranslations("platform");
  return <ComingSoon title={t("overview")} />;
}
