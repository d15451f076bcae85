import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/accounts/password";
import { getDb } from "@/lib/server/db";
import { resolveConference } from "@/lib/server/tenant";
import { countChanges, rowCounts } from "@/tests/integration/row-counts";
import { useTestDatabase } from "@/tests/integration/test-db";

// The operator's command line as operators run it: scripts/admin.ts as its own process against a
// fresh schema, in production mode (no demo mail capture). What it prints, its exit code and the
// rows it leaves are what is checked — bad input leaves every table as it was.

const test = useTestDatabase();
const db = () => getDb();

const ADMIN_PASSWORD = "Orchid-Lantern-7319";
const MANAGER_PASSWORD = "Quartz-Meadow-2846";
const SECRETS = [ADMIN_PASSWORD, MANAGER_PASSWORD];
const SMTP_URL = "smtp://127.0.0.1:2?ignoreTLS=true"; // only queued here: the worker would deliver

type Run = { code: number | null; stdout: string; stderr: string };
const outputs: Run[] = [];

function admin(args: string[], opts: { stdin?: string; env?: Record<string, string> } = {}): Promise<Run> {
  // Only what the test says: no demo capture, no platform mail, no fixed origins unless given.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["MAIL_CAPTURE", "SYMPOSIA_DEMO", "PUBLIC_ORIGINS", "SMTP_URL"]) delete env[name];
  Object.assign(env, { DATABASE_URL: test.url(), NODE_ENV: "production" }, opts.env);
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/admin.ts", ...args], { env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (b: Buffer) => (stdout += b.toString()));
  child.stderr.on("data", (b: Buffer) => (stderr += b.toString()));
  child.stdin.end(opts.stdin ?? "");
  return new Promise((resolve) =>
    child.once("close", (code) => {
      const run = { code, stdout, stderr };
      outputs.push(run);
      resolve(run);
    }),
  );
}

/** A refusal: exit 2, one line on stderr naming the problem, nothing on stdout. */
function expectRefused(r: Run, says: RegExp) {
  expect(r, r.stderr).toMatchObject({ code: 2, stdout: "" });
  expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
  expect(r.stderr).toMatch(/^error: /);
  expect(r.stderr).toMatch(says);
}

const counts = () => rowCounts(test.schema());
const adminEmails = async () => (await db().platformAdmin.findMany({ select: { user: { select: { email: true } } } })).map((a) => a.user.email).sort();

/** Runs `n` at a time: each is a Node process, and the machine may be shared. */
async function inBatches<T, R>(items: T[], n: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += n) results.push(...(await Promise.all(items.slice(i, i + n).map(run))));
  return results;
}

