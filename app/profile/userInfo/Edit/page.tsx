import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ProfileForm } from "@/components/accounts/profile-form";
import { getProfile } from "@/lib/accounts/service";
import { guardSignedInPage } from "@/lib/server/guard";

export default async function EditUserInfoPage() {
  const access = await guardSignedInPage("/profile/userInfo/Edit");
  const [t, p] = await Promise.all([getTranslations("accounts"), getProfile(access.user.id)]);
  const initial = { trueName: p.trueName, lastName: p.lastName, middleName: p.middleName, firstName: p.firstName, unit: p.unit, title: p.title, phone: p.phone, country: p.country };
  return (
    <AuthCard title={t("editTitle")} testId="user-info-edit">
      <ProfileForm initial={initial} />
    </AuthCard>
  );
}
