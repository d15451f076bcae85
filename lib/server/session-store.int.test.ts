import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/tests/integration/test-db";
import { loadAccess, loadAccessForToken } from "./access";
import { getDb } from "./db";
import { seedDemo } from "@/prisma/seed/demo";
import { createSession, hashToken, lookupSession, revokeSession, revokeUserSessions } from "./session-store";
import { resolveConference } from "./tenant";

useTestDatabase();

async function userId(email: string) {
  return (await getDb().user.findUniqueOrThrow({ where: { email } })).id;
}

describe("sessions (DESIGN §2)", () => {
  beforeAll(async () => {
    await seedDemo(getDb());
  });

  it("stores only a hash of a 256-bit token and finds the session by the token", async () => {
    const { token } = await createSession(await userId("alice@example.org"));
    expect(Buffer.from(token, "base64url").length).toBe(32);
    expect(await getDb().session.count({ where: { tokenHash: token } })).toBe(0);
    expect(await getDb().session.count({ where: { tokenHash: hashToken(token) } })).toBe(1);
    expect((await lookupSession(token))?.user.email).toBe("alice@example.org");
    expect(await lookupSession("not-a-token")).toBeNull();
  });

  it("refuses revoked, absolutely expired and idle sessions", async () => {
    const id = await userId("alice@example.org");
    const revoked = await createSession(id);
    await revokeSession(revoked.token);
    expect(await lookupSession(revoked.token)).toBeNull();

    const expired = await createSession(id);
    await getDb().session.update({ where: { tokenHash: hashToken(expired.token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await lookupSession(expired.token)).toBeNull();

    const idle = await createSession(id);
    await getDb().session.update({ where: { tokenHash: hashToken(idle.token) }, data: { lastSeenAt: new Date(Date.now() - 5 * 3_600_000) } });
    expect(await lookupSession(idle.token)).toBeNull();
  });

  it("revokes all of a user's sessions but the current one", async () => {
    const id = await userId("bob@example.org");
    const a = await createSession(id);
    const b = await createSession(id);
    const current = (await lookupSession(b.token))!;
    await revokeUserSessions(id, current.id);
    expect(await lookupSession(a.token)).toBeNull();
    expect(await lookupSession(b.token)).not.toBeNull();
  });

  it("derives roles per conference from the session", async () => {
    const demo = (await resolveConference("demo.localhost"))!;
    const en = (await resolveConference("en.localhost"))!;
    const as = async (email: string, conf = demo) => loadAccess(conf, await lookupSession((await createSession(await userId(email))).token), false);
    expect(await as("manager@example.org")).toMatchObject({ manager: true, creator: true, reviewer: false });
    expect(await as("manager@example.org", en)).toMatchObject({ manager: false });
    expect(await as("reviewer@example.org")).toMatchObject({ manager: false, reviewer: true, chair: false });
    expect(await as("chair@example.org")).toMatchObject({ reviewer: true, chair: true });
    expect(await as("alice@example.org")).toMatchObject({ attended: true, manager: false });
    expect(await as("bob@example.org")).toMatchObject({ attended: false, manager: false });
    expect(await as("admin@example.org", en)).toMatchObject({ platformAdmin: true, manager: true });
    expect(await loadAccess(demo, null, true)).toMatchObject({ user: null, mobile: true, manager: false });
  });

  it("reads the same access from a token in one statement, and nothing from a dead token", async () => {
    const demo = (await resolveConference("demo.localhost"))!;
    const en = (await resolveConference("en.localhost"))!;
    for (const email of ["manager@example.org", "reviewer@example.org", "chair@example.org", "alice@example.org", "bob@example.org", "admin@example.org"]) {
      for (const conf of [demo, en]) {
        const { token } = await createSession(await userId(email));
        const viaToken = await loadAccessForToken(conf, token, false);
        expect(viaToken, `${email} on ${conf.id}`).toEqual(await loadAccess(conf, await lookupSession(token), false));
        expect(viaToken.user?.email).toBe(email);
      }
    }
    const revoked = await createSession(await userId("manager@example.org"));
    await revokeSession(revoked.token);
    expect(await loadAccessForToken(demo, revoked.token, true)).toMatchObject({ session: null, user: null, manager: false, mobile: true });
    expect(await loadAccessForToken(demo, "not-a-token", false)).toMatchObject({ session: null, manager: false });
    expect(await loadAccessForToken(demo, null, false)).toMatchObject({ session: null, manager: false });
  });
});
