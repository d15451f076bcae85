"use client";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { GatewayReply } from "@/lib/client/gateway-fetch";
import { NOTIFY_MS, searchFailureText } from "@/lib/client/notify";

/**
 * SPEC §8 "organisation search non-200: notification with server message; network failure:
 * notification with error message" — for every remote-search selector. `report(reply)` after each
 * search; the toast shows for the §9 two seconds and is announced (role=alert).
 */
export function useSearchFailure(testId: string) {
  const t = useTranslations("common");
  const [text, setText] = useState<string | null>(null);
  const report = useCallback(
    (reply: GatewayReply<unknown>) => {
      const shown = searchFailureText(reply, { network: t("searchNetwork"), failed: t("searchFailed") });
      if (shown) setText(shown);
    },
    [t],
  );
  const toast = (
    <Snackbar open={!!text} autoHideDuration={NOTIFY_MS} onClose={() => setText(null)} anchorOrigin={{ vertical: "top", horizontal: "center" }}>
      <Alert severity="error" role="alert" variant="filled" onClose={() => setText(null)} data-testid={testId}>
        {text}
      </Alert>
    </Snackbar>
  );
  return { report, toast };
}
