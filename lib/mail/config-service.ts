import "server-only";
import type { SiteConference } from "@/lib/server/site-conference";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { conferenceName } from "@/lib/server/conference-name";
import { decryptSecret, encryptSecret } from "./crypto";
import { mailCaptureEnabled } from "./env";
import { MailDeliveryError } from "./errors";
import type { TMailConfigInput } from "./schemas";
import { checkedSmtpAddress } from "./smtp-destination";
import { findTransport, sendTestMail } from "./transport";

// A conference's sender (SPEC §3 "Email config"). The password is stored encrypted and never leaves
// the server: views carry only `passwordSet`.

export type MailConfigView = {
  address: string;
  smtpHost: string;
  port: number;
  ssl: boolean;
  active: boolean;
  passwordSet: boolean;
  updatedAt: string | null;
};

export type MailSetupStatus = { source: "conference" | "platform" | null; capture: boolean };

type ConfigRow = { address: string; smtpHost: string; port: number; ssl: boolean; active: boolean; passwordEncrypted: string | null; updatedAt: Date };

function toView(row: ConfigRow): MailConfigView {
  return {
    address: row.address,
    smtpHost: row.smtpHost,
    port: row.port,
    ssl: row.ssl,
    active: row.active,
    passwordSet: !!row.passwordEncrypted,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getMailConfigView(conferenceId: number): Promise<MailConfigView | null> {
  const row = await db.mailConfig.findUnique({ where: { conferenceId } });
  return row ? toView(row) : null;
}

export async function getMailSetupStatus(conferenceId: number): Promise<MailSetupStatus> {
  const t = await findTransport(db, conferenceId).catch(() => null);
  return { source: t?.source ?? null, capture: mailCaptureEnabled() };
}

/** Saves the config; an empty password keeps the stored one (required when none is stored). */
export async function saveMailConfig(conferenceId: number, input: TMailConfigInput): Promise<MailConfigView> {
  // The saved server is where the outbox connects, and the mail log shows how it answered: the
  // destinations the test mail refuses are refused here too. A name that does not resolve yet is
  // kept (delivery reports it); only a private destination is a field error.
  await checkedSmtpAddress(input.smtpHost).catch((e: unknown) => {
    if (!(e instanceof MailDeliveryError)) throw e;
  });
  const existing = await db.mailConfig.findUnique({ where: { conferenceId }, select: { passwordEncrypted: true } });
  if (!input.password && !existing?.passwordEncrypted) throw new ValidationError({ password: "validation.required" });
  const passwordEncrypted = input.password ? encryptSecret(input.password) : existing!.passwordEncrypted;
  const data = { address: input.address, smtpHost: input.smtpHost, port: input.port, ssl: input.ssl, active: input.active, passwordEncrypted };
  const row = await db.mailConfig.upsert({ where: { conferenceId }, create: { conferenceId, ...data }, update: data });
  return toView(row);
}

/**
 * "Send test mail" with the settings as typed (saved or not); an empty password means the stored
 * one. Rejects with MailDeliveryError: auth failed, timed out, cannot connect, send failed.
 */
export async function testMailConfig(
  conferenceId: number,
  input: TMailConfigInput,
  mail: { to: string; subject: string; text: string; fromName?: string },
  timeoutMs?: number,
): Promise<{ to: string; messageId: string }> {
  // A refused destination before anything else is read. The connection then goes to the checked
  // address; TLS still verifies the certificate against the name typed.
  const smtpHost = await checkedSmtpAddress(input.smtpHost);
  const servername = smtpHost === input.smtpHost ? undefined : input.smtpHost;
  let password = input.password;
  if (!password) {
    const existing = await db.mailConfig.findUnique({ where: { conferenceId }, select: { passwordEncrypted: true } });
    if (!existing?.passwordEncrypted) throw new ValidationError({ password: "validation.required" });
    password = decryptSecret(existing.passwordEncrypted);
  }
  const messageId = await sendTestMail({ smtpHost, servername, port: input.port, ssl: input.ssl, address: input.address, password }, mail, timeoutMs);
  return { to: mail.to, messageId };
}

/**
 * "Send test mail" as a manager asks for it, from the page or the gateway: to the manager's own
 * address, subject and text in their language, signed with the conference's name.
 */
export async function sendManagerTestMail(
  a: { conference: Pick<SiteConference, "id" | "nameZh" | "nameEn">; user: { email: string } },
  input: TMailConfigInput,
  locale: Locale,
): Promise<{ to: string; messageId: string; message: string }> {
  const t = await getTranslator(locale);
  const name = conferenceName(a.conference, locale);
  const mail = { to: a.user.email, subject: t("mail.testSubject", { conference: name }), text: t("mail.testBody", { conference: name }), fromName: name };
  const r = await testMailConfig(a.conference.id, input, mail);
  return { ...r, message: t("mail.testOk", { to: r.to }) };
}
