import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { useTestDatabase } from "@/tests/integration/test-db";
import { reviewConfigSample } from "@/tests/integration/samples/review/config";
import { envelopeOf } from "@/tests/support/gateway-call";
import { withRequest } from "@/tests/support/request-scope";
import { dispatch } from "@/lib/gateway/dispatch";
import { DEFAULT_REVIEW_SETTINGS } from "./schemas";
import { getReviewSettings, saveReviewConfig } from "./service";
import { refusal } from "@/tests/support/refusal";

// SPEC §3 "Review config" and §5 on a real database: a conference without a row reviews
// with the defaults; what is saved is what is read back (rules cleaned to "A;B"); a refused input
// stores nothing; the gateway is for this conference's managers only and names the bad field in
// Chinese and English.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
const RC = "/conference/platform/config/review";
let demo = 0;
let draft = 0;
const tokens = { manager: "", alice: "", reviewer: "" };
const valid = reviewConfigSample;

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  demo = (await host("demo.localhost")).conferenceId;
  draft = (await host("draft.localhost")).conferenceId;
  const token = async (email: string) => (await createSession((await db().user.findUniqueOrThrow({ where: { email } })).id)).token;
  tokens.manager = await token("manager@example.org");
  tokens.alice = await token("alice@example.org");
  tokens.reviewer = await token("reviewer@example.org");
  await db().reviewConfig.deleteMany({ where: { conferenceId: { in: [demo, draft] } } });
});

type Call = { token?: string; host?: string; json?: unknown; locale?: "zh" | "en" };

/** A gateway call as the browser sends it: the host's conference, the language switch's cookie. */
function callGateway(method: string, path: string, opts: Call = {}): Promise<Response> {
  const host = opts.host ?? "demo.localhost";
  const headers = new Headers({ host, origin: `http://${host}`, cookie: `locale=${opts.locale ?? "en"}` });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.json !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://${host}/api${path}`);
  const request = new Request(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  return withRequest(request, () => dispatch(request, url.pathname.slice(5).split("/").map(decodeURIComponent)));
}
const post = (json: unknown, opts: Call = {}) => callGateway("POST", RC, { token: tokens.manager, ...opts, json });

describe("reading the configuration", () => {
  it("answers the defaults while a conference has none", async () => {
    const s = await getReviewSettings(draft);
    expect(s).toEqual(DEFAULT_REVIEW_SETTINGS);
    expect(s).toMatchObject({
      blind: true,
      chairFinal: false,
      reviewsPerSubmission: 3,
      activationDays: 14,
      maxPerReviewer: null,
      reviewDeadline: "",
      saved: false,
    });
    expect(s.scoreItems).toEqual([
      { key: "overall", enabled: true, max: 10, weight: 1 },
      { key: "relevance", enabled: true, max: 5, weight: 1 },
      { key: "english", enabled: true, max: 5, weight: 1 },
      { key: "originality", enabled: true, max: 5, weight: 1 },
      { key: "recommend", enabled: true, max: 5, weight: 0 },
    ]);
    // A caller changing its copy does not change the next conference's defaults.
    s.scoreItems[0].max = 99;
    expect((await getReviewSettings(draft)).scoreItems[0].max).toBe(10);
  });

  it("gives a score missing or damaged in the stored JSON its default", async () => {
    await db().reviewConfig.create({
      data: { conferenceId: draft, scoreItems: [{ key: "overall", enabled: false, max: 7, weight: 3 }, { key: "english", max: "x" }, "junk"] },
    });
    const items = (await getReviewSettings(draft)).scoreItems;
    expect(items[0]).toEqual({ key: "overall", enabled: false, max: 7, weight: 3 });
    expect(items.slice(1)).toEqual(DEFAULT_REVIEW_SETTINGS.scoreItems.slice(1));
    await db().reviewConfig.delete({ where: { conferenceId: draft } });
  });
});

describe("saving the configuration", () => {
  it("stores every setting and reads it back, rules cleaned, scores in their fixed order", async () => {
    const saved = await saveReviewConfig(demo, {
      ...valid,
      ratingRulesZh: " 优秀 ；良好;一般； ",
      scoreItems: [...valid.scoreItems].reverse(),
      chairFinal: true,
    });
    expect(await getReviewSettings(demo)).toEqual(saved);
    expect(saved).toEqual({
      ...valid,
      ratingRulesZh: "优秀;良好;一般",
      ratingRulesEn: "Excellent;Good;Fair",
      chairFinal: true,
      saved: true,
    });
    const row = await db().reviewConfig.findUniqueOrThrow({ where: { conferenceId: demo } });
    expect([row.reviewDeadline?.toISOString(), row.maxPerReviewer, row.activationDays]).toEqual(["2026-10-31T00:00:00.000Z", 12, 14]);
    // Each conference its own: draft still reviews with the defaults.
    expect((await getReviewSettings(draft)).saved).toBe(false);
  });

  it("clears the optional deadline and maximum", async () => {
    expect(await saveReviewConfig(demo, { ...valid, reviewDeadline: "", maxPerReviewer: null })).toMatchObject({ reviewDeadline: "", maxPerReviewer: null });
    expect((await db().reviewConfig.findUniqueOrThrow({ where: { conferenceId: demo } })).reviewDeadline).toBeNull();
  });

  it("refuses each §5 rule with its key on its field and stores nothing", async () => {
    await saveReviewConfig(demo, valid);
    const before = await db().reviewConfig.findUniqueOrThrow({ where: { conferenceId: demo } });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ detailRulesZh: `创新性；${"长".repeat(101)}` }, { detailRulesZh: expect.stringMatching(/^reviewConfig\.titleTooLong\?n=2&/) }],
      [{ ratingRulesEn: "Good;;Fair" }, { ratingRulesEn: expect.stringMatching(/^reviewConfig\.titleEmpty\?n=2/) }],
      [{ scoreItems: valid.scoreItems.map((s) => ({ ...s, enabled: false })) }, { scoreItems: "reviewConfig.noScoreEnabled" }],
      [
        { reviewsPerSubmission: 21, activationDays: 0 },
        { reviewsPerSubmission: "validation.tooBig?max=20", activationDays: "validation.tooSmall?min=1" },
      ],
      [
        { maxPerReviewer: 0, reviewDeadline: "2026-02-30" },
        { maxPerReviewer: "validation.tooSmall?min=1", reviewDeadline: "validation.invalidDate" },
      ],
      // good fields beside a bad one are not written either
      [
        { blind: false, ratingRulesZh: "新规则", scoreItems: valid.scoreItems.map((s, i) => (i === 1 ? { ...s, max: 1 } : s)) },
        { "scoreItems.1.max": "validation.tooSmall?min=2" },
      ],
    ];
    for (const [change, fieldErrors] of cases) {
      const e = await refusal(saveReviewConfig(demo, { ...valid, ...change } as typeof valid));
      expect({ status: e.status, fieldErrors: e.fieldErrors }, JSON.stringify(change)).toEqual({ status: 400, fieldErrors });
    }
    expect(await db().reviewConfig.findUniqueOrThrow({ where: { conferenceId: demo } })).toEqual(before);
    // A conference without a row gets none from a refused save.
    await refusal(saveReviewConfig(draft, { ...valid, activationDays: 91 }));
    expect(await db().reviewConfig.count({ where: { conferenceId: draft } })).toBe(0);
  });
});

