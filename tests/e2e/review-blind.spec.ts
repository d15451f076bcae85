import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIResponse, Browser, BrowserContext, Page, Response } from "@playwright/test";
import type pg from "pg";
import { createSessionToken, expect, test } from "./support/fixtures";
import { E2E_UPLOAD_DIR } from "./support/servers";

// Blind review: with it on, a reviewer (and the review chair, who is not a
// manager) walks every page of /platform/submissionManage they can reach — in Chinese and in
// English, the list also as cards on a phone — every gateway call they can make and every file
// they can download; no author's name, email or organisation, no submitter and no original file
// name of the two submissions seeded here appears in any HTML, flight data, JSON, header or file
// (the PDFs' own metadata included: their Info dictionary names the author, and is left out of a
// reviewer's copy). With blind review off the same reviewer does see the author,
// so the walk can fail. The submissions are written with SQL, their files where the app's local
// storage reads them (UPLOAD_DIR); all of it, and the review settings, are put back afterwards.

const DEMO = "demo.localhost";
const PEOPLE = ["reviewer@example.org", "chair@example.org"] as const;
const AUTHOR = { email: "zq.blindtest@example.org", trueName: "Zebedee Quillfeather", firstName: "Zebedee", lastName: "Quillfeather" };
const AUTHORS = [
  { name: "Zebedee", surname: "Quillfeather", email: AUTHOR.email, organisation: "Xanadu Institute of Secrecy", country: "NZ", corresponding: true },
  { name: "锦绣", surname: "欧阳", email: "ouyang.jinxiu@example.org", organisation: "秘境研究院", country: "CN", corresponding: false },
];
const FILE_NAMES = { old: "Quillfeather draft abstract.pdf", abstract: "Quillfeather 摘要 final.pdf", full: "欧阳锦绣-全文.pdf" };
/** What must never reach a reviewer under blind review. */
const LEAKS = [
  "Quillfeather",
  "Zebedee",
  "zq.blindtest",
  "欧阳",
  "锦绣",
  "ouyang.jinxiu",
  "Xanadu",
  "Secrecy",
  "秘境研究院",
  "draft abstract",
  "摘要 final",
  "全文.pdf",
];
const TITLES = ["盲审遍历测试：冰川融水的同位素记录", "Blind walk: isotopes in glacial meltwater"];

let demoId = 0;
let authorId = 0;
const subs: { id: number; code: string }[] = [];
const storedFiles: string[] = [];
let savedBlind: boolean | null = null;
const uploadRoot = path.resolve(E2E_UPLOAD_DIR);

