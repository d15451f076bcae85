import "server-only";
import { queueAdminInvitation } from "@/lib/admin/mail";
import { isUniqueViolation } from "@/lib/admin/host-check";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locale";
import { db } from "@/lib/server/db";
import { replacePassword } from "@/lib/accounts/service";
import { assertMailable, cliOrigin, findAccount, newPasswordHash, type Account } from "./account";
import { CliUsageError } from "./errors";
import type { TCreateAdminArgs } from "./schemas";

// Platform administrators from the operator's command line: the way in on an empty database, and
// the way to hand the role on. Every command ends in the state asked for whatever the state before,
// and says "already" when there was nothing to do.

/** The primary host of the oldest conference: a site where a new administrator can set a password and sign in. */
async function firstSite(): Promise<string | null> {
  const domain = await db.conferenceDomain.findFirst({ where: { isPrimary: true }, orderBy: { conferenceId: "asc" }, select: { host: true } });
  return domain ? cliOrigin(domain.host) : null;
}

async function siteForLink(email: string): Promise<string> {
  const site = await firstSite();
  if (!site) {
    throw new CliUsageError(
      `no conference exists yet, so ${email} has no site to set a password on: give the password on standard input, or run create-conference first`,
    );
  }
  await assertMailable(email);
  return site;
}

const linkNote = (site: string) => `a set-password link to ${site} is queued for mailing (the mail worker delivers it)`;

async function promote(account: Account, email: string, password: string | null): Promise<string> {
  const site = !password && !account.passwordHash ? await siteForLink(email) : null;
  const hash = await newPasswordHash(account, password);
  await db.$transaction(async (tx) => {
    await tx.platformAdmin.createMany({ data: [{ userId: account.id }], skipDuplicates: true });
    if (site) {
      const user = await tx.user.findUniqueOrThrow({ where: { id: account.id }, select: { locale: true } });
      await queueAdminInvitation(tx, { email, locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE, origin: site });
    }
  });
  if (hash) await replacePassword(account.id, email, hash);
  return `${email} is now a platform administrator${hash ? "; password set" : site ? `; ${linkNote(site)}` : ""}`;
}

async function create(args: TCreateAdminArgs, password: string | null): Promise<string> {
  const site = password ? null : await siteForLink(args.email);
  const passwordHash = await newPasswordHash(null, password);
  await db.$transaction(async (tx) => {
    const user = await tx.user.create({ data: { email: args.email, trueName: args.name, passwordHash, locale: DEFAULT_LOCALE }, select: { id: true } });
    await tx.platformAdmin.create({ data: { userId: user.id } });
    if (site) await queueAdminInvitation(tx, { email: args.email, locale: DEFAULT_LOCALE, origin: site });
  });
  return `created ${args.email} as a platform administrator${site ? `; ${linkNote(site)}` : ", with the password given"}`;
}

/** create-admin: the account (created if need be) is a platform administrator, with the password if one is given. */
export async function createAdmin(args: TCreateAdminArgs, password: string | null, retried = false): Promise<string> {
  const account = await findAccount(args.email);
  if (!account) {
    try {
      return await create(args, password);
    } catch (e) {
      if (retried || !isUniqueViolation(e)) throw e;
      return createAdmin(args, password, true); // created meanwhile by someone else: promote it instead
    }
  }
  if (!account.admin) return promote(account, args.email, password);
  const hash = await newPasswordHash(account, password);
  if (hash) {
    await replacePassword(account.id, args.email, hash);
    return `${args.email} is already a platform administrator; password set`;
  }
  const hint = account.passwordHash ? "" : " (no password yet: it is set on any conference site's /resetPassword page)";
  return `${args.email} is already a platform administrator${hint}`;
}

export type AdminRow = { email: string; name: string; since: Date };

/** list-admins: oldest first. */
export async function listAdmins(): Promise<AdminRow[]> {
  const rows = await db.platformAdmin.findMany({ orderBy: { id: "asc" }, select: { createdAt: true, user: { select: { email: true, trueName: true } } } });
  return rows.map((r) => ({ email: r.user.email, name: r.user.trueName, since: r.createdAt }));
}

/** revoke-admin: the role is gone, unless it is the last administrator's (the platform would have no way in). */
export async function revokeAdmin(email: string): Promise<string> {
  return db.$transaction(async (tx) => {
    // Every administrator row locked: two revocations at once cannot each leave the other as the "last" one.
    const admins = await tx.$queryRaw<{ userId: number }[]>`SELECT "userId" FROM "PlatformAdmin" FOR UPDATE`;
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (!user) return `${email} is already not a platform administrator (no account with this email)`;
    if (!admins.some((a) => a.userId === user.id)) return `${email} is already not a platform administrator`;
    if (admins.length <= 1) {
      throw new CliUsageError(`refused: ${email} is the last platform administrator; make someone else one first (create-admin)`);
    }
    await tx.platformAdmin.delete({ where: { userId: user.id } });
    return `${email} is no longer a platform administrator`;
  });
}