describe("the gateway", () => {
  it("is for this conference's managers only, for reading and for saving", async () => {
    const cases: [string, { token?: string; host?: string }, number][] = [
      ["anonymous", {}, 401],
      ["participant", { token: tokens.alice }, 403],
      ["reviewer", { token: tokens.reviewer }, 403],
      ["another conference's manager", { token: tokens.manager, host: "en.localhost" }, 403],
    ];
    const before = await db().reviewConfig.findMany({ orderBy: { id: "asc" } });
    for (const [who, opts, status] of cases) {
      expect((await callGateway("GET", RC, opts)).status, `GET as ${who}`).toBe(status);
      expect((await callGateway("POST", RC, { ...opts, json: { ...valid, blind: false } })).status, `POST as ${who}`).toBe(status);
    }
    expect(await db().reviewConfig.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });

  it("reads and saves for the manager; GET answers the defaults where none is saved", async () => {
    const ok = await post({ ...valid, ratingRulesEn: "A ；B", activationDays: 30 });
    expect(ok.status).toBe(200);
    expect((await envelopeOf(ok)).data).toMatchObject({ ratingRulesEn: "A;B", activationDays: 30, saved: true });
    const read = await envelopeOf(await callGateway("GET", RC, { token: tokens.manager }));
    expect(read.data).toMatchObject({ ratingRulesEn: "A;B", activationDays: 30, scoreItems: valid.scoreItems });
    const fresh = await envelopeOf(await callGateway("GET", RC, { token: tokens.manager, host: "draft.localhost" }));
    expect(fresh.data).toEqual(DEFAULT_REVIEW_SETTINGS);
  });

  it("answers bad input with 400 and each message on its field, in Chinese and in English, storing nothing", async () => {
    const before = await db().reviewConfig.findUniqueOrThrow({ where: { conferenceId: demo } });
    const long = `Clarity ${"x".repeat(100)}`;
    const body = { ...valid, detailRulesEn: `Originality; ${long}`, scoreItems: valid.scoreItems.map((s) => ({ ...s, weight: 0 })), activationDays: 91 };
    const en = await post(body, { locale: "en" });
    expect(en.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(en)).data.fieldErrors).toEqual({
      detailRulesEn: `Title 2 (“Clarity xxxxxxxxxxxxxxxx…”) has ${long.length} characters; each title may have at most 100`,
      scoreItems: "At least one enabled score needs a weight above 0 for the weighted average",
      activationDays: "Must be at most 90",
    });
    const zh = await post({ ...valid, ratingRulesZh: "优秀；；一般" }, { locale: "zh" });
    expect(zh.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(zh)).data.fieldErrors).toEqual({
      ratingRulesZh: "第 2 个标题为空：请删除多余的分号或填写标题",
    });
    expect(await db().reviewConfig.findUniqueOrThrow({ where: { conferenceId: demo } })).toEqual(before);
  });
});
