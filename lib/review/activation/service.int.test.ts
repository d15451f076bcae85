import { beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "@/lib/accounts/password";
import { dispatch } from "@/lib/gateway/dispatch";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withRequest } from "@/tests/support/request-scope";
import { newActivationKey } from "../reviewers/invitation";
import { MISS_LIMIT } from "./service";

// Activation: a used or expired key shows the notice (and answers exactly as
// an unknown one); a new person sets a password and can sign in; an existing account is linked
// without a password; the key cannot be reused, nor won twice by concurrent posts, nor guessed at
// speed. Everything through the gateway, as a browser or API client would call it.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
process.env.SYMPOSIA_EDGE_SECRET = "activation-edge"; // as scripts/server.ts would: each caller its own address
useTestDatabase();

const R = "/conference/platform/manage/review";
const HOST = "demo.localhost";
const DAY = 86_400_000;
let demoId = 0;
let otherId = 0;
let ipSeq = 0;
const newIp = () => `10.77.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

type Answer = { status: number; body: { code: number; message: string; data: Record<string, unknown> | null } };

async function call(method: string, path: string, opts: { json?: unknown; ip?: string; host?: string } = {}): Promise<Answer> {
  const host = opts.host ?? HOST;
  const headers = new Headers({ host, origin: `http://${host}`, "x-symposia-edge": "activation-edge", "x-forwarded-for": opts.ip ?? newIp() });
  if (opts.json !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`http://${host}/api${path}`);
  const request = new Request(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  const segments = url.pathname.slice("/api/".length).split("/").map(decodeURIComponent);
  const response = await withRequest(request, () => dispatch(request, segments));
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

async function invite(email: string, opts: { chair?: boolean; expired?: boolean; activated?: boolean; conferenceId?: number; firstName?: string } = {}) {
  const k = newActivationKey(14, opts.expired ? new Date(Date.now() - 15 * DAY) : new Date());
  await getDb().reviewer.create({
    data: {
      conferenceId: opts.conferenceId ?? demoId,
      email,
      chair: !!opts.chair,
      firstName: opts.firstName ?? "",
      activationKeyHash: k.hash,
      activationExpiresAt: k.expiresAt,
      activatedAt: opts.activated ? new Date() : null,
    },
  });
  return k.key;
}

const form = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  password: "",
  confirmPassword: "",
  lastName: "Li",
  middleName: "",
  firstName: "Rui",
  unit: "中国科学院",
  phone: "+86 10 6255 0000",
  countryArea: "CN",
  direction: "Cryo-EM",
  ...extra,
});
const STRONG = "violet-harbour-1987";
const signIn = (email: string, password: string) => call("POST", "/base/oauth/localLogin", { json: { email, password } });
const roles = async (email: string) =>
  (await getDb().conferenceUser.findMany({ where: { conferenceId: demoId, user: { email } }, select: { role: true } })).map((r) => r.role).sort();

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  demoId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: HOST } })).conferenceId;
  otherId = (await db.conferenceDomain.findUniqueOrThrow({ where: { host: "en.localhost" } })).conferenceId;
});

