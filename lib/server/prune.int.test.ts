import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { startMaintenance } from "@/lib/jobs/maintenance";
import { useTestDatabase } from "@/tests/integration/test-db";
import { EXPIRED_KEEP_MS, RATE_LIMIT_KEEP_MS } from "./prune";

// Rows anonymous requests leave behind are deleted by the maintenance loop once past use; the ones
// still in use stay.
useTestDatabase();
const db = () => getDb();
const ago = (ms: number) => new Date(Date.now() - ms);
const DAY = 86_400_000;

describe("pruning expired rows", () => {
  it("deletes old rate-limit windows, codes, challenges and login states; keeps live ones", async () => {
    await db().rateLimitHit.createMany({
      data: [
        { key: "old", windowStart: ago(RATE_LIMIT_KEEP_MS + DAY), count: 3 },
        { key: "live", windowStart: ago(60_000), count: 1 },
      ],
    });
    const code = (email: string, expiresAt: Date) => ({ email, purpose: "REGISTER" as const, codeHash: "x$y", expiresAt });
    await db().verificationCode.createMany({ data: [code("old@x.org", ago(EXPIRED_KEEP_MS + 60_000)), code("live@x.org", ago(-600_000))] });
    const challenge = (browserHash: string, expiresAt: Date) => ({ browserHash, answerHash: "h", expiresAt });
    await db().loginChallenge.createMany({ data: [challenge("old", ago(EXPIRED_KEEP_MS + 60_000)), challenge("live", ago(-300_000))] });
    const state = (s: string, expiresAt: Date) => ({ state: s, nonce: "n", codeVerifier: "v", host: "demo.localhost", providerKey: "cstnet", expiresAt });
    await db().oidcLoginState.createMany({ data: [state("old", ago(EXPIRED_KEEP_MS + 60_000)), state("live", ago(-300_000))] });

    const m = startMaintenance({ firstRunMs: 3_600_000, intervalMs: 3_600_000 });
    try {
      await m.runNow();
    } finally {
      await m.stop();
    }

    expect((await db().rateLimitHit.findMany()).map((r) => r.key)).toEqual(["live"]);
    expect((await db().verificationCode.findMany()).map((r) => r.email)).toEqual(["live@x.org"]);
    expect((await db().loginChallenge.findMany()).map((r) => r.browserHash)).toEqual(["live"]);
    expect((await db().oidcLoginState.findMany()).map((r) => r.state)).toEqual(["live"]);
  });
});
