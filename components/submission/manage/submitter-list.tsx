import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { TSubmissionStatus } from "@/lib/submission/status";
import { SubmissionStatusChip } from "./status-chip";

export type SubmitterView = {
  userId: number;
  name: string;
  email: string;
  total: number;
  counts: { status: TSubmissionStatus; label: string; count: number }[];
  last: string;
};

export const submitterHref = (userId: number) => `/platform/submissionManage/contribute/detail?userId=${userId}`;

/** The search box of submissionManage/user: a GET form, so the address keeps it. */
export async function SubmitterSearch({ q }: { q: string }) {
  const t = await getTranslations("submissionAdmin.submitters");
  return (
    <Box component="form" method="get" role="search" sx={{ display: "flex", gap: 1.5, flexWrap: "wrap" }}>
      <TextField
        name="q"
        size="small"
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        defaultValue={q}
        sx={{ flex: "1 1 240px", maxWidth: { sm: 360 } }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100, "data-testid": "submitter-search" } }}
      />
      <Button type="submit" variant="contained" data-testid="submitter-search-submit">
        {t("filter")}
      </Button>
    </Box>
  );
}

function Counts({ counts }: { counts: SubmitterView["counts"] }) {
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
      {counts.map((c) => (
        <SubmissionStatusChip key={c.status} status={c.status} label={`${c.label} ${c.count}`} />
      ))}
    </Box>
  );
}

/** Submitters as a table from 900 px, as cards below. */
export async function SubmitterList({ rows }: { rows: SubmitterView[] }) {
  const t = await getTranslations("submissionAdmin.submitters");
  return (
    <>
      <Box sx={{ display: { xs: "none", md: "block" } }}>
        <Table size="small" data-testid="submitter-table" sx={{ "& .MuiTableCell-root": { verticalAlign: "top" } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t("name")}</TableCell>
              <TableCell>{t("email")}</TableCell>
              <TableCell align="right">{t("total")}</TableCell>
              <TableCell>{t("byStatus")}</TableCell>
              <TableCell>{t("last")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.userId} hover data-testid="submitter-row" data-email={r.email}>
                <TableCell sx={{ overflowWrap: "anywhere" }}>
                  <Link href={submitterHref(r.userId)} data-testid="submitter-link">
                    {r.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{r.email}</TableCell>
                <TableCell align="right" data-testid="submitter-total">
                  {r.total}
                </TableCell>
                <TableCell>
                  <Counts counts={r.counts} />
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{r.last}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Stack spacing={1.5} sx={{ display: { xs: "flex", md: "none" } }} data-testid="submitter-cards">
        {rows.map((r) => (
          <Paper key={r.userId} variant="outlined" sx={{ p: 1.5 }} data-testid="submitter-card" data-email={r.email}>
            <Stack spacing={0.5}>
              <Link href={submitterHref(r.userId)} sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                {r.name}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {r.email}
              </Typography>
              <Typography variant="body2">
                {t("total")}: {r.total} · {t("last")}: {r.last}
              </Typography>
              <Counts counts={r.counts} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
