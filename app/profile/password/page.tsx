import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ChangePasswordForm } from "@/components/accounts/change-password-form";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/password");

export default async function ChangePasswordPage() {
  await guardSignedInPage("/profile/password");
  const t = await getTranslations("accounts");
  return (
    <AuthCard title={t("changePasswordTitle")} testId="change-password">
      <ChangePasswordForm />
    </AuthCard>
  );
}
