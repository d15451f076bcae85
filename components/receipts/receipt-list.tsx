"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ReceiptDialog, type ReceiptRow } from "./receipt-dialog";
import { ReceiptStatusChip } from "./receipt-status-chip";

/**
 * One page of receipt requests: a table from the medium breakpoint, cards on a phone; "details"
 * opens the request with its handling (status, express and bill numbers).
 */
export function ReceiptList({ rows }: { rows: ReceiptRow[] }) {
  const t = useTranslations("receipts");
  const [open, setOpen] = useState<ReceiptRow | null>(null);
  const chip = (r: ReceiptRow) => <ReceiptStatusChip status={r.status} label={t(`status.${r.status}`)} testId="receipt-row-status" />;
  const details = (r: ReceiptRow) => (
    <Button size="small" onClick={() => setOpen(r)} data-testid={`receipt-open-${r.id}`} sx={{ whiteSpace: "nowrap" }}>
      {t("manage.details")}
    </Button>
  );
  return (
    <>
      <Box sx={{ display: { xs: "none", md: "block" }, overflowX: "auto" }}>
        <Table size="small" data-testid="receipt-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{t("fields.orderNo")}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{t("manage.colTitle")}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{t("fields.taxpayerNo")}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {t("fields.amount")}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{t("fields.status")}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{t("fields.createdAt")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} data-testid="receipt-row" data-order={r.orderNo}>
                <TableCell sx={{ whiteSpace: "nowrap", fontFamily: "monospace" }}>{r.orderNo}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>
                  {r.titleName}
                  <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
                    {t(`titleType.${r.titleType}`)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{r.taxpayerNo || "—"}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {r.amount}
                </TableCell>
                <TableCell>{chip(r)}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{r.createdAt}</TableCell>
                <TableCell align="right">{details(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={1.5} sx={{ display: { xs: "flex", md: "none" } }} data-testid="receipt-cards">
        {rows.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="receipt-card" data-order={r.orderNo}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center" }}>
              <Typography variant="body2" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
                {r.orderNo}
              </Typography>
              {chip(r)}
            </Stack>
            <Typography sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
              {r.titleName}{" "}
              <Typography component="span" variant="caption" color="text.secondary">
                {t(`titleType.${r.titleType}`)}
              </Typography>
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center", mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {r.amount} · {r.createdAt}
              </Typography>
              {details(r)}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {open && <ReceiptDialog key={open.id} row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
