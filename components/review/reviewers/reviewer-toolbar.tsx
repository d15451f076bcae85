"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { AddDialog, type Added } from "./add-dialog";
import { ImportDialog } from "./import-dialog";
import type { ThemeChoice } from "./theme-select";

/** Add and Import above the list; after either the list reloads and says what happened. */
export function ReviewerToolbar({ themes }: { themes: ThemeChoice[] }) {
  const t = useTranslations("reviewerAdmin");
  const router = useRouter();
  const [open, setOpen] = useState<"add" | "import" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (text: string) => {
    setOpen(null);
    setDone(text);
    router.refresh();
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: "stretch", sm: "flex-end" } }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: { sm: "flex-end" } }}>
        <Button variant="contained" onClick={() => (setDone(null), setOpen("add"))} data-testid="reviewer-add">
          {t("add")}
        </Button>
        <Button variant="outlined" onClick={() => (setDone(null), setOpen("import"))} data-testid="reviewer-import">
          {t("importButton")}
        </Button>
      </Stack>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} data-testid="reviewer-message">
          {done}
        </Alert>
      )}
      {open === "add" && <AddDialog themes={themes} onClose={() => setOpen(null)} onDone={(r: Added) => finish(t(r.activated ? "addedAccount" : "invited"))} />}
      {open === "import" && <ImportDialog onClose={() => setOpen(null)} onDone={(n) => finish(t("imported", { count: n }))} />}
    </Stack>
  );
}