// A process per command: minutes, not seconds, on a loaded machine.
describe("npm run admin on an empty database", { timeout: 300_000 }, () => {
  it("help, and no command, print the usage", async () => {
    for (const args of [["help"], []]) {
      const r = await admin(args);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("create-admin --email E");
      expect(r.stdout).toContain("revoke-admin --email E");
    }
  });

  it("lists no administrators, and refuses a mailed link while no conference has a site", async () => {
    const list = await admin(["list-admins"]);
    expect(list).toMatchObject({ code: 0, stdout: "" });
    expect(list.stderr).toMatch(/no platform administrators yet/);

    const before = await counts();
    expectRefused(await admin(["create-admin", "--email", "first@example.org"], { env: { SMTP_URL } }), /no conference exists yet.*standard input/);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("create-admin with the password on stdin creates the administrator; again, it is 'already' and nothing changes", async () => {
    const r = await admin(["create-admin", "--email", "Root@Example.ORG", "--name", "Rita Root"], { stdin: `${ADMIN_PASSWORD}\n` });
    expect(r, r.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/^created root@example\.org as a platform administrator/);
    const user = await db().user.findUniqueOrThrow({ where: { email: "root@example.org" }, include: { platformAdmin: true } });
    expect(user).toMatchObject({ trueName: "Rita Root" });
    expect(user.platformAdmin).not.toBeNull();
    expect(await verifyPassword(user.passwordHash, ADMIN_PASSWORD)).toBe(true);

    const before = await counts();
    const again = await admin(["create-admin", "--email", "root@example.org"], { stdin: ADMIN_PASSWORD });
    expect(again).toMatchObject({ code: 0, stderr: "" });
    expect(again.stdout).toMatch(/already a platform administrator/);
    expect(countChanges(before, await counts())).toEqual([]);
    const after = await db().user.findUniqueOrThrow({ where: { email: "root@example.org" } });
    expect(after.passwordHash).toBe(user.passwordHash); // the same password is not hashed anew

    const list = await admin(["list-admins"]);
    expect(list.code).toBe(0);
    expect(list.stdout.trimEnd().split("\n")).toEqual([expect.stringMatching(/^root@example\.org\tRita Root\t\d{4}-\d\d-\d\dT[\d:.]+Z$/)]);
  });

  it("bad input: one line on stderr, exit 2, and not one row written", async () => {
    const before = await counts();
    const conference = ["create-conference", "--name-zh", "会议", "--name-en", "Conference", "--manager", "m@example.org"];
    const cases: [string[], string | undefined, RegExp][] = [
      [["create-admin", "--email", "not-an-email"], ADMIN_PASSWORD, /--email: Please enter a valid email/],
      [["create-admin"], ADMIN_PASSWORD, /--email is required/],
      [["create-admin", "--email"], ADMIN_PASSWORD, /--email of create-admin needs a value/],
      [["create-admin", "--email", "x@example.org", "--admin"], ADMIN_PASSWORD, /unknown flag --admin/],
      [["create-admin", "x@example.org"], ADMIN_PASSWORD, /unexpected argument/],
      [["create-admin", "--email", "x@example.org", "--name", "Bad\u0007Bell"], ADMIN_PASSWORD, /--name: Remove the invisible control characters/],
      [["create-admin", "--email", "x@example.org"], "Orchid\u0000Lantern-7319\n", /password: Remove the invisible control characters/],
      [["create-admin", "--email", "x@example.org"], "short\n", /password: The password must have at least 8 characters/],
      [["create-admin", "--email", "x@example.org"], "password123\n", /password: /],
      [["create-admin", "--email", "x@example.org"], `${ADMIN_PASSWORD}\nsecond line\n`, /one line/],
      [["create-admin", "--email", "x@example.org", "--password-stdin"], "", /--password-stdin: standard input is empty/],
      [["grant-admin", "--email", "x@example.org"], undefined, /unknown command "grant-admin"/],
      [["revoke-admin", "--email", "root@"], undefined, /--email: Please enter a valid email/],
      [["revoke-admin"], undefined, /--email is required/],
      [["list-admins", "--all"], undefined, /unknown flag --all/],
      [conference, undefined, /--domain is required/],
      [[...conference, "--domain", "https://conf.example.org/"], undefined, /--domain: https:\/\/conf\.example\.org\/ is not a valid host name/],
      [[...conference, "--domain", "conf.example.org:8443"], undefined, /not a valid host name/],
      [[...conference.slice(0, 3), "--manager", "m@example.org", "--domain", "c.example.org"], undefined, /--name-en is required/],
      [[...conference.slice(0, 5), "--manager", "nobody", "--domain", "c.example.org"], undefined, /--manager: Please enter a valid email/],
      [[...conference, "--domain", "c.example.org", "--start", "2027-02-30"], undefined, /--start: Please enter a real date/],
      [[...conference, "--domain", "c.example.org", "--start", "2027-05-03", "--end", "2027-05-01"], undefined, /--end: The end date cannot be before/],
      [[...conference, "--domain", "c.example.org", "--currency", "euro"], undefined, /--currency: Enter a three-letter ISO 4217 code/],
      [[...conference, "--domain", "c.example.org", "--name-zh", "\u0001"], undefined, /--name-zh: Remove the invisible control characters/],
      [[...conference, "--domain", "c.example.org", "--modules", "all"], undefined, /unknown flag --modules/],
    ];
    const runs = await inBatches(cases, 4, ([args, stdin]) => admin(args, { stdin }));
    runs.forEach((r, i) => expectRefused(r, cases[i][2]));
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("without SMTP a set-password link cannot be mailed: exit 1, nothing written", async () => {
    const before = await counts();
    const r = await admin(["create-conference", "--domain", "nomail.example.org", "--name-zh", "无邮件", "--name-en", "No Mail", "--manager", "n@example.org"]);
    expect(r).toMatchObject({ code: 1, stdout: "" });
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/platform mail is not set up \(SMTP_URL\).*standard input/);
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("create-conference with the manager's password on stdin: the host resolves; again, it is 'already'", async () => {
    const args = [
      "create-conference",
      "--domain",
      "Conf-A.Example.org.",
      "--domain",
      "www.conf-a.example.org",
      "--name-zh",
      "甲会议",
      "--name-en",
      "Conference A",
    ];
    const r = await admin([...args, "--manager", "mia@example.org", "--manager-name", "Mia Manager"], { stdin: `${MANAGER_PASSWORD}\n` });
    expect(r, r.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/^created conference #\d+ at conf-a\.example\.org, managed by new account mia@example\.org, with the password given/);

    const conference = await resolveConference("conf-a.example.org");
    expect(conference).toMatchObject({ nameZh: "甲会议", nameEn: "Conference A", published: false });
    expect((await resolveConference("www.conf-a.example.org"))?.id).toBe(conference!.id);
    const mia = await db().user.findUniqueOrThrow({ where: { email: "mia@example.org" }, include: { conferenceUsers: true } });
    expect(mia.trueName).toBe("Mia Manager");
    expect(await verifyPassword(mia.passwordHash, MANAGER_PASSWORD)).toBe(true);
    expect(mia.conferenceUsers).toEqual([expect.objectContaining({ conferenceId: conference!.id, role: "CREATOR" })]);
    // The /admin form's defaults: its modules, bilingual, dates of one day, no actor but the operator.
    const modules = await db().conferenceModule.findMany({ where: { conferenceId: conference!.id, enabled: true }, select: { module: true } });
    expect(modules.map((m) => m.module).sort()).toEqual(["download", "register"]);
    const history = await db().conferenceStatusChange.findMany({ where: { conferenceId: conference!.id } });
    expect(history).toEqual([expect.objectContaining({ fromStatus: 0, toStatus: 1, actorId: null })]);

    const before = await counts();
    const again = await admin([...args, "--manager", "MIA@example.org"], { stdin: MANAGER_PASSWORD });
    expect(again).toMatchObject({ code: 0, stderr: "" });
    expect(again.stdout).toMatch(/already exists/);
    expect(countChanges(before, await counts())).toEqual([]);

    // The same domain for a different conference is taken.
    expectRefused(
      await admin(["create-conference", "--domain", "conf-a.example.org", "--name-zh", "乙", "--name-en", "B", "--manager", "mia@example.org"]),
      /--domain: conf-a\.example\.org is already used by another conference/,
    );
    expectRefused(
      await admin([
        "create-conference",
        "--domain",
        "new.example.org",
        "--domain",
        "www.conf-a.example.org",
        "--name-zh",
        "乙",
        "--name-en",
        "B",
        "--manager",
        "b@example.org",
      ]),
      /--domain: www\.conf-a\.example\.org is already used by another conference/,
    );
    expect(countChanges(before, await counts())).toEqual([]);
  });

  it("a new manager without a password gets the creator invitation with its set-password link, in the outbox", async () => {
    const r = await admin(
      ["create-conference", "--domain", "conf-b.example.org", "--name-zh", "乙会议", "--name-en", "Conference B", "--manager", "ben@example.org"],
      {
        env: { SMTP_URL, PUBLIC_ORIGINS: "http://conf-b.example.org:8080" },
      },
    );
    expect(r, r.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/new account ben@example\.org \(a set-password link to http:\/\/conf-b\.example\.org:8080 is queued/);
    const ben = await db().user.findUniqueOrThrow({ where: { email: "ben@example.org" } });
    expect(ben).toMatchObject({ passwordHash: null, trueName: "ben" });
    const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: "ben@example.org" } });
    expect(mail).toMatchObject({ conferenceId: null, status: "QUEUED" });
    expect(mail.text).toContain("http://conf-b.example.org:8080/resetPassword?email=ben%40example.org");
    expect(r.stdout).not.toContain("resetPassword");
  });

  it("create-admin without a password mails the link on the first conference's site; promoting keeps a password", async () => {
    const r = await admin(["create-admin", "--email", "ada@example.org"], { env: { SMTP_URL, PUBLIC_ORIGINS: "https://conf-a.example.org" } });
    expect(r, r.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/^created ada@example\.org as a platform administrator; a set-password link to https:\/\/conf-a\.example\.org is queued/);
    const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: "ada@example.org" } });
    expect(mail.subject).toContain("You are a platform administrator");
    expect(mail.text).toContain("https://conf-a.example.org/resetPassword?email=ada%40example.org");
    expect(mail.text).toContain("https://conf-a.example.org/admin");
    expect(r.stdout).not.toContain("resetPassword");
    expect((await db().user.findUniqueOrThrow({ where: { email: "ada@example.org" } })).passwordHash).toBeNull();

    // An account with a password (the manager) is promoted as it is: no mail, the same password.
    const before = await db().user.findUniqueOrThrow({ where: { email: "mia@example.org" } });
    const mails = await db().mailOutbox.count();
    const promoted = await admin(["create-admin", "--email", "mia@example.org"], { env: { SMTP_URL } });
    expect(promoted).toMatchObject({ code: 0, stdout: "mia@example.org is now a platform administrator\n", stderr: "" });
    expect((await db().user.findUniqueOrThrow({ where: { email: "mia@example.org" } })).passwordHash).toBe(before.passwordHash);
    expect(await db().mailOutbox.count()).toBe(mails);
    expect(await adminEmails()).toEqual(["ada@example.org", "mia@example.org", "root@example.org"]);
  });

  it("revoke-admin takes the role, says 'already' the second time, and never from the last administrator", async () => {
    expect((await admin(["revoke-admin", "--email", "ada@example.org"])).stdout).toBe("ada@example.org is no longer a platform administrator\n");
    const again = await admin(["revoke-admin", "--email", "ada@example.org"]);
    expect(again).toMatchObject({ code: 0, stdout: "ada@example.org is already not a platform administrator\n" });
    expect((await admin(["revoke-admin", "--email", "mia@example.org"])).code).toBe(0);
    expect(await adminEmails()).toEqual(["root@example.org"]);

    const before = await counts();
    expectRefused(await admin(["revoke-admin", "--email", "root@example.org"]), /refused: root@example\.org is the last platform administrator/);
    expect(countChanges(before, await counts())).toEqual([]);
    expect(await adminEmails()).toEqual(["root@example.org"]);
  });

  it("an unreachable database: one line, exit 1, no stack trace", async () => {
    const r = await admin(["list-admins"], { env: { DATABASE_URL: "postgresql://postgres@127.0.0.1:9/nowhere" } });
    expect(r).toMatchObject({ code: 1, stdout: "" });
    expect(r.stderr).toBe("error: cannot reach the database (check DATABASE_URL and that PostgreSQL is running)\n");
  });

  it("no password ever reaches stdout or stderr", () => {
    expect(outputs.length).toBeGreaterThan(30);
    for (const { stdout, stderr } of outputs) for (const secret of SECRETS) expect(stdout + stderr).not.toContain(secret.slice(0, 8));
  });
});
