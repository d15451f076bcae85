import { beforeAll, describe, expect, it, vi } from "vitest";
import { dispatch } from "@/lib/gateway/dispatch";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { getSubmissionSettings } from "../settings";
import { getChoiceUsage, getSubmissionConfigScreen, saveChoices, saveSubmissionConfig } from "./service";
import { CONFIG_ITEMS, type TChoice } from "../schemas";
import { createTheme } from "./theme-service";
import { refusal } from "@/tests/support/refusal";

// SPEC §3 "Submission config" and §5 on a real database: what is saved is what is read
// back (each item required / optional / hidden, the PDF layout, cleaned instructions); each date
// rule is refused with its key on its field and stores nothing; a category or report type that
// submissions carry cannot leave its list. The gateway says the same in Chinese and English.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();
const db = () => getDb();
let conf = 0; // draft.localhost: no call for abstracts seeded, so every value here is ours
let demo = 0;
let aliceId = 0;
let managerToken = "";
let number = 0;

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  conf = (await host("draft.localhost")).conferenceId;
  demo = (await host("demo.localhost")).conferenceId;
  aliceId = (await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } })).id;
  managerToken = (await createSession((await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
});

const layout = {
  perPage: 4 as const,
  showNumber: false,
  title: { font: "sans" as const, size: 16, bold: true, italic: false },
  author: { font: "serif" as const, size: 9, bold: false, italic: true },
  content: { font: "sans" as const, size: 8, bold: false, italic: false },
};
const valid = {
  open: true,
  startDate: "2026-03-01",
  endDate: "2026-06-30",
  secondDeadline: "2026-07-15",
  limitFlag: true,
  maxSubmissions: 300,
  perPersonMax: 2,
  abstractWordLimit: 600,
  abstractContent: "REQUIRED",
  attachment: "HIDDEN",
  authorInfo: "REQUIRED",
  fullText: "OPTIONAL",
  category: "HIDDEN",
  reportType: "REQUIRED",
  keywords: "OPTIONAL",
  instructionsZh: "<p>请提交摘要</p>",
  instructionsEn: "<p>Please submit</p>",
  allowEditAfterAccept: true,
  pdfLayout: layout,
} as const;

/** A gateway call as the browser would send it, with the locale cookie of the language switch. */
async function gateway(method: string, path: string, json: unknown, locale: "zh" | "en") {
  const host = "draft.localhost";
  const headers = new Headers({ host, origin: `http://${host}`, cookie: `locale=${locale}`, authorization: `Bearer ${managerToken}` });
  if (json !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://${host}/api${path}`);
  const request = new Request(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const response = await withRequest(request, () => dispatch(request, url.pathname.slice(5).split("/").map(decodeURIComponent)));
  return { status: response.status, ...((await response.json()) as { data: { fieldErrors?: Record<string, string> }; message: string }) };
}

describe("saving the configuration", () => {
  it("stores every setting and reads it back, items as required / optional / hidden", async () => {
    const saved = await saveSubmissionConfig(conf, valid);
    const read = await getSubmissionSettings(conf);
    expect(read).toEqual(saved);
    expect(read).toMatchObject({ ...valid, pdfLayout: layout });
    expect(Object.fromEntries(CONFIG_ITEMS.map((k) => [k, read[k]]))).toEqual({
      abstractContent: "REQUIRED",
      attachment: "HIDDEN",
      authorInfo: "REQUIRED",
      fullText: "OPTIONAL",
      category: "HIDDEN",
      reportType: "REQUIRED",
      keywords: "OPTIONAL",
    });
    const row = await db().submissionConfig.findUniqueOrThrow({ where: { conferenceId: conf } });
    expect([row.attachment, row.category, row.abstractWordLimit, row.startDate?.toISOString()]).toEqual(["HIDDEN", "HIDDEN", 600, "2026-03-01T00:00:00.000Z"]);
  });

  it("cleans the instructions on the server, whoever sent them", async () => {
    await saveSubmissionConfig(conf, { ...valid, instructionsZh: '<p onclick="x()">须知<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a>' });
    const { instructionsZh } = await getSubmissionSettings(conf);
    expect(instructionsZh).not.toMatch(/script|onclick|javascript/);
    expect(instructionsZh).toContain("<p>须知</p>");
  });

  it("refuses each §5 date rule with its key on its field and stores nothing", async () => {
    await saveSubmissionConfig(conf, valid);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ endDate: "2026-02-28" }, { endDate: "submissionConfig.endBeforeStart" }],
      [{ secondDeadline: "2026-06-29" }, { secondDeadline: "submissionConfig.secondBeforeEnd" }],
      [
        { startDate: "", endDate: "" },
        { startDate: "validation.required", endDate: "validation.required" },
      ],
      [{ limitFlag: true, maxSubmissions: null }, { maxSubmissions: "validation.required" }],
      [{ maxSubmissions: 5, perPersonMax: 6 }, { perPersonMax: "submissionConfig.perPersonAboveMax" }],
    ];
    for (const [change, fieldErrors] of cases) {
      expect(await refusal(saveSubmissionConfig(conf, { ...valid, ...change } as typeof valid)), JSON.stringify(change)).toMatchObject({
        status: 400,
        fieldErrors,
      });
    }
    expect(await getSubmissionSettings(conf)).toMatchObject({ startDate: "2026-03-01", endDate: "2026-06-30", secondDeadline: "2026-07-15", perPersonMax: 2 });
    // The same day is allowed for both rules, and a closed call needs no dates.
    await saveSubmissionConfig(conf, { ...valid, endDate: "2026-03-01", secondDeadline: "2026-03-01" });
    await saveSubmissionConfig(conf, { ...valid, open: false, startDate: "", endDate: "", secondDeadline: "" });
    expect(await getSubmissionSettings(conf)).toMatchObject({ open: false, startDate: "", endDate: "", secondDeadline: "" });
  });

  it("answers the date rules through the gateway on their fields, in Chinese and in English", async () => {
    const path = "/conference/platform/config/contribute/save";
    const zh = await gateway("POST", path, { ...valid, endDate: "2026-02-01", secondDeadline: "2026-01-01" }, "zh");
    expect(zh.status).toBe(400);
    expect(zh.data.fieldErrors).toEqual({ endDate: "截止日期不能早于开始日期", secondDeadline: "二次投稿截止日期不能早于截止日期" });
    const en = await gateway("POST", path, { ...valid, secondDeadline: "2026-06-01" }, "en");
    expect(en.data.fieldErrors).toEqual({ secondDeadline: "The second-submission deadline cannot be earlier than the deadline" });
    const ok = await gateway("POST", path, valid, "en");
    expect(ok.status).toBe(200);
  });
});

