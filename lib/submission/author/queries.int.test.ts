import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConference } from "@/lib/server/site-conference";
import { dispatch } from "@/lib/gateway/dispatch";
import { getDb } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { getMySubmission, getSubmissionFormScreen, listMySubmissions, newSubmissionLimit, paymentStep } from "./queries";
import type { TSubmissionInput } from "../schemas";
import { saveSubmission, type Submitter } from "./service";
import { configureSubmission, day } from "@/tests/support/submission";

// The author's side against real Postgres: the author reads only their own submissions
// (another person's id is a 404, on the page's queries and through the gateway), each row says what
// the author may do now, the organisers' reasons and the versions show; the gateway stores neither a
// hidden item nor a file the server did not check, and answers a missing required item on its field.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-my-submissions-"));
useTestDatabase();

const HOST = "demo.localhost";
const C = "/conference/contribute";
const db = () => getDb();
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const opts = { locale: "zh" as const, name: "Alice", link: "http://demo.localhost/profile/submission" };
let conf: SiteConference;
let themeA = 0;
let themeB = 0;
const people = { alice: { id: 0, email: "" }, bob: { id: 0, email: "" } };
const tokens = { alice: "", bob: "" };

/** A gateway call as the catch-all route makes it, in the language of the locale cookie. */
async function call<T = unknown>(method: string, route: string, o: { token?: string; json?: unknown; form?: FormData; locale?: "zh" | "en" } = {}) {
  const headers = new Headers({ host: HOST, origin: `http://${HOST}`, cookie: `locale=${o.locale ?? "en"}` });
  if (o.token) headers.set("authorization", `Bearer ${o.token}`);
  if (o.json !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://${HOST}/api${route}`);
  const body = o.json !== undefined ? JSON.stringify(o.json) : o.form;
  const request = new Request(url, { method, headers, body: method === "GET" ? undefined : body });
  const res = await withRequest(request, () => dispatch(request, url.pathname.slice(5).split("/").map(decodeURIComponent)));
  const json = (await res.json()) as { code: number; data: T & { fieldErrors?: Record<string, string> }; message: string };
  return { status: res.status, ...json };
}

const input = (over: Partial<TSubmissionInput> = {}): TSubmissionInput => ({
  title: "基于深度学习的蛋白质结构预测",
  themeId: themeA,
  reportType: "",
  category: "",
  abstract: "<p>We predict protein structures.</p>",
  keywords: ["protein", "deep learning"],
  abstractFile: null,
  fullTextFile: null,
  authors: [
    { name: "丽丝", surname: "爱", email: "alice@example.org", phone: "", country: "CN", organisation: "北京大学", corresponding: true },
    { name: "Bob", surname: "Builder", email: "bob@example.org", phone: "", country: "GB", organisation: "University of Oxford", corresponding: false },
  ],
  ...over,
});

const submitter = (u: { id: number; email: string }): Submitter => ({ conference: conf, user: u, manager: false });

async function configure(over: Record<string, unknown> = {}) {
  await configureSubmission(conf.id, over);
}

async function setRule(registerRule: "REGISTER_FIRST_AND_PAY_LATER" | "SUBMIT_FIRST_AND_PAY_LATER" | "PAY_FIRST_AND_SUBMIT_LATER", costsSet: boolean) {
  await db().registerConfig.update({ where: { conferenceId: conf.id }, data: { registerRule, costsSet } });
  invalidateConferenceCache();
  conf = (await resolveConference(HOST))!;
}

beforeAll(async () => {
  await seedDemo(db());
  const c = (await resolveConference(HOST))!;
  await db().conferenceModule.update({ where: { conferenceId_module: { conferenceId: c.id, module: "submission" } }, data: { enabled: true } });
  // this file's own themes in place of the demo's (children first: a parent with children stays)
  await db().submissionTheme.deleteMany({ where: { conferenceId: c.id, parentId: { not: null } } });
  await db().submissionTheme.deleteMany({ where: { conferenceId: c.id } });
  const parent = await db().submissionTheme.create({ data: { conferenceId: c.id, nameZh: "生命科学", nameEn: "Life sciences", order: 1 } });
  themeA = (
    await db().submissionTheme.create({ data: { conferenceId: c.id, parentId: parent.id, nameZh: "结构生物学", nameEn: "Structural biology", prefix: "A" } })
  ).id;
  themeB = (await db().submissionTheme.create({ data: { conferenceId: c.id, nameZh: "物理", nameEn: "Physics", prefix: "B", order: 2 } })).id;
  for (const who of ["alice", "bob"] as const) {
    const u = await db().user.findUniqueOrThrow({ where: { email: `${who}@example.org` }, select: { id: true, email: true } });
    people[who] = u;
    tokens[who] = (await createSession(u.id)).token;
  }
  // bob registers too, so both reach the participants' calls and only ownership tells them apart
  const version = await db().registerFormVersion.findFirstOrThrow({ where: { conferenceId: c.id } });
  await db().attendee.create({ data: { conferenceId: c.id, userId: people.bob.id, formVersionId: version.id, email: people.bob.email, userName: "Bob" } });
  conf = c;
  await setRule("REGISTER_FIRST_AND_PAY_LATER", false);
});

beforeEach(async () => {
  await db().submission.deleteMany({ where: { conferenceId: conf.id } });
  await db().conferenceCounter.deleteMany({ where: { conferenceId: conf.id, name: { startsWith: "submission" } } });
  await configure();
});

describe("the author's own submissions", () => {
  it("lists only the author's own, with number, theme in the reader's language, status and what they may do", async () => {
    const mine = await saveSubmission(submitter(people.alice), input(), opts);
    const other = await saveSubmission(submitter(people.bob), input({ title: "Bob's paper", themeId: themeB }), opts);
    const zh = await listMySubmissions(conf, people.alice.id, "zh");
    expect(zh).toHaveLength(1);
    expect(zh[0]).toMatchObject({
      id: mine.id,
      code: "A-001",
      title: "基于深度学习的蛋白质结构预测",
      status: "WAITING_ALLOCATION",
      themeName: "生命科学 / 结构生物学",
      editRefusal: null,
      canWithdraw: true,
      reason: "",
    });
    expect(zh[0].updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await listMySubmissions(conf, people.alice.id, "en"))[0].themeName).toBe("Life sciences / Structural biology");
    expect((await listMySubmissions(conf, people.bob.id, "en")).map((r) => r.code)).toEqual(["B-001"]);

    // another person's id reads as missing, on the page's query and through the gateway
    await expect(getMySubmission(conf, people.alice.id, other.id, "zh")).rejects.toBeInstanceOf(NotFound);
    expect((await call("GET", `${C}/my/${other.id}`, { token: tokens.alice })).status).toBe(404);
    const listed = await call<{ rows: { id: number }[]; total: number }>("GET", `${C}/my/list`, { token: tokens.alice });
    expect(listed).toMatchObject({ status: 200, data: { total: 1, rows: [{ id: mine.id }] } });
    const one = await call<{ values: { title: string; authors: unknown[] } }>("GET", `${C}/my/${mine.id}`, { token: tokens.alice });
    expect(one.status).toBe(200);
    expect(one.data.values.authors).toHaveLength(2);

    // nor can the other person withdraw it; its owner can, once
    expect((await call("POST", `${C}/withdraw`, { token: tokens.bob, json: { id: mine.id } })).status).toBe(404);
    expect((await call("POST", `${C}/withdraw`, { token: tokens.alice, json: { id: mine.id } })).status).toBe(200);
    const again = await call("POST", `${C}/withdraw`, { token: tokens.alice, json: { id: mine.id } });
    expect(again).toMatchObject({ status: 409, message: "This submission can no longer be withdrawn" });
    expect((await listMySubmissions(conf, people.alice.id, "zh"))[0]).toMatchObject({
      status: "WITHDRAWN",
      canWithdraw: false,
      editRefusal: "submission.errors.notEditable",
    });
  });

  it("says a reached maximum before the form is filled: per person with its number, then the conference's total", async () => {
    await configure({ perPersonMax: 1 });
    expect(await newSubmissionLimit(conf, people.alice.id)).toBeNull();
    const first = await saveSubmission(submitter(people.alice), input(), opts);
    expect(await newSubmissionLimit(conf, people.alice.id)).toEqual({ key: "submission.errors.perPersonMax", values: { max: 1 } });
    expect(await newSubmissionLimit(conf, people.bob.id)).toBeNull(); // another author's quota is their own
    // a withdrawn submission no longer counts
    await db().submission.update({ where: { id: first.id }, data: { status: "WITHDRAWN" } });
    expect(await newSubmissionLimit(conf, people.alice.id)).toBeNull();
    await configure({ limitFlag: true, maxSubmissions: 1 });
    await saveSubmission(submitter(people.bob), input({ themeId: themeB }), opts);
    expect(await newSubmissionLimit(conf, people.alice.id)).toEqual({ key: "submission.errors.maxReached" });
  });

  it("another conference does not show the author's submission", async () => {
    const mine = await saveSubmission(submitter(people.alice), input(), opts);
    const other = (await resolveConference("en.localhost"))!;
    expect(await listMySubmissions(other, people.alice.id, "en")).toEqual([]);
    await expect(getMySubmission(other, people.alice.id, mine.id, "en")).rejects.toBeInstanceOf(NotFound);
  });

  it("shows the organisers' reason, the versions sent and the status history; the window decides what may be done", async () => {
    const saved = await saveSubmission(submitter(people.alice), input(), opts);
    const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    await db().submission.update({
      where: { id: saved.id },
      data: {
        status: "NEEDS_MODIFICATION",
        transitions: {
          create: [
            { conferenceId: conf.id, fromStatus: "WAITING_ALLOCATION", toStatus: "ASSIGNED", reason: "internal: to Prof. Li", actorId: manager.id },
            { conferenceId: conf.id, fromStatus: "ASSIGNED", toStatus: "NEEDS_MODIFICATION", reason: "请补充实验数据", actorId: manager.id },
          ],
        },
      },
    });
    // after the end date, before the second deadline: resubmitting is still possible
    await configure({ endDate: day(-1), secondDeadline: day(3) });
    let row = (await listMySubmissions(conf, people.alice.id, "zh"))[0];
    expect(row).toMatchObject({ status: "NEEDS_MODIFICATION", reason: "请补充实验数据", editRefusal: null });
    expect(row.history.map((h) => [h.from, h.to, h.reason])).toEqual([
      [null, "WAITING_ALLOCATION", ""],
      ["WAITING_ALLOCATION", "ASSIGNED", ""], // internal moves keep their notes to the organisers
      ["ASSIGNED", "NEEDS_MODIFICATION", "请补充实验数据"],
    ]);

    await saveSubmission(submitter(people.alice), input({ id: saved.id, title: "修改后的标题" }), opts);
    row = (await listMySubmissions(conf, people.alice.id, "zh"))[0];
    expect(row).toMatchObject({ status: "RESUBMITTED", title: "修改后的标题", reason: "" });
    expect(row.revisions.map((r) => [r.version, r.status, r.current])).toEqual([
      [1, "NEEDS_MODIFICATION", false],
      [2, "RESUBMITTED", true],
    ]);

    // after the second deadline: refused with its message, shown before the author tries
    await configure({ endDate: day(-5), secondDeadline: day(-1) });
    expect((await getMySubmission(conf, people.alice.id, saved.id, "zh")).editRefusal).toBe("submission.errors.secondDeadlinePassed");
    const screen = await getSubmissionFormScreen(conf, people.alice.id, "zh");
    expect(screen.window).toMatchObject({ createRefusal: "submission.errors.closed", revisionDeadline: toDay(day(-1)) });
  });

  it("gives the form its values with the files' original names, and the configuration in the reader's language", async () => {
    await db().submissionConfig.update({
      where: { conferenceId: conf.id },
      data: {
        categoryOptions: [{ value: "theory", labelZh: "理论", labelEn: "Theory" }],
        instructionsEn: '<p onclick="x()">Read <a href="https://example.org">this</a></p><script>alert(1)</script>',
        category: "HIDDEN",
      },
    });
    const up = await call<{ storedName: string; name: string }>("POST", `${C}/upload`, { token: tokens.alice, form: form("全文 final.pdf", PDF) });
    const saved = await saveSubmission(
      submitter(people.alice),
      input({ fullTextFile: { name: "renamed by the client.pdf", storedName: up.data.storedName } }),
      opts,
    );
    const one = await getMySubmission(conf, people.alice.id, saved.id, "en");
    expect(one.values.fullTextFile).toEqual({ name: "全文 final.pdf", storedName: up.data.storedName });
    expect(one.values.authors.map((a) => a.email)).toEqual(["alice@example.org", "bob@example.org"]);

    const screen = await getSubmissionFormScreen(conf, people.alice.id, "en");
    expect(screen.rules).toMatchObject({ category: "HIDDEN", keywords: "REQUIRED", leafThemeIds: [themeA, themeB] });
    expect(screen.themes).toEqual([
      { value: String(themeA), label: "A · Life sciences / Structural biology" },
      { value: String(themeB), label: "B · Physics" },
    ]);
    expect(screen.categories).toEqual([{ value: "theory", label: "Theory" }]);
    expect(screen.instructions).toContain('href="https://example.org"');
    expect(screen.instructions).not.toMatch(/script|onclick/);
    expect(screen.me).toMatchObject({
      email: "alice@example.org",
      name: "Alice",
      surname: "Liddell",
      country: "CN",
      organisation: "北京大学",
      corresponding: true,
    });
  });
});

