import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ResetForm } from "@/components/accounts/reset-form";
import { guardPage } from "@/lib/server/guard";

export default async function ResetPasswordPage() {
  await guardPage("/resetPassword");
  const t = await getTranslations("accounts");
  return (
    <AuthCard title={t("resetTitle")} maxWidth={560} testId="reset-password">
      <ResetForm />
    </AuthCard>
  );
}
