import type { MailTemplateKind } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locale";
import { conferenceName } from "@/lib/server/conference-name";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { mailCaptureEnabled } from "./env";
import { MailNotConfigured } from "./errors";
import { MAIL_PLACEHOLDERS, type MailKind, type MailPlaceholder } from "./placeholders";
import { htmlToText, renderTemplate } from "./render";
import { hasTransport, type MailClient } from "./transport";
import { oneByOne } from "@/lib/server/one-by-one";
import { Prisma } from "@/lib/generated/prisma/client";
import { singleFlight } from "@/lib/server/single-flight";

// The outbox (DESIGN §3): a mail is a row written in the caller's transaction, so it exists exactly
// when the change that caused it commits. The worker (lib/mail/worker.ts) delivers it. NOTIFY is
// transactional too: the worker is woken on commit and never for a rolled-back row.

export const MAIL_NOTIFY_CHANNEL = "symposia_mail";

export type OutboxMail = {
  conferenceId: number | null; // null = platform mail (sent through SMTP_URL)
  to: string;
  locale: Locale;
  subject: string;
  html: string;
  text?: string;
  templateKind?: MailTemplateKind;
};

/**
 * Delivery order: the worker claims due rows by priority, then due time. A
 * verification code or password reset (valid ten minutes) must not wait behind a rush of
 * confirmations; bulk mail (announcements to everyone) goes after both.
 */