const toDay = (d: Date) => d.toISOString().slice(0, 10);

function form(name: string, bytes: Uint8Array) {
  const f = new FormData();
  f.append("file", new File([bytes as BlobPart], name));
  return f;
}

describe("through the gateway", () => {
  it("ignores a hidden item sent anyway and answers a missing required one with 400 on its field", async () => {
    await configure({ keywords: "HIDDEN", fullText: "REQUIRED" });
    const missing = await call("POST", `${C}/save`, { token: tokens.alice, json: input({ keywords: ["ignored"] }) });
    expect(missing).toMatchObject({ status: 400, data: { fieldErrors: { fullTextFile: "Full text is required" } } });
    const zh = await call("POST", `${C}/save`, { token: tokens.alice, json: input({ title: "" }), locale: "zh" });
    expect(zh.data.fieldErrors).toMatchObject({ title: "请填写标题", fullTextFile: "请上传全文" });

    const up = await call<{ storedName: string }>("POST", `${C}/upload`, { token: tokens.alice, form: form("paper.pdf", PDF) });
    const saved = await call<{ id: number; code: string; status: string }>("POST", `${C}/save`, {
      token: tokens.alice,
      json: input({ keywords: ["ignored"], fullTextFile: { name: "paper.pdf", storedName: up.data.storedName } }),
    });
    expect(saved).toMatchObject({ status: 200, data: { code: "A-001", status: "WAITING_ALLOCATION" } });
    expect((await db().submission.findUniqueOrThrow({ where: { id: saved.data.id } })).keywords).toEqual([]);
  });

  it("refuses a renamed executable and an oversize file with their messages; stored names are the server's", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    const renamed = await call("POST", `${C}/upload`, { token: tokens.alice, form: form("abstract.pdf", exe) });
    expect(renamed).toMatchObject({ status: 400, data: { fieldErrors: { file: "PDF or Word files only" } } });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(PDF);
    const oversize = await call("POST", `${C}/upload`, { token: tokens.alice, form: form("big.pdf", big), locale: "zh" });
    expect(oversize.status).toBe(400);
    expect(oversize.data.fieldErrors?.file).toContain("20");

    const ok = await call<{ storedName: string; name: string; data: string }>("POST", `${C}/upload`, {
      token: tokens.alice,
      form: form("../../etc/passwd.pdf", PDF),
    });
    expect(ok.status).toBe(200);
    expect(ok.data.storedName).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(ok.data.name).not.toContain("/");
    // a stored name the client made up is not a file the server checked
    const made = await call("POST", `${C}/save`, {
      token: tokens.alice,
      json: input({ abstractFile: { name: "x.pdf", storedName: "0123456789abcdef0123456789abcdef.pdf" } }),
    });
    expect(made).toMatchObject({ status: 400, data: { fieldErrors: { abstractFile: expect.any(String) } } });
    // nor is someone else's upload
    const bobs = await call<{ storedName: string }>("POST", `${C}/upload`, { token: tokens.bob, form: form("b.pdf", PDF) });
    const stolen = await call("POST", `${C}/save`, { token: tokens.alice, json: input({ abstractFile: { name: "b.pdf", storedName: bobs.data.storedName } }) });
    expect(stolen.status).toBe(400);
    expect(await db().submission.count({ where: { conferenceId: conf.id } })).toBe(0);
    // visitors may not upload at all
    expect((await call("POST", `${C}/upload`, { form: form("a.pdf", PDF) })).status).toBe(401);
  });
});

