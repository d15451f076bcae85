import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { RegisterForm } from "@/components/accounts/register-form";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/userRegister");

export default async function UserRegisterPage() {
  await guardPage("/userRegister");
  const t = await getTranslations("accounts");
  return (
    <AuthCard title={t("registerTitle")} maxWidth={560} testId="user-register">
      <RegisterForm />
    </AuthCard>
  );
}
