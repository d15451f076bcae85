import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { visitorDownloadList } from "@/lib/downloads/queries";
import { getTranslator } from "@/lib/i18n/translate";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { fileKey, storage } from "@/lib/server/storage";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { ACCEPTED, BOOK_HOST, createBookScene, LEFT_OUT, PER_THEME } from "@/tests/support/abstract-book";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { inkShare, pdfPageCount, pdfText } from "@/tests/support/pdf";
import { useTestDatabase } from "@/tests/integration/test-db";
import { claimAbstractBookJob, reportProgress } from "./jobs";
import { runAbstractBookJob } from "./run-job";
import type { AbstractBookView } from "./schemas";
import { abstractBookView, BOOK_FILE_NAME, publishAbstractBook, readAbstractBook, requestAbstractBook } from "./service";

// The abstract book end to end on a real database: a conference with known accepted
// abstracts in Chinese and English over a theme tree, generated through the job (claimed like the
// worker does, rendered in its own process), read back with poppler; the claim under two workers,
// a stale lease taken over, a failure recorded as a message key and retried, one generation per
// conference, regeneration replacing the published file, and other conferences' managers refused.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-book-"));
useTestDatabase();

const db = () => getDb();
const API = "/conference/platform/manage/abstractBook";
let scene: Awaited<ReturnType<typeof createBookScene>>;
let demoManager = "";

