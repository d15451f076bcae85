import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { HotelTabs } from "@/components/hotel/reservations/hotel-tabs";
import { OccupancyGrid } from "@/components/hotel/reservations/occupancy-grid";
import { ReservationsView } from "@/components/hotel/reservations/reservations-view";
import { PageHeader } from "@/components/ui/page-header";
import { occupancyGrid } from "@/lib/hotel/occupancy";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { titleMetadata } from "@/lib/site/page-metadata";
import { z } from "@/lib/validation/z";
import { readSearch } from "@/lib/validation/read-search";

export const generateMetadata = titleMetadata("/platform/manage/hotel");

type SP = Record<string, string | string[] | undefined>;
/** ?view=occupancy — the occupancy grid instead of the reservations. */
const ZSearch = z.object({ view: z.enum(["reservations", "occupancy"]).default("reservations") });

// SPEC §2 /platform/manage/hotel: the conference's hotel reservations — filtered,
// server-paged, exported, cancelled through their orders — and the occupancy per hotel, room type
// and night. The rooming list for the hotels' front desks is one download away on both views.
export default async function ManageHotelPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const access = await guardSignedInPage("/platform/manage/hotel", { search: searchString(sp) });
  const conf = access.conference;
  const { view } = await readSearch(ZSearch, sp);
  const t = await getTranslations("hotel.manage");
  const hotels = view === "occupancy" ? await occupancyGrid(conf.id) : null;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader
        title={t("title")}
        action={
          <Button variant="outlined" href="/api/conference/platform/manage/hotel/roomingList" data-testid="hotel-rooming-list" sx={{ alignSelf: "flex-start" }}>
            {t("roomingList")}
          </Button>
        }
      />
      <HotelTabs view={view} labels={{ label: t("tabs.label"), reservations: t("tabs.reservations"), occupancy: t("tabs.occupancy") }} />
      {hotels === null && <ReservationsView conf={conf} sp={sp} />}
      {hotels?.length === 0 && (
        <Typography color="text.secondary" data-testid="occupancy-empty">
          {t("noHotels")}
        </Typography>
      )}
      {!!hotels?.length && <OccupancyGrid hotels={hotels} />}
    </Stack>
  );
}
