import { mkdtempSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteConference } from "@/lib/server/site-conference";
import { errorEnvelope } from "@/lib/gateway/envelope";
import { getTranslator } from "@/lib/i18n/translate";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import {
  assertVisitorMayUpload,
  createTempUpload,
  IP_TEMP_UPLOAD_FILES,
  OWNER_TEMP_UPLOAD_BYTES,
  OWNER_TEMP_UPLOAD_FILES,
  tempUploadUsage,
  type UploadOwner,
} from "./uploads";

// Quotas on unclaimed temporary uploads per owner (account or visitor's browser) and per
// address, exact under a concurrent burst (advisory locks, not check-then-insert).
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-quota-"));
useTestDatabase();

let conf: SiteConference;
const db = () => getDb();
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const put = (owner: UploadOwner, ip: string) => createTempUpload(conf.id, owner, { name: "p.png", bytes: png }, ip);
const outcome = (r: PromiseSettledResult<unknown>) => (r.status === "fulfilled" ? "ok" : ((r.reason as { key?: string }).key ?? String(r.reason)));
/** A burst's attempt as a browser makes it: "busy, retry" (503, a loaded machine) is tried again. */
async function putRetrying(owner: UploadOwner, ip: string) {
  for (let tries = 1; ; tries++) {
    try {
      return await put(owner, ip);
    } catch (e) {
      // "Busy, retry" is the answer under load; a loaded machine may need many rounds to get through.
      if ((e as { status?: number }).status !== 503 || tries >= 80) throw e;
      await new Promise((r) => setTimeout(r, Math.min(25 * tries, 400)));
    }
  }
}
let seq = 0;
const newIp = () => `10.44.${Math.floor(++seq / 250)}.${seq % 250}`;
async function newUser() {
  const u = await db().user.create({ data: { email: `q${++seq}-${randomBytes(3).toString("hex")}@quota.test`, trueName: "Q" } });
  return { userId: u.id };
}

describe("temporary upload quotas", () => {
  beforeAll(async () => {
    await seedDemo(db());
    invalidateConferenceCache();
    conf = (await resolveConference("demo.localhost"))!;
  });
  beforeEach(async () => {
    await db().upload.deleteMany({});
  });

  it("caps one account's unclaimed files, answering 429 with a translated message on the file field", async () => {
    const me = await newUser();
    const ip = newIp();
    for (let i = 0; i < OWNER_TEMP_UPLOAD_FILES; i++) await put(me, ip);
    const refused = await put(me, ip).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, key: "registration.uploadQuota", fieldErrors: { file: "registration.uploadQuota" } });
    const res = errorEnvelope(refused, await getTranslator("en"));
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      code: 429,
      data: { fieldErrors: { file: "Too many files uploaded in the last 24 hours; please try again later" } },
    });
    // Another account on the same address is not affected by my quota.
    await expect(put(await newUser(), ip)).resolves.toMatchObject({ name: "p.png" });
    // Claimed uploads and those older than the window no longer count.
    const mine = await db().upload.findMany({ where: { userId: me.userId }, select: { id: true }, take: 2 });
    await db().upload.update({ where: { id: mine[0].id }, data: { claimedAt: new Date() } });
    await db().upload.update({ where: { id: mine[1].id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    await put(me, ip);
    await put(me, ip);
    await expect(put(me, ip)).rejects.toMatchObject({ status: 429 });
  });

  it("caps one account's unclaimed bytes", async () => {
    const me = await newUser();
    await db().upload.create({
      data: {
        ...me,
        conferenceId: conf.id,
        purpose: "register",
        originalName: "big.pdf",
        storedName: `${randomBytes(16).toString("hex")}.pdf`,
        size: OWNER_TEMP_UPLOAD_BYTES - png.length + 1,
        mime: "application/pdf",
        ip: "10.45.0.1",
      },
    });
    await expect(put(me, newIp())).rejects.toMatchObject({ status: 429, key: "registration.uploadQuota" });
    await db().upload.updateMany({ where: { userId: me.userId }, data: { size: OWNER_TEMP_UPLOAD_BYTES - png.length } });
    await expect(put(me, newIp())).resolves.toMatchObject({ size: png.length });
  });

  it("never passes an account's cap under a concurrent burst", async () => {
    const me = await newUser();
    const ip = newIp();
    const results = (await Promise.allSettled(Array.from({ length: OWNER_TEMP_UPLOAD_FILES * 2 }, () => putRetrying(me, ip)))).map(outcome);
    expect(results.filter((r) => r === "ok")).toHaveLength(OWNER_TEMP_UPLOAD_FILES);
    expect(results.filter((r) => r === "registration.uploadQuota")).toHaveLength(OWNER_TEMP_UPLOAD_FILES);
    expect((await tempUploadUsage(me, ip)).owner.files).toBe(OWNER_TEMP_UPLOAD_FILES);
  });

  it("caps one address across accounts and anonymous browsers, exactly, under a concurrent burst", async () => {
    const ip = newIp();
    const owners: UploadOwner[] = [];
    for (let i = 0; i < 5; i++) owners.push(await newUser());
    for (let i = 0; i < 2; i++) owners.push({ ownerHash: randomBytes(32).toString("base64url") });
    // 7 owners × 20 = 140 attempts from one address: the address's cap of 100 binds, not the owners'.
    const attempts = owners.flatMap((o) => Array.from({ length: OWNER_TEMP_UPLOAD_FILES }, () => o));
    const results = (await Promise.allSettled(attempts.map((o) => putRetrying(o, ip)))).map(outcome);
    expect(results.filter((r) => r === "ok")).toHaveLength(IP_TEMP_UPLOAD_FILES);
    expect(results.filter((r) => r === "registration.uploadQuota")).toHaveLength(attempts.length - IP_TEMP_UPLOAD_FILES);
    expect(await db().upload.count({ where: { ip } })).toBe(IP_TEMP_UPLOAD_FILES);
    // An owner refused there still uploads from elsewhere (the cap was the address's, not theirs).
    const usages = await Promise.all(owners.map((o) => tempUploadUsage(o, ip)));
    const refused = owners[usages.findIndex((u) => u.owner.files < OWNER_TEMP_UPLOAD_FILES)];
    await expect(put(refused, ip)).rejects.toMatchObject({ status: 429 });
    await expect(put(refused, newIp())).resolves.toMatchObject({ name: "p.png" });
  });

  it("binds a visitor's upload to the browser token's hash, not to any account", async () => {
    const browser = { ownerHash: randomBytes(32).toString("base64url") };
    const up = await put(browser, newIp());
    const row = await db().upload.findUniqueOrThrow({ where: { storedName: up.storedName } });
    expect(row).toMatchObject({ userId: null, ownerHash: browser.ownerHash, claimedAt: null });
  });

  it("lets a visitor upload only where the form creates accounts, published and open", () => {
    const open = {
      ...conf,
      published: true,
      register: { ...conf.register!, allowAccountCreation: true, registerStartDate: "2000-01-01", registerEndDate: "2999-12-31" },
    };
    expect(() => assertVisitorMayUpload(open)).not.toThrow();
    expect(() => assertVisitorMayUpload({ ...open, register: { ...open.register, allowAccountCreation: false } })).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    expect(() => assertVisitorMayUpload({ ...open, published: false })).toThrow(expect.objectContaining({ status: 403, key: "errors.unpublished" }));
    expect(() => assertVisitorMayUpload({ ...open, register: { ...open.register, registerEndDate: "2001-01-01" } })).toThrow(
      expect.objectContaining({ status: 409, key: "registration.notOpen" }),
    );
  });
});
