import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { allowedLocales, effectiveLocale, type Locale } from "@/lib/i18n/locale";
import { getTranslator, type Translate } from "@/lib/i18n/translate";
import { canQueueMail, enqueueMail } from "@/lib/mail/outbox";
import { escapeHtml } from "@/lib/mail/render";
import { conferenceName } from "@/lib/server/conference-name";

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
type CreatorMail = { email: string; locale: Locale; languageType: number; names: Names; origin: string };
type Part = { subject: string; lines: string[]; link?: string; after?: string[] };

/**
 * The languages a creator's mail is written in: the conference's language setting decides (SPEC
 * §1), so a Chinese-only or English-only conference writes in its one language and a bilingual one
 * in both, the creator's own first.
 */
export function creatorMailLocales(languageType: number, preferred: Locale): Locale[] {
  const allowed = allowedLocales(languageType);
  return allowed.includes(preferred) ? [preferred, ...allowed.filter((l) => l !== preferred)] : allowed;
}

/** One mail with a section per language (subjects joined with " / "), each a complete text of its own. */
async function multilingual(locales: Locale[], part: (t: Translate, locale: Locale) => Part): Promise<{ subject: string; html: string; text: string }> {
  const parts = await Promise.all(locales.map(async (l) => part(await getTranslator(l), l)));
  return {
    subject: parts.map((p) => p.subject).join(" / "),
    html: parts.map((p) => html(p.lines, p.link) + (p.after ? html(p.after) : "")).join("<hr>"),
    text: parts.map((p) => [...p.lines, ...(p.link ? [p.link] : []), ...(p.after ?? [])].join("\n\n")).join("\n\n———\n\n"),
  };
}

/**
 * A new account was created as the conference's creator: how to set a password and sign in. The
 * link opens /resetPassword on the new host; the code it sends proves the mailbox.
 */
export async function queueCreatorInvitation(tx: Tx, p: CreatorMail): Promise<void> {
  const link = setPasswordLink(p.origin, p.email);
  const mail = await multilingual(creatorMailLocales(p.languageType, p.locale), (t, locale) => {
    const values = { conference: conferenceName(p.names, locale), email: p.email, site: p.origin };
    return {
      subject: t("admin.mail.inviteSubject", values),
      lines: [t("admin.mail.inviteGreeting", values), t("admin.mail.inviteBody", values), t("admin.mail.inviteSteps", values)],
      link,
      after: [t("admin.mail.inviteSignIn", { login: `${p.origin}/conferencelogin` })],
    };
  });
  // Without platform mail the new account could never get in: enqueueMail refuses, and the creation with it.
  await enqueueMail(tx, { conferenceId: null, to: p.email, locale: p.locale, ...mail }, { audience: "manager" });
}

/**
 * An account without a password was made platform administrator (the operator's command line): how
 * to set a password on one of the platform's sites and where the administration is. Written in both
 * languages, the account's own first, since no conference decides the language here.
 */
export async function queueAdminInvitation(tx: Tx, p: { email: string; locale: Locale; origin: string }): Promise<void> {
  const mail = await multilingual(creatorMailLocales(3, p.locale), (t) => {
    const values = { email: p.email, site: p.origin };
    return {
      subject: t("admin.mail.adminSubject"),
      lines: [t("admin.mail.inviteGreeting"), t("admin.mail.adminBody", values), t("admin.mail.inviteSteps")],
      link: setPasswordLink(p.origin, p.email),
      after: [t("admin.mail.adminSignIn", { login: `${p.origin}/conferencelogin`, admin: `${p.origin}/admin` })],
    };
  });
  // Without platform mail the account could not set a password: enqueueMail refuses, and the change with it.
  await enqueueMail(tx, { conferenceId: null, to: p.email, locale: p.locale, ...mail }, { audience: "manager" });
}

/** An existing account was made the creator: where to manage the new conference. */
export async function queueCreatorNotice(tx: Tx, p: CreatorMail): Promise<void> {
  if (!(await canQueueMail(tx, null))) return; // a notice only: the account can sign in anyway
  const link = `${p.origin}/platform`;
  const mail = await multilingual(creatorMailLocales(p.languageType, p.locale), (t, locale) => {
    const values = { conference: conferenceName(p.names, locale), email: p.email };
    return { subject: t("admin.mail.noticeSubject", values), lines: [t("admin.mail.noticeBody", values)], link };
  });
  await enqueueMail(tx, { conferenceId: null, to: p.email, locale: p.locale, ...mail });
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

/**
 * A manager asked to publish (SPEC §4 "waiting for platform administrator review"): every platform
 * administrator hears of it, in their own language, with the link to the queue on the conference's
 * host (where the preview is). Skipped without platform mail: the queue and its count still show it.
 */
export async function queuePublishRequestMail(tx: Tx, conferenceId: number, origin: string): Promise<void> {
  if (!(await canQueueMail(tx, null))) return;
  const [c, admins] = await Promise.all([
    tx.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { nameZh: true, nameEn: true } }),
    tx.platformAdmin.findMany({ select: { user: { select: { email: true, locale: true } } }, orderBy: { id: "asc" } }),
  ]);
  const link = `${origin}/admin/requests`;
  for (const { user } of admins) {
    const locale = effectiveLocale(user.locale, 3);
    const t = await getTranslator(locale);
    const values = { conference: conferenceName(c, locale) };
    const lines = [t("admin.mail.requestBody", values)];
    await enqueueMail(tx, {
      conferenceId: null,
      to: user.email,
      locale,
      subject: t("admin.mail.requestSubject", values),
      html: html(lines, link),
      text: [...lines, link].join("\n\n"),
    });
  }
}
