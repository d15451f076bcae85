import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { DEMO_PASSWORD, createSessionToken, expect, test } from "./support/fixtures";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// Accounts with codes read from real mail (SMTP on loopback), login landings,
// redirect safety, limits, the expired-session flow and the stacked mobile layout.
test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
});
test.afterAll(async () => {
  await smtp?.stop();
});

async function codeMailTo(email: string, after = 0): Promise<string> {
  const end = Date.now() + 20_000;
  for (;;) {
    const mails = smtp.messages.filter((m) => m.envelopeTo.includes(email));
    if (mails.length > after) return /\b(\d{6})\b/.exec(String(mails[mails.length - 1].text))![1];
    if (Date.now() > end) throw new Error(`no code mail for ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function english(page: Page, host = "demo.localhost") {
  await page.context().addCookies([{ name: "locale", value: "en", domain: host, path: "/" }]);
}

const cookieToken = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "symposia_session")?.value;

test("create an account: code from the mail, wrong vs expired code, countdown, mismatch → logged in on /conferenceRegister", async ({ page, at, sql }) => {
  await english(page);
  await page.clock.install();
  await page.goto(at("demo.localhost", "/userRegister"));
  const form = page.getByTestId("register-form");
  const send = page.getByTestId("send-code");

  await send.click(); // empty email: nothing happens
  await expect(send).toHaveText("Send code");
  await expect(send).toBeEnabled();

  await page.getByTestId("field-email").fill("not-an-email");
  await send.click();
  await expect(form).toContainText("Please enter a valid email");
  await page.getByTestId("field-email").fill("alice@example.org");
  await send.click();
  await expect(form).toContainText("user exists");

  const email = `dora${Date.now()}@example.org`;
  await page.getByTestId("field-email").fill(email);
  await send.click();
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^(60|59) s$/);
  const code = await codeMailTo(email);
  await page.clock.fastForward(61_000);
  await expect(send).toHaveText("Resend");
  await expect(send).toBeEnabled();

  await page.getByTestId("field-code").fill(code === "000000" ? "111111" : "000000");
  await page.getByTestId("field-trueName").fill("Dora Explorer");
  await page.getByTestId("field-password").fill("Dora-explores-2026");
  await page.getByTestId("field-confirmPassword").fill("Dora-explores-2027");
  await page.getByTestId("register-submit").click();
  await expect(form).toContainText("Two password entries do not match");
  await page.getByTestId("field-confirmPassword").fill("Dora-explores-2026");
  await page.getByTestId("register-submit").click();
  await expect(form).toContainText("The verification code is wrong");

  await sql.query(`UPDATE "VerificationCode" SET "expiresAt" = now() - interval '1 second' WHERE email = $1`, [email]);
  await page.getByTestId("field-code").fill(code);
  await page.getByTestId("register-submit").click();
  await expect(form).toContainText("The verification code has expired, please send a new one");

  await sql.query(`UPDATE "VerificationCode" SET "createdAt" = now() - interval '2 minutes' WHERE email = $1`, [email]);
  await send.click();
  const fresh = await codeMailTo(email, 1);
  await page.getByTestId("field-code").fill(fresh);
  await page.getByTestId("field-password").fill("password");
  await page.getByTestId("field-confirmPassword").fill("password");
  await page.getByTestId("register-submit").click();
  await expect(form).toContainText("This password is too common");
  await page.getByTestId("field-password").fill("Dora-explores-2026");
  await page.getByTestId("field-confirmPassword").fill("Dora-explores-2026");
  await page.getByTestId("register-submit").click();
  await page.waitForURL(at("demo.localhost", "/conferenceRegister"));
  expect(await cookieToken(page)).toBeTruthy();
  expect((await sql.query(`SELECT "trueName" FROM "User" WHERE email = $1`, [email])).rows[0].trueName).toBe("Dora Explorer");
});

test("reset password: unknown email refused, code from the mail, every session revoked, back to login with a notice", async ({ page, at, sql }) => {
  await english(page);
  const old = await createSessionToken(sql, "chair@example.org");
  await page.goto(at("demo.localhost", "/resetPassword"));
  const form = page.getByTestId("reset-form");
  await page.getByTestId("field-email").fill("nobody@example.org");
  await page.getByTestId("send-code").click();
  await expect(form).toContainText("user does not exist");
  await page.getByTestId("field-email").fill("chair@example.org");
  await page.getByTestId("send-code").click();
  const code = await codeMailTo("chair@example.org");
  await page.getByTestId("field-code").fill(code);
  await page.getByTestId("field-password").fill("Chair-resets-2026");
  await page.getByTestId("field-confirmPassword").fill("Chair-resets-2026");
  await page.getByTestId("reset-submit").click();
  await page.waitForURL(/\/conferencelogin\?reset=1$/);
  await expect(page.getByTestId("login-form")).toContainText("Your password has been reset");
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [old]);
  expect(rows[0].revokedAt).not.toBeNull();
  await page.getByTestId("field-email").fill("chair@example.org");
  await page.getByTestId("field-password").fill("Chair-resets-2026");
  await page.getByTestId("login-submit").click();
  // The chair is a reviewer: signing in lands in the review area, not on the attendance form.
  await page.waitForURL(at("demo.localhost", "/platform/submissionManage/reviewList"));
});

async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByTestId("field-email").fill(email);
  await page.getByTestId("field-password").fill(password);
  await page.getByTestId("login-submit").click();
}

test("login: one message for unknown email and wrong password; bob → /conferenceRegister, alice → /profile/userInfo", async ({ page, context, at, signIn }) => {
  await english(page);
  await page.goto(at("demo.localhost", "/conferencelogin"));
  const form = page.getByTestId("login-form");
  await logIn(page, "ghost@example.org");
  await expect(form).toContainText("Email or password is wrong, please check it");
  await page.reload();
  await logIn(page, "bob@example.org", "not-bobs-password");
  await expect(form).toContainText("Email or password is wrong, please check it");
  await logIn(page, "bob@example.org");
  await page.waitForURL(at("demo.localhost", "/conferenceRegister"));

  await context.clearCookies();
  await signIn(context, "demo.localhost", "alice@example.org");
  await english(page);
  // logged in already: the notice links to /conferenceRegister
  await page.goto(at("demo.localhost", "/conferencelogin"));
  await expect(page.getByTestId("already-logged-in")).toContainText("You are already logged in.");
  await expect(page.getByTestId("already-logged-in").getByRole("link")).toHaveAttribute("href", "/conferenceRegister");
  await context.clearCookies({ name: "symposia_session" });
  await page.goto(at("demo.localhost", "/conferencelogin"));
  await logIn(page, "alice@example.org");
  await page.waitForURL(at("demo.localhost", "/profile/userInfo"));
});

test("login honours a same-site redirect and refuses external ones", async ({ page, at }) => {
  await english(page);
  await page.goto(at("demo.localhost", "/conferencelogin?redirect=%2Fprofile%2FuserInfo%2FEdit"));
  await logIn(page, "alice@example.org");
  await page.waitForURL(at("demo.localhost", "/profile/userInfo/Edit"));
  for (const evil of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
    await page.context().clearCookies({ name: "symposia_session" });
    await page.goto(at("demo.localhost", `/conferencelogin?redirect=${encodeURIComponent(evil)}`));
    await logIn(page, "alice@example.org");
    await page.waitForURL(at("demo.localhost", "/profile/userInfo"));
  }
});

test("a login over an old session rotates the token and revokes the old session", async ({ page, context, at, sql, signIn }) => {
  await english(page);
  const old = await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/conferencelogin?redirect=%2Fprofile%2FuserInfo"));
  // already logged in: log in again through the gateway from the page (same cookie jar)
  const status = await page.evaluate(
    async (pw) =>
      (
        await fetch("/api/base/oauth/localLogin", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "alice@example.org", password: pw }),
        })
      ).status,
    DEMO_PASSWORD,
  );
  expect(status).toBe(200);
  const now = await cookieToken(page);
  expect(now).toBeTruthy();
  expect(now).not.toBe(old);
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [old]);
  expect(rows[0].revokedAt).not.toBeNull();
});

test("gateway: 429 on code limits, localLogin needs the password, getEmailCode never returns the code", async ({ api, sql, playwright, port }) => {
  // Every e2e request comes from one address (X-Forwarded-For is ignored without a trusted proxy),
  // so the per-IP limits are measured from a clean slate and the slate is cleaned after.
  const forgetIp = async () => {
    await sql.query(`UPDATE "VerificationCode" SET ip = 'earlier-tests'`);
    await sql.query(`DELETE FROM "RateLimitHit" WHERE key LIKE 'code:send:ip:%'`);
  };
  await forgetIp();
  const email = `erin${Date.now()}@example.org`;
  const first = await api("demo.localhost", "/conference/conferenceRegUserConfig/sendEmailCode", { method: "POST", body: { email, type: "registerCode" } });
  expect(first.status).toBe(200);
  const again = await api("demo.localhost", "/conference/conferenceRegUserConfig/sendEmailCode", {
    method: "POST",
    body: { email, type: "registerCode" },
    headers: { cookie: "locale=en" },
  });
  expect(again.status).toBe(429);
  expect(again.json.message).toMatch(/^Please wait \d+ s before requesting another code$/);

  // ten per hour per IP (the first one above included)
  try {
    for (let i = 0; i < 9; i++) {
      const r = await api("demo.localhost", "/conference/conferenceRegUserConfig/sendEmailCode", {
        method: "POST",
        body: { email: `ip${i}-${email}`, type: "registerCode" },
      });
      expect(r.status).toBe(200);
    }
    const limited = await api("demo.localhost", "/conference/conferenceRegUserConfig/sendEmailCode", {
      method: "POST",
      body: { email: `ip10-${email}`, type: "registerCode" },
      headers: { cookie: "locale=zh" },
    });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("获取验证码过于频繁，请一小时后再试");
  } finally {
    await forgetIp();
  }

  const code = await codeMailTo(email);
  // The code is bound to its requester. A third party (its own cookie jar, no token)
  // spends no try and learns nothing: the answer of an email without a live code.
  const stranger = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  for (const guess of [code, "000000", "111111"]) {
    const r = await stranger.fetch("/api/conference/conferenceRegUserConfig/getEmailCode", {
      method: "POST",
      headers: { host: `demo.localhost:${port}` },
      data: { email, type: "registerCode", code: guess },
    });
    expect((await r.json()).data).toEqual({ result: false, match: false });
  }
  await stranger.dispose();
  expect((await sql.query(`SELECT attempts FROM "VerificationCode" WHERE email = $1`, [email])).rows[0].attempts).toBe(0);
  // The requester: by the codeToken of the send call's answer (API clients), or its cookie.
  expect(first.json.data.codeToken).toMatch(/^[\w-]{43}$/);
  const check = await api("demo.localhost", "/conference/conferenceRegUserConfig/getEmailCode", {
    method: "POST",
    body: { email, type: "registerCode", code, codeToken: first.json.data.codeToken },
  });
  expect(check.json.data).toEqual({ result: true, match: true });
  expect(JSON.stringify(check.json)).not.toContain(code);
  const wrong = await api("demo.localhost", "/conference/conferenceRegUserConfig/getEmailCode", {
    method: "POST",
    body: { email, type: "registerCode", code: code === "000000" ? "111111" : "000000" },
  });
  expect(wrong.json.data).toEqual({ result: true, match: false });
  const row = (await sql.query(`SELECT "codeHash" FROM "VerificationCode" WHERE email = $1`, [email])).rows[0];
  expect(row.codeHash).not.toContain(code);

  const noPassword = await api("demo.localhost", "/base/oauth/localLogin", { method: "POST", body: { email: "alice@example.org" } });
  expect(noPassword.status).toBe(400);
  const ok = await api("demo.localhost", "/base/oauth/localLogin", { method: "POST", body: { email: "alice@example.org", password: DEMO_PASSWORD } });
  expect(ok.status).toBe(200);
  expect(typeof ok.json.data).toBe("string");
  const user = await api("demo.localhost", "/conference/conferenceUser/checkRegisteredUser?email=alice@example.org", { token: ok.json.data });
  expect(user.json.data).toBe(true);
  const strength = await api("demo.localhost", "/conference/conferenceRegUserConfig/checkPasswordContent", { method: "POST", body: { data: "123456" } });
  expect(strength.json.data).toBe(0);
  expect((await api("demo.localhost", "/conference/conferenceRegUserConfig/checkEmail?email=bob@example.org")).json.data).toBe(true);
  const companies = await api("demo.localhost", "/home/company/findByQuery", { method: "POST", body: { page: 1, size: 99999 } });
  expect(companies.json.data.rows[0]).toHaveProperty("zhTitle");
  expect(companies.json.data.rows.some((r: { id: number }) => r.id === 153)).toBe(false);
  const out = await api("demo.localhost", "/base/oauth/logout", { method: "DELETE", token: ok.json.data });
  expect(out.status).toBe(200);
  expect((await api("demo.localhost", "/conference/conferenceUser/checkRegisteredUser?email=alice@example.org", { token: ok.json.data })).status).toBe(401);
});

test("expired session: the alert shows once, then sign-in returns to the page", async ({ page, context, at, sql, signIn }) => {
  await english(page);
  const token = await signIn(context, "demo.localhost", "alice@example.org");
  await page.goto(at("demo.localhost", "/profile/userInfo/Edit"));
  await expect(page.getByTestId("profile-form")).toBeVisible();
  await sql.query(`UPDATE "Session" SET "revokedAt" = now() WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [token]);
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await page.getByTestId("field-phone").fill("+86 10 1234 5678");
  await page.getByTestId("profile-submit").click();
  await page.waitForURL(/\/conferencelogin\?redirect=%2Fprofile%2FuserInfo%2FEdit$/);
  expect(dialogs).toEqual(["Your sign-in has expired, please sign in again."]);
  await logIn(page, "alice@example.org");
  await page.waitForURL(at("demo.localhost", "/profile/userInfo/Edit"));
  await page.getByTestId("field-phone").fill("+86 10 1234 5678");
  await page.getByTestId("profile-submit").click();
  await page.waitForURL(at("demo.localhost", "/profile/userInfo"));
  await expect(page.getByTestId("info-phone")).toHaveText("+86 10 1234 5678");
  expect(dialogs).toHaveLength(1);
});

