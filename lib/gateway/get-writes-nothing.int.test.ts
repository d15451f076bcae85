import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getRegisterSettings } from "@/lib/registration/settings-service";
import { getDb } from "@/lib/server/db";
import { createSession } from "@/lib/server/session-store";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { type Sample } from "@/tests/integration/gateway-samples";
import { fill, HOST, resetSweepState, seedSweep, send, type Who } from "@/tests/integration/gateway-sweep";
import { countChanges, rowCounts } from "@/tests/integration/row-counts";
import { useTestDatabase } from "@/tests/integration/test-db";
import { ROUTES } from "./routes";

// A GET only reads: looking at something (a crawler, a prefetch, a retried request) must never
// create or delete rows. Every GET route of the gateway, as a visitor, a participant and a
// manager, leaves every table's row count as it found it.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-get-"));
process.env.APP_SECRET ??= "get-secret";
process.env.SYMPOSIA_EDGE_SECRET = "sweep-edge";
const database = useTestDatabase();

let samples: Record<string, Sample> = {};
let userIds: Partial<Record<Who, number>> = {};
const tokens: Partial<Record<Who, string>> = {};
let adminToken: string;

beforeAll(async () => {
  ({ samples, userIds } = await seedSweep());
  await resetSweepState(samples);
  for (const who of ["participant", "manager"] as const) tokens[who] = (await createSession(userIds[who]!)).token;
  const admin = await getDb().user.findUniqueOrThrow({ where: { email: "admin@example.org" } });
  adminToken = (await createSession(admin.id)).token;
});

const FIND = "GET /conference/admin/register/config/basic/find";

// The two exceptions issue a picture challenge (sign-in, feedback): fetching a new picture is a GET
// for API clients (neither is a call of the original API, which has no challenge), and its answer
// has to be kept on the server until it is solved. The row is that short-lived challenge, bound
// to the browser and pruned when it expires, not data of the conference or of anyone; any other
// table they touched would still count.
const ISSUES_A_CHALLENGE: Record<string, string> = {
  "GET /base/oauth/challenge": "LoginChallenge",
  "GET /conference/feedback/captcha": "LoginChallenge",
};

describe("a GET never writes", () => {
  it("registration settings of a conference that never saved them: defaults, and still no row", async () => {
    const conf = (await resolveConference(HOST))!;
    await getDb().registerConfig.deleteMany({ where: { conferenceId: conf.id } });
    invalidateConferenceCache();
    const before = await rowCounts(database.schema());
    const r = await send(FIND, tokens.manager, {});
    expect(r.status).toBe(200);
    expect(await getDb().registerConfig.count({ where: { conferenceId: conf.id } })).toBe(0);
    expect(countChanges(before, await rowCounts(database.schema()))).toEqual([]);

    // Those defaults are the table's column defaults: a row saved with nothing but the conference
    // reads the same (the defaults written out in the service cannot drift from the schema).
    const unsaved = await getRegisterSettings(conf.id);
    await getDb().registerConfig.create({ data: { conferenceId: conf.id } });
    expect(await getRegisterSettings(conf.id)).toEqual(unsaved);
    await getDb().registerConfig.deleteMany({ where: { conferenceId: conf.id } });
  });

  it("no GET route of the gateway changes a row count, whoever calls it", async () => {
    const gets = Object.keys(ROUTES).filter((k) => k.startsWith("GET "));
    expect(gets).toContain(FIND);
    const moved: string[] = [];
    for (const who of ["visitor", "participant", "manager"] as const) {
      for (const key of gets) {
        const sample = samples[key] ?? {};
        const before = await rowCounts(database.schema());
        const r = await send(key, tokens[who], { params: sample.params, query: fill(sample.query) as Record<string, unknown> });
        const allowed = ISSUES_A_CHALLENGE[key];
        const changes = countChanges(before, await rowCounts(database.schema())).filter((c) => !allowed || !c.startsWith(`${allowed}:`));
        if (changes.length) moved.push(`${who} ${key} (${r.status}): ${changes.join(", ")}`);
      }
    }
    expect(moved).toEqual([]);
  });

  it("nor do the platform administrator's GET routes, called by an administrator", async () => {
    const gets = Object.keys(ROUTES).filter((k) => k.startsWith("GET /base/admin/"));
    expect(gets.length).toBeGreaterThanOrEqual(5);
    const moved: string[] = [];
    for (const key of gets) {
      const sample = samples[key] ?? {};
      const before = await rowCounts(database.schema());
      const r = await send(key, adminToken, { params: sample.params, query: fill(sample.query) as Record<string, unknown> });
      // Answered, not refused: the read really ran.
      expect([key, r.status]).toEqual([key, 200]);
      const changes = countChanges(before, await rowCounts(database.schema()));
      if (changes.length) moved.push(`${key}: ${changes.join(", ")}`);
    }
    expect(moved).toEqual([]);
  });
});
