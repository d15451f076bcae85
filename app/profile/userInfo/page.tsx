import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { LinkButton } from "@/components/ui/link-button";
import { getProfile } from "@/lib/accounts/service";
import { guardSignedInPage, searchString } from "@/lib/server/guard";

const FIELDS = ["email", "trueName", "lastName", "middleName", "firstName", "unit", "title", "phone", "country", "cstnetId"] as const;

export default async function UserInfoPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const access = await guardSignedInPage("/profile/userInfo", searchString(await searchParams));
  const [t, profile] = await Promise.all([getTranslations("accounts"), getProfile(access.user.id)]);
  return (
    <AuthCard title={t("userInfoTitle")} testId="user-info">
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, gap: 1, m: 0, mb: 3 }}>
        {FIELDS.map((f) => (
          <Box key={f} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">{t(f)}</Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }} data-testid={`info-${f}`}>{profile[f] || t("notSet")}</Typography>
          </Box>
        ))}
      </Box>
      <LinkButton variant="contained" href="/profile/userInfo/Edit">{t("edit")}</LinkButton>
    </AuthCard>
  );
}
