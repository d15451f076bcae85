"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { activateAppearanceAction, deleteAppearanceAction } from "@/lib/appearance/actions";
import type { AppearanceRow } from "@/lib/appearance/service";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { BuiltinSketch } from "./builtin-sketch";

type Message = { kind: "success" | "error"; text: string };

/** SPEC §2 config/exterior/list: a card per appearance with activate, edit and delete (confirmed). */
export function AppearanceList({ rows, initialMessage }: { rows: AppearanceRow[]; initialMessage?: string }) {
  const t = useTranslations("appearance");
  const router = useRouter();
  const [message, setMessage] = useState<Message | null>(initialMessage ? { kind: "success", text: initialMessage } : null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<AppearanceRow | null>(null);
  const [, startTransition] = useTransition();

  const run = (id: number, call: () => ReturnType<typeof activateAppearanceAction>, success: string) => {
    setBusyId(id);
    setMessage(null);
    startTransition(async () => {
      const r = await call().catch(() => null);
      setBusyId(null);
      if (r && !r.ok && r.status === 401) return handleSessionExpired(r.message);
      setMessage(r?.ok ? { kind: "success", text: success } : { kind: "error", text: r?.message || t("uploadFailed") });
      router.refresh();
    });
  };

  return (
    <Stack spacing={2}>
      {message && (
        <Alert severity={message.kind} onClose={() => setMessage(null)} data-testid="appearance-message" role={message.kind === "error" ? "alert" : "status"}>
          {message.text}
        </Alert>
      )}
      {!rows.length ? (
        <Alert severity="info" data-testid="appearance-empty">
          {t("empty")}
        </Alert>
      ) : (
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" } }}>
          {rows.map((a) => (
            <Card
              key={a.id}
              variant="outlined"
              data-testid={`appearance-card-${a.id}`}
              sx={{ display: "flex", flexDirection: "column", borderColor: a.isActive ? "primary.main" : undefined, borderWidth: a.isActive ? 2 : 1 }}
            >
              {a.thumbnailUrl ? (
                <Box
                  component="img"
                  src={a.thumbnailUrl}
                  alt={t("thumbnailAlt", { name: a.name })}
                  sx={{ height: 140, width: "100%", objectFit: "cover", bgcolor: "grey.100" }}
                />
              ) : (
                <BuiltinSketch kind={a.builtIn === "modern" ? "modern" : "classic"} />
              )}
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid="appearance-name">
                  {a.name}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap", gap: 1 }}>
                  {a.isActive && <Chip size="small" color="primary" label={t("active")} data-testid="badge-active" />}
                  {a.builtIn && <Chip size="small" variant="outlined" label={t("builtIn")} data-testid="badge-builtin" />}
                  {!a.isActive && a.inUse && <Chip size="small" variant="outlined" label={t("inUse")} />}
                </Stack>
              </CardContent>
              <CardActions sx={{ flexWrap: "wrap", gap: 1, px: 2, pb: 2 }}>
                {!a.isActive && (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={busyId !== null}
                    onClick={() => run(a.id, () => activateAppearanceAction({ id: a.id }), t("activated", { name: a.name }))}
                    data-testid={`activate-${a.id}`}
                  >
                    {busyId === a.id ? t("activating") : t("activate")}
                  </Button>
                )}
                <Button size="small" variant="outlined" component={Link} href={`/platform/config/exterior/edit/${a.id}`} data-testid={`edit-${a.id}`}>
                  {t("edit")}
                </Button>
                {!a.builtIn && (
                  <Button size="small" color="warning" disabled={busyId !== null} onClick={() => setConfirm(a)} data-testid={`delete-${a.id}`}>
                    {t("delete")}
                  </Button>
                )}
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={!!confirm}
        title={t("confirmDeleteTitle")}
        text={t("confirmDeleteText", { name: confirm?.name ?? "" })}
        confirm={t("confirmDelete")}
        cancel={t("cancel")}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const a = confirm!;
          setConfirm(null);
          run(a.id, () => deleteAppearanceAction({ id: a.id }), t("deleted"));
        }}
        testId="confirm-delete"
      />
    </Stack>
  );
}
