import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Issue 17: Docker cannot run here, so the compose files are kept true by checking them against the
// code: every setting they pass is one the code reads, every script they run exists, the balancer
// asks the readiness route the app serves, and the images are Node 24 LTS.

const compose = readFileSync("docker-compose.yml", "utf8");
const caddy = readFileSync("deploy/Caddyfile", "utf8");
const dockerfile = readFileSync("Dockerfile", "utf8");

const envNames = [...compose.matchAll(/^ {2,4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]).filter((n) => !n.startsWith("POSTGRES_") && !n.startsWith("MINIO_"));
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
  it("pass only settings the code reads", () => {
    expect(envNames).toEqual(expect.arrayContaining(["DATABASE_URL", "STORAGE_DRIVER", "S3_BUCKET", "METRICS_TOKEN", "MAIL_WORKER"]));
    expect(envNames.filter((n) => !codeReads(n))).toEqual([]);
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

  it("balance across both replicas and rest the ones that are not ready", () => {
    expect(caddy).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddy).toMatch(/health_uri \/api\/ready/);
    expect(existsSync("app/api/ready/route.ts")).toBe(true);
    expect(compose).toMatch(/\.\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile/);
  });

  it("build on Node 24 LTS and start the server so that SIGTERM reaches it", () => {
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThan(0);
    for (const f of froms) expect(f).toMatch(/^node:24(-|$)/);
    expect(dockerfile).toMatch(/exec node --import tsx scripts\/server\.ts/);
  });
});
