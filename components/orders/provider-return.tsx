"use client";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { confirmReturnAction } from "@/lib/payments/payer-actions";
import { CONFIRM_WINDOW_MS, returnPhase } from "@/lib/payments/return-phase";
import { useBillPolling } from "./use-bill-polling";

/**
 * On the result page of an open online bill: tells the server the payer is back (it then asks the
 * provider — the return itself proves nothing) and polls until the provider's word arrives, then
 * shows the page again with the outcome. `onNotPaid` is called once the provider has said nothing
 * was paid, or the confirmation window has passed without its word (never while money is in flight).
 */
export function ProviderReturn({ billNo, status, onNotPaid }: { billNo: string; status: string; onNotPaid(): void }) {
  const router = useRouter();
  const [back, setBack] = useState(false);
  const started = useRef(0);
  const last = useRef(status);
  const notPaid = useRef(onNotPaid);
  useEffect(() => {
    notPaid.current = onNotPaid;
  });
  const decide = (s: { status: string; unpaid?: boolean }) => {
    last.current = s.status;
    const phase = returnPhase({ status: s.status, providerSaysUnpaid: !!s.unpaid, elapsedMs: Date.now() - started.current });
    if (phase === "done") router.refresh();
    if (phase === "notPaid") notPaid.current();
    return phase !== "confirming";
  };
  const decideRef = useRef(decide);
  useEffect(() => {
    decideRef.current = decide;
  });
  useEffect(() => {
    let gone = false;
    started.current = Date.now();
    void confirmReturnAction({ billNo })
      .then((r) => {
        if (gone) return;
        if (!(r.ok && decideRef.current(r.data))) setBack(true);
      })
      .catch(() => !gone && setBack(true));
    // The window ends without the provider's word: paying again is offered (unless money is in flight).
    const timer = setTimeout(() => {
      if (!gone && last.current === "CREATED") notPaid.current();
    }, CONFIRM_WINDOW_MS);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [billNo]);
  const polling = useBillPolling(billNo, back, decide, 2 * 60_000);
  if (back && !polling) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center" }} data-testid="result-waiting">
      <CircularProgress size={24} />
    </Box>
  );
}
