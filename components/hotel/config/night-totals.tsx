"use client";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/form/use-field-error";
import { daysBetween, nightsOf } from "@/lib/hotel/nights";
import { WINDOW_MAX_NIGHTS } from "@/lib/hotel/rules";
import { isCalendarDate } from "@/lib/validation/fields";
import type { RoomForm } from "./types";

type Override = { night: string; total: unknown };

function windowNights(start: string, end: string): string[] {
  if (!isCalendarDate(start) || !isCalendarDate(end) || start >= end || daysBetween(start, end) > WINDOW_MAX_NIGHTS) return [];
  return nightsOf(start, end);
}

/**
 * The nights of the check-in window, each with what is booked on it and its own number of rooms
 * (empty = the rooms per night). Only the nights given their own number travel in `nightTotals`;
 * a night's §5 message (below the booked count, below the per-person maximum) shows on its row.
 */
export function NightTotals({ form, booked }: { form: RoomForm; booked: Readonly<Record<string, number>> }) {
  const t = useTranslations("hotel.config.roomForm");
  const text = useFieldErrorText();
  const c = form.control;
  const [start, end, total, overrides] = useWatch({ control: c, name: ["checkInStart", "checkInEnd", "totalBookable", "nightTotals"] });
  const { errors, isSubmitted } = useFormState({ control: c, name: "nightTotals" });
  const nights = windowNights(start ?? "", end ?? "");
  const list = (overrides ?? []) as Override[];

  // Nights that left the window lose their own number (the rules would refuse them otherwise).
  const key = nights.join();
  useEffect(() => {
    if (!nights.length) return;
    const inside = new Set(nights);
    const current = (form.getValues("nightTotals") ?? []) as Override[];
    if (current.some((n) => !inside.has(n.night))) form.setValue("nightTotals", current.filter((n) => inside.has(n.night)) as never, { shouldDirty: true });
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (night: string, raw: string) => {
    const current = (form.getValues("nightTotals") ?? []) as Override[];
    const next =
      raw === ""
        ? current.filter((n) => n.night !== night)
        : current.some((n) => n.night === night)
          ? current.map((n) => (n.night === night ? { night, total: raw } : n))
          : [...current, { night, total: raw }];
    next.sort((a, b) => (a.night < b.night ? -1 : 1));
    form.clearErrors("nightTotals");
    form.setValue("nightTotals", next as never, { shouldDirty: true, shouldValidate: isSubmitted });
  };
  const rowError = (night: string) => {
    const i = list.findIndex((n) => n.night === night);
    const e = i < 0 ? undefined : (errors.nightTotals as unknown as { total?: { message?: string }; night?: { message?: string } }[] | undefined)?.[i];
    return text(e?.total?.message ?? e?.night?.message);
  };

  return (
    <Box data-testid="night-totals">
      <Typography variant="subtitle2" component="h3">
        {t("nights")}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1 }}>{nights.length ? t("nightsHelp") : t("nightsNone")}</FormHelperText>
      {nights.length > 0 && (
        <Box sx={{ maxHeight: 360, overflowY: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{t("night")}</TableCell>
                <TableCell align="right">{t("booked")}</TableCell>
                <TableCell sx={{ width: { xs: 130, sm: 180 } }}>{t("total")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {nights.map((night) => {
                const own = list.find((n) => n.night === night);
                const error = rowError(night);
                return (
                  <TableRow key={night} data-testid={`night-row-${night}`}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{night}</TableCell>
                    <TableCell align="right" data-testid={`night-booked-${night}`} sx={{ fontWeight: booked[night] ? 600 : undefined }}>
                      {booked[night] ?? 0}
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="number"
                        fullWidth
                        value={own ? String(own.total ?? "") : ""}
                        placeholder={total === undefined || total === "" ? "" : String(total)}
                        onChange={(e) => set(night, e.target.value)}
                        error={!!error}
                        helperText={error}
                        slotProps={{
                          htmlInput: { min: 0, inputMode: "numeric", "aria-label": t("nightTotal", { night }), "data-testid": `night-total-${night}` },
                        }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
