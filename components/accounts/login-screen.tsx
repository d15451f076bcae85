import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { configuredProviders } from "@/lib/accounts/oidc-config";
import { listCommonProviders } from "@/lib/accounts/org-directory";
import { safeRedirect } from "@/lib/accounts/safe-redirect";
import type { Locale } from "@/lib/i18n/locale";
import type { Access } from "@/lib/server/access";
import { AuthCard } from "./auth-card";
import { ExpiredAlert } from "./expired-alert";
import { LoginForm } from "./login-form";
import { OrgSignIn } from "./org-sign-in";

type Props = { access: Access; redirect?: string; reset?: boolean; closedNotice?: boolean; expired?: boolean };

/** SPEC §2 /conferencelogin and /register: account and organisation login side by side (stacked on mobile). */
export async function LoginScreen({ access, redirect, reset, closedNotice, expired }: Props) {
  const [t, locale] = await Promise.all([getTranslations("accounts"), getLocale()]);
  const closed = closedNotice ? (
    <Alert severity="warning" data-testid="registration-closed">
      {t("registrationClosed")}
    </Alert>
  ) : null;
  if (access.user) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640, mx: "auto", mt: 2 }}>
        {closed}
        <Alert
          severity="info"
          data-testid="already-logged-in"
          action={
            <LinkButton href="/conferenceRegister" color="inherit" size="small">
              {t("goAttend")}
            </LinkButton>
          }
        >
          {t("alreadyLoggedIn")}
        </Alert>
      </Stack>
    );
  }
  const safe = safeRedirect(redirect) ?? undefined;
  // Without a configured provider there is no organisation to sign in through: no card at all, and
  // the account card alone, centred (the Stack resets its children's margins, so not mx: auto).
  const orgSignIn = configuredProviders().length > 0;
  const providers = orgSignIn ? await listCommonProviders(locale as Locale) : [];
  return (
    <Stack spacing={2}>
      {expired && <ExpiredAlert message={t("sessionExpired")} />}
      {closed}
      <Box
        data-testid="login-layout"
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: access.mobile || !orgSignIn ? "1fr" : { xs: "1fr", md: "1fr 1fr" },
          ...(orgSignIn ? {} : { maxWidth: 560, alignSelf: "center", width: "100%" }),
        }}
      >
        <AuthCard title={t("accountLogin")} testId="account-login">
          <LoginForm redirect={safe} notice={reset ? t("resetDone") : undefined} />
        </AuthCard>
        {orgSignIn && (
          <AuthCard title={t("orgLogin")} testId="org-login">
            <OrgSignIn providers={providers} returnTo={safe} />
          </AuthCard>
        )}
      </Box>
    </Stack>
  );
}
