import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendVerificationCode } from "@/lib/accounts/codes";
import type { SiteConference } from "@/lib/server/site-conference";
import { standardField, type FieldDef } from "@/lib/forms/fields";
import type { Access } from "@/lib/server/access";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { attend } from "./attend";
import { saveVersion } from "./form-service";
import { uploadOwnerHash } from "./upload-owner";
import { createTempUpload } from "./uploads";

// A visitor's account and attendance are one transaction — whatever fails, no account is
// left behind and the code stays usable. The visitor's uploads are bound to the browser.
process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-attend-"));
useTestDatabase();

let conf: SiteConference;
const db = () => getDb();
const PASSWORD = "Visitor-pass-2026";
const secret = () => randomBytes(32).toString("base64url");
const visitor = (): Access => ({
  conference: conf,
  session: null,
  user: null,
  platformAdmin: false,
  creator: false,
  manager: false,
  reviewer: false,
  chair: false,
  attended: false,
  mobile: false,
});

/** A live code for `email`, asked for by the browser holding `binding`; read from the outbox like the person would. */
async function codeFor(email: string, binding: string): Promise<string> {
  await sendVerificationCode(
    { email, type: "registerCode" },
    { ip: `10.70.${randomBytes(1)[0]}.${randomBytes(1)[0]}`, locale: "en", siteName: "Demo", binding },
  );
  const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  return /\b(\d{6})\b/.exec(mail.text)![1];
}

function envelope(email: string, code: string, extra: { version?: string; answers?: Record<string, unknown> } = {}) {
  return {
    version: extra.version ?? "default",
    notice: true,
    answers: { name: "Vera Visitor", email, telephone: "123", country: "China", unit: "Visiting Institute", ...extra.answers },
    account: { password: PASSWORD, confirmPassword: PASSWORD, code },
  };
}

const go = (email: string, code: string, binding: string, extra: Parameters<typeof envelope>[2] = {}, uploadOwner: string | null = null) =>
  attend(visitor(), envelope(email, code, extra), "en", "http://demo.localhost", { codeBinding: binding, uploadOwner });
const users = (email: string) => db().user.count({ where: { email } });

async function setCap(registerNum: number, registeredCount: number) {
  await db().registerConfig.update({ where: { conferenceId: conf.id }, data: { registerFlag: true, registerNum, registeredCount } });
}

