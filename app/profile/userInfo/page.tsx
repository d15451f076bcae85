import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { LinkButton } from "@/components/ui/link-button";
import { getProfile } from "@/lib/accounts/profile";
import { countryLabel } from "@/lib/forms/countries";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/userInfo");

const FIELDS = ["email", "trueName", "lastName", "middleName", "firstName", "unit", "title", "phone", "country", "cstnetId"] as const;

// SPEC §2 /profile/userInfo: the person's details as this conference knows them (lib/accounts/profile.ts).
export default async function UserInfoPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const access = await guardSignedInPage("/profile/userInfo", { search: searchString(await searchParams) });
  const locale = await getLocale();
  const [t, tp, profile] = await Promise.all([
    getTranslations("accounts"),
    getTranslations("profile.info"),
    getProfile(access.conference.id, access.user.id, locale),
  ]);
  const shown = (f: (typeof FIELDS)[number]) => (f === "country" ? countryLabel(profile.country, locale, profile.countries) : profile[f]);
  const fromForm = new Intl.ListFormat(locale === "en" ? "en" : "zh", { type: "conjunction" }).format(profile.fromRegistration.map((f) => t(f as "unit")));
  return (
    <AuthCard title={t("userInfoTitle")} testId="user-info">
      <Alert severity="info" sx={{ mb: 2 }} data-testid="info-source">
        {profile.registered ? tp("registered", { fields: fromForm }) : tp("notRegistered")}
      </Alert>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: 1, m: 0, mb: 3 }}>
        {FIELDS.map((f) => (
          <Box key={f} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {t(f)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere" }} data-testid={`info-${f}`}>
              {shown(f) || t("notSet")}
            </Typography>
          </Box>
        ))}
      </Box>
      <LinkButton variant="contained" href="/profile/userInfo/Edit">
        {t("edit")}
      </LinkButton>
    </AuthCard>
  );
}
