import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession } from "@/lib/server/session-store";
import { resolveConference } from "@/lib/server/tenant";
import { saveSiteFile } from "@/lib/site/site-files";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getActiveAppearance } from "./active";
import { saveAppearanceCss } from "./css-file";
import { ZAppearanceInput } from "./schemas";
import { activateAppearance, deleteAppearance, listAppearances, saveAppearance } from "./service";

// On a real Postgres: appearances are checked (name, thumbnail by content, CSS size and
// text), one is active whatever the concurrency, those in use or built in stay, the stored CSS is
// the sanitised one and the site serves it, and the gateway keeps each manager to their conference.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-appearance-"));
useTestDatabase();
const db = () => getDb();

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa0f3b9b40000000049454e44ae426082",
  "hex",
);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
const ATTACKS = `@import url(https://evil.example/x.css);
a { background: url(javascript:alert(1)) } b { width: expression(alert(1)) } c { behavior: url(x.htc) }
p::after { content: "</style><script>alert(1)</script>" }
[data-protected] { display: none } body { display: none; background: #fdf6e3 }
h2 { color: #123456 }`;

let conferenceId: number;
let otherId: number;
let managerId: number;

async function thumbnail(conference = conferenceId) {
  return (await saveSiteFile(conference, managerId, "thumbnail", { name: "t.png", bytes: PNG })).storedName;
}
async function fieldError(p: Promise<unknown>): Promise<[number, Record<string, string> | undefined, string]> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!(e instanceof AppError)) throw new Error(`expected a refusal, got ${String(e)}`);
  return [e.status, e.fieldErrors, e.key];
}
const input = (over: Record<string, unknown>) => ZAppearanceInput.parse({ name: "Mine", thumbnail: "", cssFile: "", templates: [], ...over });

beforeAll(async () => {
  await seedDemo(db());
  conferenceId = (await resolveConference("demo.localhost"))!.id;
  otherId = (await resolveConference("en.localhost"))!.id;
  managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});

describe("appearance input", () => {
  it("refuses a name over 20 characters and no name, on the field", () => {
    expect(ZAppearanceInput.safeParse({ name: "x".repeat(21) }).error?.issues[0]).toMatchObject({ path: ["name"], message: "validation.tooLong?max=20" });
    expect(ZAppearanceInput.safeParse({ name: "  " }).error?.issues[0]).toMatchObject({ path: ["name"], message: "validation.required" });
    expect(ZAppearanceInput.safeParse({ name: "二十个字符的名字二十个字符的名字二十个字" }).success).toBe(true);
  });

  it("types the thumbnail by content: a renamed .exe, a GIF and anything over 1 MB are refused on `file`", async () => {
    const up = (name: string, bytes: Uint8Array) => fieldError(saveSiteFile(conferenceId, managerId, "thumbnail", { name, bytes }));
    expect(await up("photo.png", EXE)).toEqual([400, { file: "site.fileType?types=PNG, JPG" }, "errors.validation"]);
    expect(await up("a.gif", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))).toEqual([
      400,
      { file: "site.fileType?types=PNG, JPG" },
      "errors.validation",
    ]);
    expect((await up("big.png", Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])))[1]).toEqual({ file: "site.fileTooLarge?max=1" });
  });

  it("requires a thumbnail of this conference for a custom appearance", async () => {
    expect((await fieldError(saveAppearance(conferenceId, input({}))))[1]).toEqual({ thumbnail: "appearance.thumbnailRequired" });
    const foreign = await thumbnail(otherId);
    expect((await fieldError(saveAppearance(conferenceId, input({ thumbnail: foreign }))))[1]).toEqual({ thumbnail: "appearance.thumbnailRequired" });
  });

  it("refuses CSS over 1024 KB, binary and unreadable CSS on `file`", async () => {
    const css = (bytes: Uint8Array) => fieldError(saveAppearanceCss(conferenceId, managerId, { name: "s.css", bytes }));
    expect((await css(Buffer.alloc(1024 * 1024 + 1, 0x20)))[1]).toEqual({ file: "appearance.cssTooLarge" });
    expect((await css(EXE))[1]).toEqual({ file: "appearance.cssNotText" });
    expect((await css(Buffer.from([0xc3, 0x28, 0x61])))[1]).toEqual({ file: "appearance.cssNotText" });
    expect((await css(Buffer.from('a { content: "x }')))[1]).toEqual({ file: "appearance.cssUnreadable" });
    const ok = await saveAppearanceCss(conferenceId, managerId, { name: "s.css", bytes: Buffer.alloc(1024 * 1024, 0x20) });
    expect(ok.removed).toBe(0); // exactly 1024 KB passes
  });
});