beforeAll(async () => {
  await seedDemo(db());
  invalidateConferenceCache();
  scene = await createBookScene(db());
  demoManager = (await createSession((await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
});

/** Requests a book and runs the job as the worker would; answers the stored PDF. */
async function generate(perPage: 1 | 2 | 4 | null) {
  const { joined } = await requestAbstractBook(scene.conf.id, scene.user.id, { perPage });
  expect(joined).toBe(false);
  const job = await claimAbstractBookJob();
  expect(job?.conferenceId).toBe(scene.conf.id);
  await runAbstractBookJob(job!);
  const done = await db().abstractBookJob.findUniqueOrThrow({ where: { id: job!.id } });
  expect(done).toMatchObject({ status: "DONE", error: null, total: ACCEPTED.length, done: ACCEPTED.length });
  return { job: done, pdf: (await readAbstractBook(scene.conf.id)).bytes };
}

const view = async () => abstractBookView(scene.conf.id, await getTranslator("en"));

describe("the book of accepted abstracts", () => {
  it.each([1, 2, 4] as const)("opens with the right number of pages at %i per page", async (perPage) => {
    const { job, pdf } = await generate(perPage);
    // cover + contents + each theme from a new page + author index
    const expected = 3 + PER_THEME.reduce((n, k) => n + Math.ceil(k / perPage), 0);
    expect(pdfPageCount(pdf)).toBe(expected);
    expect(job.pages).toBe(expected);
    expect(job.size).toBe(pdf.length);
    expect(inkShare(pdf, 1)).toBeGreaterThan(0.005); // the cover is not blank
    const text = pdfText(pdf);
    for (const a of ACCEPTED) expect(text).toContain(a.title);
    for (const a of LEFT_OUT) expect(text).not.toContain(a.title);
    const index = pdfText(pdf, expected, expected);
    expect(index).toContain("Author index");
    expect(index).toContain("Liddell, Alice");
    expect(index).toContain("王明");
    expect(index).toMatch(/A-001 \(3\)/); // number and page of the first abstract
  });

  it("keeps only the latest book's file", async () => {
    const jobs = await db().abstractBookJob.findMany({ where: { conferenceId: scene.conf.id }, orderBy: { id: "asc" } });
    expect(jobs.map((j) => j.storedName !== null)).toEqual([...jobs.slice(1).map(() => false), true]);
    for (const j of jobs.slice(0, -1)) expect(j.status).toBe("DONE");
  });
});

describe("the job", () => {
  it("is claimed once by two workers racing for it, and joined by a second request", async () => {
    const first = await requestAbstractBook(scene.conf.id, scene.user.id, { perPage: 4 });
    const again = await Promise.all([1, 2, 3].map(() => requestAbstractBook(scene.conf.id, scene.user.id, { perPage: 1 })));
    expect([first.joined, ...again.map((r) => r.joined)]).toEqual([false, true, true, true]);
    const claims = await Promise.all([claimAbstractBookJob(), claimAbstractBookJob()]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const job = claims.find(Boolean)!;
    expect(job).toMatchObject({ status: "RUNNING", attempts: 1, perPage: 4 });
    // Progress as the page sees it, sampled while the job runs.
    const seen: string[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        const v = await view();
        if (v.running) seen.push(`${v.running.phase}:${v.running.done}/${v.running.total}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    await runAbstractBookJob(job);
    running = false;
    await sampler;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => /^(preparing|rendering|saving):\d+\/6$/.test(s))).toBe(true);
    const v = await view();
    expect(v.running).toBeNull();
    expect(v.latest).toMatchObject({ id: job.id, phase: "done", perPage: 4, done: 6, total: 6, pages: 6 });
    expect(await claimAbstractBookJob()).toBeNull();
  });

  it("is taken over when its lease runs out, and the first worker can no longer write to it", async () => {
    await requestAbstractBook(scene.conf.id, scene.user.id, { perPage: 2 });
    const first = (await claimAbstractBookJob())!;
    expect(await claimAbstractBookJob()).toBeNull(); // leased
    await db().abstractBookJob.update({ where: { id: first.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    const second = (await claimAbstractBookJob())!;
    expect(second).toMatchObject({ id: first.id, attempts: 2, status: "RUNNING" });
    expect(await reportProgress(first, { done: 1 })).toBe(false);
    expect(await reportProgress(second, { done: 1 })).toBe(true);
    await runAbstractBookJob(second);
    expect((await db().abstractBookJob.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("DONE");
  });

  it("records a failure as a message key, shows it translated, and runs again on request", async () => {
    process.env.ABSTRACT_BOOK_FONT_DIR = mkdtempSync(path.join(tmpdir(), "no-fonts-")); // the render process finds no fonts
    try {
      await requestAbstractBook(scene.conf.id, scene.user.id, { perPage: 2 });
      await runAbstractBookJob((await claimAbstractBookJob())!);
    } finally {
      delete process.env.ABSTRACT_BOOK_FONT_DIR;
    }
    const failed = await db().abstractBookJob.findFirstOrThrow({ where: { conferenceId: scene.conf.id }, orderBy: { id: "desc" } });
    expect(failed).toMatchObject({ status: "FAILED", error: "abstractBook.errors.fonts" });
    const v = await view();
    expect(v.failed?.error).toMatch(/^The fonts for the PDF are not installed/);
    expect(v.latest?.id).toBeLessThan(failed.id); // the previous book stays available
    await generate(2);
    expect((await view()).failed).toBeNull();
  });
});

describe("publishing", () => {
  it("lists the book in the download centre, and a new book replaces the published file", async () => {
    await publishAbstractBook(scene.conf.id, scene.user.id, true, ["摘要集", "Abstract book"]);
    await publishAbstractBook(scene.conf.id, scene.user.id, true, ["摘要集", "Abstract book"]); // again: still one entry
    const entries = await db().downloadFile.findMany({ where: { conferenceId: scene.conf.id } });
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry).toMatchObject({ kind: "ABSTRACT_BOOK", published: true, originalName: BOOK_FILE_NAME, mime: "application/pdf" });
    const listed = await visitorDownloadList(scene.conf.id, "en", { loggedIn: false, attended: false, manager: false });
    expect(listed.map((f) => f.title)).toEqual(["Abstract book"]);
    const before = await storage().get(fileKey(scene.conf.id, entry.storedName));
    expect(pdfPageCount(before!)).toBe(7); // 2 per page

    const { pdf } = await generate(4);
    const after = await db().downloadFile.findUniqueOrThrow({ where: { id: entry.id } });
    expect(after.storedName).not.toBe(entry.storedName);
    expect(after).toMatchObject({ published: true, size: pdf.length, titleEn: "Abstract book" });
    expect(pdfPageCount((await storage().get(fileKey(scene.conf.id, after.storedName)))!)).toBe(6);
    expect(await storage().get(fileKey(scene.conf.id, entry.storedName))).toBeNull(); // the old file is gone

    await publishAbstractBook(scene.conf.id, scene.user.id, false, ["摘要集", "Abstract book"]);
    expect((await visitorDownloadList(scene.conf.id, "en", { loggedIn: true, attended: true, manager: false })).length).toBe(0);
    expect((await view()).download).toEqual({ id: entry.id, published: false });
  });
});

describe("the gateway", () => {
  const call = (method: string, p: string, token: string, host = BOOK_HOST, json?: unknown) => callGateway(method, `${API}${p}`, { token, host, json });

  it("answers the conference's managers", async () => {
    const status = await call("GET", "/status", scene.token);
    expect(status.status).toBe(200);
    const data = (await envelopeOf<AbstractBookView>(status)).data;
    expect(data).toMatchObject({ accepted: 6, layout: { perPage: 2, showNumber: true }, running: null });
    const file = await call("GET", "/file", scene.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(pdfPageCount(new Uint8Array(await file.arrayBuffer()))).toBe(6);
    expect((await call("POST", "/generate", scene.token, BOOK_HOST, { perPage: 3 })).status).toBe(400);
  });

  it("refuses another conference's manager, and the book's manager elsewhere", async () => {
    for (const [method, p, json] of [
      ["GET", "/status"],
      ["GET", "/file"],
      ["POST", "/generate", { perPage: 2 }],
      ["POST", "/publish", { published: true }],
    ] as const) {
      expect((await call(method, p, demoManager, BOOK_HOST, json)).status, `${method} ${p}`).toBe(403);
      expect((await call(method, p, scene.token, "demo.localhost", json)).status, `${method} ${p} on demo`).toBe(403);
    }
    expect(await db().abstractBookJob.count({ where: { status: "QUEUED" } })).toBe(0);
  });

  it("says so when there is nothing to put in a book", async () => {
    const demo = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "draft.localhost" } })).conferenceId;
    const r = await callGateway("POST", `${API}/generate`, { token: demoManager, host: "draft.localhost", json: { perPage: null } });
    expect(r.status).toBe(409);
    expect((await envelopeOf(r)).message).toBeTruthy();
    expect(await db().abstractBookJob.count({ where: { conferenceId: demo } })).toBe(0);
    expect((await callGateway("GET", `${API}/file`, { token: demoManager, host: "draft.localhost" })).status).toBe(404);
  });
});
