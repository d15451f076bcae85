import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locale";
import { canQueueMail, enqueueMail } from "@/lib/mail/outbox";
import { escapeHtml } from "@/lib/mail/render";

// Order notices that have no organiser-editable template (a voided order): plain paragraphs in the
// recipient's language, queued in the caller's transaction. A conference without mail set up
// still voids the order — the person sees why in their order list — so nothing is queued then.

type Tx = Prisma.TransactionClient;

export async function queueNotice(
  tx: Tx,
  m: { conferenceId: number; to: string; locale: Locale; subject: string; paragraphs: string[]; link?: string },
): Promise<boolean> {
  if (!(await canQueueMail(tx, m.conferenceId))) return false;
  const link = m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : "";
  await enqueueMail(tx, {
    conferenceId: m.conferenceId,
    to: m.to,
    locale: m.locale,
    subject: m.subject,
    html: m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") + link,
    text: [...m.paragraphs, ...(m.link ? [m.link] : [])].join("\n\n"),
  });
  return true;
}
