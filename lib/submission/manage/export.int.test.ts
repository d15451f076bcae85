import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import ExcelJS from "exceljs";
import yauzl from "yauzl";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { fileKey, storage } from "@/lib/server/storage";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { createSubmissionFixture, createSubmissionScene, pdfBytes } from "./fixtures";
import { ZIP_FILES_BYTES_HEADER, ZIP_FILES_COUNT_HEADER } from "./zip";

// The organisers' files: CSV and XLSX of the filtered list with every author, and the
// ZIP of every current file of the filtered set, streamed — read back here with yauzl.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-subadm-"));
useTestDatabase();

const MANAGE = "/conference/platform/manage/contribute";
let scene: Awaited<ReturnType<typeof createSubmissionScene>>;
let manager = "";

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  scene = await createSubmissionScene(db);
  manager = (await createSession((await db.user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id)).token;
});

const text = (s: Readable) =>
  new Promise<string>((resolve, reject) => {
    const parts: Buffer[] = [];
    s.on("data", (b: Buffer) => parts.push(b));
    s.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    s.on("error", reject);
  });

/** Every entry of a ZIP (name → content), read with yauzl. */
async function unzip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const out = new Map<string, string>();
  for await (const entry of zip.eachEntry()) out.set(entry.fileName, await text(await zip.openReadStreamPromise(entry)));
  return out;
}

/** Reads a streamed body chunk by chunk, as the page does. */
async function readStream(r: Response): Promise<{ bytes: Buffer; chunks: number }> {
  const reader = r.body!.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

describe("the ZIP of all files", () => {
  it("holds every current file of the filtered set as <code>/<kind>-<name>, byte for byte", async () => {
    const r = await callGateway("GET", `${MANAGE}/zip?sort=code&order=asc`, { token: manager });
    expect([r.status, r.headers.get("content-type"), r.headers.get(ZIP_FILES_COUNT_HEADER)]).toEqual([200, "application/zip", "3"]);
    const { bytes } = await readStream(r);
    const entries = await unzip(bytes);
    expect([...entries.keys()]).toEqual(["A-001/abstract-abstract.pdf", "A-001/full-text-full text.pdf", "A-002/abstract-bob.pdf"]);
    expect(entries.get("A-001/abstract-abstract.pdf")).toBe(new TextDecoder().decode(pdfBytes("abstract v2"))); // not the earlier version's
    expect(entries.get("A-002/abstract-bob.pdf")).toBe(new TextDecoder().decode(pdfBytes("bob")));
    const announced = Number(r.headers.get(ZIP_FILES_BYTES_HEADER));
    expect(announced).toBe(["abstract v2", "full text", "bob"].reduce((n, s) => n + pdfBytes(s).length, 0));
    expect(bytes.length).toBeGreaterThan(announced);
  });

  it("covers only the filtered submissions, and says so when they hold no file", async () => {
    const r = await callGateway("GET", `${MANAGE}/zip?status=ACCEPTED`, { token: manager });
    expect([...(await unzip((await readStream(r)).bytes)).keys()]).toEqual(["A-002/abstract-bob.pdf"]);
    const none = await callGateway("GET", `${MANAGE}/zip?themeId=${scene.themes.themeB.id}`, { token: manager });
    expect([none.status, (await envelopeOf(none)).message]).toEqual([404, "所显示的稿件中没有文件。"]);
  });

  it("breaks off rather than deliver a ZIP without a file that went missing from storage", async () => {
    const db = getDb();
    const lost = await createSubmissionFixture(db, {
      conferenceId: scene.conf.id,
      userId: scene.users.dora.id,
      code: "B-002",
      number: 4,
      title: "Lost file",
      themeId: scene.themes.themeB.id,
      files: [{ kind: "FULL_TEXT", name: "lost.pdf", bytes: pdfBytes("lost") }],
    });
    await storage().delete(fileKey(scene.conf.id, lost.storedNames["lost.pdf"]));
    const r = await callGateway("GET", `${MANAGE}/zip?themeId=${scene.themes.themeB.id}`, { token: manager });
    expect(r.status).toBe(200); // the headers went before the file was found missing
    await expect(readStream(r)).rejects.toThrow();
    await db.submission.delete({ where: { id: lost.id } });
  });
});

describe("CSV and XLSX of the list", () => {
  it("writes one row per submission with all its authors, the corresponding one marked", async () => {
    const r = await callGateway("GET", `${MANAGE}/export?format=csv&sort=code&order=asc&themeId=${scene.themes.themeA.id}`, { token: manager });
    expect([r.status, r.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);
    const csv = (await r.text()).replace(/^\uFEFF/, "");
    const lines = csv.split("\r\n");
    expect(lines[0]).toContain("作者（* 为通讯作者）");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^A-001,Graphene membranes,A · 石墨烯,待分配,研究论文,口头报告,graphene; 2D,Alice Liddell,alice@example.org,"Alice Liddell \*\n王明","alice@example.org\nwang.ming@example.org","北京大学\n清华大学","中国\n中国",Alice Liddell <alice@example.org>,Membranes of graphene\.,abstract\.pdf,full text\.pdf,2,2026-11-10 10:00,/,
    );
    expect(lines[2]).toMatch(/^A-002,Polymer scaffolds,.*,已录用,综述,墙报,scaffold,Bob Builder,bob@example.org,Bob Builder \*,bob@example.org,Oxford,英国,/);
  });

  it("writes the same rows to XLSX, in the manager's language", async () => {
    const r = await callGateway("GET", `${MANAGE}/export?format=xlsx&sort=code&order=asc`, {
      token: manager,
      json: undefined,
    });
    expect(r.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await r.arrayBuffer());
    const ws = wb.getWorksheet("submissions")!;
    const row = (n: number) => (ws.getRow(n).values as unknown[]).slice(1).map((v) => (v == null ? "" : v));
    expect(ws.rowCount).toBe(4);
    expect(row(2).slice(0, 4)).toEqual(["A-001", "Graphene membranes", "A · 石墨烯", "待分配"]);
    expect(row(2)[9]).toBe("Alice Liddell *\n王明");
    expect(row(2)[17]).toBe(2); // the version, a number
    expect(row(4).slice(0, 4)).toEqual(["B-001", "Soft matter", "B · 高分子", "需修改"]);
    expect(row(4)[13]).toBe("Carol Newton <carol.newton@example.org>");
  });
});