describe("appearances of a conference", () => {
  it("stores the sanitised CSS only, and the site serves it", async () => {
    const upload = await saveAppearanceCss(conferenceId, managerId, { name: "attack.css", bytes: Buffer.from(ATTACKS) });
    expect(upload.removed).toBeGreaterThanOrEqual(6);
    const saved = await saveAppearance(conferenceId, input({ name: "Attack", thumbnail: await thumbnail(), cssFile: upload.storedName }));
    const row = await db().appearance.findUniqueOrThrow({ where: { id: saved.id } });
    for (const bad of ["@import", "javascript", "expression", "behavior", "</style", "<script", "data-protected", "display"])
      expect(row.css).not.toContain(bad);
    expect(row.css).toContain(".sym-shell .sym-site h2 {\n  color: #123456;\n}");
    expect(row.css).toContain(".sym-shell .sym-site {\n  background: #fdf6e3;\n}");

    await activateAppearance(conferenceId, saved.id);
    const active = await getActiveAppearance(conferenceId);
    expect(active).toMatchObject({ kind: "custom", custom: row.css });
    await activateAppearance(conferenceId, (await db().appearance.findFirstOrThrow({ where: { conferenceId, builtIn: "modern" } })).id);
    expect((await getActiveAppearance(conferenceId)).kind).toBe("modern"); // the cache was dropped on write
  });

  it("keeps exactly one active under concurrent activations", async () => {
    const ids = (await db().appearance.findMany({ where: { conferenceId }, select: { id: true } })).map((r) => r.id);
    await Promise.all(Array.from({ length: 24 }, (_, i) => activateAppearance(conferenceId, ids[i % ids.length])));
    expect(await db().appearance.count({ where: { conferenceId, isActive: true } })).toBe(1);
  });

  it("refuses to delete a built-in one, the active one and one a page or template uses", async () => {
    const classic = await db().appearance.findFirstOrThrow({ where: { conferenceId, builtIn: "classic" } });
    expect(await fieldError(deleteAppearance(conferenceId, classic.id))).toEqual([409, undefined, "appearance.builtInDelete"]);

    const mine = await saveAppearance(conferenceId, input({ name: "Used", thumbnail: await thumbnail() }));
    await activateAppearance(conferenceId, mine.id);
    expect(await fieldError(deleteAppearance(conferenceId, mine.id))).toEqual([409, undefined, "appearance.inUseError"]);

    await activateAppearance(conferenceId, classic.id);
    const page = await db().sitePage.findFirstOrThrow({ where: { conferenceId } });
    await db().sitePage.update({ where: { id: page.id }, data: { appearanceId: mine.id } });
    expect((await listAppearances(conferenceId)).find((a) => a.id === mine.id)?.inUse).toBe(true);
    expect(await fieldError(deleteAppearance(conferenceId, mine.id))).toEqual([409, undefined, "appearance.inUseError"]);

    await db().sitePage.update({ where: { id: page.id }, data: { appearanceId: classic.id } });
    await deleteAppearance(conferenceId, mine.id);
    expect(await db().appearance.findUnique({ where: { id: mine.id } })).toBeNull();
  });

  it("answers another conference's appearance as not found, through the gateway too", async () => {
    const foreign = await db().appearance.findFirstOrThrow({ where: { conferenceId: otherId } });
    expect((await fieldError(activateAppearance(conferenceId, foreign.id)))[0]).toBe(404);
    const token = (await createSession(managerId)).token;
    const base = "/conference/platform/config/exterior";
    expect((await callGateway("GET", `${base}/${foreign.id}`, { token })).status).toBe(404);
    expect((await callGateway("DELETE", `${base}/${foreign.id}`, { token })).status).toBe(404);
    expect((await callGateway("POST", `${base}/activate`, { token, json: { id: foreign.id } })).status).toBe(404);
    const list = await envelopeOf<{ id: number; builtIn: string | null }[]>(await callGateway("GET", `${base}/list`, { token }));
    expect(list.data.map((a) => a.builtIn).slice(0, 2)).toEqual(["classic", "modern"]);
    expect(list.data.every((a) => a.id !== foreign.id)).toBe(true);
    // the manager of demo is nobody on en.localhost
    expect((await callGateway("GET", `${base}/list`, { token, host: "en.localhost" })).status).toBe(403);
  });

  it("never passes 50 appearances, however many are added at once", async () => {
    const have = await db().appearance.count({ where: { conferenceId } });
    const filler = Array.from({ length: 48 - have }, (_, i) => ({ conferenceId, name: `Filler ${i}`, thumbnail: "" }));
    await db().appearance.createMany({ data: filler });
    const thumb = await thumbnail();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => saveAppearance(conferenceId, input({ name: `Race ${i}`, thumbnail: thumb }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results) if (r.status === "rejected") expect((r.reason as AppError).key).toBe("appearance.tooMany");
    expect(await db().appearance.count({ where: { conferenceId } })).toBe(50);
    await db().appearance.deleteMany({ where: { conferenceId, name: { startsWith: "Filler " } } });
    await db().appearance.deleteMany({ where: { conferenceId, name: { startsWith: "Race " } } });
  });

  it("uploads CSS through the gateway, refusing more than 1024 KB on `file`", async () => {
    const token = (await createSession(managerId)).token;
    const form = (bytes: Buffer) => {
      const f = new FormData();
      f.append("file", new File([new Uint8Array(bytes)], "site.css", { type: "text/css" }));
      return f;
    };
    const big = await callGateway("POST", "/conference/platform/config/exterior/css", { token, body: form(Buffer.alloc(1024 * 1024 + 10, 0x20)) });
    expect(big.status).toBe(400);
    expect((await envelopeOf<{ fieldErrors: Record<string, string> }>(big)).data.fieldErrors.file).toMatch(/1024 KB/);
    const ok = await envelopeOf<{ storedName: string; removed: number }>(
      await callGateway("POST", "/conference/platform/config/exterior/css", { token, body: form(Buffer.from(ATTACKS)) }),
    );
    expect(ok.data.storedName).toMatch(/^[a-f0-9]{32}\.css$/);
    expect(ok.data.removed).toBeGreaterThan(0);
  });
});
