import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@/lib/server/embedded-db";
import { stop, waitReady, type Proc } from "@/tests/e2e/support/cluster";
import { rawRequest } from "@/tests/support/http";
import { ensureDatabase, findPostgresServer } from "@/tests/support/postgres";
import { startTestSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";

// A real deployment's first hour: an EMPTY database (no demo seed), `npm start` as an operator runs
// it (scripts/run-with-db.ts migrates, then the production server of the existing build), a few
// pages on hosts no conference serves yet — and not one account may exist. Then the operator's
// command line makes the first administrator (password on stdin) and the first conference (its
// manager invited by mail, delivered by the server's own mail worker), the administrator signs in
// on the new host over HTTP, and that host answers its home page.

const APP_PORT = 3247;
const SCHEMA = "faults_first_admin";
const CONFERENCE_HOST = "first-conf.localhost";
const at = (host: string) => `${host}:${APP_PORT}`;
const ADMIN = { email: "root@first.example.org", password: "Velvet-Harbour-5082" };
const MANAGER = "mgr@first.example.org";

let embedded: EmbeddedPostgres | null = null;
let sql: pg.Pool;
let smtp: TestSmtpServer;
let app: Proc;
let env: NodeJS.ProcessEnv;

/** A command in its own process group with its output kept, the shape tests/e2e/support/cluster.ts stops. */
function run(command: string, args: string[], opts: { stdin?: string } = {}): Proc {
  const child = spawn(command, args, { env, stdio: ["pipe", "pipe", "pipe"], detached: true });
  const output: string[] = [];
  const keep = (b: Buffer) => output.push(...b.toString().split("\n").filter(Boolean));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.stdin.end(opts.stdin ?? "");
  return { child, output, exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))) };
}

/** `npm run -s admin -- …` as the operator types it; → exit code and what it printed. */
async function adminCli(args: string[], stdin?: string): Promise<{ code: number | null; output: string }> {
  const p = run("npm", ["run", "-s", "admin", "--", ...args], { stdin });
  const code = await p.exited;
  return { code, output: p.output.join("\n") };
}

