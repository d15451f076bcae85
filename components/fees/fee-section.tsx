"use client";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Section } from "@/components/ui/section";
import { deleteFeeAction } from "@/lib/fees/actions";
import type { FeeRow } from "@/lib/fees/queries";
import { FEE_KINDS, type TFeeKind } from "@/lib/fees/schemas";
import { pickLocale } from "@/lib/i18n/pick";
import type { ConfigContext } from "./types";
import { FeeCard } from "./fee-card";
import { FeeDialog } from "./fee-dialog";
import { flattenTree } from "@/components/ui/tree";

/**
 * Early-bird tiers: the distinct windows of a category's fees in date order (fees are listed that
 * way). Fees sharing a window (e.g. a student rate beside the regular one) share its tier; with a
 * single window there are no tiers to number.
 */
function tierOf(fees: FeeRow[], fee: FeeRow): number | null {
  const windows = [...new Set(fees.map((f) => `${f.openDate} ${f.deadline}`))];
  return windows.length > 1 ? windows.indexOf(`${fee.openDate} ${fee.deadline}`) + 1 : null;
}

/** The fees, one tab per kind, grouped by category; a category's fees in window order are its tiers. */
export function FeeSection({ ctx, timeZone }: { ctx: ConfigContext; timeZone: string }) {
  const t = useTranslations("fees.list");
  const tf = useTranslations("fees");
  const locale = useLocale();
  const [kind, setKind] = useState<TFeeKind>("REGISTRATION");
  const [editing, setEditing] = useState<FeeRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<FeeRow | null>(null);
  const { fees, categories } = ctx.config;
  const title = (f: FeeRow) => pickLocale(locale, f.titleZh, f.titleEn);
  const groups = flattenTree(categories)
    .map(({ node, path }) => ({ node, path, fees: fees.filter((f) => f.categoryId === node.id && f.kind === kind) }))
    .filter((g) => g.fees.length > 0);

  const remove = () => {
    const f = deleting!;
    setDeleting(null);
    void ctx.call(() => deleteFeeAction({ id: f.id }), t("deleted"));
  };

  return (
    <Section title={t("title")} testId="fee-list">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}>
        <Typography variant="body2" color="text.secondary">
          {t("intro")}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing("new")}
          disabled={ctx.busy || categories.length === 0}
          data-testid="fee-add"
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          {t("add")}
        </Button>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: "divider" }}>
        <Tabs value={kind} onChange={(_e, v: TFeeKind) => setKind(v)} variant="scrollable" allowScrollButtonsMobile>
          {FEE_KINDS.map((k) => (
            <Tab key={k} value={k} label={t(`tabs.${k}`, { count: fees.filter((f) => f.kind === k).length })} data-testid={`fee-tab-${k}`} />
          ))}
        </Tabs>
      </Box>
      {categories.length === 0 ? (
        <Alert severity="info">{t("needCategory")}</Alert>
      ) : groups.length === 0 ? (
        <Alert severity="info" data-testid="fees-empty">
          {t(`empty.${kind}`)}
        </Alert>
      ) : (
        groups.map((g) => (
          <Box key={g.node.id} component="section" aria-labelledby={`fee-group-${g.node.id}`} data-testid={`fee-group-${g.node.id}`}>
            <Typography id={`fee-group-${g.node.id}`} variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
              {[...g.path, g.node].map((c) => pickLocale(locale, c.nameZh, c.nameEn)).join(" / ")}
            </Typography>
            <Stack spacing={1.5}>
              {g.fees.map((f) => (
                <FeeCard key={f.id} fee={f} tier={tierOf(g.fees, f)} busy={ctx.busy} onEdit={() => setEditing(f)} onDelete={() => setDeleting(f)} />
              ))}
            </Stack>
          </Box>
        ))
      )}
      {editing && (
        <FeeDialog
          key={editing === "new" ? "new" : editing.id}
          fee={editing === "new" ? null : editing}
          kind={kind}
          config={ctx.config}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
          onSaved={(next, text, savedKind) => {
            setEditing(null);
            setKind(savedKind);
            ctx.apply(next, text);
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t("confirmDeleteTitle")}
        text={deleting ? t("confirmDeleteText", { title: title(deleting) }) : ""}
        confirm={tf("delete")}
        cancel={tf("cancel")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
        testId="fee-confirm-delete"
      />
    </Section>
  );
}
