import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { fileKey, storage } from "@/lib/server/storage";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import type { z } from "@/lib/validation/z";
import { managerDownloadList, visitorDownloadList, type DownloadViewer } from "./queries";
import { DOWNLOAD_MAX_BYTES, ZDownloadSave } from "./schemas";
import { deleteDownloadFile, publishDownloadFile, reorderDownloadFiles, saveDownloadFile, uploadDownloadFile } from "./service";

// The download centre on a real Postgres: uploads typed by content (a renamed text file
// is refused), the visitor's list by language and audience, and the file route serving
// participants-only files to registered participants only, unpublished ones to managers only, and
// nothing of another conference.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-downloads-"));
useTestDatabase();
const db = () => getDb();

let demoId: number;
let enId: number;
let managerId: number;
const tokens = { alice: "", bob: "", manager: "" };
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const anonymous: DownloadViewer = { loggedIn: false, attended: false, manager: false };
const signedIn: DownloadViewer = { loggedIn: true, attended: false, manager: false };
const participant: DownloadViewer = { loggedIn: true, attended: true, manager: false };

async function fieldErrors(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(AppError);
  return { status: (e as AppError).status, fields: (e as AppError).fieldErrors };
}

/** An uploaded file with its settings saved and published (or not). */
async function make(name: string, over: Partial<z.input<typeof ZDownloadSave>> & { published?: boolean } = {}, conferenceId = demoId) {
  const { published = true, ...settings } = over;
  const f = await uploadDownloadFile(conferenceId, managerId, { name, bytes: pdf(name) });
  await saveDownloadFile(conferenceId, ZDownloadSave.parse({ id: f.id, titleZh: `${name} 中文`, titleEn: `${name} English`, ...settings }));
  if (published) await publishDownloadFile(conferenceId, f.id, true);
  return f;
}

beforeAll(async () => {
  await seedDemo(db());
  const host = (h: string) => db().conferenceDomain.findUniqueOrThrow({ where: { host: h } });
  [demoId, enId] = [(await host("demo.localhost")).conferenceId, (await host("en.localhost")).conferenceId];
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const [alice, bob, manager] = await Promise.all([user("alice@example.org"), user("bob@example.org"), user("manager@example.org")]);
  managerId = manager.id;
  // alice is registered on the demo (seed), bob is not.
  expect(await db().attendee.count({ where: { conferenceId: demoId, userId: bob.id } })).toBe(0);
  expect(await db().attendee.count({ where: { conferenceId: demoId, userId: alice.id } })).toBe(1);
  tokens.alice = (await createSession(alice.id)).token;
  tokens.bob = (await createSession(bob.id)).token;
  tokens.manager = (await createSession(manager.id)).token;
});

describe("uploading", () => {
  it("keeps a PDF unpublished, titled after its cleaned name, with its bytes in storage", async () => {
    const bytes = pdf("programme");
    const f = await uploadDownloadFile(demoId, managerId, { name: "../../etc/会议日程\u0007.pdf", bytes });
    expect(f).toMatchObject({
      originalName: "会议日程_.pdf",
      titleZh: "会议日程_",
      titleEn: "会议日程_",
      ext: "pdf",
      size: bytes.byteLength,
      published: false,
    });
    const row = await db().downloadFile.findUniqueOrThrow({ where: { id: f.id } });
    expect(row.mime).toBe("application/pdf");
    expect(new Uint8Array((await storage().get(fileKey(demoId, row.storedName)))!)).toEqual(bytes);
    await deleteDownloadFile(demoId, f.id);
  });

  it("refuses a file whose content is not an allowed type, whatever its name, and stores nothing", async () => {
    const before = await db().downloadFile.count();
    const text = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    expect(await fieldErrors(uploadDownloadFile(demoId, managerId, { name: "programme.pdf", bytes: text }))).toEqual({
      status: 400,
      fields: { file: "download.errors.type" },
    });
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect((await fieldErrors(uploadDownloadFile(demoId, managerId, { name: "setup.docx", bytes: exe }))).fields).toEqual({ file: "download.errors.type" });
    expect((await fieldErrors(uploadDownloadFile(demoId, managerId, { name: "empty.pdf", bytes: new Uint8Array() }))).fields).toEqual({
      file: "download.errors.empty",
    });
    const big = new Uint8Array(DOWNLOAD_MAX_BYTES + 1);
    big.set(pdf("big"));
    expect((await fieldErrors(uploadDownloadFile(demoId, managerId, { name: "big.pdf", bytes: big }))).fields).toEqual({
      file: "download.errors.tooLarge?max=50",
    });
    expect(await db().downloadFile.count()).toBe(before);
  });

  it("answers 400 on the file field through the gateway, and 403 to a non-manager", async () => {
    const form = new FormData();
    form.append("file", new File(["just text"], "notes.pdf", { type: "application/pdf" }));
    const r = await callGateway("POST", "/conference/platform/config/download/upload", { token: tokens.manager, body: form });
    expect(r.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(r)).data.fieldErrors.file).toMatch(/^只能上传 PDF/);
    const ok = new FormData();
    ok.append("file", new File([pdf("x")], "x.pdf", { type: "application/pdf" }));
    expect((await callGateway("POST", "/conference/platform/config/download/upload", { token: tokens.alice, body: ok })).status).toBe(403);
  });
});

