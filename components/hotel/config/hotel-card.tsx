"use client";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import type { HotelConfigView, HotelView, RoomTypeView } from "@/lib/hotel/config/queries";
import { pickLocale } from "@/lib/i18n/pick";
import { siteImageSrcSet, siteImageUrl } from "@/lib/server/site-file-url";
import { RoomCard } from "./room-card";

type Props = {
  hotel: HotelView;
  config: HotelConfigView | null;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onAddRoom(): void;
  onEditRoom(r: RoomTypeView): void;
  onDeleteRoom(r: RoomTypeView): void;
};

/** One hotel: names, stars, address, links and photos, then its room types. */
export function HotelCard({ hotel: h, config, busy, onEdit, onDelete, onAddRoom, onEditRoom, onDeleteRoom }: Props) {
  const t = useTranslations("hotel.config");
  const locale = useLocale();
  const name = pickLocale(locale, h.nameZh, h.nameEn);
  const other = locale === "en" ? h.nameZh : h.nameEn;
  const address = pickLocale(locale, h.addressZh, h.addressEn);
  const facts = [
    h.star ? t("hotels.stars", { count: h.star }) : null,
    t("hotels.order", { order: h.order }),
    h.liveReservations ? t("hotels.reservations", { count: h.liveReservations }) : null,
  ].filter(Boolean);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`hotel-row-${h.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ alignItems: "baseline", flexWrap: "wrap", columnGap: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid={`hotel-name-${h.id}`}>
              {name}
            </Typography>
            {other && other !== name && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {other}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {facts.join(" · ")}
          </Typography>
          {address && (
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {address}
            </Typography>
          )}
          {(h.link || h.mapLink) && (
            <Stack direction="row" spacing={2} sx={{ mt: 0.5 }}>
              {h.link && (
                <Link href={h.link} target="_blank" rel="noopener noreferrer" variant="body2">
                  {t("hotels.website")}
                </Link>
              )}
              {h.mapLink && (
                <Link href={h.mapLink} target="_blank" rel="noopener noreferrer" variant="body2">
                  {t("hotels.map")}
                </Link>
              )}
            </Stack>
          )}
          {h.photos.length > 0 && (
            <Stack direction="row" useFlexGap sx={{ mt: 1, flexWrap: "wrap", gap: 1 }} data-testid={`hotel-photos-${h.id}`}>
              {h.photos.map((p, i) => (
                // eslint-disable-next-line @next/next/no-img-element -- a kept site file, served by our own route
                <img
                  key={p}
                  src={siteImageUrl(p)!}
                  srcSet={siteImageSrcSet(siteImageUrl(p), 72) ?? undefined}
                  sizes="72px"
                  alt={t("hotelForm.photoAlt", { n: i + 1 })}
                  style={{ width: 72, height: 54, objectFit: "cover", borderRadius: 4 }}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }}>
          <Tooltip title={t("edit")}>
            <IconButton aria-label={t("hotels.editLabel", { name })} onClick={onEdit} disabled={busy} data-testid={`hotel-edit-${h.id}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t("delete")}>
            <IconButton aria-label={t("hotels.deleteLabel", { name })} onClick={onDelete} disabled={busy} data-testid={`hotel-delete-${h.id}`}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>

      <Stack spacing={1} sx={{ mt: 2 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center" }}>
          <Typography variant="subtitle2" component="h4">
            {t("rooms.heading")}
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={onAddRoom} disabled={busy || !config} data-testid={`room-add-${h.id}`}>
            {t("rooms.add")}
          </Button>
        </Stack>
        {h.rooms.length === 0 ? (
          <Alert severity="info" variant="outlined" data-testid={`rooms-empty-${h.id}`}>
            {config ? t("rooms.empty") : t("rooms.needConfig")}
          </Alert>
        ) : (
          h.rooms.map((r) => <RoomCard key={r.id} room={r} config={config} busy={busy} onEdit={() => onEditRoom(r)} onDelete={() => onDeleteRoom(r)} />)
        )}
      </Stack>
    </Paper>
  );
}
