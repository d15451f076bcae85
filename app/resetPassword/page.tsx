import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ResetForm } from "@/components/accounts/reset-form";
import { guardPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/resetPassword");

type SP = Record<string, string | string[] | undefined>;

const ZSearch = z.object({
  email: z
    .string()
    .max(254)
    .refine((v) => v.includes("@"))
    .default(""),
});

// ?email= fills the address in: invitations (managers, conference creators) link here to set a password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<SP> }) {
  await guardPage("/resetPassword");
  const { email } = await readSearch(ZSearch, searchParams);
  const t = await getTranslations("accounts");
  return (
    <AuthCard title={t("resetTitle")} maxWidth={560} testId="reset-password">
      <ResetForm email={email} />
    </AuthCard>
  );
}
