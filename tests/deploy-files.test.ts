import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { APP_SECRET_EXAMPLE, appSecretProblem } from "@/lib/server/app-secret";

// Docker cannot run here, so the compose files are kept true by checking them against the
// code and against each other: every setting they pass is one the code reads, every script they run
// exists, the balancer asks routes the app serves, the proxy publishes the ports Caddy listens on,
// secrets come only from .env (documented in .env.example), and the images are Node 24 LTS. The
// Caddyfile itself runs for real in tests/deploy/caddy-tls.deploy.test.ts.

const compose = readFileSync("docker-compose.yml", "utf8");
const caddy = readFileSync("deploy/Caddyfile", "utf8");
const dockerfile = readFileSync("Dockerfile", "utf8");
const envExample = readFileSync(".env.example", "utf8");

/** Compose without its comments (a comment may show ports or values that are not in force). */
const composeCode = compose
  .split("\n")
  .filter((l) => !/^\s*#/.test(l))
  .map((l) => l.replace(/\s+#.*$/, ""))
  .join("\n");

/** The lines of one top-level service's block. */
function service(name: string): string {
  const m = new RegExp(`^ {2}${name}:.*\\n((?: {4}.*\\n|\\s*\\n)*)`, "m").exec(composeCode + "\n");
  if (!m) throw new Error(`no service ${name} in docker-compose.yml`);
  return m[0];
}
const servicesBlock = composeCode.slice(composeCode.indexOf("\nservices:\n"), composeCode.indexOf("\nvolumes:\n"));
const services = [...servicesBlock.matchAll(/^ {2}([a-z][\w-]*):/gm)].map((m) => m[1]);

/** `{$NAME}` / `{$NAME:default}` placeholders of the Caddyfile → default (undefined when none). */
const caddyPlaceholders = new Map([...caddy.matchAll(/\{\$([A-Z][A-Z0-9_]*)(?::([^}]*))?\}/g)].map((m) => [m[1], m[2]]));
const caddyDefault = (name: string) => {
  const v = caddyPlaceholders.get(name);
  if (v === undefined) throw new Error(`deploy/Caddyfile has no {$${name}:…} with a default`);
  return v;
};

/** NAME → value of .env.example, in order; and whether a comment documents it. */
const exampleVars = envExample.split(/\n\s*\n/).flatMap((paragraph) => {
  const lines = paragraph.split("\n");
  const documented = lines.some((l) => /^#\s*\S/.test(l));
  return lines.flatMap((l) => {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(l);
    return m ? [{ name: m[1], value: m[2], documented }] : [];
  });
});
const exampleNames = exampleVars.map((v) => v.name);

const composeEnvNames = [...composeCode.matchAll(/^ {2,6}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
const interpolated = [...new Set([...composeCode.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::?[?-][^}]*)?\}/g)].map((m) => m[1]))];

const codeReads = (name: string) => {
  try {
    return (
      execFileSync("git", ["grep", "-l", "-w", "-F", name, "--", "lib/*.ts", "scripts", "app", "instrumentation.ts", "proxy.ts", ":!*.test.ts"], {
        encoding: "utf8",
      }).trim() !== ""
    );
  } catch {
    return false;
  }
};

describe("deployment files", () => {
  it("pass only settings the code (or the Caddyfile) reads", () => {
    const passed = [...composeEnvNames, ...exampleNames].filter((n) => !n.startsWith("POSTGRES_") && !n.startsWith("MINIO_"));
    expect(passed).toEqual(expect.arrayContaining(["DATABASE_URL", "STORAGE_DRIVER", "S3_BUCKET", "METRICS_TOKEN", "MAIL_WORKER", "APP_SECRET", "ACME_EMAIL"]));
    expect([...new Set(passed)].filter((n) => !codeReads(n) && !caddyPlaceholders.has(n))).toEqual([]);
  });

  it("run two app replicas with background work off, one worker, migrations first, files in the bucket", () => {
    expect(compose).toMatch(/^ {2}app1: \*app$/m);
    expect(compose).toMatch(/^ {2}app2: \*app$/m);
    expect(compose).toMatch(/MAIL_WORKER: "off"/);
    expect(compose).toMatch(/STORAGE_DRIVER: s3/);
    expect(compose).toMatch(/^ {2}worker:\n(?: {4}.*\n)*? {4}command: .*scripts\/worker\.ts/m);
    expect(compose).toMatch(/migrate: \{ condition: service_completed_successfully \}/);
    expect(compose).toMatch(/mc mb --ignore-existing local\/symposia/);
    for (const f of compose.matchAll(/"((?:scripts|prisma)\/[\w./-]+\.ts)"/g)) expect(existsSync(f[1]), f[1]).toBe(true);
  });

  it("balance across the app services on the app's port and rest the ones that are not ready", () => {
    const upstreams = caddyDefault("SYMPOSIA_UPSTREAMS").split(/\s+/);
    expect(upstreams).toEqual(["app1:3000", "app2:3000"]);
    const appPort = /^ENV .*\bPORT=(\d+)/m.exec(dockerfile)?.[1];
    expect(appPort).toBe("3000");
    for (const u of upstreams) {
      const [name, port] = u.split(":");
      expect(services, name).toContain(name);
      expect(port).toBe(appPort);
    }
    expect(caddy).toMatch(/reverse_proxy \{\$SYMPOSIA_UPSTREAMS:[^}]*\} \{/);
    expect(caddy).toMatch(/health_uri \/api\/ready/);
    expect(existsSync("app/api/ready/route.ts")).toBe(true);
    expect(compose).toMatch(/\.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/);
  });

  it("obtain certificates on demand, asking an app service's route, and redirect HTTP to HTTPS", () => {
    const ask = new URL(caddyDefault("SYMPOSIA_ASK_URL"));
    expect(services).toContain(ask.hostname);
    expect(ask.port).toBe("3000");
    expect(existsSync(`app${ask.pathname}/route.ts`), ask.pathname).toBe(true);
    expect(caddy).toMatch(/on_demand_tls \{\s*(?:#.*\s*)*ask \{\$SYMPOSIA_ASK_URL:/);
    expect(caddy).toMatch(/^https:\/\/ \{\n(?:\t.*\n|\s*\n)*?\ttls \{\$SYMPOSIA_TLS_ISSUER:\} \{\n\t\ton_demand\n/m);
    expect(caddy).toMatch(/^http:\/\/ \{\n\tredir https:\/\/\{host\}\{uri\} 308\n\}/m);
    expect(caddy).toMatch(/^\temail \{\$ACME_EMAIL\}$/m);
  });

  it("publish exactly the ports Caddy listens on, and nothing else (no MinIO console, no Mailpit)", () => {
    const published = services.filter((s) => /^ {4}ports:/m.test(service(s)));
    expect(published).toEqual(["proxy"]);
    const ports = /^ {4}ports: \[(.*)\]$/m
      .exec(service("proxy"))![1]
      .split(",")
      .map((p) => p.trim().replace(/"/g, ""));
    const http = caddyDefault("SYMPOSIA_HTTP_PORT");
    const https = caddyDefault("SYMPOSIA_HTTPS_PORT");
    expect([http, https]).toEqual(["80", "443"]);
    expect(ports).toEqual([`80:${http}`, `443:${https}`, `443:${https}/udp`]); // HTTP/3 on UDP
  });

  it("keep Caddy's certificates and settings in named volumes", () => {
    const proxy = service("proxy");
    const declared = /^volumes:\n((?: {2}.*\n?)*)/m.exec(composeCode)![1];
    for (const dir of ["/data", "/config"]) {
      const m = new RegExp(`^ {6}- ([\\w-]+):${dir}$`, "m").exec(proxy);
      expect(m, dir).not.toBeNull();
      expect(declared).toMatch(new RegExp(`^ {2}${m![1]}:`, "m"));
    }
  });

  it("take every secret from .env: none inline, the app services read .env, .env is never committed or built in", () => {
    const secretish = /(SECRET|PASSWORD|TOKEN|_KEY|KEY_ID|PROVIDERS)$/;
    for (const m of composeCode.matchAll(/^ +([A-Z][A-Z0-9_]*): *(.*)$/gm)) {
      if (secretish.test(m[1])) expect(m[2], m[1]).toMatch(/^\$\{[A-Z][A-Z0-9_]*(?::\?[^}]*)?\}$/);
    }
    const credentials = [...composeCode.matchAll(/:\/\/[^\s/:@"]+:(\$\{[^}]*\}|[^\s@"]+)@/g)].map((m) => m[1]);
    expect(credentials.length).toBeGreaterThan(0); // DATABASE_URL
    for (const c of credentials) expect(c).toMatch(/^\$\{[A-Z][A-Z0-9_]*(?::\?[^}]*)?\}$/);
    expect(composeCode).not.toMatch(/symposia-secret|change-me/);
    expect(compose).toMatch(/^x-app: &app\n(?: {2}.*\n)*? {2}env_file: \.env\b/m);
    for (const s of ["migrate", "worker", "seed"]) expect(service(s), s).toMatch(/^ {4}env_file: \.env$/m);
    expect(readFileSync(".gitignore", "utf8").split("\n")).toContain(".env");
    expect(readFileSync(".dockerignore", "utf8").split("\n")).toContain(".env");
  });

  it("document in .env.example every variable the deployment needs", () => {
    const undocumented = exampleVars.filter((v) => !v.documented).map((v) => v.name);
    expect(undocumented).toEqual([]);
    expect(new Set(exampleNames).size).toBe(exampleNames.length);
    const needed = ["ACME_EMAIL", "APP_SECRET", "POSTGRES_PASSWORD", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "SMTP_URL", "METRICS_TOKEN", "OIDC_PROVIDERS"];
    expect(exampleNames).toEqual(expect.arrayContaining(needed));
    // What compose fills in from .env, and what the Caddyfile needs in production (no default).
    expect(interpolated.filter((n) => !exampleNames.includes(n))).toEqual([]);
    const caddyNeeds = [...caddyPlaceholders].filter(([, d]) => d === undefined).map(([n]) => n);
    expect(caddyNeeds).toEqual(["ACME_EMAIL"]);
    for (const n of caddyNeeds) {
      expect(exampleNames).toContain(n);
      expect(service("proxy")).toMatch(new RegExp(`^ {6}${n}: \\$\\{${n}:\\?`, "m"));
    }
    // S3 storage refuses to start without these: set inline (wiring) or in .env.
    const s3 = readFileSync("lib/server/storage/s3.ts", "utf8");
    for (const [, n] of s3.matchAll(/need\("([A-Z0-9_]+)"\)/g)) expect(composeEnvNames.includes(n) || exampleNames.includes(n), n).toBe(true);
  });

  it("ship an APP_SECRET example the app refuses to start with", () => {
    const secret = exampleVars.find((v) => v.name === "APP_SECRET")!.value;
    expect(secret).toBe(APP_SECRET_EXAMPLE);
    expect(appSecretProblem({ APP_SECRET: secret })).toMatch(/example value/);
  });

  it("build on Node 24 LTS and start the server so that SIGTERM reaches it", () => {
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThan(0);
    for (const f of froms) expect(f).toMatch(/^node:24(-|$)/);
    expect(dockerfile).toMatch(/exec node --import tsx scripts\/server\.ts/);
  });
});
