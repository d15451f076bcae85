import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueMail } from "@/lib/mail/outbox";
import { escapeHtml } from "@/lib/mail/render";
import { MailNotConfigured } from "@/lib/mail/errors";
import { conferenceName } from "@/lib/server/conference-name";

// The mail that carries a manager's reply to the sender, in the language they wrote in, queued in
// the reply's transaction (DESIGN §3). SPEC §3's eleven organiser-editable templates have no
// feedback kind, and adding one would need a new MailTemplateKind value in the database, so this
// is a system mail (templateKind null) worded by the messages catalogue, like order notices.
// A visitor has no other way to read the reply: without mail set up, the reply is refused ("please
// set up mail first"); a signed-in sender still gets the notice and the page, so mail is skipped.

type Tx = Prisma.TransactionClient;

export type ReplyMail = {
  conferenceId: number;
  feedbackId: number;
  to: string;
  name: string;
  title: string;
  body: string;
  locale: string;
  visitor: boolean;
  origin: string | null;
};

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

export async function queueReplyMail(tx: Tx, m: ReplyMail): Promise<boolean> {
  if (!(await canQueueMail(tx, m.conferenceId))) {
    if (m.visitor) throw new MailNotConfigured("manager");
    return false;
  }
  const conf = await tx.conference.findUniqueOrThrow({ where: { id: m.conferenceId }, select: { nameZh: true, nameEn: true, languageType: true } });
  const locale = effectiveLocale(m.locale, conf.languageType);
  const t = await getTranslator(locale);
  const site = conferenceName(conf, locale);
  const link = m.visitor || !m.origin ? "" : `${m.origin}/profile/feedBackDetails?id=${m.feedbackId}`;
  const greeting = t("feedback.mail.greeting", { name: m.name || m.to });
  const intro = t("feedback.mail.intro", { title: m.title, conference: site });
  const outro = m.visitor ? t("feedback.mail.visitorOutro") : t("feedback.mail.outro");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${paragraphs(m.body)}</blockquote>`,
    `<p>${escapeHtml(outro)}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : "",
    `<p>${escapeHtml(site)}</p>`,
  ].join("");
  const text = [greeting, intro, m.body, outro, link, site].filter(Boolean).join("\n\n");
  await enqueueMail(
    tx,
    { conferenceId: m.conferenceId, to: m.to, locale, subject: t("feedback.mail.subject", { title: m.title }), html, text },
    { audience: "manager" },
  );
  return true;
}
