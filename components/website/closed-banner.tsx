import Container from "@mui/material/Container";
import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { LazyAlert as Alert, LazyAlertTitle as AlertTitle } from "@/components/ui/lazy-alert";

/**
 * SPEC §4 "closed": every page of a closed conference says so. Its data stays; participants still
 * sign in to see their orders and receipts, so a visitor is offered the sign-in.
 */
export async function ClosedBanner({ signedIn }: { signedIn: boolean }) {
  const t = await getTranslations("website");
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
      <Alert
        severity="warning"
        role="status"
        data-testid="closed-notice"
        action={
          signedIn ? undefined : (
            <LinkButton href="/conferencelogin" color="inherit" size="small">
              {t("closedSignIn")}
            </LinkButton>
          )
        }
      >
        <AlertTitle>{t("closedTitle")}</AlertTitle>
        {t("closedBody")}
      </Alert>
    </Container>
  );
}
