import { getLocale, getTranslations } from "next-intl/server";
import { FilterBar } from "@/components/ui/filter-bar";
import { PayStatus } from "@/lib/generated/prisma/enums";
import { RESERVATION_STATES, type TReservationFilters } from "@/lib/hotel/reservations/schemas";
import type { HotelChoice } from "@/lib/hotel/reservations/queries";
import { pickLocale } from "@/lib/i18n/pick";

// Two rows, as on the order list: the search and the three selects; the check-in days, the
// "cancelled" choice, "Filter" and the exports.
const date = { flex: { xs: "1 1 140px", md: "0 1 170px" } };
const EXPORT = "/api/conference/platform/manage/hotel/export";

/** /platform/manage/hotel filters (a GET form: the list is server-paged) and the two exports. */
export async function ReservationToolbar({ q, hotels, exportQuery }: { q: TReservationFilters; hotels: HotelChoice[]; exportQuery: string }) {
  const [t, b, locale] = await Promise.all([getTranslations("hotel.manage"), getTranslations("billing"), getLocale()]);
  const f = (k: string) => t(`filters.${k}`);
  const name = (h: HotelChoice) => pickLocale(locale, h.nameZh, h.nameEn);
  // Room types under their hotel's name, so two hotels' "King room" stay apart.
  const rooms = hotels.flatMap((h) => h.rooms.map((r) => ({ value: String(r.id), label: `${name(h)} · ${pickLocale(locale, r.typeZh, r.typeEn)}` })));
  return (
    <FilterBar
      testId="hotel-filters"
      label={f("label")}
      rows={[
        [
          { kind: "search", name: "search", label: f("keyword"), placeholder: f("searchPlaceholder"), value: q.search, testId: "hotel-search" },
          {
            kind: "select",
            name: "hotelId",
            label: f("hotel"),
            value: q.hotelId ? String(q.hotelId) : "",
            all: f("all"),
            options: hotels.map((h) => ({ value: String(h.id), label: name(h) })),
            basis: 140,
            testId: "hotel-filter-hotel",
          },
          {
            kind: "select",
            name: "roomId",
            label: f("roomType"),
            value: q.roomId ? String(q.roomId) : "",
            all: f("all"),
            options: rooms,
            basis: 160,
            testId: "hotel-filter-room",
          },
          {
            kind: "select",
            name: "payStatus",
            label: f("payStatus"),
            value: q.payStatus,
            all: f("all"),
            options: Object.values(PayStatus).map((v) => ({ value: v, label: b(`payStatus.${v}`) })),
            basis: 120,
            testId: "hotel-filter-pay",
          },
        ],
        [
          { kind: "date", name: "from", label: f("from"), value: q.from, sx: date, testId: "hotel-filter-from" },
          { kind: "date", name: "to", label: f("to"), value: q.to, sx: date, testId: "hotel-filter-to" },
          {
            kind: "select",
            name: "state",
            label: f("state"),
            value: q.state,
            all: t("state.all"),
            options: RESERVATION_STATES.map((v) => ({ value: v, label: t(`state.${v}`) })),
            basis: 120,
            sx: { flex: { xs: "1 1 140px", md: "0 1 150px" } },
            testId: "hotel-filter-state",
          },
        ],
      ]}
      submit={{ label: f("filter"), testId: "hotel-filter-submit" }}
      exports={{ label: f("export"), csv: f("exportCsv"), xlsx: f("exportXlsx"), url: EXPORT, query: exportQuery, testId: "hotel-export" }}
    />
  );
}
