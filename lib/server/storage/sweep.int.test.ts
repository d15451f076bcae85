import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTempUpload } from "@/lib/registration/uploads";
import { getDb } from "@/lib/server/db";
import { startMaintenance } from "@/lib/jobs/maintenance";
import { useTestDatabase } from "@/tests/integration/test-db";
import { sweepTempUploads, TEMP_UPLOAD_TTL_MS } from "./sweep";
import { tempKey } from "./types";

// Unclaimed temporary uploads go after a day — the row and the stored object — with the
// real database and the local storage driver; fresh and claimed ones stay.
const dir = mkdtempSync(path.join(tmpdir(), "symposia-sweep-"));
process.env.UPLOAD_DIR = dir;
useTestDatabase();

const db = () => getDb();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);
const onDisk = (storedName: string) => existsSync(path.join(dir, tempKey(storedName)));
let conferenceId: number;
let userId: number;

async function upload(ageMs: number, claimed = false) {
  const up = await createTempUpload(conferenceId, { userId }, { name: "p.png", bytes: png }, "10.60.0.1");
  await db().upload.update({ where: { storedName: up.storedName }, data: { createdAt: new Date(Date.now() - ageMs), claimedAt: claimed ? new Date() : null } });
  return up.storedName;
}

describe("sweepTempUploads", () => {
  beforeAll(async () => {
    conferenceId = (await db().conference.create({ data: { nameZh: "清理", nameEn: "Sweep", status: 4 } })).id;
    userId = (await db().user.create({ data: { email: "sweep@example.org", trueName: "S" } })).id;
  });

  it("deletes an old unclaimed upload and its file; keeps fresh and claimed ones", async () => {
    const old = await upload(TEMP_UPLOAD_TTL_MS + 60_000);
    const fresh = await upload(TEMP_UPLOAD_TTL_MS - 60_000);
    const claimedOld = await upload(TEMP_UPLOAD_TTL_MS + 60_000, true);
    expect([old, fresh, claimedOld].map(onDisk)).toEqual([true, true, true]);

    expect(await sweepTempUploads(new Date())).toBe(1);
    expect(onDisk(old)).toBe(false);
    expect(await db().upload.findUnique({ where: { storedName: old } })).toBeNull();
    expect(onDisk(fresh)).toBe(true);
    expect(await db().upload.findUnique({ where: { storedName: fresh } })).not.toBeNull();
    expect(await db().upload.findUnique({ where: { storedName: claimedOld } })).not.toBeNull();
    expect(await sweepTempUploads(new Date())).toBe(0); // idempotent

    // The cut-off follows `now`: a day later the fresh one goes too.
    expect(await sweepTempUploads(new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(onDisk(fresh)).toBe(false);
  });

  it("shares the work between concurrent sweepers: every old upload removed exactly once", async () => {
    const names = [];
    for (let i = 0; i < 250; i++) names.push(await upload(TEMP_UPLOAD_TTL_MS + 1000));
    const counts = await Promise.all([sweepTempUploads(new Date()), sweepTempUploads(new Date()), sweepTempUploads(new Date())]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(250);
    expect(names.some(onDisk)).toBe(false);
    expect(await db().upload.count({ where: { storedName: { in: names } } })).toBe(0);
  });

  it("runs in the periodic maintenance loop", async () => {
    const old = await upload(TEMP_UPLOAD_TTL_MS + 1000);
    const m = startMaintenance({ firstRunMs: 3_600_000, intervalMs: 3_600_000 });
    try {
      await m.runNow();
    } finally {
      await m.stop();
    }
    expect(onDisk(old)).toBe(false);
    expect(await db().upload.findUnique({ where: { storedName: old } })).toBeNull();
  });
});
