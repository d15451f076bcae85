import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { addManager, listConferenceUsers, removeManager } from "./manage-service";

useTestDatabase();

const db = () => getDb();
let conferenceId: number;
const ORIGIN = "http://demo.localhost";
const keyOf = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: { key?: string }) => e.key ?? String(e),
  );

describe("conference managers (SPEC §5 administrators, §6 invitation)", () => {
  beforeAll(async () => {
    await seedDemo(db());
    conferenceId = (await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" } })).conferenceId;
  });
  beforeEach(async () => {
    await db().mailOutbox.deleteMany({});
    delete process.env.MAIL_CAPTURE;
    delete process.env.FEDERATED_ONLY;
  });

  it("refuses to remove the creator", async () => {
    const creator = await db().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    expect(await keyOf(removeManager(conferenceId, creator.id))).toBe("registration.creatorCannotBeRemoved");
    expect(await db().conferenceUser.count({ where: { conferenceId, userId: creator.id } })).toBe(2);
  });

  it("refuses a duplicate, including the creator, and adds an existing account without a mail", async () => {
    expect(await keyOf(addManager(conferenceId, "manager@example.org", "en", ORIGIN))).toBe("registration.managerExists");
    expect(await addManager(conferenceId, "alice@example.org", "en", ORIGIN)).toMatchObject({ created: false });
    expect(await keyOf(addManager(conferenceId, "alice@example.org", "zh", ORIGIN))).toBe("registration.managerExists");
    expect(await db().mailOutbox.count()).toBe(0);
    const alice = (await listConferenceUsers(conferenceId)).find((u) => u.email === "alice@example.org")!;
    expect(alice.roles).toEqual(["MANAGER"]);
    await removeManager(conferenceId, alice.userId);
    expect((await listConferenceUsers(conferenceId)).some((u) => u.email === "alice@example.org")).toBe(false);
    expect(await keyOf(removeManager(conferenceId, alice.userId))).toBe("errors.notFound");
  });

  it("the same address added eight times at once: one manager, one account, one invitation, the rest told 'already a manager'", async () => {
    const email = "rush-manager@example.org";
    const keys = await Promise.all(Array.from({ length: 8 }, () => keyOf(addManager(conferenceId, email, "en", ORIGIN))));
    expect(keys.filter((k) => k === "ok")).toHaveLength(1);
    expect(keys.filter((k) => k !== "ok")).toEqual(Array(7).fill("registration.managerExists"));
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    expect(await db().conferenceUser.count({ where: { conferenceId, userId: user.id, role: "MANAGER" } })).toBe(1);
    expect(await db().mailOutbox.count({ where: { to: email } })).toBe(1);
  });

  it("creates the account and queues a bilingual invitation in one transaction", async () => {
    const r = await addManager(conferenceId, "newcomer@example.org", "zh", ORIGIN);
    expect(r.created).toBe(true);
    const user = await db().user.findUniqueOrThrow({ where: { email: "newcomer@example.org" } });
    expect(user.passwordHash).toBeNull();
    const mails = await db().mailOutbox.findMany({ where: { to: "newcomer@example.org" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ conferenceId, locale: "zh" });
    expect(mails[0].subject).toContain("管理员");
    expect(mails[0].html).toContain(`${ORIGIN}/resetPassword`);
    await addManager(conferenceId, "newcomer-en@example.org", "en", ORIGIN);
    expect((await db().mailOutbox.findFirstOrThrow({ where: { to: "newcomer-en@example.org" } })).subject).toMatch(/manager/i);
  });

  it("leaves neither account nor role when the invitation cannot be queued", async () => {
    process.env.MAIL_CAPTURE = "0";
    const smtp = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    await db().mailConfig.updateMany({ where: { conferenceId }, data: { active: false } });
    try {
      expect(await keyOf(addManager(conferenceId, "nomail@example.org", "en", ORIGIN))).not.toBe("ok");
      expect(await db().user.findUnique({ where: { email: "nomail@example.org" } })).toBeNull();
      expect(await db().mailOutbox.count()).toBe(0);
    } finally {
      if (smtp) process.env.SMTP_URL = smtp;
    }
  });

  it("refuses non-federated accounts when FEDERATED_ONLY=1", async () => {
    process.env.FEDERATED_ONLY = "1";
    expect(await keyOf(addManager(conferenceId, "bob@example.org", "en", ORIGIN))).toBe("registration.nonPassUser");
    expect(await keyOf(addManager(conferenceId, "nobody@example.org", "en", ORIGIN))).toBe("registration.nonPassUser");
  });
});