const count = async (table: string) => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0].n;
const get = (host: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest({ port: APP_PORT, host: at(host), path, headers: { "accept-language": "en", cookie: "locale=en", ...headers } });

beforeAll(async () => {
  const real = await findPostgresServer();
  const base = real ? await ensureDatabase(real, "symposia_e2e") : (embedded = await startEmbeddedPostgres({ port: 55470 })).url;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await admin.end();
  const url = `${base}${base.includes("?") ? "&" : "?"}schema=${SCHEMA}`; // nothing migrated yet: npm start does it
  const { connectionString } = parseDatabaseUrl(url);
  sql = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${SCHEMA}` });
  smtp = await startTestSmtpServer();
  env = { ...process.env, DATABASE_URL: url, PORT: String(APP_PORT), APP_SECRET: randomBytes(48).toString("base64"), LOG_LEVEL: "warn" };
  env.SMTP_URL = `smtp://${encodeURIComponent(smtp.user)}:${encodeURIComponent(smtp.pass)}@127.0.0.1:${smtp.port}?ignoreTLS=true`;
  for (const name of ["SYMPOSIA_DEMO", "MAIL_CAPTURE", "MAIL_WORKER", "DEFAULT_CONFERENCE_HOST", "PUBLIC_ORIGINS", "NODE_ENV"]) delete env[name];
  app = run("npm", ["start"]);
  await waitReady(APP_PORT, "/api/health", app, 180_000);
}, 240_000);

afterAll(async () => {
  if (app) await stop(app);
  await sql?.end();
  await smtp?.stop();
  await embedded?.stop();
});

describe("a production start on an empty database", () => {
  it("migrates, serves, and creates no account; an unknown host gets 'no such conference', never a 500", async () => {
    expect(app.output.join("\n")).toMatch(/applied \d+ migration/);
    for (const [host, path] of [
      ["localhost", "/"],
      ["www.example.org", "/"],
      ["www.example.org", "/admin"],
      ["www.example.org", "/conferencelogin"],
      ["www.example.org", "/resetPassword"],
    ]) {
      const r = await get(host, path);
      expect(r.status, `${host}${path}`).toBe(404);
      expect(r.text).toContain("No such conference");
      expect(r.text).not.toMatch(/\n\s+at |node_modules/);
    }
    const api = await rawRequest({ port: APP_PORT, host: at("www.example.org"), path: "/api/base/admin/isAdmin" });
    expect(api.status).toBe(404);
    for (const table of ["User", "PlatformAdmin", "Conference", "Session", "MailOutbox"]) expect(await count(table), table).toBe(0);
  });

  it("a second production server on the taken port stops with one line naming PORT, no stack trace", async () => {
    const second = run(process.execPath, ["--import", "tsx", "scripts/server.ts"]);
    expect(await second.exited).toBe(1);
    expect(second.output.filter((l) => l.startsWith("[symposia] port"))).toEqual([
      `[symposia] port ${APP_PORT} (the web server) is already in use by another program: stop that program, or move the web server with PORT=<another port>`,
    ]);
    expect(second.output.join("\n")).not.toMatch(/EADDRINUSE|\n\s+at /);
  });

  it("the command line makes the first administrator and conference; the administrator signs in on its host", async () => {
    const created = await adminCli(["create-admin", "--email", ADMIN.email, "--name", "First Admin"], `${ADMIN.password}\n`);
    expect(created, created.output).toMatchObject({ code: 0, output: `created ${ADMIN.email} as a platform administrator, with the password given` });

    const conference = await adminCli([
      "create-conference",
      "--domain",
      CONFERENCE_HOST,
      "--name-zh",
      "第一次会议",
      "--name-en",
      "First Conference",
      "--manager",
      MANAGER,
    ]);
    expect(conference.code, conference.output).toBe(0);
    expect(conference.output).toMatch(new RegExp(`^created conference #\\d+ at ${CONFERENCE_HOST}, managed by new account ${MANAGER}`));
    for (const { output } of [created, conference]) expect(output).not.toContain(ADMIN.password);
    expect(await count("User")).toBe(2);

    // The manager's invitation leaves through the server's mail worker, with its set-password link.
    const [mail] = await smtp.waitFor(1, 120_000);
    expect(mail.envelopeTo).toEqual([MANAGER]);
    expect(mail.text).toContain(`https://${CONFERENCE_HOST}/resetPassword?email=${encodeURIComponent(MANAGER)}`);

    // The new host answers at once: visitors are told it is not published yet.
    const visitor = await get(CONFERENCE_HOST, "/");
    expect(visitor.status).toBe(307);
    expect(visitor.headers.location).toMatch(/\/unpublished$/);
    expect((await get(CONFERENCE_HOST, "/unpublished")).status).toBe(200);

    const login = await rawRequest({
      port: APP_PORT,
      host: at(CONFERENCE_HOST),
      path: "/api/base/oauth/localLogin",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status, login.text).toBe(200);
    const token = login.json().data as string;
    expect(token).toMatch(/^[\w-]{20,}$/);
    const isAdmin = await rawRequest({
      port: APP_PORT,
      host: at(CONFERENCE_HOST),
      path: "/api/base/admin/isAdmin",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(isAdmin.json()).toMatchObject({ code: 200, data: true });

    const cookie = `symposia_session=${token}; locale=en`;
    const home = await get(CONFERENCE_HOST, "/", { cookie });
    expect(home.status).toBe(200);
    expect(home.text).toContain("First Conference");
    const adminHome = await get(CONFERENCE_HOST, "/admin", { cookie });
    expect(adminHome.status).toBe(200);
    expect(adminHome.text).toContain("First Conference");
  });
});