/** A small valid PDF whose Info dictionary names its author, as word processors write it. */
function pdf(title: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    `<< /Title <FEFF${Buffer.from(title, "utf16le").swap16().toString("hex")}> /Author (${AUTHOR.trueName}) /Creator (Word for ${AUTHOR.lastName}) /Producer (symposia e2e) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

async function addFile(sql: pg.Pool, submissionId: number, kind: "ABSTRACT" | "FULL_TEXT", originalName: string, title: string) {
  const storedName = `${randomBytes(16).toString("hex")}.pdf`;
  const bytes = pdf(title);
  const file = path.join(uploadRoot, "files", String(demoId), storedName);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  storedFiles.push(file);
  await sql.query(
    `INSERT INTO "SubmissionFile" ("conferenceId", "submissionId", kind, "originalName", "storedName", size, mime) VALUES ($1, $2, $3, $4, $5, $6, 'application/pdf')`,
    [demoId, submissionId, kind, originalName, storedName, bytes.length],
  );
  return { storedName, name: originalName };
}

async function cleanUp(sql: pg.Pool) {
  await sql.query(`DELETE FROM "Submission" WHERE "conferenceId" = $1 AND "userId" = (SELECT id FROM "User" WHERE email = $2)`, [demoId, AUTHOR.email]);
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [AUTHOR.email]);
  for (const f of storedFiles.splice(0)) rmSync(f, { force: true });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ sql }) => {
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  await cleanUp(sql);
  savedBlind = (await sql.query(`SELECT blind FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0]?.blind ?? null;
  await sql.query(
    `INSERT INTO "ReviewConfig" ("conferenceId", blind, "updatedAt") VALUES ($1, true, now()) ON CONFLICT ("conferenceId") DO UPDATE SET blind = true`,
    [demoId],
  );
  authorId = (
    await sql.query<{ id: number }>(
      `INSERT INTO "User" (email, "trueName", "firstName", "lastName", "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [AUTHOR.email, AUTHOR.trueName, AUTHOR.firstName, AUTHOR.lastName],
    )
  ).rows[0].id;
  const base = (await sql.query<{ n: number }>(`SELECT COALESCE(MAX(number), 0) + 2000 AS n FROM "Submission" WHERE "conferenceId" = $1`, [demoId])).rows[0].n;
  const reviewerOf = async (email: string) =>
    (await sql.query<{ id: number }>(`SELECT id FROM "Reviewer" WHERE "conferenceId" = $1 AND email = $2`, [demoId, email])).rows[0].id;
  const [reviewer, chair] = [await reviewerOf(PEOPLE[0]), await reviewerOf(PEOPLE[1])];
  for (const [i, title] of TITLES.entries()) {
    const code = `BL-00${i + 1}`;
    const id = (
      await sql.query<{ id: number }>(
        `INSERT INTO "Submission" ("conferenceId", "userId", number, code, title, abstract, keywords, version, status, "updatedAt")
         VALUES ($1, $2, $3, $4, $5, '<p>Oxygen isotopes in meltwater.</p>', ARRAY['isotopes'], $6, 'ASSIGNED', now()) RETURNING id`,
        [demoId, authorId, base + i, code, title, i === 0 ? 2 : 1],
      )
    ).rows[0].id;
    subs.push({ id, code });
    for (const [order, a] of AUTHORS.entries()) {
      await sql.query(
        `INSERT INTO "SubmissionAuthor" ("conferenceId", "submissionId", name, surname, email, organisation, country, corresponding, "order")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [demoId, id, a.name, a.surname, a.email, a.organisation, a.country, a.corresponding, order],
      );
    }
    const abstract = await addFile(sql, id, "ABSTRACT", FILE_NAMES.abstract, title);
    const full = await addFile(sql, id, "FULL_TEXT", FILE_NAMES.full, title);
    await sql.query(`UPDATE "Submission" SET "abstractFile" = $2, "fullTextFile" = $3 WHERE id = $1`, [id, abstract.storedName, full.storedName]);
    // The author's own moves: named in the history unless blind.
    await sql.query(`INSERT INTO "SubmissionTransition" ("conferenceId", "submissionId", "toStatus", "actorId") VALUES ($1, $2, 'WAITING_ALLOCATION', $3)`, [
      demoId,
      id,
      authorId,
    ]);
    // The reviewer reviews both; the chair (who sees every submission, having no themes) reviews BL-002 too.
    for (const r of i === 0 ? [reviewer] : [reviewer, chair]) {
      await sql.query(`INSERT INTO "ReviewAssignment" ("conferenceId", "submissionId", "reviewerId") VALUES ($1, $2, $3)`, [demoId, id, r]);
    }
    if (i === 0) {
      // An earlier version with one author fewer and another abstract file: what changed is shown.
      const old = await addFile(sql, id, "ABSTRACT", FILE_NAMES.old, title);
      const snapshot = {
        title,
        themeId: null,
        reportType: "",
        category: "",
        abstract: "<p>Isotopes.</p>",
        keywords: ["isotopes"],
        authors: [{ ...AUTHORS[0], phone: "" }],
        abstractFile: old,
        fullTextFile: null,
      };
      await sql.query(
        `INSERT INTO "SubmissionRevision" ("conferenceId", "submissionId", version, snapshot, status, "sentAt") VALUES ($1, $2, 1, $3, 'NEEDS_MODIFICATION', now() - interval '1 day')`,
        [demoId, id, JSON.stringify(snapshot)],
      );
    }
  }
});

test.afterAll(async ({ sql }) => {
  await cleanUp(sql);
  if (savedBlind === null) await sql.query(`DELETE FROM "ReviewConfig" WHERE "conferenceId" = $1`, [demoId]);
  else await sql.query(`UPDATE "ReviewConfig" SET blind = $2 WHERE "conferenceId" = $1`, [demoId, savedBlind]);
});

const leaked = (text: string) => LEAKS.filter((x) => text.includes(x));
const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Everything a response shows: its headers (raw and percent-decoded) and its body. */
async function exposed(res: APIResponse | Response): Promise<string> {
  const headers = Object.entries(res.headers()).map(([k, v]) => `${k}: ${v} ${decoded(v)}`);
  const body = await res.body().catch(() => Buffer.alloc(0));
  return `${headers.join("\n")}\n${body.toString("utf8")}\n${body.toString("latin1")}`;
}

