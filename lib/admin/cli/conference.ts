import "server-only";
import { createConference } from "@/lib/admin/create";
import { isUniqueViolation } from "@/lib/admin/host-check";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";
import { CACHE_CHANNEL, cachePayload, type CacheMessage } from "@/lib/server/cache-bus";
import { db } from "@/lib/server/db";
import { replacePassword } from "@/lib/accounts/service";
import { assertMailable, cliOrigin, findAccount, newPasswordHash } from "./account";
import { CliUsageError } from "./errors";
import type { TCreateConferenceArgs } from "./schemas";

// create-conference: the /admin creation form's service (lib/admin/create.ts) with the operator as
// the actor. The manager's account follows create-admin's rule: a password from standard input, or
// (new accounts) the creator invitation with its set-password link that the form's service mails.

type Input = TCreateConferenceArgs["input"];

/**
 * The running app servers drop their host → conference cache at once (they would in a few seconds
 * anyway). Sent on the command's own connection: this short-lived process runs no cache bus.
 */
async function tellAppServers(): Promise<void> {
  const messages: CacheMessage[] = [
    { kind: "ttl", name: "*" },
    { kind: "pages", target: "all" },
  ];
  for (const m of messages) await db.$executeRaw`SELECT pg_notify(${CACHE_CHANNEL}, ${cachePayload(m, "admin-cli")})`;
}

/** The same command run before: every domain on one conference of these names that this manager created. */
async function existingConference(input: Input): Promise<{ id: number } | null> {
  const held = await db.conferenceDomain.findMany({
    where: { host: { in: input.hosts } },
    select: {
      host: true,
      conference: { select: { id: true, nameZh: true, nameEn: true, users: { where: { role: "CREATOR" }, select: { user: { select: { email: true } } } } } },
    },
  });
  if (!held.length) return null;
  const c = held[0].conference;
  const same =
    held.length === input.hosts.length &&
    held.every((d) => d.conference.id === c.id) &&
    c.nameZh === input.nameZh &&
    c.nameEn === input.nameEn &&
    c.users.some((u) => u.user.email === input.creatorEmail);
  if (same) return { id: c.id };
  const taken = input.hosts.find((h) => held.some((d) => d.host === h))!;
  const other = held.find((d) => d.host === taken)!.conference;
  throw new CliUsageError(`--domain: ${taken} is already used by another conference (#${other.id} ${JSON.stringify(other.nameEn || other.nameZh)})`);
}

async function create(input: Input, password: string | null): Promise<string> {
  const account = await findAccount(input.creatorEmail);
  if (!account && !password) await assertMailable(input.creatorEmail); // the invitation is the only way in
  const hash = await newPasswordHash(account, password);
  // A new account with a password exists before the conference, so the service takes it as an
  // existing creator (a notice, no invitation); it is removed again if the creation fails.
  const made =
    !account && hash
      ? await db.user.create({
          data: { email: input.creatorEmail, trueName: input.creatorName, passwordHash: hash, locale: DEFAULT_LOCALE },
          select: { id: true },
        })
      : null;
  let created: { id: number; host: string; creatorCreated: boolean };
  try {
    created = await createConference(
      { ...input, creatorMode: account || made ? "existing" : "new" },
      { actorId: null, origin: cliOrigin, locale: DEFAULT_LOCALE },
    );
  } catch (e) {
    if (made) await db.user.delete({ where: { id: made.id } });
    throw e;
  }
  if (account && hash) await replacePassword(account.id, input.creatorEmail, hash);
  await tellAppServers();
  const who = created.creatorCreated
    ? `new account ${input.creatorEmail} (a set-password link to ${cliOrigin(created.host)} is queued for mailing)`
    : made
      ? `new account ${input.creatorEmail}, with the password given`
      : `${input.creatorEmail}${hash ? ", password set" : ""}`;
  return `created conference #${created.id} at ${created.host}, managed by ${who}; unpublished until its managers ask for publication and an administrator approves`;
}

export async function createConferenceFromCli(args: TCreateConferenceArgs, password: string | null, retried = false): Promise<string> {
  const { input } = args;
  const existing = await existingConference(input);
  if (!existing) {
    try {
      return await create(input, password);
    } catch (e) {
      if (retried || !isUniqueViolation(e)) throw e;
      return createConferenceFromCli(args, password, true); // the manager's account was made meanwhile: use it
    }
  }
  const account = await findAccount(input.creatorEmail);
  const hash = account && (await newPasswordHash(account, password));
  if (account && hash) await replacePassword(account.id, input.creatorEmail, hash);
  return `conference #${existing.id} at ${input.hosts[0]} already exists, managed by ${input.creatorEmail}${hash ? "; password set" : ""}`;
}
