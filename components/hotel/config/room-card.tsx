"use client";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { HotelConfigView, RoomTypeView } from "@/lib/hotel/config/queries";
import { pickLocale } from "@/lib/i18n/pick";

/** One room type: price per night, check-in window, rooms per night, per-person limits and what is booked. */
export function RoomCard({
  room: r,
  config,
  busy,
  onEdit,
  onDelete,
}: {
  room: RoomTypeView;
  config: HotelConfigView | null;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
}) {
  const t = useTranslations("hotel.config");
  const locale = useLocale();
  const name = pickLocale(locale, r.typeZh, r.typeEn);
  const booked = r.nights.reduce((s, n) => s + n.booked, 0);
  const total = r.nights.reduce((s, n) => s + n.total, 0);
  const differing = r.nights.filter((n) => n.total !== r.totalBookable).length;
  const facts = [
    t("rooms.window", { from: r.checkInStart, to: r.checkInEnd }),
    differing ? t("rooms.roomsVary", { total: r.totalBookable, count: differing }) : t("rooms.rooms", { total: r.totalBookable }),
    t("rooms.perPerson", { min: r.minPerPerson, max: r.maxPerPerson }),
    t("rooms.booked", { booked, total }),
  ];
  const notes = pickLocale(locale, r.notesZh, r.notesEn);

  return (
    <Box sx={{ borderTop: 1, borderColor: "divider", pt: 1 }} data-testid={`room-row-${r.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ alignItems: "baseline", flexWrap: "wrap", columnGap: 1 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }} data-testid={`room-name-${r.id}`}>
              {name}
            </Typography>
            <Typography variant="body2" component="div" data-testid={`room-price-${r.id}`}>
              {r.priceMinor != null && config ? (
                <>
                  <strong>{formatMoney(r.priceMinor, config.settlementCurrency, locale)}</strong> {t("rooms.perNight")}
                  {config.displayCurrency && r.displayPriceMinor != null && (
                    <Box component="span" sx={{ color: "text.secondary" }}>
                      {" · "}
                      {formatMoney(r.displayPriceMinor, config.displayCurrency, locale)}
                    </Box>
                  )}
                </>
              ) : (
                <Chip size="small" color="warning" variant="outlined" label={t("rooms.noPrice")} />
              )}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid={`room-facts-${r.id}`}>
            {facts.join(" · ")}
          </Typography>
          {notes && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {notes}
            </Typography>
          )}
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }}>
          <Tooltip title={t("edit")}>
            <IconButton aria-label={t("rooms.editLabel", { name })} onClick={onEdit} disabled={busy || !config} data-testid={`room-edit-${r.id}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t("delete")}>
            <IconButton aria-label={t("rooms.deleteLabel", { name })} onClick={onDelete} disabled={busy} data-testid={`room-delete-${r.id}`}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Box>
  );
}