/** A context of `email` in `locale` that records every same-site response (documents, flight data, prefetches). */
async function person(browser: Browser, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, email: string, locale: string, phone = false) {
  const context = await browser.newContext({ viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 } });
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, email);
  const page = await context.newPage();
  const seen: Promise<string>[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).hostname === DEMO && !/\.(js|css|woff2?|png|svg|ico)(\?|$)/.test(r.url())) seen.push(exposed(r).then((t) => `${r.url()}\n${t}`));
  });
  return { context, page, seen };
}

async function visit(page: Page, url: string): Promise<string> {
  const res = await page.goto(url);
  expect(res, url).toBeTruthy();
  return `${url}\n${await exposed(res!)}\n${await page.content()}\n${await page.title()}`;
}

for (const locale of ["zh", "en"] as const) {
  for (const email of PEOPLE) {
    test(`blind review: ${email} (${locale}) finds no author, organisation or file name on any page, call or download`, async ({
      browser,
      signIn,
      at,
      api,
      sql,
      port,
    }) => {
      test.slow();
      const chair = email.startsWith("chair");
      const { context, page, seen } = await person(browser, signIn, email, locale);
      const texts: string[] = [];
      const detailUrl = (id: number) => at(DEMO, `/platform/submissionManage/submission/detail?id=${id}`);

      // Pages.
      texts.push(await visit(page, at(DEMO, "/platform/submissionManage/index")));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      for (const s of subs) await expect(page.getByTestId("submission-row").filter({ hasText: s.code })).toBeVisible();
      texts.push(await visit(page, at(DEMO, "/platform/submissionManage/user")));
      await expect(page.getByTestId("submitters-blind")).toBeVisible();
      texts.push(await visit(page, at(DEMO, `/platform/submissionManage/contribute/detail?userId=${authorId}`)));
      texts.push(await visit(page, at(DEMO, "/platform/submissionManage/reviewList")));
      for (const s of chair ? subs.slice(1) : subs) await expect(page.getByTestId("review-row").filter({ hasText: s.code })).toBeVisible();
      texts.push(await visit(page, at(DEMO, "/platform/submissionManage/ranking")));
      if (chair) await expect(page.getByTestId("ranking")).toBeVisible();
      for (const s of subs) {
        texts.push(await visit(page, detailUrl(s.id)));
        await expect(page.getByTestId("submission-detail")).toHaveAttribute("data-code", s.code);
        await expect(page.getByTestId("detail-file").first()).toBeVisible();
      }
      // The versions of BL-001: the earlier file is listed under its neutral name too.
      await page.goto(detailUrl(subs[0].id));
      await expect(page.getByTestId("submission-detail")).toContainText("BL-001-abstract-v1.pdf");
      // A file downloaded by clicking it is named neutrally.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("detail-file").first().click()]);
      expect(download.suggestedFilename()).toMatch(/^BL-001-(abstract|full-text)\.pdf$/);

      // Gateway calls, with the session's token.
      const token = await createSessionToken(sql, email);
      const calls = [
        "/conference/submissionManage/list",
        "/conference/submissionManage/submitters",
        "/conference/platform/submissionManage/review/mine",
        "/conference/platform/manage/contribute/ranking",
        "/conference/platform/manage/contribute/list",
        "/conference/platform/manage/contribute/export?format=csv",
        "/conference/platform/manage/contribute/zip",
        ...subs.flatMap((s) => [`/conference/submissionManage/detail/${s.id}`, `/conference/platform/submissionManage/review/${s.id}`]),
      ];
      for (const call of calls) {
        const r = await api(DEMO, call, { token });
        texts.push(`${call}\n${JSON.stringify(r.json)}`);
      }
      // The author, country and submitter filters are ignored: they would tell who wrote what.
      const total = async (q: string) => ((await api(DEMO, `/conference/submissionManage/list${q}`, { token })).json.data as { total: number }).total;
      expect(await total(`?author=Quillfeather&country=NZ&userId=${authorId}`)).toBe(await total(""));
      expect((await api(DEMO, "/conference/submissionManage/submitters", { token })).status).toBe(403);
      expect((await api(DEMO, "/conference/platform/manage/contribute/export?format=csv", { token })).status).toBe(403);
      expect((await api(DEMO, "/conference/platform/manage/contribute/ranking", { token })).status).toBe(chair ? 200 : 403);

      // Every file they can reach, of every version: headers, bytes and the PDF's own metadata.
      const fileIds = new Set<number>();
      for (const s of subs) {
        const d = (await api(DEMO, `/conference/submissionManage/detail/${s.id}`, { token })).json.data as {
          blind: boolean;
          authors: unknown[];
          files: { id: number }[];
          versions: { files: { fileId: number | null }[] }[];
        };
        expect([d.blind, d.authors]).toEqual([true, []]);
        for (const f of d.files) fileIds.add(f.id);
        for (const v of d.versions) for (const f of v.files) if (f.fileId) fileIds.add(f.fileId);
      }
      expect(fileIds.size).toBe(5);
      const dir = mkdtempSync(path.join(tmpdir(), "blind-"));
      for (const id of fileIds) {
        // Node cannot resolve *.localhost: the host travels in the header.
        const r = await page.request.get(`http://127.0.0.1:${port}/api/conference/submissionManage/file/${id}`, {
          headers: { host: `${DEMO}:${port}`, authorization: `Bearer ${token}` },
        });
        expect(r.status()).toBe(200);
        expect(r.headers()["content-disposition"]).toMatch(/filename="BL-00\d-(abstract|full-text)(-v\d)?\.pdf"/);
        const file = path.join(dir, `${id}.pdf`);
        writeFileSync(file, await r.body());
        const info = execFileSync("pdfinfo", ["-enc", "UTF-8", file], { encoding: "utf8" });
        expect(info).toMatch(/^Pages:\s+1$/m); // the file was read…
        expect(info).not.toMatch(/^(Title|Author|Creator|Producer):/m); // …and has no metadata left
        texts.push(`file ${id}\n${await exposed(r)}\n${info}`);
      }
      rmSync(dir, { recursive: true, force: true });

      // Every response the browser received on the way (documents, flight data, prefetches).
      texts.push(...(await Promise.all(seen)));
      await context.close();

      // The list as cards on a phone.
      const phone = await person(browser, signIn, email, locale, true);
      texts.push(await visit(phone.page, at(DEMO, "/platform/submissionManage/index")));
      for (const s of subs) await expect(phone.page.getByTestId("submission-card").filter({ hasText: s.code })).toBeVisible();
      texts.push(...(await Promise.all(phone.seen)));
      await phone.context.close();

      const found = texts.map((t) => ({ where: t.split("\n", 1)[0], leaks: leaked(t) })).filter((x) => x.leaks.length);
      expect(found).toEqual([]);
    });
  }
}

