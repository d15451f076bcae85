"use client";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { handleSessionExpired } from "@/lib/client/session-expired";
import type { ActionResult } from "@/lib/server/action";
import { NOTIFY_MS } from "@/lib/client/notify";

// The state a configuration screen of several sections shares (fees, call for abstracts): the data
// every action answers afresh, one busy flag, and one toast for what the last action did.

export type Notice = { kind: "success" | "error"; text: string };

/** What the sections get besides the data: replace it, show a notice, or run an action that answers it. */
export type ScreenOps<T> = {
  busy: boolean;
  apply(next: T, text: string): void;
  notify(n: Notice | null): void;
  /** Runs an action that answers the fresh data; its error lands in the toast. */
  call(run: () => Promise<ActionResult<T>>, success: string): Promise<boolean>;
};

type Toast = { notice: Notice | null; open: boolean; close(): void };

export function useScreenState<T>(initial: T): { data: T; ops: ScreenOps<T>; toast: Toast } {
  const tv = useTranslations("validation");
  const [data, setData] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept while the toast fades out; `open` alone closes it.
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const show = (n: Notice | null) => {
    if (n) setNotice(n);
    setOpen(!!n);
  };
  const ops: ScreenOps<T> = {
    busy,
    notify: show,
    apply: (next, text) => {
      setData(next);
      show({ kind: "success", text });
    },
    call: async (run, success) => {
      setBusy(true);
      show(null);
      const r = await run().catch(() => null);
      setBusy(false);
      if (!r) {
        show({ kind: "error", text: tv("requestFailed") });
        return false;
      }
      if (r.ok) {
        ops.apply(r.data, success);
        return true;
      }
      if (r.status === 401) handleSessionExpired(r.message);
      else show({ kind: "error", text: r.message });
      return false;
    },
  };
  return { data, ops, toast: { notice, open, close: () => setOpen(false) } };
}

/** The screen's toast: it fades after SPEC §9's 2 s (errors too; they are also announced as alerts). */
export function ScreenToast({ toast, testId }: { toast: Toast; testId: string }) {
  const { notice } = toast;
  return (
    <Snackbar
      open={toast.open}
      onClose={(_e, reason) => reason !== "clickaway" && toast.close()}
      autoHideDuration={NOTIFY_MS}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity={notice?.kind ?? "success"}
        variant="filled"
        onClose={toast.close}
        data-testid={testId}
        role={notice?.kind === "error" ? "alert" : "status"}
        sx={{ width: "100%" }}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
}