test("change password keeps this session and ends the others (Chinese UI)", async ({ page, context, at, sql, signIn }) => {
  await signIn(context, "demo.localhost", "reviewer@example.org");
  const other = await createSessionToken(sql, "reviewer@example.org");
  await context.addCookies([{ name: "locale", value: "zh", domain: "demo.localhost", path: "/" }]);
  await page.goto(at("demo.localhost", "/profile/password"));
  await page.getByTestId("field-oldPassword").fill("wrong-password-x");
  await page.getByTestId("field-password").fill("Reviewer-new-2026");
  await page.getByTestId("field-confirmPassword").fill("Reviewer-new-2026");
  await page.getByTestId("change-password-submit").click();
  await expect(page.getByTestId("change-password-form")).toContainText("当前密码错误");
  await page.getByTestId("field-oldPassword").fill(DEMO_PASSWORD);
  await page.getByTestId("field-password").fill("Reviewer-new-2026");
  await page.getByTestId("field-confirmPassword").fill("Reviewer-new-2026");
  await page.getByTestId("change-password-submit").click();
  await expect(page.getByTestId("change-password-form")).toContainText("密码已修改");
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [other]);
  expect(rows[0].revokedAt).not.toBeNull();
  await page.goto(at("demo.localhost", "/profile/userInfo"));
  await expect(page.getByTestId("user-info")).toContainText("个人信息");
});