describe("attendance with account creation", () => {
  beforeAll(async () => {
    await seedDemo(db());
    await db().registerConfig.update({
      where: { conferenceId: (await db().conferenceDomain.findFirstOrThrow({ where: { host: "demo.localhost" } })).conferenceId },
      data: { allowAccountCreation: true },
    });
    invalidateConferenceCache();
    conf = (await resolveConference("demo.localhost"))!;
    expect(conf.register?.allowAccountCreation).toBe(true);
  });
  beforeEach(async () => {
    await db().rateLimitHit.deleteMany({});
    await setCap(500, 0);
  });

  it("a full conference creates no account, and the same request succeeds once the cap is raised", async () => {
    const email = "full@visitor.test";
    const binding = secret();
    const code = await codeFor(email, binding);
    await setCap(5, 5);
    await expect(go(email, code, binding)).rejects.toMatchObject({ key: "registration.full" });
    expect(await users(email)).toBe(0);
    await setCap(6, 5);
    await expect(go(email, code, binding)).resolves.toMatchObject({ redirect: "/conferencelogin" });
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(user.trueName).toBe("Vera Visitor");
    expect(await db().attendee.count({ where: { conferenceId: conf.id, userId: user.id } })).toBe(1);
    // The code was consumed with the registration: it cannot make a second account or registration.
    await expect(go(email, code, binding)).rejects.toMatchObject({ fieldErrors: { "answers.email": "accounts.userExists" } });
  });

  it("a changed form version leaves no orphan account and the code usable", async () => {
    const email = "version@visitor.test";
    const binding = secret();
    const code = await codeFor(email, binding);
    await expect(go(email, code, binding, { version: "old-version" })).rejects.toMatchObject({ key: "registration.versionChanged" });
    expect(await users(email)).toBe(0);
    await expect(go(email, code, binding)).resolves.toMatchObject({ attendeeId: expect.any(Number) });
  });

  it("a wrong code creates nothing and lands on the code field; so does a code asked for by another browser", async () => {
    const email = "wrong@visitor.test";
    const binding = secret();
    const code = await codeFor(email, binding);
    await expect(go(email, code === "123456" ? "654321" : "123456", binding)).rejects.toMatchObject({ fieldErrors: { "account.code": "accounts.codeWrong" } });
    await expect(go(email, code, secret())).rejects.toMatchObject({ fieldErrors: { "account.code": "accounts.codeExpired" } });
    expect(await users(email)).toBe(0);
    expect(await db().attendee.count({ where: { conferenceId: conf.id, email } })).toBe(0);
    await expect(go(email, code, binding)).resolves.toMatchObject({ attendeeId: expect.any(Number) });
  });

  it("an existing email answers userExists on the email field", async () => {
    const email = "taken@visitor.test";
    const binding = secret();
    const code = await codeFor(email, binding);
    await db().user.create({ data: { email, trueName: "Already" } });
    await expect(go(email, code, binding)).rejects.toMatchObject({ status: 400, fieldErrors: { "answers.email": "accounts.userExists" } });
    expect(await db().attendee.count({ where: { conferenceId: conf.id, email } })).toBe(0);
  });

  it("refuses a weak password on its field before touching the code", async () => {
    const email = "weak@visitor.test";
    const binding = secret();
    const code = await codeFor(email, binding);
    const weak = { ...envelope(email, code), account: { password: "password", confirmPassword: "password", code } };
    await expect(attend(visitor(), weak, "en", "http://demo.localhost", { codeBinding: binding })).rejects.toMatchObject({
      fieldErrors: { "account.password": "accounts.passwordCommon" },
    });
    expect(await users(email)).toBe(0);
  });

  it("the same visitor submitting 5 times at once gets one account and one registration", async () => {
    const email = "twice@visitor.test";
    const binding = secret();
    const code = await codeFor(email, binding);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => go(email, code, binding)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await users(email)).toBe(1);
    expect(await db().attendee.count({ where: { conferenceId: conf.id, email } })).toBe(1);
    expect((await db().registerConfig.findUniqueOrThrow({ where: { conferenceId: conf.id } })).registeredCount).toBe(1);
  });

  it("keeps a visitor's upload only with the browser that uploaded it", async () => {
    const fields: FieldDef[] = [standardField("name", true, 0), standardField("email", true, 1), standardField("photo", true, 2)];
    await saveVersion(conf.id, { version: "v-visitor-file", fields, makeCurrent: true });
    try {
      const email = "photo@visitor.test";
      const binding = secret();
      const code = await codeFor(email, binding);
      const mine = secret();
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5]);
      const up = await createTempUpload(conf.id, { ownerHash: uploadOwnerHash(mine) }, { name: "me.png", bytes: png }, "10.71.0.1");
      const extra = { version: "v-visitor-file", answers: { photo: [{ name: "me.png", storedName: up.storedName }] } };
      for (const other of [secret(), null]) {
        await expect(go(email, code, binding, extra, other)).rejects.toMatchObject({ fieldErrors: { "answers.photo": "registration.uploadMissing" } });
      }
      expect(await users(email)).toBe(0);
      await go(email, code, binding, extra, mine);
      const user = await db().user.findUniqueOrThrow({ where: { email } });
      const file = await db().attendeeFile.findFirstOrThrow({ where: { storedName: up.storedName } });
      expect(file).toMatchObject({ field: "photo", originalName: "me.png" });
      expect(await db().attendee.findUniqueOrThrow({ where: { id: file.attendeeId } })).toMatchObject({ userId: user.id });
      expect((await db().upload.findUniqueOrThrow({ where: { storedName: up.storedName } })).claimedAt).not.toBeNull();
    } finally {
      await saveVersion(conf.id, { version: "default", makeCurrent: true });
    }
  });
});
