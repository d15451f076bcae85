import { getTranslations } from "next-intl/server";
import { guardPage } from "@/lib/server/guard";
import { ComingSoon } from "./coming-soon";

/** Public screens of SPEC §2 whose issue (accounts, registration) has not landed yet. */
export async function PublicPlaceholder({ path, titleKey }: { path: string; titleKey: "login" | "signUp" | "attend" | "resetPassword" }) {
  await guardPage(path);
  const t = await getTranslations("shell");
  return <ComingSoon title={t(titleKey)} />;
}