test("mobile: the login page is stacked; desktop: side by side", async ({ browser, at }) => {
  const mobile = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  });
  const page = await mobile.newPage();
  await page.goto(at("demo.localhost", "/conferencelogin"));
  const a = (await page.getByTestId("account-login").boundingBox())!;
  const o = (await page.getByTestId("org-login").boundingBox())!;
  expect(o.y).toBeGreaterThanOrEqual(a.y + a.height);
  await mobile.close();
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dp = await desk.newPage();
  await dp.goto(at("demo.localhost", "/conferencelogin"));
  const da = (await dp.getByTestId("account-login").boundingBox())!;
  const dorg = (await dp.getByTestId("org-login").boundingBox())!;
  expect(Math.abs(da.y - dorg.y)).toBeLessThan(5);
  expect(dorg.x).toBeGreaterThan(da.x + da.width - 1);
  await desk.close();
});

test("a visitor registers for the conference and creates the account in one step, with the mailed code", async ({ page, at, sql }) => {
  await sql.query(
    `UPDATE "RegisterConfig" SET "allowAccountCreation" = true WHERE "conferenceId" = (SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = 'demo.localhost')`,
  );
  try {
    await english(page);
    await page.goto(at("demo.localhost", "/conferenceRegister"));
    const email = `visitor${Date.now()}@example.org`;
    await page.getByTestId("attend-notice").check();
    await page.getByTestId("field-name").fill("Vera Visitor");
    await page.getByTestId("field-email").fill(email);
    await page.getByTestId("field-telephone").fill("+44 20 7946 0000");
    await page.getByTestId("field-country").locator("xpath=..").click();
    await page.getByRole("option").first().click();
    await page.getByTestId("field-unit").fill("Visiting Institute");
    await page.getByTestId("field-account.password").fill("Visitor-pass-2026");
    await page.getByTestId("field-account.confirmPassword").fill("Visitor-pass-2026");
    await page.getByTestId("send-code").click();
    await expect(page.getByTestId("send-code")).toBeDisabled();
    await page.getByTestId("field-account.code").fill(await codeMailTo(email));
    await page.getByTestId("attend-submit").click();
    await expect(page.getByTestId("attend-success")).toBeVisible();
    await page.waitForURL(/\/conferencelogin/, { timeout: 10_000 });
    const { rows } = await sql.query(`SELECT u."trueName", a.unit FROM "User" u JOIN "Attendee" a ON a."userId" = u.id WHERE u.email = $1`, [email]);
    expect(rows).toEqual([{ trueName: "Vera Visitor", unit: "Visiting Institute" }]);
  } finally {
    await sql.query(`UPDATE "RegisterConfig" SET "allowAccountCreation" = false`);
  }
});

