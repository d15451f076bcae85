import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { FeedbackLink } from "@/components/feedback/feedback-link";
import { getTranslations } from "next-intl/server";
import { FeedbackStatusChip } from "@/components/feedback/status-chip";
import { DenseTable, HeadCell, Sub } from "@/components/ui/dense-table";
import type { FeedbackStatus } from "@/lib/feedback/schemas";

/** One feedback as the manager's list shows it, every value already formatted for the reader. */
export type FeedbackView = {
  id: number;
  title: string;
  type: string;
  recipient: string;
  status: FeedbackStatus;
  sender: string;
  contact: string;
  phone: string;
  kind: string;
  messages: string;
  createdAt: string;
  lastActivityAt: string;
  /** The list's address with this feedback opened in the drawer. */
  href: string;
};

/** The list from 1200 px: title with type and recipient, sender with contact, state with the thread's size, times. */
export async function FeedbackTable({ rows }: { rows: FeedbackView[] }) {
  const t = await getTranslations("feedback.columns");
  return (
    <DenseTable testId="feedback-table">
      <TableHead>
        <TableRow>
          <HeadCell main={t("title")} sub={`${t("type")} / ${t("recipient")}`} />
          <HeadCell main={t("sender")} sub={`${t("email")} / ${t("phone")}`} />
          <HeadCell main={t("status")} sub={t("messages")} />
          <HeadCell main={t("createdAt")} sub={t("lastActivity")} />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} hover data-testid="feedback-row" data-id={r.id} data-status={r.status}>
            <TableCell sx={{ overflowWrap: "anywhere", maxWidth: 360 }}>
              <FeedbackLink href={r.href} data-testid="feedback-open">
                {r.title}
              </FeedbackLink>
              <Sub>{[r.type, r.recipient].filter(Boolean).join(" · ")}</Sub>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              {r.sender}
              <Sub>{r.contact}</Sub>
              <Sub>{[r.phone, r.kind].join(" · ")}</Sub>
            </TableCell>
            <TableCell>
              <FeedbackStatusChip status={r.status} />
              <Sub>{r.messages}</Sub>
            </TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              {r.createdAt}
              <Sub>{r.lastActivityAt}</Sub>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </DenseTable>
  );
}
