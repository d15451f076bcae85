"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormTextField } from "@/components/ui/form/form-text-field";
import { useActionForm } from "@/components/ui/form/use-action-form";
import { addManagerAction, removeManagerAction } from "@/lib/registration/manage-actions";
import { ZAddManagerInput } from "@/lib/registration/schemas";

export type ConferenceUserRow = { userId: number; email: string; name: string; roles: string[] };

/** /platform/manage/user "Managers": the conference's users with roles; add by email, remove with confirmation. */
export function ManagersPanel({ users }: { users: ConferenceUserRow[] }) {
  const t = useTranslations("registration.managers");
  const router = useRouter();
  const { form, submit, message: msg, setMessage: setMsg } = useActionForm(ZAddManagerInput, addManagerAction, { email: "" });
  const [confirm, setConfirm] = useState<ConferenceUserRow | null>(null);
  const [removing, setRemoving] = useState(false);

  const onAdd = submit((data) => {
    setMsg({ kind: "success", text: data.created ? t("addedInvited", { email: form.getValues("email") }) : t("added") });
    form.reset({ email: "" });
    router.refresh();
  });

  const onRemove = async () => {
    if (!confirm) return;
    setRemoving(true);
    const r = await removeManagerAction({ userId: confirm.userId });
    setRemoving(false);
    setConfirm(null);
    setMsg(r.ok ? { kind: "success", text: t("removed") } : { kind: "error", text: r.message });
    if (r.ok) router.refresh();
  };

  return (
    <Stack spacing={2} data-testid="managers-panel">
      <Typography variant="h6" component="h2">
        {t("heading")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("intro")}
      </Typography>
      <Stack component="form" direction={{ xs: "column", sm: "row" }} spacing={1} onSubmit={onAdd} noValidate>
        <FormTextField
          name="email"
          control={form.control}
          size="small"
          label={t("email")}
          helperText=" "
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { "data-testid": "manager-email" } }}
        />
        <div>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="manager-add">
            {t("add")}
          </Button>
        </div>
      </Stack>
      {msg && (
        <Alert severity={msg.kind} data-testid="managers-message">
          {msg.text}
        </Alert>
      )}
      <Box sx={{ overflowX: "auto", width: "100%" }}>
        <Table size="small" data-testid="managers-table">
          <TableHead>
            <TableRow>
              <TableCell>{t("name")}</TableCell>
              <TableCell>{t("email")}</TableCell>
              <TableCell>{t("role")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((u) => (
              <TableRow key={u.userId} data-testid="manager-row" data-email={u.email}>
                <TableCell>{u.name}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere", minWidth: 120 }}>{u.email}</TableCell>
                <TableCell>
                  <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                    {u.roles.map((r) => (
                      <Chip key={r} size="small" label={t(`role_${r}` as never)} />
                    ))}
                  </Box>
                </TableCell>
                <TableCell>
                  {u.roles.includes("MANAGER") && !u.roles.includes("CREATOR") && (
                    <Button size="small" color="error" onClick={() => setConfirm(u)} data-testid="manager-remove">
                      {t("remove")}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Dialog open={!!confirm} onClose={() => setConfirm(null)} data-testid="manager-confirm">
        <DialogTitle>{t("confirmTitle")}</DialogTitle>
        <DialogContent>{t("confirmText", { email: confirm?.email ?? "" })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t("cancel")}</Button>
          <Button color="error" variant="contained" loading={removing} onClick={onRemove} data-testid="manager-confirm-remove">
            {t("confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
