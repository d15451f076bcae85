import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale, type Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueMail } from "@/lib/mail/outbox";
import { escapeHtml } from "@/lib/mail/render";
import { conferenceName } from "@/lib/site/conference-name";

// Mail of the administrator area. It is platform mail (conferenceId null: sent through SMTP_URL,
// never in a conference's mail log), written in the transaction of the change that causes it.

type Tx = Prisma.TransactionClient;

/** Paragraphs of text, with the link (if any) as its own clickable paragraph. */
function html(paragraphs: string[], link?: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  return link ? `${body}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : body;
}

/** The set-password page of the new conference for this person (the reset-password flow, email filled in). */
export function setPasswordLink(origin: string, email: string): string {
  return `${origin}/resetPassword?email=${encodeURIComponent(email)}`;
}

type Names = { nameZh: string; nameEn: string };

/**
 * A new account was created as the conference's creator: how to set a password and sign in. The
 * link opens /resetPassword on the new host; the code it sends proves the mailbox.
 */
export async function queueCreatorInvitation(tx: Tx, p: { email: string; locale: Locale; names: Names; origin: string }): Promise<void> {
  const t = await getTranslator(p.locale);
  const link = setPasswordLink(p.origin, p.email);
  const values = { conference: conferenceName(p.names, p.locale), email: p.email, site: p.origin };
  const lines = [t("admin.mail.inviteGreeting", values), t("admin.mail.inviteBody", values), t("admin.mail.inviteSteps", values)];
  const signIn = t("admin.mail.inviteSignIn", { login: `${p.origin}/conferencelogin` });
  // Without platform mail the new account could never get in: enqueueMail refuses, and the creation with it.
  await enqueueMail(
    tx,
    {
      conferenceId: null,
      to: p.email,
      locale: p.locale,
      subject: t("admin.mail.inviteSubject", values),
      html: html(lines, link) + html([signIn]),
      text: [...lines, link, signIn].join("\n\n"),
    },
    { audience: "manager" },
  );
}

/** An existing account was made the creator: where to manage the new conference. */
export async function queueCreatorNotice(tx: Tx, p: { email: string; locale: Locale; names: Names; origin: string }): Promise<void> {
  if (!(await canQueueMail(tx, null))) return; // a notice only: the account can sign in anyway
  const t = await getTranslator(p.locale);
  const link = `${p.origin}/platform`;
  const values = { conference: conferenceName(p.names, p.locale), email: p.email };
  const lines = [t("admin.mail.noticeBody", values)];
  await enqueueMail(tx, {
    conferenceId: null,
    to: p.email,
    locale: p.locale,
    subject: t("admin.mail.noticeSubject", values),
    html: html(lines, link),
    text: [...lines, link].join("\n\n"),
  });
}

/** SPEC §4 "conference successfully published" / the refusal with its reason, to every creator in their language. */
export async function queueDecisionMail(tx: Tx, conferenceId: number, decision: "approved" | "rejected", reason: string, origin: string): Promise<void> {
  if (!(await canQueueMail(tx, null))) return; // the decision stands without mail; the history keeps the reason
  const c = await tx.conference.findUniqueOrThrow({
    where: { id: conferenceId },
    select: {
      nameZh: true,
      nameEn: true,
      languageType: true,
      users: { where: { role: "CREATOR" }, select: { user: { select: { email: true, locale: true } } } },
    },
  });
  for (const { user } of c.users) {
    const locale = effectiveLocale(user.locale, c.languageType);
    const t = await getTranslator(locale);
    const values = { conference: conferenceName(c, locale), reason };
    const lines =
      decision === "approved" ? [t("admin.mail.approvedBody", values)] : [t("admin.mail.rejectedBody", values), t("admin.mail.rejectedReason", values)];
    const link = decision === "approved" ? origin : `${origin}/platform`;
    await enqueueMail(tx, {
      conferenceId: null,
      to: user.email,
      locale,
      subject: t(decision === "approved" ? "admin.mail.approvedSubject" : "admin.mail.rejectedSubject", values),
      html: html(lines, link),
      text: [...lines, link].join("\n\n"),
    });
  }
}
