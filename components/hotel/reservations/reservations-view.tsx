import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/link-button";
import { Pager } from "@/components/ui/pager";
import { formatMoney } from "@/lib/billing/money";
import { formatInstantIn } from "@/lib/i18n/dates";
import { reservationSearch, ZReservationFilters, ZReservationListQuery } from "@/lib/hotel/reservations/schemas";
import { listHotelChoices, listReservations, type ReservationRow } from "@/lib/hotel/reservations/queries";
import { pickLocale } from "@/lib/i18n/pick";
import { canTransition, SETTLED } from "@/lib/orders/status";
import { parseSearch, type SearchParams } from "@/lib/validation/read-search";
import { ReservationCards } from "./reservation-cards";
import { ReservationTable, type ReservationView } from "./reservation-table";
import { ReservationToolbar } from "./reservation-toolbar";

const BASE = "/platform/manage/hotel";

/** The reservations tab: filters in the address, server paging, a table at 1366 px and cards on a phone. */
export async function ReservationsView({ conf, sp }: { conf: { id: number; timeZone: string }; sp: SearchParams }) {
  const q = parseSearch(ZReservationListQuery, sp);
  const [t, b, locale, list, hotels] = await Promise.all([
    getTranslations("hotel.manage"),
    getTranslations("billing"),
    getLocale(),
    listReservations(conf.id, q),
    listHotelChoices(conf.id),
  ]);
  const when = (d: Date | null) => (d ? formatInstantIn(d, conf.timeZone) : "—");
  const view = (r: ReservationRow): ReservationView => {
    const cancelled = r.cancelledAt !== null;
    const cancellable = !cancelled && !!r.order && canTransition(r.order.transactionStatus, "CANCELLED", "manager");
    return {
      id: r.id,
      orderId: r.order?.id ?? null,
      orderNo: r.order?.orderNo ?? t("noOrder"),
      name: r.name,
      email: r.bookerEmail,
      unit: r.unit,
      phone: r.phone,
      hotel: pickLocale(locale, r.hotel.nameZh, r.hotel.nameEn),
      roomType: pickLocale(locale, r.room.typeZh, r.room.typeEn),
      stay: t("stay", { checkIn: r.checkIn, checkOut: r.checkOut }),
      nightsRooms: t("nightsRooms", { days: r.days, rooms: r.roomCount }),
      specialRequirements: r.specialRequirements,
      total: formatMoney(r.totalPayableMinor, r.currency, locale),
      paid: t("paidAmount", { amount: formatMoney(r.paidMinor, r.currency, locale) }),
      payStatus: r.payStatus,
      statusLabel: cancelled ? t("cancelled") : b(`payStatus.${r.payStatus}`),
      cancelled,
      createdAt: when(r.createdAt),
      updatedAt: when(r.updatedAt),
      cancelledAt: when(r.cancelledAt),
      cancel: cancellable ? { id: r.id, name: r.name, orderNo: r.order!.orderNo, paid: SETTLED.has(r.order!.transactionStatus) } : null,
    };
  };
  const rows = list.rows.map(view);
  const filters = ZReservationFilters.parse(q);
  const filtered = Object.values(filters).some(Boolean);
  const query = (over: Record<string, string | number>) => reservationSearch({ ...filters, ...over });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" data-testid="hotel-count">
        {t("intro", { count: list.total, zone: conf.timeZone })}
      </Typography>
      <ReservationToolbar q={filters} hotels={hotels} exportQuery={query({})} />
      {rows.length > 0 && <ReservationTable rows={rows} />}
      {rows.length > 0 && <ReservationCards rows={rows} />}
      {rows.length === 0 && (
        <Stack spacing={1} sx={{ alignItems: "flex-start", py: 3 }} data-testid="hotel-empty">
          <Typography color="text.secondary">{filtered ? t("emptyFiltered") : t("empty")}</Typography>
          {filtered && (
            <LinkButton href={BASE} variant="text">
              {t("clearFilters")}
            </LinkButton>
          )}
        </Stack>
      )}
      <Pager page={q.page} total={list.total} size={q.size} href={(page) => `?${query({ page, size: q.size })}`} testId="hotel-pager" />
    </Stack>
  );
}
