import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getConference } from "@/lib/server/tenant";
import { effectiveLocale, LOCALE_COOKIE } from "./locale";
import { loadMessages } from "./messages";

// No i18n routing: the locale lives in a cookie so server rendering knows it (SPEC §9 mirrors it
// to local storage on the client). The conference's languageType always wins over the cookie.
export default getRequestConfig(async () => {
  const conference = await getConference();
  const locale = effectiveLocale((await cookies()).get(LOCALE_COOKIE)?.value, conference?.languageType);
  return { locale, messages: await loadMessages(locale), timeZone: conference?.timeZone ?? "Asia/Shanghai" };
});