describe("the visitor's list and the file route", () => {
  const ids = { all: 0, zh: 0, en: 0, priv: 0, draft: 0, other: 0 };
  beforeAll(async () => {
    await db().downloadFile.deleteMany({ where: { conferenceId: { in: [demoId, enId] } } });
    ids.all = (await make("all.pdf", { kind: "PROGRAMME", order: 1 })).id;
    ids.zh = (await make("zh.pdf", { language: "ZH", titleEn: "", order: 2 })).id;
    ids.en = (await make("en.pdf", { language: "EN", titleZh: "", order: 3 })).id;
    ids.priv = (await make("private.pdf", { audience: "PARTICIPANTS", order: 4 })).id;
    ids.draft = (await make("draft.pdf", { order: 0, published: false })).id;
    ids.other = (await make("other.pdf", {}, enId)).id;
  });
  const titles = async (locale: string, v: DownloadViewer) => (await visitorDownloadList(demoId, locale, v)).map((f) => f.title);

  it("shows each visitor the published files of their language, participants-only ones to participants", async () => {
    expect(await titles("en", anonymous)).toEqual(["all.pdf English", "en.pdf English"]);
    expect(await titles("zh", signedIn)).toEqual(["all.pdf 中文", "zh.pdf 中文"]);
    expect(await titles("en", participant)).toEqual(["all.pdf English", "en.pdf English", "private.pdf English"]);
    expect(await titles("zh", { loggedIn: true, attended: false, manager: true })).toEqual(["all.pdf 中文", "zh.pdf 中文", "private.pdf 中文"]);
    const [first] = await visitorDownloadList(demoId, "en", anonymous);
    expect(first).toMatchObject({ kind: "PROGRAMME", ext: "pdf", size: pdf("all.pdf").byteLength, url: `/api/conference/download/file/${ids.all}` });
    // The manager's list has every file of this conference only, in order.
    expect((await managerDownloadList(demoId)).map((f) => f.id)).toEqual([ids.draft, ids.all, ids.zh, ids.en, ids.priv]);
  });

  it("lists through the gateway in the request's language (zh by default)", async () => {
    const r = await callGateway("GET", "/conference/download/list", { token: tokens.bob });
    expect((await envelopeOf<{ title: string }[]>(r)).data.map((f) => f.title)).toEqual(["all.pdf 中文", "zh.pdf 中文"]);
    const a = await callGateway("GET", "/conference/download/list", { token: tokens.alice });
    expect((await envelopeOf<{ title: string }[]>(a)).data.map((f) => f.title)).toContain("private.pdf 中文");
  });

  it("serves a public file to anyone with its original name, a private one only to participants and managers", async () => {
    const file = (id: number, token?: string, host?: string) => callGateway("GET", `/conference/download/file/${id}`, { token, host });
    const pub = await file(ids.all);
    expect(pub.status).toBe(200);
    expect(new Uint8Array(await pub.arrayBuffer())).toEqual(pdf("all.pdf"));
    expect(pub.headers.get("content-disposition")).toBe(`attachment; filename="all.pdf"; filename*=UTF-8''all.pdf`);
    expect(pub.headers.get("content-type")).toBe("application/pdf");
    expect((await file(ids.priv)).status).toBe(401);
    expect((await file(ids.priv, tokens.bob)).status).toBe(403);
    const mine = await file(ids.priv, tokens.alice);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pdf("private.pdf"));
    expect((await file(ids.priv, tokens.manager)).status).toBe(200);
    // Unpublished: managers only. Another conference's id: not found here, for anyone.
    expect((await file(ids.draft, tokens.alice)).status).toBe(404);
    expect((await file(ids.draft, tokens.manager)).status).toBe(200);
    expect((await file(ids.other, tokens.manager)).status).toBe(404);
    expect((await file(ids.all, undefined, "en.localhost")).status).toBe(404);
    expect((await file(ids.other, undefined, "en.localhost")).status).toBe(200);
  });

  it("names a Chinese file in RFC 5987 form", async () => {
    const f = await make("会议日程.pdf");
    const r = await callGateway("GET", `/conference/download/file/${f.id}`);
    expect(r.headers.get("content-disposition")).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent("会议日程.pdf")}`);
    await deleteDownloadFile(demoId, f.id);
  });

  it("unpublishing hides a file from the list and the route", async () => {
    await publishDownloadFile(demoId, ids.en, false);
    expect(await titles("en", anonymous)).toEqual(["all.pdf English"]);
    expect((await callGateway("GET", `/conference/download/file/${ids.en}`)).status).toBe(404);
    await publishDownloadFile(demoId, ids.en, true);
  });
});

describe("managing", () => {
  it("requires the title of each language the file is shown in", () => {
    const r = ZDownloadSave.safeParse({ id: 1, titleZh: "", titleEn: "", language: "EN" });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["titleEn", "validation.required"]]);
  });

  it("reorders, and refuses another conference's ids", async () => {
    const list = await managerDownloadList(demoId);
    const reversed = list.map((f) => f.id).reverse();
    await reorderDownloadFiles(demoId, reversed);
    expect((await managerDownloadList(demoId)).map((f) => f.id)).toEqual(reversed);
    const other = (await managerDownloadList(enId))[0].id;
    expect((await fieldErrors(reorderDownloadFiles(demoId, [reversed[0], other]))).status).toBe(404);
    expect((await fieldErrors(saveDownloadFile(demoId, ZDownloadSave.parse({ id: other, titleZh: "x", titleEn: "x" })))).status).toBe(404);
    expect((await fieldErrors(deleteDownloadFile(demoId, other))).status).toBe(404);
    expect(await db().downloadFile.count({ where: { id: other } })).toBe(1);
  });

  it("deleting removes the row and the stored file", async () => {
    const f = await make("gone.pdf");
    const row = await db().downloadFile.findUniqueOrThrow({ where: { id: f.id } });
    expect(await storage().get(fileKey(demoId, row.storedName))).not.toBeNull();
    await deleteDownloadFile(demoId, f.id);
    expect(await db().downloadFile.count({ where: { id: f.id } })).toBe(0);
    expect(await storage().get(fileKey(demoId, row.storedName))).toBeNull();
  });
});