describe("paying around submitting (SPEC §6)", () => {
  it("pay then submit: refused until paid; submit then pay: allowed, then led to pay; no fees: nothing", async () => {
    const alice = { user: people.alice, manager: false };
    await setRule("PAY_FIRST_AND_SUBMIT_LATER", true);
    expect(await paymentStep(conf, alice)).toBe("payFirst");
    expect(await call("POST", `${C}/save`, { token: tokens.alice, json: input() })).toMatchObject({
      status: 403,
      message: "Please pay the registration fee before submitting",
    });
    await setRule("SUBMIT_FIRST_AND_PAY_LATER", true);
    expect(await paymentStep(conf, alice)).toBe("payLater");
    expect(await paymentStep(conf, { ...alice, manager: true })).toBeNull();
    expect((await call("POST", `${C}/save`, { token: tokens.alice, json: input() })).status).toBe(200);
    await db().order.create({
      data: {
        orderNo: "R20260301-SUB0001",
        type: "REGISTRATION",
        conferenceId: conf.id,
        userId: people.alice.id,
        totalMinor: 100_00,
        currency: "CNY",
        transactionStatus: "PAID",
        payStatus: "PAID",
      },
    });
    expect(await paymentStep(conf, alice)).toBeNull();
    await setRule("REGISTER_FIRST_AND_PAY_LATER", false);
    expect(await paymentStep(conf, alice)).toBeNull();
  });
});
