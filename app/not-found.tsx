import { getTranslations } from "next-intl/server";
import { HomeButton, Prompt } from "@/components/site/prompt";
import { getConference, getRequestHost } from "@/lib/server/tenant";

// SPEC §2 /404 (catch-all), and the platform's "no such conference" page for unmapped hosts.
export default async function NotFound() {
  const t = await getTranslations("prompt");
  const common = await getTranslations("common");
  if (!(await getConference())) {
    return <Prompt code="no-conference" title={t("noConferenceTitle")} body={t("noConferenceBody", { host: await getRequestHost() })} />;
  }
  return <Prompt code="404" title={t("notFoundTitle")} body={t("notFoundBody")} actions={<HomeButton label={common("backHome")} />} />;
}
