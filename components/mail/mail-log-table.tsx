"use client";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useFormatter, useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState, useTransition } from "react";
import { retryMailAction } from "@/lib/mail/actions";
import type { MailLogPage, MailLogRow } from "@/lib/mail/log-service";
import { MAIL_STATUSES } from "@/lib/mail/schemas";
import { MailHtmlFrame } from "./mail-html-frame";

const COLOR = { QUEUED: "default", SENDING: "info", SENT: "success", RETRYING: "warning", FAILED: "error", CAPTURED: "secondary" } as const;

/** Mail log: status filter and paging in the URL, one row per outbox message. */
export function MailLogTable({ log, status }: { log: MailLogPage; status: string | null }) {
  const t = useTranslations("mail");
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [viewing, setViewing] = useState<MailLogRow | null>(null);
  const [notice, setNotice] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(changes))
      if (v === null) next.delete(k);
      else next.set(k, v);
    startTransition(() => router.push(`${pathname}?${next.toString()}`));
  };
  const time = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "medium" });
  const errorText = (e: string | null) => (e && /^mail\.[a-zA-Z]+$/.test(e) && t.has(e.slice(5) as "notConfigured") ? t(e.slice(5) as "notConfigured") : e);
  const kindLabel = (r: MailLogRow) => (r.templateKind ? t(`kind.${r.templateKind}`) : r.platform ? t("platformMail") : t("noTemplate"));

  const retry = (id: number) =>
    startTransition(async () => {
      const r = await retryMailAction({ id });
      setNotice(r.ok ? { kind: "success", text: t("retried") } : { kind: "error", text: r.message });
      router.refresh();
    });

  const statusChip = (r: MailLogRow) => <Chip size="small" color={COLOR[r.status]} label={t(`status.${r.status}`)} data-testid={`mail-status-${r.id}`} />;
  const detail = (r: MailLogRow) => (
    <>
      {r.sentAt && (
        <Typography variant="caption" sx={{ display: "block" }}>
          {t("sentAt", { time: time(r.sentAt) })}
        </Typography>
      )}
      {r.nextAttemptAt && (
        <Typography variant="caption" sx={{ display: "block" }}>
          {t("nextAttempt", { time: time(r.nextAttemptAt) })}
        </Typography>
      )}
      {r.lastError && (
        <Typography variant="caption" color="error" sx={{ display: "block", overflowWrap: "anywhere" }} data-testid={`mail-error-${r.id}`}>
          {errorText(r.lastError)}
        </Typography>
      )}
    </>
  );
  const actions = (r: MailLogRow) => (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => setViewing(r)} data-testid={`mail-view-${r.id}`}>
        {t("view")}
      </Button>
      {r.status === "FAILED" && (
        <Button size="small" color="warning" disabled={pending} onClick={() => retry(r.id)} data-testid={`mail-retry-${r.id}`}>
          {t("retry")}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t("filterStatus")}
        value={status ?? "ALL"}
        onChange={(e) => go({ status: e.target.value === "ALL" ? null : e.target.value, page: null })}
        sx={{ maxWidth: 220 }}
        slotProps={{ htmlInput: { "data-testid": "mail-status-filter" } }}
      >
        {["ALL", ...MAIL_STATUSES].map((s) => (
          <MenuItem key={s} value={s}>
            {t(`status.${s}` as "status.ALL")}
          </MenuItem>
        ))}
      </TextField>
      {notice && (
        <Alert severity={notice.kind} onClose={() => setNotice(null)} data-testid="mail-log-notice">
          {notice.text}
        </Alert>
      )}
      {log.rows.length === 0 ? (
        <Alert severity="info" data-testid="mail-log-empty">
          {t("empty")}
        </Alert>
      ) : (
        <>
          {/* desktop: a table */}
          <Paper variant="outlined" sx={{ display: { xs: "none", md: "block" }, overflowX: "auto" }}>
            <Table size="small" data-testid="mail-log-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t("time")}</TableCell>
                  <TableCell>{t("recipient")}</TableCell>
                  <TableCell>{t("template")}</TableCell>
                  <TableCell>{t("subjectColumn")}</TableCell>
                  <TableCell>{t("filterStatus")}</TableCell>
                  <TableCell align="right">{t("attempts")}</TableCell>
                  <TableCell>{t("actions")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.rows.map((r) => (
                  <TableRow key={r.id} data-testid={`mail-row-${r.id}`}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{time(r.createdAt)}</TableCell>
                    <TableCell sx={{ minWidth: 160, overflowWrap: "anywhere" }}>{r.to}</TableCell>
                    <TableCell sx={{ minWidth: 96 }}>{kindLabel(r)}</TableCell>
                    <TableCell sx={{ maxWidth: 280, overflowWrap: "anywhere" }}>{r.subject}</TableCell>
                    <TableCell>
                      {statusChip(r)}
                      {detail(r)}
                    </TableCell>
                    <TableCell align="right" data-testid={`mail-attempts-${r.id}`}>
                      {r.attempts}
                    </TableCell>
                    <TableCell>{actions(r)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          {/* phones: one card per message */}
          <Stack spacing={1.5} sx={{ display: { xs: "flex", md: "none" } }} data-testid="mail-log-cards">
            {log.rows.map((r) => (
              <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`mail-card-${r.id}`}>
                <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, alignItems: "center" }}>
                  {statusChip(r)}
                  <Typography variant="caption" color="text.secondary">
                    {time(r.createdAt)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 500, overflowWrap: "anywhere" }}>
                  {r.subject}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {r.to} · {kindLabel(r)}
                </Typography>
                <Typography variant="caption" sx={{ display: "block" }}>
                  {t("attempts")}: {r.attempts}
                </Typography>
                {detail(r)}
                <Box sx={{ mt: 1 }}>{actions(r)}</Box>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <TablePagination
        component="div"
        count={log.total}
        page={log.page - 1}
        rowsPerPage={log.size}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_e, p) => go({ page: String(p + 1) })}
        onRowsPerPageChange={(e) => go({ size: e.target.value, page: null })}
        labelRowsPerPage={t("rowsPerPage")}
        labelDisplayedRows={({ from, to, count }) => t("pageOf", { from, to, count })}
        sx={{ "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end", px: 0 } }}
      />
      <Dialog open={!!viewing} onClose={() => setViewing(null)} fullWidth maxWidth="md" data-testid="mail-message-dialog">
        <DialogTitle sx={{ overflowWrap: "anywhere" }}>{viewing?.subject}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {viewing && t("messageTo", { to: viewing.to })}
          </Typography>
          {viewing && <MailHtmlFrame html={viewing.html} title={t("messageTitle")} testId="mail-message-body" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setViewing(null)}>{t("close")}</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
