import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { challengeAnswerHash, challengeBrowserHash, issueLoginChallenge, solveLoginChallenge } from "@/lib/security/login-challenge";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { fileKey, storage } from "@/lib/server/storage";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { useTestDatabase } from "@/tests/integration/test-db";
import { docx, plainZip } from "@/tests/support/docx";
import { KNOWN, knowAnswer, solvablePicture } from "@/tests/support/feedback";
import { png } from "@/tests/support/png";
import { FEEDBACK_MAX_BYTES, ZFeedbackSend, ZVisitorFeedbackSend, type TFeedbackSendInput } from "./schemas";
import { FEEDBACK_ACCOUNT_LIMIT, FEEDBACK_IP_LIMIT, sendFeedback, type FeedbackUpload } from "./send-service";
import type { FeedbackSender } from "./sender";

// What must hold when sending feedback, on a real Postgres: every SPEC §5 rule with its message on
// its field; phones in international formats normalised to E.164; attachments typed by content (a
// renamed image or executable, a plain ZIP named .docx refused; a real .docx and a .txt kept); the
// verification picture single-use, short-lived and not shared with the login's; sends throttled
// per IP and per account.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-feedback-"));
useTestDatabase();
const db = () => getDb();

let conf: { id: number; modules: Record<string, boolean> };
let alice: FeedbackSender;
const visitor: FeedbackSender = { kind: "visitor" };
const base: TFeedbackSendInput = {
  title: "Wi-Fi in hall B",
  name: "",
  email: "",
  phone: "138 0013 8000",
  type: "suggestion",
  recipient: "organising",
  content: "The Wi-Fi in hall B drops every few minutes.",
  captcha: KNOWN,
};
const input = (over: Partial<TFeedbackSendInput> = {}) => ZFeedbackSend.parse({ ...base, ...over });
let ipSeq = 0;
const freshIp = () => `192.0.2.${(++ipSeq % 250) + 1}`;

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

/** A send from a browser whose picture the test can answer. */
async function send(sender: FeedbackSender, over: Partial<TFeedbackSendInput> = {}, file: FeedbackUpload | null = null, ip = freshIp()) {
  const binding = await solvablePicture(ip);
  return sendFeedback(conf, sender, input(over), file, { ip, binding, locale: "en" });
}

beforeAll(async () => {
  await seedDemo(db());
  const d = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } });
  conf = { id: d.conferenceId, modules: { feedback: true } };
  const a = await db().user.findUniqueOrThrow({ where: { email: "alice@example.org" } });
  alice = { kind: "participant", userId: a.id, name: a.trueName, email: a.email };
});
beforeEach(async () => {
  await db().rateLimitHit.deleteMany({});
});

describe("SPEC §5: what a feedback needs", () => {
  const errors = (schema: typeof ZFeedbackSend, v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? {} : toFieldErrors(r.error);
  };

  it("title, type, content, verification code and phone are required, each with its message on its field", () => {
    const empty = { title: " ", name: "", email: "", phone: "", type: "", recipient: "", content: "", captcha: "" };
    expect(errors(ZFeedbackSend, empty)).toEqual({
      title: "feedback.errors.titleRequired",
      phone: "feedback.errors.phoneRequired",
      type: "feedback.errors.typeRequired",
      content: "feedback.errors.contentRequired",
      captcha: "feedback.errors.captchaRequired",
    });
    // A visitor's reply comes by mail: name and email too.
    expect(errors(ZVisitorFeedbackSend, empty)).toMatchObject({ name: "feedback.errors.nameRequired", email: "feedback.errors.emailRequired" });
    expect(errors(ZFeedbackSend, { ...base, email: "not-an-address" })).toEqual({ email: "validation.invalidEmail" });
    expect(errors(ZFeedbackSend, { ...base, type: "praise", recipient: "ceo" })).toEqual({
      type: "feedback.errors.typeRequired",
      recipient: expect.any(String),
    });
  });

  it("refuses invalid phones and keeps international numbers in E.164", () => {
    for (const phone of ["12345", "phone me", "138001380001234", "+44 7700 900123", "1380013800", "+86 138 0013 8000 ext 5"]) {
      expect(errors(ZFeedbackSend, { ...base, phone }), phone).toEqual({ phone: "feedback.errors.phoneInvalid" });
    }
    const e164 = (phone: string) => ZFeedbackSend.parse({ ...base, phone }).phone;
    expect(e164("+44 20 7946 0958")).toBe("+442079460958");
    expect(e164("+1 (415) 555-2671")).toBe("+14155552671");
    expect(e164("138 0013 8000")).toBe("+8613800138000"); // a Chinese mobile without its prefix
    expect(e164("010-6552 9988")).toBe("+861065529988");
    expect(e164("+49 30 901820")).toBe("+4930901820");
  });

  it("stores a participant's feedback with the account's name and email, the phone in E.164 and the sender's language", async () => {
    const { id } = await send(alice, { phone: "+44 20 7946 0958", content: "Line one\r\nline two" });
    const row = await db().feedback.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      userId: alice.kind === "participant" ? alice.userId : 0,
      name: "Alice Liddell",
      email: "alice@example.org",
      phone: "+442079460958",
      locale: "en",
      status: "OPEN",
      content: "Line one\nline two", // a multipart post's CRLF kept as one line break
    });
  });

  it("asks a visitor for name and email, and records them without an account", async () => {
    expect((await refusal(send(visitor))).fieldErrors).toEqual({ name: "feedback.errors.nameRequired", email: "feedback.errors.emailRequired" });
    const { id } = await send(visitor, { name: "Vera Visitor", email: "Vera@Example.org" });
    expect(await db().feedback.findUniqueOrThrow({ where: { id } })).toMatchObject({ userId: null, name: "Vera Visitor", email: "vera@example.org" });
  });
});

