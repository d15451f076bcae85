import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { challengeAnswerHash, challengeBrowserHash } from "@/lib/security/login-challenge";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { useTestDatabase } from "@/tests/integration/test-db";
import { docx } from "@/tests/support/docx";
import { KNOWN } from "@/tests/support/feedback";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { withRequest } from "@/tests/support/request-scope";
import { dispatch } from "@/lib/gateway/dispatch";

// What must hold for the feedback thread, through the gateway on a real Postgres: a sender's
// feedback and its attachment reach only them and the conference's managers; a reply is a
// message, a mail to the sender in their language and a notice — together or not at all; a
// closed feedback takes no follow-up (nor reply) until reopened; visitors send only while the
// conference accepts it; the manager of another conference is refused or finds nothing.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-feedback-thread-"));
useTestDatabase();
const db = () => getDb();
const F = "/conference/feedback";
const M = "/conference/platform/manage/feedback";

let demoId = 0;
let aliceId = 0;
const tokens = { alice: "", bob: "", manager: "", other: "" };
type Detail = { id: number; status: string; files: { id: number; name: string; url: string }[]; thread: { byManager: boolean; body: string }[] };

/** A send through the gateway as `token` (or anonymous): a picture fetched and answered like a browser would. */
async function sendAs(token: string | undefined, fields: Record<string, string>, file?: File, english = false) {
  const pic = await callGateway("GET", `${F}/captcha`, { token });
  if (pic.status !== 200) return pic;
  const { captchaToken } = (await envelopeOf<{ captchaToken: string }>(pic)).data;
  const h = challengeBrowserHash("feedback", captchaToken);
  await db().loginChallenge.updateMany({ where: { browserHash: h, usedAt: null }, data: { answerHash: challengeAnswerHash(h, KNOWN) } });
  const form = new FormData();
  const all = { phone: "+44 20 7946 0958", type: "consultation", content: "Is there a shuttle from the airport?", captcha: KNOWN, captchaToken, ...fields };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  if (file) form.append("file", file);
  return english ? sendInEnglish(token, form) : callGateway("POST", `${F}/send`, { token, body: form });
}
/** callGateway with the English site's locale cookie: the feedback is written in English. */
function sendInEnglish(token: string | undefined, body: FormData) {
  const headers = new Headers({ host: "demo.localhost", origin: "http://demo.localhost", cookie: "locale=en" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  const request = new Request(`http://demo.localhost/api${F}/send`, { method: "POST", headers, body });
  return withRequest(request, () => dispatch(request, `${F}/send`.slice(1).split("/")));
}
const idOf = async (r: Response) => {
  expect(r.status).toBe(200);
  return (await envelopeOf<{ id: number }>(r)).data.id;
};
const detail = async (id: number) => (await envelopeOf<Detail>(await callGateway("GET", `${M}/detail/${id}`, { token: tokens.manager }))).data;
const post = (path: string, token: string, json: unknown, host?: string) => callGateway("POST", path, { token, json, host });

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  demoId = (await host("demo.localhost")).conferenceId;
  const enId = (await host("en.localhost")).conferenceId;
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const [alice, bob, manager] = await Promise.all([user("alice@example.org"), user("bob@example.org"), user("manager@example.org")]);
  aliceId = alice.id;
  await db().user.update({ where: { id: alice.id }, data: { locale: "en" } });
  const other = await db().user.create({ data: { email: "feedback-other-manager@example.org", trueName: "Other Manager" } });
  await db().conferenceUser.create({ data: { conferenceId: enId, userId: other.id, role: "MANAGER" } });
  for (const [k, id] of [
    ["alice", alice.id],
    ["bob", bob.id],
    ["manager", manager.id],
    ["other", other.id],
  ] as const)
    tokens[k] = (await createSession(id)).token;
});
afterEach(async () => {
  delete process.env.MAIL_CAPTURE;
  await db().rateLimitHit.deleteMany({});
});

