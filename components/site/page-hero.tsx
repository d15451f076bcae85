import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LinkButton } from "@/components/ui/link-button";
import { siteImageSrcSet } from "@/lib/server/site-file-url";

// The banner, intro and register-now elements of a page template. Without an uploaded
// banner, the banner is the conference's name band on the primary colour, and an intro or button
// right after it joins that band (the look the home page always had).

export type IntroFacts = { name: string; datesLabel: string; locationLabel: string | null; windowLabel: string; heading: "h1" | "p" };
export type RegisterLink = { label: string };

/** The uploaded banner at its 1295×250 ratio, scaled to the page width. */
export function BannerImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      // The main column: 100% of a phone, at most lg (1200 px) less its padding on a desktop.
      srcSet={siteImageSrcSet(src, 1152) ?? undefined}
      sizes="(min-width: 1200px) 1152px, 100vw"
      alt={alt}
      data-testid="site-banner"
      sx={{ display: "block", width: "100%", height: "auto", aspectRatio: "1295 / 250", objectFit: "cover", borderRadius: 1 }}
    />
  );
}

function IntroLines({ intro }: { intro: IntroFacts }) {
  return (
    <>
      <Typography variant="h3" component={intro.heading} sx={{ fontSize: { xs: "1.8rem", md: "2.6rem" } }} data-testid="conference-name">
        {intro.name}
      </Typography>
      <Typography sx={{ mt: 2 }} data-testid="conference-dates">
        {intro.datesLabel}
      </Typography>
      {intro.locationLabel && <Typography data-testid="conference-location">{intro.locationLabel}</Typography>}
    </>
  );
}

function WindowChip({ label }: { label: string }) {
  return <Chip variant="outlined" data-testid="registration-window" sx={{ color: "inherit", borderColor: "currentColor", maxWidth: "100%" }} label={label} />;
}

/** The name band: the banner without an image, with the intro and the register button that follow it. */
export function HeroBand({ name, intro, register }: { name: string; intro: IntroFacts | null; register: RegisterLink | null }) {
  return (
    <Paper className="sym-hero" data-testid="site-banner" sx={{ p: { xs: 3, md: 6 }, bgcolor: "primary.main", color: "primary.contrastText" }}>
      {intro ? (
        <IntroLines intro={intro} />
      ) : (
        <Typography variant="h3" component="p" sx={{ fontSize: { xs: "1.8rem", md: "2.6rem" } }}>
          {name}
        </Typography>
      )}
      {(intro || register) && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3, alignItems: { xs: "flex-start", sm: "center" } }}>
          {register && (
            // On the primary-coloured band: the inverse of the theme's primary button.
            <LinkButton
              variant="contained"
              href="/conferenceRegister"
              sx={{ bgcolor: "primary.contrastText", color: "primary.main", "&:hover": { bgcolor: "grey.100" } }}
            >
              {register.label}
            </LinkButton>
          )}
          {intro && <WindowChip label={intro.windowLabel} />}
        </Stack>
      )}
    </Paper>
  );
}

/** The intro on its own (after a banner image, or without a banner). */
export function IntroCard({ intro }: { intro: IntroFacts }) {
  return (
    <Paper variant="outlined" className="sym-intro" sx={{ p: { xs: 2.5, md: 4 } }}>
      <IntroLines intro={intro} />
      <Box sx={{ mt: 2 }}>
        <WindowChip label={intro.windowLabel} />
      </Box>
    </Paper>
  );
}

export function RegisterButton({ register }: { register: RegisterLink }) {
  return (
    <Box>
      <LinkButton variant="contained" size="large" href="/conferenceRegister">
        {register.label}
      </LinkButton>
    </Box>
  );
}
