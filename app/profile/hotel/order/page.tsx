import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { BookingPanel } from "@/components/hotel/booking/booking-panel";
import { HotelTexts } from "@/components/hotel/booking/hotel-texts";
import { MyReservations } from "@/components/hotel/booking/my-reservations";
import { PayFirstNotice } from "@/components/orders/pay-first-notice";
import { LinkButton } from "@/components/ui/link-button";
import { PageHeader } from "@/components/ui/page-header";
import { bookingInfo, myReservations } from "@/lib/hotel/booking/queries";
import { guardSignedInPage, searchString } from "@/lib/server/guard";
import { ModuleClosed } from "@/components/modules/module-closed";
import { moduleOn } from "@/lib/server/modules";
import { titleMetadata } from "@/lib/site/page-metadata";

export const generateMetadata = titleMetadata("/profile/hotel/order");

type Search = Promise<Record<string, string | string[] | undefined>>;

// SPEC §2 /profile/hotel/order: a registered participant books a room type for some
// nights and pays the new order; below, their reservations. With the service closed or outside the
// booking window the page says so and offers no form (the server refuses the same way).
export default async function HotelOrderPage({ searchParams }: { searchParams: Search }) {
  const access = await guardSignedInPage("/profile/hotel/order", { search: searchString(await searchParams) });
  if (!moduleOn(access.conference.modules, "hotel")) return <ModuleClosed module="hotel" manager={access.manager} />;
  const conf = access.conference;
  const locale = await getLocale();
  const [t, tAll, info, mine] = await Promise.all([
    getTranslations("hotel.book"),
    getTranslations(),
    bookingInfo(conf, { userId: access.user.id, manager: access.manager }, locale),
    myReservations(conf, access.user.id, locale),
  ]);
  const { config, hotels, payFirst } = info;
  // SPEC §6: the registration rule may want the registration fee paid first; with nothing booked yet, straight on to the fee page.
  if (payFirst && !mine.length) return <PayFirstNotice />;
  const refusal = config.refusal;
  const windowText = config.bookingStart && config.bookingEnd ? t("window", { start: config.bookingStart, end: config.bookingEnd }) : "";
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t("title")} intro={refusal ? undefined : t("intro")} />
      {refusal && (
        <Alert severity="warning" data-testid="hotel-refusal" data-reason={refusal.key.split(".").pop()}>
          <AlertTitle>{t("closedTitle")}</AlertTitle>
          {refusal.key === "hotel.errors.closed" ? [tAll(refusal.key), windowText].filter(Boolean).join(" ") : tAll(refusal.key, refusal.values)}
        </Alert>
      )}
      {!refusal && payFirst && (
        <Alert severity="warning" action={<LinkButton href="/profile/conference/fee">{t("payGo")}</LinkButton>} data-testid="hotel-pay-first">
          {t("payFirst")}
        </Alert>
      )}
      {!refusal && config.description && <HotelTexts title={t("aboutTitle")} html={config.description} />}
      {!refusal &&
        !payFirst &&
        (hotels.length ? (
          <BookingPanel config={config} hotels={hotels} />
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }} data-testid="hotel-none">
            <Typography variant="body2" color="text.secondary">
              {t("noHotels")}
            </Typography>
          </Paper>
        ))}
      <MyReservations rows={mine} />
    </Stack>
  );
}
