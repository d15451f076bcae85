"use client";
import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { useState } from "react";

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const t = useTranslations("orders.pay");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed"); // no clipboard (http, permissions): the text is on screen to select
    }
    setTimeout(() => setState("idle"), 2000);
  };
  return (
    <Button size="small" variant="outlined" onClick={copy} data-testid={testId} aria-live="polite">
      {state === "copied" ? t("copied") : state === "failed" ? t("copyFailed") : t("copy")}
    </Button>
  );
}
