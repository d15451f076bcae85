import { getTranslations } from "next-intl/server";
import { RedirectHome } from "@/components/accounts/redirect-home";
import { HomeButton, Prompt } from "@/components/site/prompt";
import { guardPage } from "@/lib/server/guard";

const KNOWN = new Set(["loginFailed", "oidcStateInvalid", "oidcNoEmail", "providerUnavailable"]);

// SPEC §2 step 3 failure: 'login failed' or the provider's error, then home.
export default async function OidcFailedPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await guardPage("/oidcLogin/failed");
  const sp = await searchParams;
  const t = await getTranslations("accounts");
  const key = (sp.m ?? "").replace(/^accounts\./, "");
  const title = t(KNOWN.has(key) ? (key as "loginFailed") : "loginFailed");
  return (
    <>
      <Prompt code="login-failed" title={title} body={(sp.d ?? "").slice(0, 200)} actions={<HomeButton label={t("backHome")} />} />
      <RedirectHome delayMs={3000} />
    </>
  );
}
