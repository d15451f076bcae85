"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { handleSessionExpired } from "@/lib/client/session-expired";
import { withdrawSubmissionAction } from "@/lib/submission/author/actions";
import type { MySubmissionRow } from "@/lib/submission/author/queries";
import { SubmissionActions } from "./submission-actions";
import { SubmissionHistory } from "./submission-history";
import { SubmissionStatusChip } from "./status-chip";

/**
 * SPEC §2 /profile/submission: the author's submissions with number, title, theme, status and last
 * change; edit, resubmit (with the organisers' reason), withdraw after a confirmation, history.
 * A table on a wide screen, one card per submission on a phone.
 */
export function SubmissionList({ rows }: { rows: MySubmissionRow[] }) {
  const t = useTranslations("submission.list");
  const router = useRouter();
  const [withdrawing, setWithdrawing] = useState<MySubmissionRow | null>(null);
  const [history, setHistory] = useState<MySubmissionRow | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const withdraw = (s: MySubmissionRow) =>
    startTransition(async () => {
      setWithdrawing(null);
      const r = await withdrawSubmissionAction({ id: s.id }).catch(() => null);
      if (r && !r.ok && r.status === 401) return handleSessionExpired(r.message);
      setNotice(r?.ok ? { kind: "success", text: t("withdrawn", { code: s.code }) } : { kind: "error", text: r?.message ?? t("failed") });
      router.refresh();
    });

  const title = (s: MySubmissionRow) => (
    <>
      <Link component={NextLink} href={`/profile/submission/details?id=${s.id}`} underline="hover" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
        {s.title}
      </Link>
      {s.reason && (
        <Typography
          variant="body2"
          color="warning.dark"
          sx={{ mt: 0.5, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid={`submission-reason-${s.id}`}
        >
          {t("reason", { reason: s.reason })}
        </Typography>
      )}
    </>
  );
  const code = (s: MySubmissionRow, where: "row" | "card") => (
    <Typography variant="body2" sx={{ fontFamily: "monospace", fontWeight: 600 }} data-testid={`submission-${where}-code-${s.id}`}>
      {s.code}
    </Typography>
  );
  const actions = (s: MySubmissionRow, inline?: boolean) => (
    <SubmissionActions row={s} inline={inline} disabled={pending} onWithdraw={() => setWithdrawing(s)} onHistory={() => setHistory(s)} />
  );

  return (
    <Stack spacing={2}>
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)} data-testid="submission-notice">
          {notice.text}
        </Alert>
      )}

      {/* wide screens: a table */}
      <Paper variant="outlined" sx={{ display: { xs: "none", lg: "block" }, overflowX: "auto" }}>
        <Table size="small" data-testid="submission-table">
          <TableHead>
            <TableRow sx={{ "& th": { whiteSpace: "nowrap" } }}>
              <TableCell>{t("code")}</TableCell>
              <TableCell>{t("paper")}</TableCell>
              <TableCell>{t("theme")}</TableCell>
              <TableCell>{t("status")}</TableCell>
              <TableCell>{t("lastChange")}</TableCell>
              <TableCell>{t("actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((s) => (
              <TableRow key={s.id} data-testid={`submission-row-${s.id}`} sx={{ verticalAlign: "top" }}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{code(s, "row")}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>{title(s)}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{s.themeName}</TableCell>
                <TableCell>
                  <SubmissionStatusChip status={s.status} testId={`submission-row-status-${s.id}`} />
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{s.updatedAt}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{actions(s)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>

      {/* phones and narrow windows: one card per submission */}
      <Stack spacing={1.5} sx={{ display: { xs: "flex", lg: "none" } }} data-testid="submission-cards">
        {rows.map((s) => (
          <Paper key={s.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`submission-card-${s.id}`}>
            <Box sx={{ display: "flex", gap: 1, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
              {code(s, "card")}
              <SubmissionStatusChip status={s.status} testId={`submission-card-status-${s.id}`} />
            </Box>
            <Box sx={{ mt: 0.5 }}>{title(s)}</Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
              {[s.themeName, t("changedAt", { time: s.updatedAt })].filter(Boolean).join(" · ")}
            </Typography>
            <Box sx={{ mt: 1 }}>{actions(s, true)}</Box>
          </Paper>
        ))}
      </Stack>

      <ConfirmDialog
        open={!!withdrawing}
        title={t("withdrawTitle")}
        text={withdrawing ? t("withdrawText", { code: withdrawing.code, title: withdrawing.title }) : ""}
        confirm={t("withdrawConfirm")}
        cancel={t("withdrawKeep")}
        onConfirm={() => withdrawing && withdraw(withdrawing)}
        onClose={() => setWithdrawing(null)}
        testId="submission-withdraw-dialog"
      />
      <Dialog open={!!history} onClose={() => setHistory(null)} fullWidth maxWidth="sm" data-testid="submission-history-dialog">
        <DialogTitle>{history ? t("historyTitle", { code: history.code }) : ""}</DialogTitle>
        <DialogContent>{history && <SubmissionHistory revisions={history.revisions} history={history.history} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setHistory(null)}>{t("close")}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
