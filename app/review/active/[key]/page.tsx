import Typography from "@mui/material/Typography";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/accounts/auth-card";
import { ActivationForm } from "@/components/review/activation/activation-form";
import { ActivationUnavailable } from "@/components/review/activation/activation-unavailable";
import { labelIn } from "@/lib/forms/fields";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions } from "@/lib/registration/form-service";
import { readInvitation } from "@/lib/review/activation/service";
import { RateLimited } from "@/lib/server/errors";
import { guardPage } from "@/lib/server/guard";
import { clientIp } from "@/lib/server/host";
import { conferenceName } from "@/lib/server/conference-name";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/review/active/[key]");

// SPEC §2 /review/active/{key}: public, also while the conference is unpublished. The
// invitation is loaded by its key; a missing, used or expired one shows only the notice.
export default async function ReviewActivationPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const access = await guardPage("/review/active/[key]", { path: `/review/active/${encodeURIComponent(key)}` });
  const [t, locale, h] = await Promise.all([getTranslations(), getLocale(), headers()]);
  const facts = await readInvitation(access.conference.id, key, clientIp(h)).catch((e: unknown) => {
    if (e instanceof RateLimited) return "throttled" as const;
    throw e;
  });
  const body = await (async () => {
    if (facts === "throttled") return <ActivationUnavailable text={t("errors.rateLimited")} />;
    if (!facts) return <ActivationUnavailable text={t("reviewActivation.unavailable")} />;
    const countries = (await countryOptions(access.conference.id, locale)).map((o) => ({ value: o.value, label: labelIn(o, locale) }));
    const conference = conferenceName(access.conference, locale as Locale);
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(facts.chair ? "reviewActivation.introChair" : "reviewActivation.intro", { conference })}
        </Typography>
        <ActivationForm activationKey={key} facts={facts} countries={countries} />
      </>
    );
  })();
  return (
    <AuthCard title={t("reviewActivation.title")} maxWidth={760} testId="review-activation">
      {body}
    </AuthCard>
  );
}
