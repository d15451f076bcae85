import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { APP_SECRET_EXAMPLE, appSecretProblem } from "./app-secret";

const STRONG = "q8Vw3rYt6uIo9pAs2dFg5hJk8lZx1cVb4nMq7wEr0tYu"; // 44 bytes, like `openssl rand -base64 33`

/** The production server started as compose starts it, with `env` (no database needed: it stops first). */
function startServer(env: Record<string, string | undefined>) {
  const base = { ...process.env };
  delete base.APP_SECRET;
  delete base.SYMPOSIA_DEMO;
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/server.ts", "-p", "0"], {
    env: { ...base, NODE_ENV: "production", DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("APP_SECRET in production", () => {
  it("is refused when missing, blank, the published example or shorter than 32 bytes", () => {
    expect(appSecretProblem({})).toMatch(/^APP_SECRET is not set: /);
    expect(appSecretProblem({ APP_SECRET: "   " })).toMatch(/^APP_SECRET is not set: /);
    expect(appSecretProblem({ APP_SECRET: APP_SECRET_EXAMPLE })).toMatch(/^APP_SECRET is the example value from \.env\.example/);
    expect(appSecretProblem({ APP_SECRET: "change-me-to-32-random-bytes-in-production" })).toMatch(/example value/);
    expect(appSecretProblem({ APP_SECRET: "x".repeat(31) })).toMatch(/^APP_SECRET is 31 bytes long, shorter than 32/);
    // Bytes, not characters: ten Chinese characters are 30 bytes in UTF-8.
    expect(appSecretProblem({ APP_SECRET: "密".repeat(10) })).toMatch(/30 bytes/);
  });

  it("is accepted from 32 bytes on; an explicit demo may run without one, never with a weak one", () => {
    expect(appSecretProblem({ APP_SECRET: "x".repeat(32) })).toBeNull();
    expect(appSecretProblem({ APP_SECRET: STRONG })).toBeNull();
    expect(appSecretProblem({ SYMPOSIA_DEMO: "1" })).toBeNull();
    expect(appSecretProblem({ SYMPOSIA_DEMO: "1", APP_SECRET: "short" })).toMatch(/5 bytes/);
    expect(appSecretProblem({ SYMPOSIA_DEMO: "0" })).toMatch(/not set/);
  });

  it("stops scripts/server.ts with exit code 1 and one line naming the variable", () => {
    for (const secret of [undefined, APP_SECRET_EXAMPLE, "too-short"]) {
      const r = startServer({ APP_SECRET: secret });
      expect(r.status, r.stderr).toBe(1);
      const lines = r.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[symposia\] APP_SECRET /);
      expect(r.stdout).not.toMatch(/production server on/);
    }
  }, 120_000);
});
