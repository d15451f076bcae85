import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";
import { HotelConfigScreen } from "@/components/hotel/config/hotel-config";
import { PageHeader } from "@/components/ui/page-header";
import { getHotelConfigScreen } from "@/lib/hotel/config/queries";
import { guardSignedInPage } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/platform/config/hotel");

// SPEC §2 /platform/config/hotel (§3 hotel config / hotel / room, §4, §5 "Hotel"):
// booking settings, hotels and their room types with rooms per night, managers only.
export default async function HotelConfigPage() {
  const access = await guardSignedInPage("/platform/config/hotel");
  const [t, screen] = await Promise.all([getTranslations("hotel.config"), getHotelConfigScreen(access.conference.id)]);
  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")} intro={t("intro")} />
      <HotelConfigScreen initial={screen} defaultCurrency={access.conference.currency} timeZone={access.conference.timeZone} />
    </Stack>
  );
}
