import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDatabaseUrl } from "@/lib/server/database-url";
import { DEMO_CONFERENCES, DEMO_PASSWORD } from "@/prisma/seed/demo";
import { METRICS_TOKEN, prepareDatabase, startApp, startWorker, stop, waitReady, type Proc } from "@/tests/e2e/support/cluster";
import { rawRequest } from "@/tests/support/http";
import { freePort } from "@/tests/support/postgres";
import { caddyBinary, handshake, httpsRequest, startCaddy, type Caddy } from "./support/caddy";

// The deployment's front door, proven without Docker: THE project's deploy/Caddyfile run by the
// real Caddy in front of two production app processes (scripts/server.ts on the existing build,
// TRUSTED_PROXY_HOPS=1 as compose sets it) and a worker. Only environment values differ from
// production: Caddy's internal CA instead of ACME, loopback ports. Over real TLS: each conference's
// domain gets a certificate for its own name and its own site, an unknown name gets none, the app
// is asked first (a domain added while running gets one), HTTP redirects to HTTPS, and the app,
// believing the proxy, sets Secure cookies and holds the Origin check to the https origin.

const APP_SECRET = "deploy-caddy-secret-0123456789abcdef0123456789";
const [DEMO, EN] = [DEMO_CONFERENCES[0], DEMO_CONFERENCES[1]];

let db: { url: string; stop(): Promise<void> };
let sql: pg.Pool;
let caddy: Caddy;
let ports: { a: number; b: number; http: number; https: number };
let workDir: string;
const procs: Proc[] = [];

/** How often Caddy's ask reached the app with this answer (the app's own request counter). */
async function asks(status: number): Promise<number> {
  const r = await rawRequest({ port: ports.a, host: `127.0.0.1:${ports.a}`, path: "/api/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(r.status).toBe(200);
  const line = r.text
    .split("\n")
    .find((l) => l.startsWith("symposia_http_requests_total{") && l.includes('route="/api/tls/allowed"') && l.includes(`status="${status}"`));
  return Number(line?.split(" ").at(-1) ?? 0);
}

const get = (servername: string, p: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  httpsRequest({ port: ports.https, servername, ca: caddy.rootCa, path: p, ...init });

async function eventually<T>(what: string, attempt: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (e) {
      if (Date.now() > end) throw new Error(`${what}: ${(e as Error).message}\n${caddy.output.slice(-10).join("\n")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

beforeAll(async () => {
  caddyBinary(); // fails at once, saying how to install it, when there is no caddy
  workDir = mkdtempSync(path.join(tmpdir(), "symposia-caddy-"));
  mkdirSync(path.join(workDir, "uploads"));
  db = await prepareDatabase("deploy_caddy");
  const { connectionString, schema } = parseDatabaseUrl(db.url);
  sql = new pg.Pool({ connectionString, max: 2, options: `-c search_path=${schema}` });
  ports = { a: await freePort(), b: await freePort(), http: await freePort(), https: await freePort() };
  const env = {
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: "6",
    APP_SECRET,
    TRUSTED_PROXY_HOPS: "1", // Caddy is the one trusted hop, as in docker-compose.yml
    UPLOAD_DIR: path.join(workDir, "uploads"),
    CONFERENCE_CACHE_MS: "1000",
    LOG_LEVEL: "warn",
  };
  procs.push(startApp(ports.a, env), startApp(ports.b, env), startWorker(env));
  await Promise.all([waitReady(ports.a, "/api/ready", procs[0]), waitReady(ports.b, "/api/ready", procs[1])]);
  caddy = await startCaddy(
    {
      ACME_EMAIL: "ops@example.org",
      SYMPOSIA_TLS_ISSUER: "internal",
      SYMPOSIA_ASK_URL: `http://127.0.0.1:${ports.a}/api/tls/allowed`,
      SYMPOSIA_UPSTREAMS: `127.0.0.1:${ports.a} 127.0.0.1:${ports.b}`,
      SYMPOSIA_HTTP_PORT: String(ports.http),
      SYMPOSIA_HTTPS_PORT: String(ports.https),
      SYMPOSIA_CADDY_ADMIN: "off", // never the admin port of a Caddy the package started
    },
    workDir,
  );
}, 240_000);

afterAll(async () => {
  await caddy?.stop();
  await Promise.all(procs.map((p) => stop(p, "SIGKILL")));
  await sql?.end();
  await db?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("HTTPS in front of the app (deploy/Caddyfile)", () => {
  it("gives each conference's domain a certificate for its own name, serving its own site", async () => {
    for (const c of [DEMO, EN]) {
      const r = await get(c.host, "/");
      expect(r.cert.subjectaltname, c.host).toBe(`DNS:${c.host}`);
      expect(r.status, c.host).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(r.text)?.[1] ?? "";
      expect(title, c.host).toContain(c.host === EN.host ? c.nameEn : c.nameZh);
    }
    expect(await asks(200)).toBeGreaterThanOrEqual(2); // the app was asked for each name
  });

  it("refuses a certificate to a name no conference has: the handshake fails, after asking the app", async () => {
    const refusedBefore = await asks(404);
    await expect(handshake(ports.https, "unknown.example.org", caddy.rootCa)).rejects.toThrow();
    expect(await asks(404)).toBeGreaterThan(refusedBefore);
  });

  it("issues a certificate for a domain added while everything runs, without touching Caddy", async () => {
    const late = "late-conference.example.org";
    await expect(handshake(ports.https, late, caddy.rootCa)).rejects.toThrow();
    const {
      rows: [en],
    } = await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [EN.host]);
    await sql.query(`INSERT INTO "ConferenceDomain" (host, "conferenceId", "isPrimary") VALUES ($1, $2, false)`, [late, en.conferenceId]);
    const cert = await eventually("certificate for the new domain", () => handshake(ports.https, late, caddy.rootCa));
    expect(cert.subjectaltname).toBe(`DNS:${late}`);
    const r = await get(late, "/");
    expect(r.status).toBe(200);
    expect(r.text).toContain(EN.nameEn);
  });

  it("redirects plain HTTP to HTTPS on the same host and path", async () => {
    const r = await rawRequest({ port: ports.http, host: `${DEMO.host}:${ports.http}`, path: "/programme?day=2" });
    expect(r.status).toBe(308);
    expect(r.headers.location).toBe(`https://${DEMO.host}/programme?day=2`);
  });

  it("behind the proxy the app sets Secure cookies and accepts state changes only from the https origin", async () => {
    const signIn = (origin: string) =>
      get(DEMO.host, "/api/base/oauth/localLogin", {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ email: "alice@example.org", password: DEMO_PASSWORD }),
      });
    const own = await signIn(`https://${DEMO.host}:${ports.https}`);
    expect(own.status, own.text).toBe(200);
    const cookies = [own.headers["set-cookie"] ?? []].flat();
    expect(cookies.some((c) => c.startsWith("symposia_session="))).toBe(true);
    for (const c of cookies) expect(c, c).toMatch(/;\s*Secure/i);

    for (const foreign of ["https://evil.example.org", `http://${DEMO.host}:${ports.https}`, `https://${EN.host}:${ports.https}`]) {
      const r = await signIn(foreign);
      expect(r.status, foreign).toBe(403);
      expect(r.headers["set-cookie"], foreign).toBeUndefined();
    }
  });
});
