import { LazyAlert as Alert } from "@/components/ui/lazy-alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { isRegistrationOpen } from "@/lib/conference/registration-open";
import type { SiteConference } from "@/lib/server/site-conference";
import { pickLocale } from "@/lib/i18n/pick";
import type { Locale } from "@/lib/i18n/locale";
import type { Access } from "@/lib/server/access";
import { conferenceName } from "@/lib/server/conference-name";
import type { VisitorPage } from "@/lib/site/pages";
import { siteFileUrl } from "@/lib/server/site-file-url";
import { isVisible, type TemplateElement } from "@/lib/site/template-model";
import { PageContact } from "./page-contact";
import { BannerImage, HeroBand, IntroCard, RegisterButton, type IntroFacts, type RegisterLink } from "./page-hero";
import { PageRichText } from "./page-rich-text";

// A published page inside its template (SPEC §2 "/" and "/page/{pageId}"): the
// template's elements in order, each shown or hidden for this visitor (logged in, attended,
// manager of this conference or platform administrator).

type Props = { access: Access; page: VisitorPage; bannerFile: string | null; locale: Locale; home: boolean };

function datesOf(c: SiteConference): string | null {
  if (!c.startDate) return null;
  return c.endDate && c.endDate !== c.startDate ? `${c.startDate} – ${c.endDate}` : c.startDate;
}

export async function PageView({ access, page, bannerFile, locale, home }: Props) {
  const [t, common, shell] = await Promise.all([getTranslations("home"), getTranslations("common"), getTranslations("shell")]);
  const c = access.conference;
  const name = conferenceName(c, locale);
  const open = isRegistrationOpen(c);
  const facts = { loggedIn: !!access.user, attended: access.attended, admin: access.manager };
  const elements = page.elements.filter((e) => isVisible(e.show, facts));
  const location = pickLocale(locale, c.locationZh, c.locationEn);
  const intro: IntroFacts = {
    name,
    datesLabel: `${common("dates")}: ${datesOf(c) ?? t("noDates")}`,
    locationLabel: location ? `${common("location")}: ${location}` : null,
    windowLabel: open ? t("registrationOpen", { start: c.register!.registerStartDate!, end: c.register!.registerEndDate! }) : t("registrationClosed"),
    heading: home ? "h1" : "p", // a content page's own title is its heading
  };
  const register: RegisterLink | null = open && !access.attended ? { label: t("registerNow") } : null;
  const title = pickLocale(locale, page.titleZh, page.titleEn);
  const content = pickLocale(locale, page.contentZh, page.contentEn);

  const out: ReactNode[] = [];
  for (let i = 0; i < elements.length; i++) {
    const e = elements[i];
    const key = `${i}-${e.kind}`;
    switch (e.kind) {
      case "banner": {
        if (bannerFile) {
          out.push(<BannerImage key={key} src={siteFileUrl(bannerFile)} alt={name} />);
          break;
        }
        // The name band takes the intro and the button that directly follow it.
        const next = (kind: TemplateElement["kind"]) => (elements[i + 1]?.kind === kind ? (i++, true) : false);
        const withIntro = next("intro");
        const withButton = next("registerButton");
        out.push(<HeroBand key={key} name={name} intro={withIntro ? intro : null} register={withButton ? register : null} />);
        break;
      }
      case "intro":
        out.push(<IntroCard key={key} intro={intro} />);
        break;
      case "registerButton":
        if (register) out.push(<RegisterButton key={key} register={register} />);
        break;
      case "content":
        out.push(
          <Stack key={key} spacing={2} component="section">
            {!home && (
              <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.6rem", md: "2.1rem" } }} data-testid="page-title">
                {title}
              </Typography>
            )}
            {content ? (
              <PageRichText html={content} testId="page-content" />
            ) : (
              <Alert severity="info" data-testid="page-empty">
                {shell("pageEmpty")}
              </Alert>
            )}
          </Stack>,
        );
        break;
      case "html": {
        const html = pickLocale(locale, e.htmlZh, e.htmlEn);
        if (html) out.push(<PageRichText key={key} html={html} testId="page-html" />);
        break;
      }
      case "contact":
        out.push(
          <PageContact key={key} title={t("contactTitle")} email={c.contactEmail} phone={c.contactPhone} labels={{ email: t("email"), phone: t("phone") }} />,
        );
        break;
    }
  }
  return (
    <Stack spacing={3} className="sym-page" data-page-id={page.id ?? undefined}>
      {out}
    </Stack>
  );
}
