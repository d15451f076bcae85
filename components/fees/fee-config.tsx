"use client";
import Alert from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { handleSessionExpired } from "@/lib/client/session-expired";
import type { CountryChoice, FeeConfig } from "@/lib/fees/queries";
import type { ActionResult } from "@/lib/server/action";
import { CategorySection } from "./category-section";
import { FeeSection } from "./fee-section";
import { ThirdWorldSection } from "./third-world-section";

export type Notice = { kind: "success" | "error"; text: string };

/** What the sections share: the configuration, a way to replace it, and the screen's toast. */
export type ConfigContext = {
  config: FeeConfig;
  busy: boolean;
  apply(next: FeeConfig, text: string): void;
  notify(n: Notice): void;
  /** Runs an action that answers the fresh configuration; its error lands in the toast. */
  call(run: () => Promise<ActionResult<FeeConfig>>, success: string): Promise<boolean>;
};

/** SPEC §2 /platform/config/fee: categories, fees (registration / optional) and the third-world list. */
export function FeeConfigScreen({ initial, countries, timeZone }: { initial: FeeConfig; countries: CountryChoice[]; timeZone: string }) {
  const tv = useTranslations("validation");
  const [config, setConfig] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Kept while the toast fades out; `open` alone closes it.
  const [open, setOpen] = useState(false);
  const show = (n: Notice | null) => {
    if (n) setNotice(n);
    setOpen(!!n);
  };
  const [busy, setBusy] = useState(false);

  const ctx: ConfigContext = {
    config,
    busy,
    notify: show,
    apply: (next, text) => {
      setConfig(next);
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
        ctx.apply(r.data, success);
        return true;
      }
      if (r.status === 401) handleSessionExpired(r.message);
      else show({ kind: "error", text: r.message });
      return false;
    },
  };

  return (
    <Stack spacing={3}>
      <CategorySection ctx={ctx} />
      <FeeSection ctx={ctx} timeZone={timeZone} />
      <ThirdWorldSection ctx={ctx} countries={countries} />
      <Snackbar
        open={open}
        onClose={(_e, reason) => reason !== "clickaway" && setOpen(false)}
        autoHideDuration={notice?.kind === "success" ? 6000 : null}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity={notice?.kind ?? "success"}
          variant="filled"
          onClose={() => setOpen(false)}
          data-testid="fees-message"
          role={notice?.kind === "error" ? "alert" : "status"}
          sx={{ width: "100%" }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
