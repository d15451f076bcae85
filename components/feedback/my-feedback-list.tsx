import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { FeedbackLink } from "@/components/feedback/feedback-link";
import { getTranslations } from "next-intl/server";
import { DenseTable, HeadCell } from "@/components/ui/dense-table";
import { Pager } from "@/components/ui/pager";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { FeedbackRow } from "@/lib/feedback/queries";
import { FeedbackStatusChip } from "./status-chip";

const detailsHref = (id: number) => `/profile/feedBackDetails?id=${id}`;

/** The person's earlier feedback on /profile/feedback: a table at 1200 px and up, cards below; each leads to its details. */
export async function MyFeedbackList({
  rows,
  total,
  page,
  size,
  timeZone,
}: {
  rows: FeedbackRow[];
  total: number;
  page: number;
  size: number;
  timeZone: string;
}) {
  const t = await getTranslations("feedback");
  const when = (d: Date) => formatInstantIn(d, timeZone);
  return (
    <Stack spacing={1.5} data-testid="feedback-mine">
      <Typography variant="h6" component="h2">
        {t("mine.title")}
      </Typography>
      {rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: "center" }} data-testid="feedback-mine-empty">
          <Typography variant="body2" color="text.secondary">
            {t("mine.empty")}
          </Typography>
        </Paper>
      ) : (
        <>
          <DenseTable testId="feedback-mine-table">
            <TableHead>
              <TableRow>
                <HeadCell main={t("columns.title")} />
                <HeadCell main={t("columns.type")} />
                <HeadCell main={t("columns.status")} />
                <HeadCell main={t("columns.messages")} />
                <HeadCell main={t("columns.lastActivity")} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} hover data-testid="feedback-mine-row" data-id={r.id}>
                  <TableCell sx={{ overflowWrap: "anywhere" }}>
                    <FeedbackLink href={detailsHref(r.id)} data-testid="feedback-mine-link">
                      {r.title}
                    </FeedbackLink>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{t(`types.${r.type}`)}</TableCell>
                  <TableCell>
                    <FeedbackStatusChip status={r.status} />
                  </TableCell>
                  <TableCell>{r.messages}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{when(r.lastActivityAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </DenseTable>
          <Box sx={{ display: { xs: "grid", lg: "none" }, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 1.5 }} data-testid="feedback-mine-cards">
            {rows.map((r) => (
              <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="feedback-mine-card" data-id={r.id}>
                <Stack spacing={0.75}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
                    <FeedbackLink href={detailsHref(r.id)} sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                      {r.title}
                    </FeedbackLink>
                    <FeedbackStatusChip status={r.status} testId="feedback-card-status" />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t(`types.${r.type}`)} · {t("mine.messages", { count: r.messages })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t("mine.lastActivity", { when: when(r.lastActivityAt) })}
                  </Typography>
                </Stack>
              </Paper>
            ))}
          </Box>
        </>
      )}
      <Pager page={page} total={total} size={size} testId="feedback-mine-pager" />
    </Stack>
  );
}