describe("sending and reading", () => {
  it("answers SPEC §5's messages on their fields, in the request's language", async () => {
    const r = await sendAs(tokens.alice, { title: "", phone: "12345", type: "", content: "", captcha: "" });
    expect(r.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(r)).data.fieldErrors).toEqual({
      title: "请输入标题",
      phone: "请输入有效的电话号码（中国以外的号码请加国家代码，如 +44 20 7946 0958）",
      type: "请选择类型",
      content: "请输入反馈内容",
      captcha: "请输入验证码",
    });
  });

  it("keeps a .docx that only its sender and the managers can download", async () => {
    const word = await docx("Travel plans");
    const id = await idOf(await sendAs(tokens.alice, { title: "Shuttle with attachment" }, new File([new Uint8Array(word)], "travel.docx")));
    const mine = await envelopeOf<{ rows: { id: number; status: string }[]; total: number }>(await callGateway("GET", `${F}/mine`, { token: tokens.alice }));
    expect(mine.data.rows.find((r) => r.id === id)).toMatchObject({ status: "OPEN" });
    const own = (await envelopeOf<Detail>(await callGateway("GET", `${F}/detail/${id}`, { token: tokens.alice }))).data;
    expect(own.files).toEqual([
      { id: expect.any(Number), name: "travel.docx", size: word.byteLength, url: `/api/conference/feedback/file/${own.files[0].id}` },
    ]);
    const file = (token?: string, host?: string) => callGateway("GET", `${F}/file/${own.files[0].id}`, { token, host });
    const got = await file(tokens.alice);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(new Uint8Array(word));
    expect((await file(tokens.manager)).status).toBe(200);
    expect((await file(tokens.bob)).status).toBe(404);
    expect((await file()).status).toBe(401);
    expect((await file(tokens.other, "en.localhost")).status).toBe(404);
    // Someone else's feedback is not there for bob (and bob, not registered, has no feedback pages at all).
    expect((await callGateway("GET", `${F}/detail/${id}`, { token: tokens.bob })).status).toBe(403);
  });

  it("takes visitors' feedback only while the conference accepts it; a signed-in non-participant is sent to register", async () => {
    const visitorFields = { title: "From a visitor", name: "Vera Visitor", email: "vera@example.org" };
    expect((await sendAs(undefined, visitorFields)).status).toBe(401);
    expect((await sendAs(tokens.bob, { title: "bob" })).status).toBe(403);
    expect((await post(`${M}/visitors`, tokens.manager, { on: true })).status).toBe(200);
    const id = await idOf(await sendAs(undefined, visitorFields));
    expect(await db().feedback.findUniqueOrThrow({ where: { id } })).toMatchObject({ userId: null, email: "vera@example.org", locale: "zh" });
    await post(`${M}/visitors`, tokens.manager, { on: false });
    expect((await sendAs(undefined, visitorFields)).status).toBe(401);
  });
});

describe("the thread", () => {
  it("a reply is a message, a mail in the sender's language and a notice for them", async () => {
    const id = await idOf(await sendAs(tokens.alice, { title: "Airport shuttle", email: "alice.travel@example.org" }, undefined, true));
    const mailsBefore = await db().mailOutbox.count();
    expect((await post(`${M}/reply`, tokens.manager, { id, body: "Yes: every hour from 8:00.\nSee the programme." })).status).toBe(200);
    const d = await detail(id);
    expect(d.status).toBe("REPLIED");
    expect(d.thread).toEqual([expect.objectContaining({ byManager: true, body: "Yes: every hour from 8:00.\nSee the programme." })]);
    const mails = await db().mailOutbox.findMany({ where: { conferenceId: demoId }, orderBy: { id: "asc" }, skip: mailsBefore });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "alice.travel@example.org", locale: "en", subject: "Reply to your feedback: Airport shuttle", templateKind: null });
    expect(mails[0].text).toContain("Yes: every hour from 8:00.");
    expect(mails[0].text).toContain(`http://demo.localhost/profile/feedBackDetails?id=${id}`);
    expect(mails[0].html).toContain("Yes: every hour from 8:00.<br>See the programme.");
    const notices = await db().notice.findMany({ where: { userId: aliceId, kind: "FEEDBACK_REPLY" } });
    expect(notices.map((n) => [n.params, n.href])).toContainEqual([{ title: "Airport shuttle", feedbackId: id }, `/profile/feedBackDetails?id=${id}`]);
  });

  it("is all or nothing: a visitor's reply without mail set up leaves no message behind", async () => {
    await post(`${M}/visitors`, tokens.manager, { on: true });
    const id = await idOf(await sendAs(undefined, { title: "Visitor question", name: "Vera", email: "vera@example.org" }));
    await post(`${M}/visitors`, tokens.manager, { on: false });
    process.env.MAIL_CAPTURE = "0"; // and no SMTP set up: the only way to reach a visitor is gone
    const counts = async () => [await db().feedbackMessage.count(), await db().mailOutbox.count(), await db().notice.count()];
    const before = await counts();
    const r = await post(`${M}/reply`, tokens.manager, { id, body: "Thanks!" });
    expect(r.status).toBe(409);
    expect((await envelopeOf(r)).message).toBe("请先设置邮件。");
    expect(await counts()).toEqual(before);
    expect((await detail(id)).status).toBe("OPEN");
    // A signed-in sender still gets the reply and the notice; only the mail is left out.
    const mine = await idOf(await sendAs(tokens.alice, { title: "No mail here" }));
    expect((await post(`${M}/reply`, tokens.manager, { id: mine, body: "Noted." })).status).toBe(200);
    expect(await counts()).toEqual([before[0] + 1, before[1], before[2] + 1]);
  });

  it("a follow-up opens it again; closed, it takes nothing until reopened", async () => {
    const id = await idOf(await sendAs(tokens.alice, { title: "Poster size" }));
    await post(`${M}/reply`, tokens.manager, { id, body: "A0 portrait." });
    const follow = (body: string) => post(`${F}/followUp`, tokens.alice, { id, body });
    expect((await follow("And the board?")).status).toBe(200);
    expect((await detail(id)).status).toBe("OPEN");
    expect((await post(`${M}/close`, tokens.manager, { id })).status).toBe(200);
    expect((await detail(id)).status).toBe("CLOSED");
    const refused = await follow("Hello?");
    expect(refused.status).toBe(409);
    expect((await envelopeOf(refused)).message).toBe("该反馈已关闭，不能再添加内容。");
    expect((await post(`${M}/reply`, tokens.manager, { id, body: "Late reply" })).status).toBe(409);
    expect((await detail(id)).thread.map((m) => m.body)).toEqual(["A0 portrait.", "And the board?"]);
    // Reopened: the last word was alice's, so it awaits a reply again.
    expect((await post(`${M}/reopen`, tokens.manager, { id })).status).toBe(200);
    expect((await detail(id)).status).toBe("OPEN");
    expect((await follow("Hello again")).status).toBe(200);
    // Only the sender follows up their own feedback.
    expect((await post(`${F}/followUp`, tokens.manager, { id, body: "not mine" })).status).toBe(404);
  });
});

