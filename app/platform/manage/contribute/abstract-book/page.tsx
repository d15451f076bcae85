import Stack from "@mui/material/Stack";
import { getLocale, getTranslations } from "next-intl/server";
import { AbstractBookScreen } from "@/components/abstract-book/abstract-book-screen";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { abstractBookView } from "@/lib/abstract-book/service";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/manage/contribute/abstract-book");

// Our own screen (SPEC §2 names none for it): the book of accepted abstracts, managers only.
export default async function AbstractBookPage() {
  const access = await guardSignedInPage("/platform/manage/contribute/abstract-book");
  const [t, locale] = [await getTranslations("abstractBook"), (await getLocale()) as Locale];
  const view = await abstractBookView(access.conference.id, await getTranslator(locale));
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader
        title={t("title")}
        intro={t("intro")}
        action={
          <LinkButton href="/platform/manage/contribute" variant="text" sx={{ alignSelf: { xs: "flex-start", sm: "center" }, whiteSpace: "nowrap" }}>
            {t("back")}
          </LinkButton>
        }
      />
      <AbstractBookScreen initial={view} timeZone={access.conference.timeZone} />
    </Stack>
  );
}
