import nodemailer, { type SMTPTransportOptions } from "nodemailer";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decryptSecret } from "./crypto";
import { MailDeliveryError, MailNotConfigured } from "./errors";

// Which SMTP server sends a conference's mail: its active MailConfig, else the platform's SMTP_URL,
// else none (SPEC §8 "please set up mail first"). No server-only: the standalone worker uses it.

export type MailClient = Prisma.TransactionClient;
export type SmtpSettings = { smtpHost: string; port: number; ssl: boolean; address: string; password: string };
export type ResolvedTransport = {
  source: "conference" | "platform";
  /** Whose settings these are ("conference:<id>" or "platform"): one SMTP pool per owner. */
  owner: string;
  from: { name: string; address: string };
  options: SMTPTransportOptions | string;
};

/** Timeouts of a real delivery: generous, but a dead server never holds a worker forever. */
const DELIVERY_TIMEOUT_MS = Number(process.env.MAIL_SMTP_TIMEOUT_MS ?? 30_000);

export function smtpOptions(s: SmtpSettings, timeoutMs = DELIVERY_TIMEOUT_MS): SMTPTransportOptions {
  return {
    host: s.smtpHost,
    port: s.port,
    secure: s.ssl, // implicit TLS (465); without it STARTTLS is used when the server offers it
    auth: s.password ? { user: s.address, pass: s.password } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    dnsTimeout: timeoutMs,
  };
}

function platformFrom(url: string): string {
  if (process.env.SMTP_FROM) return process.env.SMTP_FROM;
  try {
    const user = decodeURIComponent(new URL(url).username);
    if (user.includes("@")) return user;
  } catch {
    /* not a URL: fall through */
  }
  return "no-reply@symposia.local";
}

/** The conference's transport, the platform's, or null when neither is set up. */
export async function findTransport(client: MailClient, conferenceId: number | null, fromName = ""): Promise<ResolvedTransport | null> {
  if (conferenceId !== null) {
    const cfg = await client.mailConfig.findUnique({ where: { conferenceId } });
    if (cfg?.active) {
      const password = cfg.passwordEncrypted ? decryptSecret(cfg.passwordEncrypted) : "";
      return {
        source: "conference",
        owner: `conference:${conferenceId}`,
        from: { name: fromName, address: cfg.address },
        options: smtpOptions({ smtpHost: cfg.smtpHost, port: cfg.port, ssl: cfg.ssl, address: cfg.address, password }),
      };
    }
  }
  const url = process.env.SMTP_URL;
  if (url) return { source: "platform", owner: "platform", from: { name: fromName, address: platformFrom(url) }, options: url };
  return null;
}

export async function resolveTransport(client: MailClient, conferenceId: number | null, fromName = ""): Promise<ResolvedTransport> {
  const t = await findTransport(client, conferenceId, fromName);
  if (!t) throw new MailNotConfigured();
  return t;
}

export async function hasTransport(client: MailClient, conferenceId: number | null): Promise<boolean> {
  if (process.env.SMTP_URL) return true;
  if (conferenceId === null) return false;
  return !!(await client.mailConfig.findFirst({ where: { conferenceId, active: true }, select: { id: true } }));
}

type NodemailerErrorLike = { code?: string; responseCode?: number; message?: string; command?: string };

/** SMTP error → the §8 message a manager sees. */
export function classifySmtpError(e: unknown): MailDeliveryError {
  const err = (e ?? {}) as NodemailerErrorLike;
  const detail = String(err.message ?? e).slice(0, 300);
  if (err.code === "EAUTH" || err.code === "ENOAUTH" || err.responseCode === 535) return new MailDeliveryError("mail.authFailed", detail);
  if (err.code === "ETIMEDOUT") return new MailDeliveryError("mail.authTimeout", detail);
  if (err.code === "ECONNECTION" || err.code === "ESOCKET" || err.code === "EDNS" || err.code === "ETLS")
    return new MailDeliveryError("mail.connectFailed", detail);
  return new MailDeliveryError("mail.sendFailed", detail);
}

/**
 * "Send test mail": connects for real, logs in and sends one message, all within `timeoutMs`.
 * Resolves with the message id; rejects with a MailDeliveryError (auth failed / timed out / …).
 */
export async function sendTestMail(
  s: SmtpSettings & { servername?: string },
  mail: { to: string; subject: string; text: string; fromName?: string },
  timeoutMs = Number(process.env.MAIL_TEST_TIMEOUT_MS ?? 10_000),
): Promise<string> {
  // servername: the name TLS verifies when smtpHost is the address it was resolved to.
  const transporter = nodemailer.createTransport({
    ...smtpOptions(s, timeoutMs),
    socketTimeout: timeoutMs,
    ...(s.servername ? { servername: s.servername } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: "ETIMEDOUT" })), timeoutMs);
  });
  try {
    const work = (async () => {
      await transporter.verify();
      return transporter.sendMail({ from: { name: mail.fromName ?? "", address: s.address }, to: mail.to, subject: mail.subject, text: mail.text });
    })();
    work.catch(() => {}); // it may still fail after the deadline has answered
    const info = await Promise.race([work, deadline]);
    return info.messageId;
  } catch (e) {
    throw classifySmtpError(e);
  } finally {
    clearTimeout(timer);
    transporter.close();
  }
}
