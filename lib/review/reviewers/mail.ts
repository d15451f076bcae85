import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { effectiveLocale, type Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { canQueueMail, enqueueMail, enqueueTemplateMail } from "@/lib/mail/outbox";
import { renderTemplate } from "@/lib/mail/render";
import { conferenceName } from "@/lib/server/conference-name";
import { personName } from "@/lib/people/name";
import { activationLink } from "./invitation";
import { oneByOne } from "@/lib/server/one-by-one";

// The two mails of adding a reviewer, queued in the caller's transaction (outbox): the
// §3 "reviewer invitation" template with the activation link for a new person, and a plain
// translated "you have been added" notice for someone who already has an account — the eleven
// templates have none for that, so it is not editable by the organisers.

type Tx = Prisma.TransactionClient;
export type MailContext = { origin: string; locale: Locale };
type Person = { email: string; firstName: string; lastName: string };

/** A recipient's language: their account's when they have one, else the manager's — as the conference allows. */
export async function mailLocale(tx: Tx, conferenceId: number, email: string, fallback: Locale): Promise<Locale> {
  const [conf, user] = await oneByOne(
    () => tx.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { languageType: true } }),
    () => tx.user.findUnique({ where: { email }, select: { locale: true } }),
  );
  return effectiveLocale(user?.locale ?? fallback, conf.languageType);
}

/** The invitation with its single-use link; refuses (MailNotConfigured) when mail is not set up, so no unusable invitation is stored. */
export async function queueInvitation(tx: Tx, conferenceId: number, p: Person, key: string, ctx: MailContext): Promise<void> {
  const locale = await mailLocale(tx, conferenceId, p.email, ctx.locale);
  await enqueueTemplateMail(
    tx,
    {
      conferenceId,
      kind: "REVIEWER_INVITATION",
      to: p.email,
      locale,
      values: { name: personName(p.firstName, p.lastName) || p.email, email: p.email, link: activationLink(ctx.origin, key) },
    },
    { audience: "manager" },
  );
}

/** "You have been added as a reviewer" — skipped when mail is not set up: the role stands without it. */
export async function queueAddedNotice(tx: Tx, conferenceId: number, p: Person, ctx: MailContext): Promise<boolean> {
  if (!(await canQueueMail(tx, conferenceId))) return false;
  const locale = await mailLocale(tx, conferenceId, p.email, ctx.locale);
  const [t, conf] = await oneByOne(
    () => getTranslator(locale),
    () => tx.conference.findUniqueOrThrow({ where: { id: conferenceId }, select: { nameZh: true, nameEn: true } }),
  );
  // The catalogue's sentences carry the placeholders; renderTemplate fills them in, escaped.
  const slots = { name: "{name}", conferenceName: "{conferenceName}", link: "{link}" };
  const template = {
    subject: t("reviewerAdmin.mail.addedSubject", slots),
    body: `<p>${t("reviewerAdmin.mail.addedGreeting", slots)}</p><p>${t("reviewerAdmin.mail.addedText", slots)}</p><p><a href="{link}">{link}</a></p><p>${t("reviewerAdmin.mail.signature", slots)}</p>`,
  };
  const rendered = renderTemplate(template, Object.keys(slots), {
    name: personName(p.firstName, p.lastName) || p.email,
    conferenceName: conferenceName(conf, locale),
    link: `${ctx.origin}/platform/submissionManage/index`,
  });
  await enqueueMail(tx, { conferenceId, to: p.email, locale, ...rendered }, { audience: "manager" });
  return true;
}
