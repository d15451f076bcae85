import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { getLocale, getTranslations } from "next-intl/server";
import { Section } from "@/components/ui/section";
import { FILL_LEVELS, fillLevel, type FillLevel } from "@/lib/hotel/fill";
import type { OccupancyHotel } from "@/lib/hotel/occupancy";
import { pickLocale } from "@/lib/i18n/pick";

// Per hotel a table of room types × nights, "booked / total" in each cell, coloured by how full the
// night is; the table scrolls sideways inside its box (the room type column stays put), the page not.

// Tints of the theme's own colours through its CSS variables: a server component cannot hand the
// client TableCell a (theme) => colour function.
const tint = (color: string, share: number) => `rgba(var(--mui-palette-${color}-mainChannel) / ${share})`;
const TINT: Record<FillLevel, string> = {
  low: tint("success", 0.16),
  high: tint("warning", 0.28),
  full: tint("error", 0.28),
  none: "var(--mui-palette-action-hover)",
};
const swatch = (level: FillLevel) => ({ width: 14, height: 14, borderRadius: 0.5, bgcolor: TINT[level], border: 1, borderColor: "divider", flex: "none" });

async function Legend() {
  const t = await getTranslations("hotel.manage.occupancy");
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t("legend")}
      sx={{ flexWrap: "wrap", gap: 2, m: 0, p: 0, listStyle: "none" }}
      data-testid="occupancy-legend"
    >
      {FILL_LEVELS.map((level) => (
        <Stack key={level} component="li" direction="row" spacing={0.75} sx={{ alignItems: "center" }}>
          <Box sx={swatch(level)} />
          <Typography variant="body2">{t(level)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** "05-01" over its weekday, read as a calendar day (no time zone between). */
function nightHead(night: string, locale: string) {
  const weekday = new Intl.DateTimeFormat(locale === "en" ? "en-US" : "zh-CN", { weekday: "short", timeZone: "UTC" }).format(new Date(`${night}T00:00:00Z`));
  return { day: night.slice(5), weekday };
}

export async function OccupancyGrid({ hotels }: { hotels: OccupancyHotel[] }) {
  const [t, locale] = await Promise.all([getTranslations("hotel.manage.occupancy"), getLocale()]);
  const sticky = { position: "sticky", left: 0, zIndex: 1, bgcolor: "background.paper", minWidth: 120, maxWidth: 180, overflowWrap: "anywhere" } as const;
  return (
    <Stack spacing={2} data-testid="occupancy">
      <Typography variant="body2" color="text.secondary">
        {t("intro")}
      </Typography>
      <Legend />
      {hotels.map((h) => (
        <Section key={h.id} title={pickLocale(locale, h.nameZh, h.nameEn)} testId="occupancy-hotel">
          {h.rooms.length === 0 ? (
            <Typography color="text.secondary">{t("noRooms")}</Typography>
          ) : (
            <Box sx={{ overflowX: "auto", width: "100%" }} tabIndex={0} aria-label={pickLocale(locale, h.nameZh, h.nameEn)} data-testid="occupancy-scroll">
              <Table size="small" sx={{ "& .MuiTableCell-root": { px: 1, py: 0.75, border: 1, borderColor: "divider" } }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={sticky}>{t("roomType")}</TableCell>
                    {h.nights.map((n) => {
                      const d = nightHead(n, locale);
                      return (
                        <TableCell key={n} align="center" sx={{ whiteSpace: "nowrap" }}>
                          {d.day}
                          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
                            {d.weekday}
                          </Typography>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {h.rooms.map((r) => {
                    const room = pickLocale(locale, r.typeZh, r.typeEn);
                    const byNight = new Map(r.cells.map((c) => [c.night, c]));
                    return (
                      <TableRow key={r.id} data-testid="occupancy-room" data-room-id={r.id}>
                        <TableCell component="th" scope="row" sx={sticky}>
                          {room}
                        </TableCell>
                        {h.nights.map((n) => {
                          const c = byNight.get(n) ?? { booked: 0, total: 0 };
                          const level = fillLevel(c.booked, c.total);
                          return (
                            <TableCell
                              key={n}
                              align="center"
                              sx={{ bgcolor: TINT[level], whiteSpace: "nowrap", fontWeight: level === "full" ? 600 : undefined }}
                              aria-label={t("cellLabel", { room, night: n, booked: c.booked, total: c.total })}
                              data-testid="occupancy-cell"
                              data-night={n}
                              data-level={level}
                            >
                              {byNight.has(n) ? `${c.booked} / ${c.total}` : "—"}
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )}
        </Section>
      ))}
    </Stack>
  );
}