describe("reviewer activation", () => {
  it("answers a used, an expired, another conference's, a malformed and an unknown key alike: the notice", async () => {
    const keys = {
      unknown: newActivationKey(14).key,
      expired: await invite("expired@example.net", { expired: true }),
      used: await invite("used@example.net", { activated: true }),
      otherConference: await invite("other@example.net", { conferenceId: otherId }),
      malformed: "not-a-key",
    };
    const answers: Record<string, unknown[]> = {};
    for (const [name, key] of Object.entries(keys)) {
      answers[name] = [
        await call("GET", `${R}/key/${key}`),
        await call("GET", `${R}/active?key=${encodeURIComponent(key)}`),
        await call("POST", `${R}/active`, { json: form(key, { password: STRONG, confirmPassword: STRONG }) }),
      ];
    }
    const notice = { status: 404, body: { code: 404, data: null, message: "账号已激活或激活邮件已过期，请联系管理员。" } };
    for (const name of Object.keys(keys)) expect(answers[name], name).toEqual([notice, notice, notice]);
    expect(await getDb().user.count({ where: { email: { endsWith: "@example.net" } } })).toBe(0);
  });

  it("lets a new person set a password (strength and confirmation checked on their fields), then sign in", async () => {
    const email = "new.reviewer@example.net";
    const key = await invite(email);
    const facts = await call("GET", `${R}/key/${key}`);
    expect([facts.status, facts.body.data]).toMatchObject([200, { email, hasAccount: false, chair: false }]);
    expect((await call("GET", `${R}/active?key=${key}`)).body.data).toEqual(facts.body.data);

    const missing = await call("POST", `${R}/active`, { json: form(key) });
    expect([missing.status, Object.keys(missing.body.data?.fieldErrors as object)]).toEqual([400, ["password", "confirmPassword"]]);
    const weak = await call("POST", `${R}/active`, { json: form(key, { password: "12345678", confirmPassword: "12345678" }) });
    expect([weak.status, weak.body.data?.fieldErrors]).toEqual([400, { password: "该密码过于常见，请换一个" }]);
    const short = await call("POST", `${R}/active`, { json: form(key, { password: "k9#x", confirmPassword: "k9#x" }) });
    expect(Object.keys(short.body.data?.fieldErrors as object)).toEqual(["password"]);
    const mismatch = await call("POST", `${R}/active`, { json: form(key, { password: STRONG, confirmPassword: `${STRONG}!` }) });
    expect([mismatch.status, mismatch.body.data?.fieldErrors]).toEqual([400, { confirmPassword: "两次输入的密码不一致" }]);
    const badCountry = await call("POST", `${R}/active`, { json: form(key, { password: STRONG, confirmPassword: STRONG, countryArea: "Atlantis" }) });
    expect(Object.keys(badCountry.body.data?.fieldErrors as object)).toEqual(["countryArea"]);
    expect(await getDb().user.findUnique({ where: { email } })).toBeNull();

    // The address is the invitation's whatever the client sends; a country label maps to its code.
    const ok = await call("POST", `${R}/active`, {
      json: form(key, { password: STRONG, confirmPassword: STRONG, email: "someone.else@example.net", countryArea: "China", middleName: "K." }),
    });
    expect([ok.status, ok.body.data]).toEqual([200, { email, newAccount: true, chair: false }]);
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ trueName: "Rui Li", firstName: "Rui", middleName: "K.", lastName: "Li", unit: "中国科学院", country: "CN" });
    expect(await getDb().user.findUnique({ where: { email: "someone.else@example.net" } })).toBeNull();
    const row = await getDb().reviewer.findFirstOrThrow({ where: { conferenceId: demoId, email } });
    expect(row).toMatchObject({
      userId: user.id,
      activationKeyHash: null,
      lastName: "Li",
      firstName: "Rui",
      countryArea: "CN",
      direction: "Cryo-EM",
      phone: "+86 10 6255 0000",
    });
    expect(row.activatedAt).toBeInstanceOf(Date);
    expect(await roles(email)).toEqual(["REVIEWER"]);

    const login = await signIn(email, STRONG);
    expect([login.status, typeof login.body.data]).toEqual([200, "string"]);
  });

  it("links an existing account without asking for a password and leaves its password alone", async () => {
    const email = "has.account@example.net";
    const passwordHash = await hashPassword("my-own-passphrase-42");
    await getDb().user.create({ data: { email, passwordHash, trueName: "王明", firstName: "明", lastName: "王", unit: "北京大学" } });
    const key = await invite(email, { firstName: "Ming" });
    const facts = await call("GET", `${R}/key/${key}`);
    // The organisers' names come first, then the account's own.
    expect(facts.body.data).toMatchObject({ email, hasAccount: true, firstName: "Ming", lastName: "王", unit: "北京大学" });

    const ok = await call("POST", `${R}/active`, { json: form(key, { password: "an-attempt-to-change-it", confirmPassword: "an-attempt-to-change-it" }) });
    expect([ok.status, ok.body.data]).toEqual([200, { email, newAccount: false, chair: false }]);
    const user = await getDb().user.findUniqueOrThrow({ where: { email } });
    expect([user.passwordHash, user.trueName, user.unit]).toEqual([passwordHash, "王明", "北京大学"]);
    expect(await getDb().reviewer.findFirst({ where: { conferenceId: demoId, email, userId: user.id, activationKeyHash: null } })).not.toBeNull();
    expect(await roles(email)).toEqual(["REVIEWER"]);
    expect((await signIn(email, "my-own-passphrase-42")).status).toBe(200);
    expect((await signIn(email, "an-attempt-to-change-it")).status).toBe(400);
  });

  it("works once: a second post with the key is refused and changes nothing", async () => {
    const email = "once@example.net";
    const key = await invite(email);
    expect((await call("POST", `${R}/active`, { json: form(key, { password: STRONG, confirmPassword: STRONG }) })).status).toBe(200);
    const before = await getDb().reviewer.findFirstOrThrow({ where: { conferenceId: demoId, email } });
    const userBefore = await getDb().user.findUniqueOrThrow({ where: { email } });
    const again = await call("POST", `${R}/active`, {
      json: form(key, { password: "other-passphrase-77", confirmPassword: "other-passphrase-77", lastName: "Zhao" }),
    });
    expect([again.status, again.body.message]).toEqual([404, "账号已激活或激活邮件已过期，请联系管理员。"]);
    expect((await call("GET", `${R}/key/${key}`)).status).toBe(404);
    expect(await getDb().reviewer.findFirstOrThrow({ where: { conferenceId: demoId, email } })).toEqual(before);
    expect(await getDb().user.findUniqueOrThrow({ where: { email } })).toEqual(userBefore);
  });

  it("of ten concurrent activations with one key, exactly one succeeds: one account, one role", async () => {
    const email = "rush@example.net";
    const key = await invite(email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", `${R}/active`, { json: form(key, { password: STRONG, confirmPassword: STRONG, firstName: `Rui${i}` }) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    const winner = answers.findIndex((a) => a.status === 200);
    const users = await getDb().user.findMany({ where: { email } });
    expect(users).toHaveLength(1);
    expect(users[0].firstName).toBe(`Rui${winner}`);
    expect(await getDb().conferenceUser.count({ where: { conferenceId: demoId, userId: users[0].id } })).toBe(1);
    expect((await getDb().reviewer.findFirstOrThrow({ where: { conferenceId: demoId, email } })).firstName).toBe(`Rui${winner}`);
  });

  it("grants REVIEW_CHAIR when the invitation says chair", async () => {
    const email = "chair.invite@example.net";
    const key = await invite(email, { chair: true });
    expect((await call("GET", `${R}/key/${key}`)).body.data).toMatchObject({ chair: true });
    const ok = await call("POST", `${R}/active`, { json: form(key, { password: STRONG, confirmPassword: STRONG }) });
    expect([ok.status, ok.body.data]).toEqual([200, { email, newAccount: true, chair: true }]);
    expect(await roles(email)).toEqual(["REVIEW_CHAIR"]);
  });

  it("works while the conference is unpublished, as the page does (the notice of §2 otherwise)", async () => {
    const draftId = (await getDb().conferenceDomain.findUniqueOrThrow({ where: { host: "draft.localhost" } })).conferenceId;
    const email = "draft.reviewer@example.net";
    const key = await invite(email, { conferenceId: draftId });
    expect((await call("GET", `${R}/key/${key}`, { host: "draft.localhost" })).status).toBe(200);
    const ok = await call("POST", `${R}/active`, { host: "draft.localhost", json: form(key, { password: STRONG, confirmPassword: STRONG }) });
    expect(ok.status).toBe(200);
    expect(await getDb().conferenceUser.count({ where: { conferenceId: draftId, user: { email }, role: "REVIEWER" } })).toBe(1);
  });

  it("refuses every key from an address that has tried too many wrong ones", async () => {
    const ip = "10.99.0.1";
    const key = await invite("patient@example.net");
    for (let i = 0; i < MISS_LIMIT; i++) expect((await call("GET", `${R}/key/${newActivationKey(1).key}`, { ip })).status).toBe(404);
    expect((await call("GET", `${R}/key/${key}`, { ip })).status).toBe(429);
    expect((await call("POST", `${R}/active`, { ip, json: form(key, { password: STRONG, confirmPassword: STRONG }) })).status).toBe(429);
    // Other addresses are not held up, and the invitation is still open.
    expect((await call("GET", `${R}/key/${key}`)).status).toBe(200);
  });
});
