import { getTranslations } from "next-intl/server";
import { RedirectHome } from "@/components/accounts/redirect-home";
import { HomeButton, Prompt } from "@/components/site/prompt";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/oidcLogin/failed");

const ZSearch = z.object({ m: z.string().default("") });
const KNOWN = new Set(["loginFailed", "oidcStateInvalid", "oidcNoEmail", "providerUnavailable"]);

// SPEC §2 step 3 failure: 'login failed' or one of our known messages, then home. Only known
// messages: the query is the attacker's to write.
export default async function OidcFailedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage("/oidcLogin/failed");
  const { m } = await readSearch(ZSearch, searchParams);
  const t = await getTranslations("accounts");
  const tp = await getTranslations("prompt");
  const key = m.replace(/^accounts\./, "");
  const title = t(KNOWN.has(key) ? (key as "loginFailed") : "loginFailed");
  return (
    <>
      <Prompt code="login-failed" title={title} body={tp("oidcFailedBody")} actions={<HomeButton label={t("backHome")} />} />
      <RedirectHome delayMs={3000} />
    </>
  );
}
