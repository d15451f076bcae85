"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState, useTransition } from "react";
import { Section } from "@/components/ui/section";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { createFeeOrdersAction, feeChooserAction, replaceFeeOrderAction } from "@/lib/orders/participant-actions";
import type { FeeChooserData } from "@/lib/orders/fee-chooser-view";
import { FeeOption } from "./fee-option";
import { FeeTotals } from "./fee-totals";
import { RegistrationOrderCard } from "./registration-order-card";

type Choice = { registrationFeeId: number | null; optional: Record<number, number> };

/** A change of one order (fee/{register|optional}/update/{orderId}): only fees of its type, saved by replacing it. */
export type ReplaceMode = { orderId: number; type: "REGISTRATION" | "OPTIONAL" };

/**
 * SPEC §2 /profile/conference/fee: one registration fee (radio) and optional fees (quantities), an
 * invitation code that reveals code-only fees (kept for the order), both totals, then the order(s).
 */
export function FeeChooser({ initial, initialChoice, replace }: { initial: FeeChooserData; initialChoice?: Choice; replace?: ReplaceMode }) {
  const t = useTranslations("orders.fee");
  const router = useRouter();
  const [data, setData] = useState(initial);
  const [choice, setChoice] = useState<Choice>(initialChoice ?? { registrationFeeId: null, optional: {} });
  const [code, setCode] = useState("");
  const [appliedCode, setAppliedCode] = useState("");
  const [codeNote, setCodeNote] = useState<{ kind: "success" | "info" | "error"; text: string } | null>(null);
  const [errors, setErrors] = useState<{ message?: string; registrationFeeId?: string }>({});
  const [pending, startTransition] = useTransition();

  const holdsRegistration = !replace && !!data.registrationOrder;
  const fees = useMemo(() => data.groups.flatMap((g) => g.fees), [data]);
  const groups = data.groups.map((g) => ({ ...g, fees: g.fees.filter((f) => !(holdsRegistration && f.kind === "REGISTRATION")) })).filter((g) => g.fees.length);
  const chosen = fees.flatMap((f) => {
    const q = f.kind === "REGISTRATION" ? (choice.registrationFeeId === f.id && !holdsRegistration ? 1 : 0) : (choice.optional[f.id] ?? 0);
    return q > 0 ? [{ fee: f, quantity: q }] : [];
  });
  // Fees of the order being changed that this person cannot see now (a code not entered again …).
  const missing =
    !!initialChoice &&
    [initialChoice.registrationFeeId, ...Object.keys(initialChoice.optional).map(Number)].some((id) => id !== null && !fees.some((f) => f.id === id));

  const applyCode = () =>
    startTransition(async () => {
      const before = new Set(fees.map((f) => f.id));
      const r = await feeChooserAction({ invitationCode: code, orderId: replace?.orderId ?? null });
      if (!r.ok) {
        if (r.status === 401) return handleSessionExpired(r.message);
        return setCodeNote({ kind: "error", text: r.fieldErrors?.invitationCode ?? r.message });
      }
      const revealed = r.data.groups.flatMap((g) => g.fees).filter((f) => !before.has(f.id)).length;
      setData(r.data);
      setAppliedCode(code.trim());
      setCodeNote(revealed ? { kind: "success", text: t("codeRevealed", { count: revealed }) } : { kind: "info", text: t("codeNothing") });
    });

  const submit = () =>
    startTransition(async () => {
      setErrors({});
      const input = {
        registrationFeeId: holdsRegistration ? null : choice.registrationFeeId,
        optional: chosen.filter((c) => c.fee.kind === "OPTIONAL").map((c) => ({ feeId: c.fee.id, quantity: c.quantity })),
        invitationCode: appliedCode,
      };
      const r = replace ? await replaceFeeOrderAction({ ...input, orderId: replace.orderId }) : await createFeeOrdersAction(input);
      if (r.ok) return router.push(r.data.next);
      if (r.status === 401) return handleSessionExpired(r.message);
      setErrors({ message: r.message, registrationFeeId: r.fieldErrors?.registrationFeeId });
      // What is left of a fee (sold out, a limit) may have changed: show the page as it is now.
      const fresh = await feeChooserAction({ invitationCode: appliedCode, orderId: replace?.orderId ?? null });
      if (fresh.ok) setData(fresh.data);
    });

  const showRegistrationHint = !replace && !holdsRegistration && data.hasRegistrationFees && fees.some((f) => f.kind === "REGISTRATION");

  return (
    <Stack spacing={2.5} data-testid="fee-chooser">
      {holdsRegistration && data.registrationOrder && <RegistrationOrderCard order={data.registrationOrder} />}
      {missing && (
        <Alert severity="warning" data-testid="fee-missing">
          {t("missingFees")}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            applyCode();
          }}
          sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", alignItems: "flex-start" }}
        >
          <TextField
            size="small"
            label={t("codeLabel")}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            helperText={t("codeHelp")}
            autoComplete="off"
            sx={{ flex: "1 1 240px", maxWidth: 420 }}
            slotProps={{ htmlInput: { maxLength: 64, "data-testid": "fee-code" } }}
          />
          <Button type="submit" variant="outlined" disabled={pending || !code.trim()} sx={{ height: 40 }} data-testid="fee-code-apply">
            {t("codeApply")}
          </Button>
        </Box>
        {codeNote && (
          <Alert severity={codeNote.kind} sx={{ mt: 1.5 }} onClose={() => setCodeNote(null)} data-testid="fee-code-note">
            {codeNote.text}
          </Alert>
        )}
      </Paper>

      {groups.length === 0 ? (
        <Alert severity="info" data-testid="fee-empty">
          {holdsRegistration ? t("emptyOptional") : t("empty")}
        </Alert>
      ) : (
        <>
          {showRegistrationHint && (
            <Typography variant="body2" color="text.secondary">
              {t("registrationHint")}
            </Typography>
          )}
          {groups.map((g) => (
            <Section key={g.id} title={g.title} testId={`fee-group-${g.id}`} spacing={1.5}>
              {g.fees.map((f) => (
                <FeeOption
                  key={f.id}
                  fee={f}
                  selected={f.kind === "REGISTRATION" ? choice.registrationFeeId === f.id : undefined}
                  quantity={choice.optional[f.id] ?? 0}
                  disabled={pending}
                  onSelect={() => setChoice((c) => ({ ...c, registrationFeeId: f.id }))}
                  onQuantity={(q) => setChoice((c) => ({ ...c, optional: { ...c.optional, [f.id]: q } }))}
                />
              ))}
            </Section>
          ))}
          {errors.registrationFeeId && (
            <Alert severity="error" data-testid="fee-error-registrationFeeId">
              {errors.registrationFeeId}
            </Alert>
          )}
          <FeeTotals chosen={chosen} />
          {errors.message && !errors.registrationFeeId && (
            <Alert severity="error" role="alert" data-testid="fee-error">
              {errors.message}
            </Alert>
          )}
          <Box>
            <Button variant="contained" size="large" disabled={pending || chosen.length === 0} onClick={submit} data-testid="fee-submit">
              {replace ? t("saveChange") : t("submit")}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
