import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ResetForm } from "@/components/accounts/reset-form";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/resetPassword");

type SP = Record<string, string | string[] | undefined>;

// ?email= fills the address in: invitations (managers, conference creators) link here to set a password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SP> }) {
  await guardPage("/resetPassword");
  const given = (await searchParams).email;
  const email = typeof given === "string" && given.length <= 254 && given.includes("@") ? given : "";
  const t = await getTranslations("accounts");
  return (
    <AuthCard title={t("resetTitle")} maxWidth={560} testId="reset-password">
      <ResetForm email={email} />
    </AuthCard>
  );
}
