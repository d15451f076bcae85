import "server-only";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { configuredOrigins } from "@/lib/server/host";
import { db } from "@/lib/server/db";
import { canQueueMail } from "@/lib/mail/outbox";
import { CliFailure } from "./errors";

// What create-admin and create-conference share about the account they name: it is found by its
// (lower-cased) email; a password given on standard input is set as a reset sets it (replacePassword);
// without one the person is mailed a link to set it themself.

export type Account = { id: number; passwordHash: string | null; admin: boolean };

export async function findAccount(email: string): Promise<Account | null> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true, platformAdmin: { select: { id: true } } } });
  return user && { id: user.id, passwordHash: user.passwordHash, admin: !!user.platformAdmin };
}

/**
 * The hash to store for a password given on standard input, or null when there is nothing to change
 * (none given, or it is already the account's password: running a command again changes nothing).
 * Hashed before any transaction: argon2 is slow.
 */
export async function newPasswordHash(account: Account | null, password: string | null): Promise<string | null> {
  if (!password || (account && (await verifyPassword(account.passwordHash, password)))) return null;
  return hashPassword(password);
}

/**
 * The address of a site as its visitors reach it. Without a request to copy the scheme and port
 * from, PUBLIC_ORIGINS decides, else the production default: https on the standard port.
 */
export function cliOrigin(host: string): string {
  return configuredOrigins().get(host) ?? `https://${host}`;
}

/** Refuses up front when a set-password link could not be mailed, so that nothing is written. */
export async function assertMailable(who: string): Promise<void> {
  if (!(await canQueueMail(db, null))) {
    throw new CliFailure(
      `platform mail is not set up (SMTP_URL), so no set-password link can be mailed to ${who}: give the password on standard input instead`,
    );
  }
}