test("after repeated failures the login shows a challenge picture; the right password plus its answer signs in", async ({ page, at, sql, api }) => {
  // Every e2e request comes from one address: start and end with no sign-in failures counted.
  const forget = () => sql.query(`DELETE FROM "RateLimitHit" WHERE key LIKE 'login:%'`);
  await forget();
  try {
    await english(page);
    await page.goto(at("demo.localhost", "/conferencelogin"));
    const form = page.getByTestId("login-form");
    for (let i = 0; i < 5; i++) {
      await logIn(page, "alice@example.org", `not-alices-${i}`);
      await expect(form.getByTestId("form-message")).toHaveText("Email or password is wrong, please check it");
    }
    // The fifth failure brings the picture (the right password alone is not refused outright: it asks for the answer).
    const picture = page.getByTestId("challenge-image");
    await expect(picture).toBeVisible();
    expect(await picture.locator("text").count()).toBe(0); // strokes only: the answer is not in the markup
    await logIn(page, "alice@example.org");
    await expect(page.getByTestId("login-challenge")).toContainText("Many sign-ins have failed recently. Please also type the characters in the picture.");
    const drawn = await picture.innerHTML();
    await page.getByTestId("challenge-refresh").click();
    await expect.poll(() => picture.innerHTML()).not.toBe(drawn);

    // Test seam (not in the product): this browser's live picture gets an answer the test knows.
    const cookie = (await page.context().cookies()).find((c) => c.name === "symposia_challenge");
    expect(cookie?.httpOnly).toBe(true);
    const browserHash = createHash("sha256").update(cookie!.value).digest("hex");
    await sql.query(
      `UPDATE "LoginChallenge" SET "answerHash" = encode(sha256(convert_to($1 || ':KNOWN', 'UTF8')), 'hex') WHERE "browserHash" = $1 AND "usedAt" IS NULL`,
      [browserHash],
    );
    await page.getByTestId("field-challenge").fill("known");
    await logIn(page, "alice@example.org");
    await page.waitForURL(at("demo.localhost", "/profile/userInfo"));

    // The gateway tells an API client the same way: a `challenge` field error, and a call for the picture.
    const asked = await api("demo.localhost", "/base/oauth/localLogin", {
      method: "POST",
      body: { email: "alice@example.org", password: DEMO_PASSWORD },
      headers: { cookie: "locale=en" },
    });
    expect(asked.status).toBe(400);
    expect(asked.json.data.fieldErrors.challenge).toBe("Many sign-ins have failed recently. Please also type the characters in the picture.");
    const svg = await api("demo.localhost", "/base/oauth/challenge");
    expect(svg.json.data.svg).toMatch(/^<svg [^>]*>.*<path /);
    expect(svg.json.data.svg).not.toContain("<text");
    expect(svg.json.data.challengeToken).toMatch(/^[\w-]{43}$/);
  } finally {
    await forget();
  }
});
