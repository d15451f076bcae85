import Alert from "@mui/material/Alert";
import { getLocale, getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ProfileForm } from "@/components/accounts/profile-form";
import { getProfile } from "@/lib/accounts/profile";
import { labelIn } from "@/lib/forms/fields";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/userInfo/Edit");

export default async function EditUserInfoPage() {
  const access = await guardSignedInPage("/profile/userInfo/Edit");
  const locale = await getLocale();
  const [t, tp, p] = await Promise.all([
    getTranslations("accounts"),
    getTranslations("profile.info"),
    getProfile(access.conference.id, access.user.id, locale),
  ]);
  const initial = {
    trueName: p.trueName,
    lastName: p.lastName,
    middleName: p.middleName,
    firstName: p.firstName,
    unit: p.unit,
    title: p.title,
    phone: p.phone,
    country: p.country,
  };
  const countries = p.countries.map((o) => ({ value: o.value, label: labelIn(o, locale) || o.value }));
  return (
    <AuthCard title={t("editTitle")} testId="user-info-edit">
      <Alert severity="info" sx={{ mb: 2 }} data-testid="edit-source">
        {p.registered ? tp("savesBoth") : tp("notRegistered")}
      </Alert>
      <ProfileForm initial={initial} countries={countries} />
    </AuthCard>
  );
}
