import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { fileKey, storage } from "@/lib/server/storage";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { MAX_DOWNLOAD_BYTES, uniqueNames } from "./file-download";

// §7 download/files takes the form post of §7 (and JSON) and answers the files
// themselves — one as an attachment, several as a ZIP — only ever the caller's own.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-download-"));
useTestDatabase();

const CALL = "/conference/conferenceUser/download/files";
let conferenceId: number;
let alice: string; // session tokens
let bob: string;
let manager: string;
const files: { name: string; field: string; bytes: Uint8Array; original: string }[] = [];

/** Entries of a ZIP whose files are stored (yazl with compress: false), read from its central directory. */
function unzipStored(zip: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    expect(view.getUint16(at + 10, true)).toBe(0); // stored
    const size = view.getUint32(at + 20, true);
    const [nameLen, extraLen, commentLen] = [view.getUint16(at + 28, true), view.getUint16(at + 30, true), view.getUint16(at + 32, true)];
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLen));
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    out.set(name, zip.slice(data, data + size));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

async function keep(attendeeId: number, field: string, original: string, bytes: Uint8Array) {
  const storedName = `${randomBytes(16).toString("hex")}.pdf`;
  await storage().put(fileKey(conferenceId, storedName), bytes);
  await getDb().attendeeFile.create({
    data: { conferenceId, attendeeId, field, originalName: original, storedName, size: bytes.byteLength, mime: "application/pdf" },
  });
  return { name: storedName, field, bytes, original };
}

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  conferenceId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  const user = (email: string) => db.user.findUniqueOrThrow({ where: { email } });
  const [a, b, m] = await Promise.all([user("alice@example.org"), user("bob@example.org"), user("manager@example.org")]);
  const version = await db.registerFormVersion.findFirstOrThrow({ where: { conferenceId } });
  const aliceRow = await db.attendee.findUniqueOrThrow({ where: { conferenceId_userId: { conferenceId, userId: a.id } } });
  const bobRow = await db.attendee.upsert({
    where: { conferenceId_userId: { conferenceId, userId: b.id } },
    update: {},
    create: { conferenceId, userId: b.id, formVersionId: version.id, email: b.email, fullName: "Bob" },
  });
  const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4 ${text}`);
  files.push(await keep(aliceRow.id, "passport", "护照.pdf", pdf("passport")), await keep(aliceRow.id, "letter", "letter.pdf", pdf("letter one")));
  files.push(await keep(aliceRow.id, "letter", "letter.pdf", pdf("letter two")), await keep(bobRow.id, "passport", "bob.pdf", pdf("bob")));
  [alice, bob, manager] = await Promise.all([a, b, m].map(async (u) => (await createSession(u.id)).token));
});

const ref = (f: (typeof files)[number]) => ({ name: f.name, field: f.field });

describe("download/files", () => {
  it("answers one file as an attachment under its own name", async () => {
    const r = await callGateway("POST", CALL, { token: alice, json: [ref(files[0])] });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("护照.pdf")}`);
    expect(new Uint8Array(await r.arrayBuffer())).toEqual(files[0].bytes);
  });

  it("answers several as a ZIP of exactly those files, names kept apart", async () => {
    const r = await callGateway("POST", CALL, { token: alice, json: { files: files.slice(0, 3).map(ref) } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/zip");
    expect(r.headers.get("content-disposition")).toContain('filename="files.zip"');
    const zip = new Uint8Array(await r.arrayBuffer());
    expect(Number(r.headers.get("content-length"))).toBe(zip.byteLength);
    const entries = unzipStored(zip);
    expect([...entries.keys()].sort()).toEqual(["letter (2).pdf", "letter.pdf", "护照.pdf"]);
    expect(entries.get("护照.pdf")).toEqual(files[0].bytes);
    expect(new Set([entries.get("letter.pdf"), entries.get("letter (2).pdf")].map((b) => new TextDecoder().decode(b)))).toEqual(
      new Set(["%PDF-1.4 letter one", "%PDF-1.4 letter two"]),
    );
  });

  it("takes the form post of §7: a `files` field with the JSON list, urlencoded or multipart", async () => {
    const list = JSON.stringify([ref(files[0]), ref(files[1])]);
    const urlencoded = await callGateway("POST", CALL, { token: alice, body: new URLSearchParams({ files: list }), type: "application/x-www-form-urlencoded" });
    expect([urlencoded.status, urlencoded.headers.get("content-type")]).toEqual([200, "application/zip"]);
    const form = new FormData();
    form.set("files", JSON.stringify([ref(files[1])]));
    const multipart = await callGateway("POST", CALL, { token: alice, body: form });
    expect([multipart.status, multipart.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    const single = await callGateway("POST", CALL, { token: alice, body: new URLSearchParams(ref(files[0])), type: "application/x-www-form-urlencoded" });
    expect(new Uint8Array(await single.arrayBuffer())).toEqual(files[0].bytes);
    const broken = await callGateway("POST", CALL, { token: alice, body: new URLSearchParams({ files: "[{" }), type: "application/x-www-form-urlencoded" });
    expect(broken.status).toBe(400);
    expect(Object.keys((await envelopeOf<{ fieldErrors: object }>(broken)).data.fieldErrors)).toEqual(["files"]);
  });

  it("gives nobody else's files: another participant's are left out, none at all is a 404, for managers too", async () => {
    const mixed = await callGateway("POST", CALL, { token: alice, json: [ref(files[0]), ref(files[3])] });
    expect(mixed.headers.get("content-type")).toBe("application/pdf"); // only hers: one file, not a ZIP
    expect(new Uint8Array(await mixed.arrayBuffer())).toEqual(files[0].bytes);
    for (const token of [bob, manager]) {
      const r = await callGateway("POST", CALL, { token, json: [ref(files[0])] });
      expect(r.status).toBe(404);
      expect((await envelopeOf(r)).message).toBe("在您的文件中未找到所请求的文件。");
    }
    expect((await callGateway("POST", CALL, { json: [ref(files[0])] })).status).toBe(401);
    // the field must match too: a stored name under another field is not that file
    expect((await callGateway("POST", CALL, { token: alice, json: [{ name: files[0].name, field: "letter" }] })).status).toBe(404);
  });

  it("bounds the count (50) and the total size", async () => {
    const many = Array.from({ length: 51 }, () => ref(files[0]));
    const tooMany = await callGateway("POST", CALL, { token: alice, json: many });
    expect(tooMany.status).toBe(400);
    expect(Object.keys((await envelopeOf<{ fieldErrors: object }>(tooMany)).data.fieldErrors)).toEqual(["files"]);
    // rows that claim more than the bound together (the check reads no file before refusing)
    const db = getDb();
    const attendee = await db.attendee.findFirstOrThrow({ where: { conferenceId, email: "alice@example.org" } });
    const big = await Promise.all(
      [0, 1].map((i) =>
        db.attendeeFile.create({
          data: {
            conferenceId,
            attendeeId: attendee.id,
            field: "big",
            originalName: `big${i}.pdf`,
            storedName: `${randomBytes(16).toString("hex")}.pdf`,
            size: MAX_DOWNLOAD_BYTES / 2 + 1,
            mime: "application/pdf",
          },
        }),
      ),
    );
    const tooLarge = await callGateway("POST", CALL, { token: alice, json: big.map((b) => ({ name: b.storedName, field: "big" })) });
    expect(tooLarge.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(tooLarge)).data.fieldErrors.files).toBe("所选文件合计超过 500 MB，请分批下载。");
  });

  it("names ZIP entries apart, case-insensitively", () => {
    expect(uniqueNames(["a.pdf", "A.pdf", "a.pdf", "b", "b"])).toEqual(["a.pdf", "A (2).pdf", "a (3).pdf", "b", "b (2)"]);
  });
});