describe("managers", () => {
  it("filter the list, export it, and switch visitors' feedback", async () => {
    const id = await idOf(await sendAs(tokens.alice, { title: "Vegetarian lunch", type: "suggestion" }));
    const list = async (q: string) =>
      (await envelopeOf<{ rows: { id: number }[] }>(await callGateway("GET", `${M}/list?${q}`, { token: tokens.manager }))).data.rows.map((r) => r.id);
    expect(await list("search=vegetarian")).toEqual([id]);
    expect(await list("type=suggestion&status=OPEN")).toContain(id);
    expect(await list("type=complaint")).not.toContain(id);
    expect(await list("status=CLOSED")).not.toContain(id);
    expect(await list("to=2000-01-01")).toEqual([]);
    const csv = await callGateway("GET", `${M}/export?format=csv&search=vegetarian`, { token: tokens.manager });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text.split("\r\n")).toHaveLength(2);
    expect(text).toContain("Vegetarian lunch");
    expect(text).toContain("+442079460958");
    const xlsx = await callGateway("GET", `${M}/export?format=xlsx`, { token: tokens.manager });
    expect(xlsx.headers.get("content-disposition")).toContain("feedback.xlsx");
    expect((await envelopeOf<{ on: boolean }>(await callGateway("GET", `${M}/visitors`, { token: tokens.manager }))).data).toEqual({ on: false });
  });

  it("of another conference are refused here, and find nothing of it on their own", async () => {
    const id = await idOf(await sendAs(tokens.alice, { title: "Cross-tenant" }));
    for (const [method, p, json] of [
      ["GET", `${M}/list`, undefined],
      ["GET", `${M}/detail/${id}`, undefined],
      ["GET", `${M}/export?format=csv`, undefined],
      ["POST", `${M}/reply`, { id, body: "Not yours" }],
      ["POST", `${M}/close`, { id }],
    ] as const) {
      expect((await callGateway(method, p, { token: tokens.other, json })).status, p).toBe(403);
    }
    expect((await callGateway("GET", `${M}/detail/${id}`, { token: tokens.other, host: "en.localhost" })).status).toBe(404);
    expect((await post(`${M}/reply`, tokens.other, { id, body: "Not yours" }, "en.localhost")).status).toBe(404);
    expect((await post(`${M}/close`, tokens.other, { id }, "en.localhost")).status).toBe(404);
    expect((await envelopeOf<{ rows: unknown[] }>(await callGateway("GET", `${M}/list`, { token: tokens.other, host: "en.localhost" }))).data.rows).toEqual([]);
    expect(await detail(id)).toMatchObject({ status: "OPEN", thread: [] });
  });
});
