import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { AppearanceList } from "@/components/appearance/appearance-list";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { listAppearances } from "@/lib/appearance/service";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/config/exterior/list");

// SPEC §2 /platform/config/exterior/list: every appearance of the conference as a card.
/** ?saved= (any value) — an appearance has just been saved. */
const ZSearch = z.object({ saved: z.string().optional() });

export default async function AppearanceListPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/config/exterior/list", { search: searchString(sp) });
  const { saved } = await readSearch(ZSearch, sp);
  const [t, rows] = await Promise.all([getTranslations("appearance"), listAppearances(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t("listTitle")}
        intro={t("listIntro")}
        action={
          <LinkButton href="/platform/config/exterior/add" variant="contained">
            {t("add")}
          </LinkButton>
        }
      />
      <AppearanceList rows={rows} initialMessage={saved ? t("saved") : undefined} />
    </Stack>
  );
}
