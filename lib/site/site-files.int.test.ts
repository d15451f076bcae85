import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/site-file/[name]/route";
import { getDb } from "@/lib/server/db";
import { fileKey, storage } from "@/lib/server/storage";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { readSiteFile, saveSiteFile } from "./site-files";

// GET /site-file/{name}: site images at the widths pages ask for (resized once by sharp, the copy
// kept beside the original), long-lived cache headers with an ETag, and nothing for other widths.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-site-files-"));
useTestDatabase();

let conferenceId: number;
let userId: number;

const photo = (width: number, format: "png" | "jpeg") =>
  sharp({ create: { width, height: Math.round(width / 4), channels: 3, background: { r: 20, g: 110, b: 80 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${width / 4}"><circle cx="50" cy="50" r="40" fill="red"/></svg>`) }])
    [format]()
    .toBuffer();

async function get(name: string, query = "", headers: Record<string, string> = {}) {
  const request = new Request(`http://demo.localhost/site-file/${name}${query}`, { headers: { host: "demo.localhost", ...headers } });
  const res = await withRequest(request, () => GET(request, { params: Promise.resolve({ name }) }));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  await seedDemo(getDb());
  conferenceId = (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  userId = (await getDb().user.findUniqueOrThrow({ where: { email: "manager@example.org" } })).id;
});

describe("site images at the width a page shows", () => {
  it("resizes a wide photo once to an allowed width and keeps the copy", async () => {
    const kept = await saveSiteFile(conferenceId, userId, "banner", { name: "b.jpg", bytes: await photo(2400, "jpeg") });
    const { res, bytes } = await get(kept.storedName, "?w=640");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(bytes).metadata()).width).toBe(640);
    expect(bytes.length).toBeLessThan(kept.size);
    expect(await storage().get(fileKey(conferenceId, `w640/${kept.storedName}`))).toEqual(bytes);
    const original = await get(kept.storedName);
    expect((await sharp(original.bytes).metadata()).width).toBe(2400);
  });

  it("sends an image no wider than asked as it is, and a GIF untouched", async () => {
    const small = await saveSiteFile(conferenceId, userId, "logo", { name: "l.png", bytes: await photo(300, "png") });
    const r = await readSiteFile(conferenceId, small.storedName, 640);
    expect((await sharp(r!.bytes).metadata()).width).toBe(300);
  });

  it("answers 400 to a width not on the list, and long-lived headers with an ETag that revalidates", async () => {
    const kept = await saveSiteFile(conferenceId, userId, "banner", { name: "b.png", bytes: await photo(1000, "png") });
    expect((await get(kept.storedName, "?w=641")).res.status).toBe(400);
    expect((await get(kept.storedName, "?w=abc")).res.status).toBe(400);
    const { res } = await get(kept.storedName, "?w=320");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag")!;
    expect(etag).toBe(`"${kept.storedName}-w320"`);
    const again = await get(kept.storedName, "?w=320", { "if-none-match": etag });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await get(kept.storedName, "?w=640", { "if-none-match": etag })).res.status).toBe(200);
  });
});