describe("attachments: text or document files only, by content", () => {
  const upload = (name: string, bytes: Uint8Array) => ({ name, bytes });
  const refusedOn = async (file: FeedbackUpload) => (await refusal(send(alice, { title: `refused ${file.name}` }, file))).fieldErrors;

  it("keeps a real .docx and a .txt, typed by content and stored", async () => {
    const word = await docx("Slides attached for the organisers.");
    const { id } = await send(alice, { title: "with docx" }, upload("notes.docx", word));
    const [f] = await db().feedbackFile.findMany({ where: { feedbackId: id } });
    expect(f).toMatchObject({
      originalName: "notes.docx",
      size: word.byteLength,
      mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect(f.storedName).toMatch(/^[0-9a-f]{32}\.docx$/);
    expect(new Uint8Array((await storage().get(fileKey(conf.id, f.storedName)))!)).toEqual(new Uint8Array(word));
    const txt = await send(alice, { title: "with txt" }, upload("programme notes.txt", new TextEncoder().encode("第一天：开幕式\nDay 1: opening\n")));
    expect((await db().feedbackFile.findFirstOrThrow({ where: { feedbackId: txt.id } })).storedName).toMatch(/\.txt$/);
    const pdf = await send(alice, { title: "with pdf" }, upload("a.pdf", new TextEncoder().encode("%PDF-1.4\n%%EOF\n")));
    expect((await db().feedbackFile.findFirstOrThrow({ where: { feedbackId: pdf.id } })).mime).toBe("application/pdf");
  });

  it("refuses an image, an executable or a plain ZIP renamed .docx, a binary .txt, an empty and an oversize file — on the file field, storing nothing", async () => {
    const before = { rows: await db().feedback.count(), files: await db().feedbackFile.count() };
    const type = { file: "feedback.errors.fileType" };
    expect(await refusedOn(upload("photo.png", png(4, 4)))).toEqual(type);
    expect(await refusedOn(upload("report.docx", png(4, 4)))).toEqual(type);
    expect(await refusedOn(upload("setup.docx", new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0])))).toEqual(type);
    expect(await refusedOn(upload("archive.docx", await plainZip()))).toEqual(type);
    expect(await refusedOn(upload("notes.txt", new Uint8Array([0x68, 0x69, 0, 0x01, 0x02])))).toEqual(type);
    expect(await refusedOn(upload("page.html", new TextEncoder().encode("<script>alert(1)</script>")))).toEqual(type);
    expect(await refusedOn(upload("empty.txt", new Uint8Array()))).toEqual({ file: "feedback.errors.fileEmpty" });
    const big = new Uint8Array(FEEDBACK_MAX_BYTES + 1).fill(0x61);
    expect(await refusedOn(upload("big.txt", big))).toEqual({ file: "feedback.errors.fileTooLarge?max=20" });
    expect({ rows: await db().feedback.count(), files: await db().feedbackFile.count() }).toEqual(before);
  });
});

