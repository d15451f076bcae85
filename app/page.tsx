import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LinkButton } from "@/components/ui/link-button";
import { getLocale, getTranslations } from "next-intl/server";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import type { Locale } from "@/lib/i18n/locale";
import { guardPage } from "@/lib/server/guard";
import { conferenceName } from "@/lib/site/conference-name";

// Home: name, dates and venue; the content body becomes an editable page in the site issue.
export default async function HomePage() {
  const access = await guardPage("/");
  const c = access.conference;
  const locale = (await getLocale()) as Locale;
  const [t, common] = await Promise.all([getTranslations("home"), getTranslations("common")]);
  const name = conferenceName(c, locale);
  const dates = c.startDate ? (c.endDate && c.endDate !== c.startDate ? `${c.startDate} – ${c.endDate}` : c.startDate) : t("noDates");
  const location = locale === "en" ? c.locationEn || c.locationZh : c.locationZh || c.locationEn;
  const open = isRegistrationOpen(c);
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 3, md: 6 }, bgcolor: "primary.main", color: "primary.contrastText" }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "1.8rem", md: "2.6rem" } }} data-testid="conference-name">
          {name}
        </Typography>
        <Typography sx={{ mt: 2 }} data-testid="conference-dates">
          {common("dates")}: {dates}
        </Typography>
        {location && <Typography>{common("location")}: {location}</Typography>}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3, alignItems: { sm: "center" } }}>
          {open && !access.attended && (
            <LinkButton variant="contained" color="secondary" href="/conferenceRegister">
              {t("registerNow")}
            </LinkButton>
          )}
          <Chip
            sx={{ bgcolor: "background.paper" }}
            label={open ? t("registrationOpen", { start: c.register!.registerStartDate!, end: c.register!.registerEndDate! }) : t("registrationClosed")}
          />
        </Stack>
      </Paper>
      <Typography variant="h5" component="h2">
        {t("welcome", { name })}
      </Typography>
      <Typography color="text.secondary">{t("placeholder")}</Typography>
    </Stack>
  );
}