test("with blind review off the same reviewer sees who wrote it (the walk above can fail)", async ({ browser, signIn, at, api, sql, request, port }) => {
  await sql.query(`UPDATE "ReviewConfig" SET blind = false WHERE "conferenceId" = $1`, [demoId]);
  try {
    for (const locale of ["zh", "en"]) {
      const { context, page } = await person(browser, signIn, PEOPLE[0], locale);
      const html = await visit(page, at(DEMO, `/platform/submissionManage/submission/detail?id=${subs[0].id}`));
      expect(leaked(html)).toEqual(expect.arrayContaining(["Quillfeather", "Xanadu", "秘境研究院", "摘要 final"]));
      await expect(page.locator("main")).toContainText(AUTHOR.email);
      await context.close();
    }
    const token = await createSessionToken(sql, PEOPLE[0]);
    const detail = await api(DEMO, `/conference/submissionManage/detail/${subs[0].id}`, { token });
    expect(leaked(JSON.stringify(detail.json))).toEqual(expect.arrayContaining(["Zebedee", "zq.blindtest", "ouyang.jinxiu"]));
    // The file as uploaded, its author in its metadata.
    const fileId = (detail.json.data as { files: { id: number }[] }).files[0].id;
    const file = await request.get(`http://127.0.0.1:${port}/api/conference/submissionManage/file/${fileId}`, {
      headers: { host: `${DEMO}:${port}`, authorization: `Bearer ${token}` },
    });
    expect(file.status()).toBe(200);
    expect((await file.body()).toString("latin1")).toContain(`/Author (${AUTHOR.trueName})`);
  } finally {
    await sql.query(`UPDATE "ReviewConfig" SET blind = true WHERE "conferenceId" = $1`, [demoId]);
  }
});