describe("the verification code", () => {
  const captchaError = { captcha: "feedback.errors.captchaWrong" };

  it("cannot be used twice, right or wrong", async () => {
    const ip = freshIp();
    const binding = await solvablePicture(ip);
    await sendFeedback(conf, alice, input({ title: "first" }), null, { ip, binding, locale: "en" });
    expect((await refusal(sendFeedback(conf, alice, input({ title: "again" }), null, { ip, binding, locale: "en" }))).fieldErrors).toEqual(captchaError);
    // A wrong answer uses the picture up too: the right one afterwards is refused.
    await knowAnswer(binding, ip);
    expect((await refusal(sendFeedback(conf, alice, input({ captcha: "WRONG" }), null, { ip, binding, locale: "en" }))).fieldErrors).toEqual(captchaError);
    expect((await refusal(sendFeedback(conf, alice, input(), null, { ip, binding, locale: "en" }))).fieldErrors).toEqual(captchaError);
    expect(await db().feedback.count({ where: { title: "again" } })).toBe(0);
  });

  it("expires after five minutes", async () => {
    const ip = freshIp();
    const t0 = Date.now();
    const binding = await solvablePicture(ip, t0);
    const late = { ip, binding, locale: "en" as const, now: t0 + 5 * 60_000 + 1 };
    expect((await refusal(sendFeedback(conf, alice, input({ title: "late" }), null, late))).fieldErrors).toEqual(captchaError);
    await knowAnswer(binding, ip, t0);
    expect(await sendFeedback(conf, alice, input({ title: "in time" }), null, { ...late, now: t0 + 4 * 60_000 })).toMatchObject({ id: expect.any(Number) });
  });

  it("is bound to the browser, and a feedback picture is no login picture (nor the other way round)", async () => {
    const ip = freshIp();
    const binding = await solvablePicture(ip);
    const other = await solvablePicture(ip);
    await knowAnswer(other, ip); // the other browser's picture, answered by KNOWN as well
    expect((await refusal(sendFeedback(conf, alice, input(), null, { ip, binding: null, locale: "en" }))).fieldErrors).toEqual(captchaError);
    // The feedback picture does not open a sign-in…
    expect(await solveLoginChallenge(binding, KNOWN)).toBe(false);
    // …and a login picture does not send feedback.
    const loginOnly = "L".repeat(43);
    await issueLoginChallenge(loginOnly, ip);
    const h = challengeBrowserHash("login", loginOnly);
    await db().loginChallenge.updateMany({ where: { browserHash: h, usedAt: null }, data: { answerHash: challengeAnswerHash(h, KNOWN) } });
    expect((await refusal(sendFeedback(conf, alice, input(), null, { ip, binding: loginOnly, locale: "en" }))).fieldErrors).toEqual(captchaError);
    expect(await solveLoginChallenge(loginOnly, KNOWN)).toBe(true);
  });
});

describe("throttling", () => {
  it(`takes ${FEEDBACK_IP_LIMIT} sends an hour from one address, then answers 429`, async () => {
    const ip = "203.0.113.99";
    const ctx = { ip, binding: "x".repeat(43), locale: "en" as const };
    for (let i = 0; i < FEEDBACK_IP_LIMIT; i++)
      expect((await refusal(sendFeedback(conf, visitor, input({ name: "V", email: "v@example.org" }), null, ctx))).status).toBe(400);
    const last = await refusal(sendFeedback(conf, visitor, input({ name: "V", email: "v@example.org" }), null, { ...ctx, binding: await solvablePicture(ip) }));
    expect([last.status, last.key]).toEqual([429, "feedback.errors.tooMany"]);
    // Another address is not held back.
    expect(await send(visitor, { name: "V", email: "v@example.org" })).toMatchObject({ id: expect.any(Number) });
  });

  it(`takes ${FEEDBACK_ACCOUNT_LIMIT} sends an hour from one account, whatever its addresses`, async () => {
    for (let i = 0; i < FEEDBACK_ACCOUNT_LIMIT; i++) {
      expect((await refusal(sendFeedback(conf, alice, input(), null, { ip: freshIp(), binding: null, locale: "en" }))).status).toBe(400);
    }
    expect((await refusal(send(alice))).status).toBe(429);
  });
});