describe("categories and report types", () => {
  const oral: TChoice = { value: "oral", labelZh: "口头报告", labelEn: "Oral" };
  const poster: TChoice = { value: "poster", labelZh: "墙报", labelEn: "Poster" };
  const file = (over: { category?: string; reportType?: string }) =>
    db().submission.create({ data: { conferenceId: conf, userId: aliceId, number: ++number, title: `Paper ${number}`, ...over } });

  it("saves, relabels and reorders a list; the other list is kept", async () => {
    await saveChoices(conf, { list: "category", choices: [{ value: "theory", labelZh: "理论", labelEn: "Theory" }] });
    await saveChoices(conf, { list: "reportType", choices: [oral, poster] });
    const s = await saveChoices(conf, { list: "reportType", choices: [{ ...poster, labelEn: "Poster session" }, oral] });
    expect(s.reportTypeOptions).toEqual([{ ...poster, labelEn: "Poster session" }, oral]);
    expect(s.categoryOptions.map((c) => c.value)).toEqual(["theory"]);
  });

  it("refuses to remove (or rename) a value that submissions use, naming how many, and changes nothing", async () => {
    await saveChoices(conf, { list: "reportType", choices: [oral, poster] });
    await file({ reportType: "oral" });
    await file({ reportType: "oral" });
    expect(await refusal(saveChoices(conf, { list: "reportType", choices: [poster] }))).toMatchObject({
      status: 409,
      key: "submissionConfig.choices.inUse",
      values: { count: 2, value: "oral", labelEn: "Oral" },
    });
    expect((await refusal(saveChoices(conf, { list: "reportType", choices: [{ ...oral, value: "talk" }, poster] }))).values).toMatchObject({ count: 2 });
    expect((await getSubmissionSettings(conf)).reportTypeOptions).toEqual([oral, poster]);
    expect((await getChoiceUsage(conf)).reportType).toEqual({ oral: 2 });
    // An unused one goes.
    expect((await saveChoices(conf, { list: "reportType", choices: [oral] })).reportTypeOptions).toEqual([oral]);
  });

  it("says in both languages how many submissions use the value", async () => {
    await saveChoices(conf, { list: "category", choices: [{ value: "applied", labelZh: "应用研究", labelEn: "Applied research" }] });
    await file({ category: "applied" });
    const path = "/conference/platform/config/contribute/choices/save";
    const zh = await gateway("POST", path, { list: "category", choices: [] }, "zh");
    const en = await gateway("POST", path, { list: "category", choices: [] }, "en");
    expect([zh.status, zh.message]).toEqual([409, "“应用研究”已被 1 篇稿件使用，不能删除。"]);
    expect([en.status, en.message]).toEqual([409, "“Applied research” is used by 1 submission and cannot be removed."]);
  });

  it("refuses duplicates and odd values on their row's field", async () => {
    const r = await gateway(
      "POST",
      "/conference/platform/config/contribute/choices/save",
      { list: "category", choices: [oral, { ...poster, value: "oral" }, { ...poster, value: "a b" }] },
      "en",
    );
    expect(r.status).toBe(400);
    expect(r.data.fieldErrors).toEqual({ "choices.1.value": "This value is already in the list", "choices.2.value": "Use letters, digits, - and _ only" });
  });
});

describe("the screen's data", () => {
  it("holds the settings, the usage of each value and the theme tree of the host's conference only", async () => {
    const mine = await createTheme(conf, { nameZh: "主题", nameEn: "Theme", parentId: null, prefix: "T", order: 0 });
    const screen = await getSubmissionConfigScreen(conf);
    expect(screen.themes.map((t) => t.id)).toContain(mine.id);
    expect(screen.usage.category).toEqual({ applied: 1 });
    const demoScreen = await getSubmissionConfigScreen(demo);
    expect(demoScreen.themes.map((t) => t.id)).not.toContain(mine.id);
  });
});
