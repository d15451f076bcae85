"use client";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { providerReturnAction } from "@/lib/orders/participant-actions";
import { useBillPolling } from "./use-bill-polling";

/**
 * On the result page of an open online bill: tells the server the payer is back (it then asks the
 * provider — the return itself proves nothing) and polls for two minutes until the provider's word
 * arrives, then shows the page again with the outcome.
 */
export function ProviderReturn({ billNo }: { billNo: string }) {
  const router = useRouter();
  const [back, setBack] = useState(false);
  useEffect(() => {
    let gone = false;
    void providerReturnAction({ billNo })
      .then((r) => {
        if (gone) return;
        if (r.ok && r.data.status !== "CREATED" && r.data.status !== "PENDING") router.refresh();
        else setBack(true);
      })
      .catch(() => !gone && setBack(true));
    return () => {
      gone = true;
    };
  }, [billNo, router]);
  const polling = useBillPolling(
    billNo,
    back,
    (s) => {
      const done = s.status !== "CREATED" && s.status !== "PENDING";
      if (done) router.refresh();
      return done;
    },
    2 * 60_000, // then the page's own words and buttons (continue paying, my orders) are what is left
  );
  if (back && !polling) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "center" }} data-testid="result-waiting">
      <CircularProgress size={24} />
    </Box>
  );
}
