"use client";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/billing/money";
import type { FeeRow } from "@/lib/fees/queries";
import { pickLocale } from "@/lib/i18n/pick";

/** One fee: title, charged and shown price, window, scopes and counters, with edit and delete. */
export function FeeCard({ fee: f, tier, busy, onEdit, onDelete }: { fee: FeeRow; tier: number | null; busy: boolean; onEdit(): void; onDelete(): void }) {
  const t = useTranslations("fees.list");
  const tf = useTranslations("fees");
  const locale = useLocale();
  const title = pickLocale(locale, f.titleZh, f.titleEn);
  const other = locale === "en" ? f.titleZh : f.titleEn;
  const chips = [
    { key: "open", label: f.open ? t("open") : t("closed"), color: f.open ? ("success" as const) : ("default" as const) },
    ...(f.userScope !== "EVERYONE" ? [{ key: "scope", label: tf(`userScope.${f.userScope}`) }] : []),
    ...(f.languageScope !== "ALL" ? [{ key: "lang", label: tf(`languageScope.${f.languageScope}`) }] : []),
    ...(f.invitationCode ? [{ key: "code", label: t("code", { code: f.invitationCode }) }] : []),
  ];
  const facts = [
    f.openDate && f.deadline ? t("window", { from: f.openDate, to: f.deadline }) : t("noWindow"),
    t("perAccount", { max: f.perAccountMax }),
    t("usedCount", { count: f.usedCount }),
    ...(f.kind === "REGISTRATION" && f.codePrefix ? [t("prefix", { prefix: f.codePrefix })] : []),
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`fee-row-${f.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ alignItems: "baseline", flexWrap: "wrap", columnGap: 1, rowGap: 0.25 }}>
            {tier != null && (
              <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }} data-testid={`fee-tier-${f.id}`}>
                {t("tier", { n: tier })}
              </Typography>
            )}
            <Typography sx={{ fontWeight: 500, overflowWrap: "anywhere" }} data-testid={`fee-title-${f.id}`}>
              {title}
            </Typography>
            {other && other !== title && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {other}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid={`fee-price-${f.id}`}>
            {t("charged")} <strong>{formatMoney(f.priceMinor, f.currency, locale)}</strong>
            {f.displayCurrency && f.displayPriceMinor != null && (
              <Box component="span" sx={{ color: "text.secondary" }}>
                {" · "}
                {t("shown")} {formatMoney(f.displayPriceMinor, f.displayCurrency, locale)}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {facts.join(" · ")}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ mt: 1, flexWrap: "wrap", gap: 0.5 }}>
            {chips.map((c) => (
              <Chip key={c.key} size="small" variant="outlined" label={c.label} color={"color" in c ? c.color : "default"} />
            ))}
          </Stack>
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }}>
          <Tooltip title={tf("edit")}>
            <IconButton aria-label={t("edit", { title })} onClick={onEdit} disabled={busy} data-testid={`fee-edit-${f.id}`}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={tf("delete")}>
            <IconButton aria-label={t("delete", { title })} onClick={onDelete} disabled={busy} data-testid={`fee-delete-${f.id}`}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Paper>
  );
}