export const MAIL_PRIORITY = { urgent: 0, normal: 5, bulk: 9 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITY;

export type EnqueueOptions = {
  /** Who triggered the mail, for the "mail is not set up" message (SPEC §8). */
  audience?: "manager" | "participant";
  /** Default "normal". */
  priority?: MailPriority;
};

async function assertCanSend(tx: MailClient, conferenceId: number | null, opts: EnqueueOptions): Promise<void> {
  // The demo records every mail even without SMTP, so it can be read in /platform/mail-log.
  if (!(await canQueueMail(tx, conferenceId))) throw new MailNotConfigured(opts.audience ?? "participant");
}

/**
 * Whether a mail for this conference (null: platform mail) would be accepted now: for notices whose
 * cause stands without them (a voided order, a payment, a decision) and are skipped rather than
 * failing the change when mail is not set up.
 */
export async function canQueueMail(tx: MailClient, conferenceId: number | null): Promise<boolean> {
  return mailCaptureEnabled() || (await hasTransport(tx, conferenceId));
}

/** Writes one mail to the outbox inside the caller's transaction (a Prisma interactive tx client). */
export async function enqueueMail(tx: MailClient, mail: OutboxMail, opts: EnqueueOptions = {}): Promise<{ id: number }> {
  await assertCanSend(tx, mail.conferenceId, opts);
  const row = await tx.mailOutbox.create({
    data: {
      conferenceId: mail.conferenceId,
      to: mail.to,
      locale: mail.locale,
      templateKind: mail.templateKind ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text ?? htmlToText(mail.html),
      nextAttemptAt: new Date(),
      priority: MAIL_PRIORITY[opts.priority ?? "normal"],
    },
    select: { id: true },
  });
  await tx.$executeRaw`SELECT pg_notify(${MAIL_NOTIFY_CHANNEL}, ${String(row.id)})`;
  return row;
}

export type TemplateMail<K extends MailKind> = {
  conferenceId: number;
  kind: K;
  to: string;
  locale: Locale;
  /** Every placeholder of the kind; conferenceName defaults to the conference's name. */
  values: Omit<Record<MailPlaceholder<K>, string | number>, "conferenceName"> & { conferenceName?: string };
};

/** Renders the conference's template of `kind` in the recipient's language and enqueues it. */
export async function enqueueTemplateMail<K extends MailKind>(tx: MailClient, mail: TemplateMail<K>, opts: EnqueueOptions = {}): Promise<{ id: number }> {
  const [conference, stored] = await oneByOne(
    () => tx.conference.findUniqueOrThrow({ where: { id: mail.conferenceId }, select: { nameZh: true, nameEn: true } }),
    () => tx.mailTemplate.findUnique({ where: { conferenceId_kind: { conferenceId: mail.conferenceId, kind: mail.kind } } }),
  );
  return enqueueMail(tx, renderTemplateMail(mail, conference, stored), opts);
}

type StoredTemplate = { subjectZh: string; bodyZh: string; subjectEn: string; bodyEn: string } | null;

function renderTemplateMail<K extends MailKind>(mail: TemplateMail<K>, conference: { nameZh: string; nameEn: string }, stored: StoredTemplate): OutboxMail {
  const t = stored ?? DEFAULT_TEMPLATES[mail.kind];
  const zh = { subject: t.subjectZh, body: t.bodyZh };
  const en = { subject: t.subjectEn, body: t.bodyEn };
  const [first, second] = mail.locale === "en" ? [en, zh] : [zh, en];
  const template = first.subject.trim() && first.body.trim() ? first : second; // a language left empty falls back
  const values = { conferenceName: conferenceName(conference, mail.locale), ...mail.values };
  const rendered = renderTemplate(template, MAIL_PLACEHOLDERS[mail.kind], values);
  return { conferenceId: mail.conferenceId, to: mail.to, locale: mail.locale, templateKind: mail.kind, ...rendered };
}

/** A mail rendered before its transaction, to be written by the caller's own statement (outboxInsert). */
export type PreparedMail = { mail: OutboxMail; priority: number };

// What a template mail needs besides its values, read once for all the saves of a rush that ask at
// the same moment (lib/server/single-flight.ts).
const templateReads = singleFlight<{ conference: { nameZh: string; nameEn: string }; stored: StoredTemplate; canSend: boolean }>();

/**
 * The template mail rendered outside any transaction, so that a hot write (a registration rush)
 * holds its locks for one statement only; throws MailNotConfigured as enqueueMail would. A
 * template edited meanwhile is the same race as an edit just after the commit.
 */
export async function prepareTemplateMail<K extends MailKind>(client: MailClient, mail: TemplateMail<K>, opts: EnqueueOptions = {}): Promise<PreparedMail> {
  const { conference, stored, canSend } = await templateReads(`${mail.conferenceId}:${mail.kind}`, async () => {
    const [conference, stored, canSend] = await Promise.all([
      client.conference.findUniqueOrThrow({ where: { id: mail.conferenceId }, select: { nameZh: true, nameEn: true } }),
      client.mailTemplate.findUnique({ where: { conferenceId_kind: { conferenceId: mail.conferenceId, kind: mail.kind } } }),
      canQueueMail(client, mail.conferenceId),
    ]);
    return { conference, stored, canSend };
  });
  if (!canSend) throw new MailNotConfigured(opts.audience ?? "participant");
  return { mail: renderTemplateMail(mail, conference, stored), priority: MAIL_PRIORITY[opts.priority ?? "normal"] };
}

/**
 * The INSERT of a prepared mail as part of the caller's statement: one row for each row of
 * `source` (a CTE of that statement), so the mail exists exactly when the change does. The
 * caller notifies the worker (MAIL_NOTIFY_CHANNEL) with the returned id in the same statement.
 */
export function outboxInsert(p: PreparedMail, source: Prisma.Sql): Prisma.Sql {
  const m = p.mail;
  return Prisma.sql`
    INSERT INTO "MailOutbox" ("conferenceId", "to", "locale", "templateKind", "subject", "html", "text", "nextAttemptAt", "priority", "updatedAt")
    SELECT ${m.conferenceId}, ${m.to}, ${m.locale}, ${m.templateKind ?? null}::"MailTemplateKind", ${m.subject}, ${m.html}, ${m.text ?? htmlToText(m.html)},
           now(), ${p.priority}, now()
    FROM ${source}
    RETURNING "id"`;
}
