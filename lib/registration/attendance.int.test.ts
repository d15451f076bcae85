import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SiteConference } from "@/lib/server/site-conference";
import { standardField, type FieldDef } from "@/lib/forms/fields";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { useTestDatabase } from "@/tests/integration/test-db";
import { columnsToAnswers } from "./answers";
import { deleteVersion, getVersion, saveVersion } from "./form-service";
import { countRegistrations, saveAttendance } from "./service";
import { createTempUpload } from "./uploads";

process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "symposia-uploads-"));
useTestDatabase();

let conf: SiteConference;
const db = () => getDb();
const answers = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: "ignored@x.org",
  telephone: "123",
  country: "China",
  unit: "北京大学",
  ...extra,
});
const submit = (userId: number, email: string, extra: Record<string, unknown> = {}, notice = true) =>
  saveAttendance(conf, { userId, email }, { version: "default", notice, answers: answers(`N ${userId}`, extra) }, "en");

async function makeUsers(prefix: string, n: number) {
  await db().user.createMany({ data: Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@rush.test`, trueName: `${prefix} ${i}` })) });
  return db().user.findMany({ where: { email: { startsWith: prefix } }, select: { id: true, email: true } });
}

async function resetCap(registerNum: number, registerFlag = true) {
  await db().attendee.deleteMany({ where: { conferenceId: conf.id } });
  await db().registerConfig.update({ where: { conferenceId: conf.id }, data: { registerNum, registerFlag, registeredCount: 0 } });
}

const errorKey = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" ? ((r.reason as { key?: string }).key ?? String(r.reason)) : "ok");

describe("attendance registration (SPEC §4, §5; DESIGN §3 exact cap)", () => {
  beforeAll(async () => {
    await seedDemo(db());
    invalidateConferenceCache();
    conf = (await resolveConference("demo.localhost"))!;
  });
  // Every test starts from the same state, whatever the one before it left behind (a failed
  // assertion included): no registrations, an open cap of 500, "default" the current version.
  beforeEach(async () => {
    await db().mailOutbox.deleteMany({});
    await saveVersion(conf.id, { version: "default", makeCurrent: true });
    await resetCap(500);
  });

  it("stores exactly registerNum registrations when 200 distinct accounts rush a cap of 50", async () => {
    await resetCap(50);
    const users = await makeUsers("rush", 200);
    const results = await Promise.allSettled(users.map((u) => submit(u.id, u.email)));
    const keys = results.map(errorKey);
    expect(keys.filter((k) => k === "ok")).toHaveLength(50);
    expect(keys.filter((k) => k === "registration.full")).toHaveLength(150);
    expect(await db().attendee.count({ where: { conferenceId: conf.id } })).toBe(50);
    expect((await db().registerConfig.findUnique({ where: { conferenceId: conf.id } }))!.registeredCount).toBe(50);
    expect(await db().mailOutbox.count({ where: { templateKind: "REGISTRATION" } })).toBe(50); // one confirmation per stored registration
    expect(await countRegistrations(conf.id)).toEqual({ count: 50, cap: 50, full: true });
  });

  it("keeps one registration when the same account submits 10 times at once", async () => {
    const [u] = await makeUsers("same", 1);
    const keys = (await Promise.allSettled(Array.from({ length: 10 }, () => submit(u.id, u.email)))).map(errorKey);
    expect(keys.filter((k) => k === "ok")).toHaveLength(1);
    expect(keys.filter((k) => k === "registration.alreadyRegistered")).toHaveLength(9);
    expect(await db().attendee.count({ where: { conferenceId: conf.id, userId: u.id } })).toBe(1);
    expect((await db().registerConfig.findUnique({ where: { conferenceId: conf.id } }))!.registeredCount).toBe(1);
  });

  it("caps at 1000 when registerFlag is off", async () => {
    await resetCap(5, false);
    await db().registerConfig.update({ where: { conferenceId: conf.id }, data: { registeredCount: 1000 } });
    const [u] = await makeUsers("fallback", 1);
    await expect(submit(u.id, u.email)).rejects.toMatchObject({ key: "registration.full" });
    await db().registerConfig.update({ where: { conferenceId: conf.id }, data: { registeredCount: 999 } });
    // notice only needed with registerFlag on; fees on and "register then pay": on to the fee screen (§4)
    await expect(submit(u.id, u.email, {}, false)).resolves.toMatchObject({ redirect: "/profile/conference/fee" });
  });

  it("saves the registration but answers mailQueued false when the confirmation mail cannot be queued (SPEC §8 send email failed)", async () => {
    const [ok, noMail] = await makeUsers("mailq", 2);
    await expect(submit(ok.id, ok.email)).resolves.toMatchObject({ mailQueued: true });
    const saved = { capture: process.env.MAIL_CAPTURE, smtp: process.env.SMTP_URL };
    process.env.MAIL_CAPTURE = "0";
    delete process.env.SMTP_URL;
    const configs = await db().mailConfig.findMany({ where: { conferenceId: conf.id, active: true }, select: { id: true } });
    await db().mailConfig.updateMany({ where: { id: { in: configs.map((c) => c.id) } }, data: { active: false } });
    try {
      await expect(submit(noMail.id, noMail.email)).resolves.toMatchObject({ mailQueued: false });
      expect(await db().attendee.count({ where: { conferenceId: conf.id, userId: noMail.id } })).toBe(1);
      expect(await db().mailOutbox.count({ where: { to: noMail.email } })).toBe(0);
    } finally {
      if (saved.capture === undefined) delete process.env.MAIL_CAPTURE;
      else process.env.MAIL_CAPTURE = saved.capture;
      if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
      await db().mailConfig.updateMany({ where: { id: { in: configs.map((c) => c.id) } }, data: { active: true } });
    }
  });

  it("refuses outside the registration window (SPEC §1)", async () => {
    const [u] = await makeUsers("window", 1);
    const closed = { ...conf, register: { ...conf.register!, registerEndDate: "2000-01-01" } };
    await expect(
      saveAttendance(closed, { userId: u.id, email: u.email }, { version: "default", notice: true, answers: answers("x") }, "en"),
    ).rejects.toMatchObject({ key: "registration.notOpen" });
    const noModule = { ...conf, modules: { ...conf.modules, register: false } };
    await expect(
      saveAttendance(noModule, { userId: u.id, email: u.email }, { version: "default", notice: true, answers: answers("x") }, "en"),
    ).rejects.toMatchObject({ key: "registration.notOpen" });
  });

  it("applies the §5 rules: notice, required prompts with the title, email locked to the account, forged fields ignored", async () => {
    const [u] = await makeUsers("rules", 1);
    await expect(submit(u.id, u.email, {}, false)).rejects.toMatchObject({ fieldErrors: { notice: "registration.noticeRequired" } });
    await expect(submit(u.id, u.email, { name: "", country: "" })).rejects.toMatchObject({
      fieldErrors: { "answers.name": "registration.inputPrompt?title=Name", "answers.country": "registration.selectPrompt?title=Country%2FRegion" },
    });
    await expect(submit(u.id, u.email, { country: "Atlantis" })).rejects.toMatchObject({ fieldErrors: { "answers.country": "validation.invalidOption" } });
    await submit(u.id, u.email, { isAdmin: true, registeredCount: 0 });
    const row = await db().attendee.findUniqueOrThrow({ where: { conferenceId_userId: { conferenceId: conf.id, userId: u.id } } });
    expect(row.email).toBe(u.email);
    expect(row).toMatchObject({ fullName: `N ${u.id}`, phone: "123", countryArea: "CN", unit: "北京大学" }); // the label sent is stored as its code
    expect(row.answers).toEqual({});
  });

  it("checks email-format custom items and options of custom choices", async () => {
    const fields: FieldDef[] = [
      standardField("name", true, 0),
      { field: "c_mail", title: { zh: "备用邮箱", en: "Other email" }, type: "input", options: [], validate: ["email"], props: {}, standard: false, order: 1 },
      {
        field: "c_topic",
        title: { zh: "主题", en: "Topic" },
        type: "checkbox",
        options: [{ value: "a", label: { zh: "甲", en: "A" } }],
        validate: ["required"],
        props: {},
        standard: false,
        order: 2,
      },
    ];
    await saveVersion(conf.id, { version: "v-email", fields, makeCurrent: true });
    const [u] = await makeUsers("emailfmt", 1);
    const go = (a: Record<string, unknown>) =>
      saveAttendance(conf, { userId: u.id, email: u.email }, { version: "v-email", notice: true, answers: { name: "X", ...a } }, "zh");
    await expect(go({ c_mail: "nope", c_topic: ["a"] })).rejects.toMatchObject({ fieldErrors: { "answers.c_mail": "validation.invalidEmail" } });
    await expect(go({ c_mail: "", c_topic: [] })).rejects.toMatchObject({
      fieldErrors: { "answers.c_topic": `registration.selectPrompt?title=${encodeURIComponent("主题")}` },
    });
    await expect(go({ c_mail: "", c_topic: ["zzz"] })).rejects.toMatchObject({ fieldErrors: { "answers.c_topic": "validation.invalidOption" } });
    await expect(
      saveAttendance(conf, { userId: u.id, email: u.email }, { version: "default", notice: true, answers: { name: "X" } }, "zh"),
    ).rejects.toMatchObject({ key: "registration.versionChanged" });
    await go({ c_mail: "a@b.org", c_topic: ["a"] });
  });

  it("keeps old registrations on their version's fields, and refuses to delete a used version", async () => {
    const [u1, u2] = await makeUsers("ver", 2);
    await submit(u1.id, u1.email);
    const extra: FieldDef = {
      field: "c_diet",
      title: { zh: "饮食", en: "Diet" },
      type: "radio",
      options: [{ value: "veg", label: { zh: "素", en: "Vegetarian" } }],
      validate: ["required"],
      props: {},
      standard: false,
      order: 9,
    };
    await saveVersion(conf.id, { version: "v2", copyFrom: "default", makeCurrent: true });
    const v2 = await getVersion(conf.id, "v2");
    await saveVersion(conf.id, { version: "v2", fields: [...v2.fields, extra] });
    await saveAttendance(conf, { userId: u2.id, email: u2.email }, { version: "v2", notice: true, answers: { ...answers("Two"), c_diet: "veg" } }, "en");

    const rows = await db().attendee.findMany({ where: { conferenceId: conf.id }, include: { formVersion: true, files: true }, orderBy: { id: "asc" } });
    const old = rows.find((r) => r.userId === u1.id)!;
    const neu = rows.find((r) => r.userId === u2.id)!;
    expect(old.formVersion.name).toBe("default");
    const oldFields = (await getVersion(conf.id, old.formVersion.name)).fields;
    expect(Object.keys(columnsToAnswers(oldFields, old))).not.toContain("c_diet");
    expect(columnsToAnswers((await getVersion(conf.id, "v2")).fields, neu)).toMatchObject({ c_diet: "veg", name: "Two" });

    await expect(deleteVersion(conf.id, "default")).rejects.toMatchObject({ key: "registration.versionInUse" });
    await expect(deleteVersion(conf.id, "v2")).rejects.toMatchObject({ key: "registration.versionCurrent" });
    await saveVersion(conf.id, { version: "unused", copyFrom: "default" });
    await deleteVersion(conf.id, "unused");
  });

  it("moves a temporary upload to permanent storage on save, refusing oversize, wrong-type and other people's uploads", async () => {
    const [u, other] = await makeUsers("upl", 2);
    const fields: FieldDef[] = [standardField("name", true, 0), { ...standardField("photo", true, 1) }];
    await saveVersion(conf.id, { version: "v-file", fields, makeCurrent: true });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await expect(
      createTempUpload(conf.id, { userId: u.id }, { name: "evil.png", bytes: new TextEncoder().encode("MZ\x90 not an image") }, "10.9.0.1"),
    ).rejects.toMatchObject({ fieldErrors: { file: "registration.uploadType" } });
    await expect(
      createTempUpload(conf.id, { userId: u.id }, { name: "big.pdf", bytes: new Uint8Array(20 * 1024 * 1024 + 1) }, "10.9.0.1"),
    ).rejects.toMatchObject({ fieldErrors: { file: "registration.uploadTooLarge?max=20" } });
    const mine = await createTempUpload(conf.id, { userId: u.id }, { name: "me.png", bytes: png }, "10.9.0.1");
    expect(mine.data.slice(5)).toBe(mine.storedName);
    const theirs = await createTempUpload(conf.id, { userId: other.id }, { name: "x.png", bytes: png }, "10.9.0.1");
    const go = (ref: { name: string; storedName: string }) =>
      saveAttendance(conf, { userId: u.id, email: u.email }, { version: "v-file", notice: true, answers: { name: "U", photo: [ref] } }, "en");
    await expect(go({ name: "x.png", storedName: theirs.storedName })).rejects.toMatchObject({
      fieldErrors: { "answers.photo": "registration.uploadMissing" },
    });
    await go({ name: "me.png", storedName: mine.storedName });
    const file = await db().attendeeFile.findFirstOrThrow({ where: { storedName: mine.storedName } });
    expect(file).toMatchObject({ field: "photo", originalName: "me.png", mime: "image/png", size: png.length });
    const { storage, fileKey, tempKey } = await import("@/lib/server/storage");
    expect(await storage().get(fileKey(conf.id, mine.storedName))).toEqual(Buffer.from(png));
    expect(await storage().get(tempKey(mine.storedName))).toBeNull();
    expect((await db().upload.findUniqueOrThrow({ where: { storedName: mine.storedName } })).claimedAt).not.toBeNull();
  });
});
