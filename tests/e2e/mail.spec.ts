import { readFileSync } from "node:fs";
import pg from "pg";
import { parseDatabaseUrl } from "../../lib/server/database-url";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { E2E_SERVERS } from "./support/servers";
import { createSessionToken, expect, test } from "./support/fixtures";

// /platform/config/email and /platform/mail-log. The app's own mail worker (started by
// instrumentation.ts) delivers to a real SMTP server that this test process runs on loopback.
test.describe.configure({ mode: "serial" });

const CONFIG = "/platform/config/email";
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
test.afterAll(async () => {
  await smtp?.stop();
});

async function conferenceId(sql: pg.Pool, host: string): Promise<number> {
  return (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [host])).rows[0].conferenceId;
}

test("manager configures the sender: field errors in Chinese and English, save, test mail", async ({ page, context, at, signIn, sql }) => {
  // A retry starts from the seed's state: no sender configured.
  await sql.query(`DELETE FROM "MailConfig" WHERE "conferenceId" = $1`, [await conferenceId(sql, "demo.localhost")]);
  await signIn(context, "demo.localhost", "manager@example.org");
  await context.addCookies([{ name: "locale", value: "zh", domain: "demo.localhost", path: "/" }]);
  await page.goto(at("demo.localhost", CONFIG));
  await expect(page.getByRole("heading", { name: "邮件配置" })).toBeVisible();
  await expect(page.getByRole("link", { name: "邮件日志" })).toHaveAttribute("href", "/platform/mail-log");

  const fillBad = async () => {
    await page.getByTestId("field-address").fill("not-an-email");
    await page.getByTestId("field-password").fill("abc123");
    await page.getByTestId("field-confirmPassword").fill("abc1234");
    await page.getByTestId("field-smtpHost").fill("");
    await page.getByTestId("field-port").fill("25.5");
    await page.getByTestId("mail-config-save").click();
  };
  await fillBad();
  const form = page.getByTestId("mail-config-form");
  await expect(form).toContainText("请输入有效的邮箱地址");
  await expect(form).toContainText("密码至少需要 10 个字符。");
  await expect(form).toContainText("两次输入的密码不一致");
  await expect(form).toContainText("此项为必填项");
  await expect(form).toContainText("端口只能是整数。");
  await page.getByTestId("field-password").fill("abcdefghijk");
  await page.getByTestId("field-confirmPassword").fill("abcdefghijk");
  await expect(form).toContainText("密码必须同时包含字母和数字。");

  await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Mail configuration" })).toBeVisible();
  await fillBad();
  await expect(form).toContainText("Please enter a valid email");
  await expect(form).toContainText("The password must have at least 10 characters.");
  await expect(form).toContainText("Two password entries do not match");
  await expect(form).toContainText("The port must be a whole number.");
  expect(await sql.query(`SELECT 1 FROM "MailConfig" WHERE "conferenceId" = $1`, [await conferenceId(sql, "demo.localhost")])).toMatchObject({ rowCount: 0 });

  // valid settings pointing at the loopback SMTP server
  await page.getByTestId("field-address").fill(smtp.user);
  await page.getByTestId("field-password").fill(smtp.pass);
  await page.getByTestId("field-confirmPassword").fill(smtp.pass);
  await page.getByTestId("field-smtpHost").fill("127.0.0.1");
  await page.getByTestId("field-port").fill(String(smtp.port));
  await page.getByTestId("field-ssl").uncheck();
  await page.getByTestId("mail-config-save").click();
  await expect(page.getByTestId("mail-config-message")).toHaveText("Mail configuration saved.");
  await expect(form).toContainText("A password is stored.");
  await expect(page.getByTestId("field-password")).toHaveValue("");

  const { rows } = await sql.query(`SELECT * FROM "MailConfig" WHERE "conferenceId" = $1`, [await conferenceId(sql, "demo.localhost")]);
  expect(rows[0]).toMatchObject({ address: smtp.user, smtpHost: "127.0.0.1", port: smtp.port, ssl: false, active: true });
  expect(rows[0].passwordEncrypted).not.toContain(smtp.pass);

  // the stored password never reaches the browser
  await page.reload();
  expect(await page.content()).not.toContain(smtp.pass);
  await expect(page.getByTestId("mail-setup-status")).toHaveText("Mail is sent through this conference's SMTP server.");

  // send test mail: success with the stored password, then an authentication failure
  await page.getByTestId("mail-config-test").click();
  await expect(page.getByTestId("mail-config-message")).toHaveText("Test mail sent to manager@example.org.", { timeout: 15_000 });
  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes("manager@example.org")).length).toBe(1);
  await page.getByTestId("field-password").fill("Wrong-pass-123");
  await page.getByTestId("field-confirmPassword").fill("Wrong-pass-123");
  await page.getByTestId("mail-config-test").click();
  await expect(page.getByTestId("mail-config-message")).toHaveText("Mail authentication failed: please check the address and password.", { timeout: 15_000 });
});

test("manager previews, edits and resets a template", async ({ page, context, at, signIn, sql }) => {
  await signIn(context, "demo.localhost", "manager@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  await page.goto(at("demo.localhost", CONFIG));
  await page.getByTestId("template-open-REGISTRATION").click();
  const tpl = page.getByTestId("template-REGISTRATION");
  await expect(page.getByTestId("template-REGISTRATION-placeholders")).toContainText("{conferenceName}");
  await expect(page.getByTestId("template-REGISTRATION-placeholders")).toContainText("Recipient's name");

  await page.getByTestId("template-REGISTRATION-tab-en").click();
  await expect(page.getByTestId("field-subjectEn")).toHaveValue("[{conferenceName}] Registration confirmed");
  await page.getByTestId("template-REGISTRATION-preview").click();
  await expect(page.getByTestId("template-REGISTRATION-preview-subject")).toHaveText(
    "[International Symposium on Example Science 2026] Registration confirmed",
  );
  const frame = page.frameLocator('[data-testid="template-REGISTRATION-preview-body"]');
  await expect(frame.locator("body")).toContainText("Dear Jane Doe,");
  await page.getByRole("button", { name: "Close" }).click();

  // an unknown placeholder is refused on its field; a known one is inserted from the list
  await page.getByTestId("field-subjectEn").fill("Order {orderNo}");
  await page.getByTestId("template-REGISTRATION-save").click();
  await expect(tpl).toContainText("This template has no placeholder {orderNo}.");
  await page.getByTestId("field-subjectEn").fill("Welcome aboard, {name}");
  const body = page.getByTestId("template-REGISTRATION-body");
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Your badge is ready. ");
  await page.getByTestId("template-REGISTRATION-placeholders").getByText("{email}").click();
  await page.getByTestId("template-REGISTRATION-save").click();
  await expect(page.getByTestId("template-REGISTRATION-message")).toHaveText("Template saved.");
  const cid = await conferenceId(sql, "demo.localhost");
  const saved = (await sql.query(`SELECT * FROM "MailTemplate" WHERE "conferenceId" = $1 AND kind = 'REGISTRATION'`, [cid])).rows[0];
  expect(saved.subjectEn).toBe("Welcome aboard, {name}");
  expect(saved.bodyEn).toContain("Your badge is ready. {email}");
  expect(saved.bodyEn).toMatch(/<a [^>]*href="\{link\}"[^>]*>\{link\}<\/a>/); // the editor keeps placeholder links
  await expect(page.getByTestId("template-open-REGISTRATION")).toContainText("Customised");

  await page.getByTestId("template-REGISTRATION-reset").click();
  await expect(page.getByTestId("template-REGISTRATION-reset-dialog")).toContainText("Reset this template?");
  await page.getByTestId("template-REGISTRATION-reset-dialog-confirm").click();
  await expect(page.getByTestId("template-REGISTRATION-message")).toHaveText("Template reset to the default.");
  await expect(page.getByTestId("field-subjectEn")).toHaveValue("[{conferenceName}] Registration confirmed");
  await expect(body).not.toContainText("Your badge is ready.");
  const reset = (await sql.query(`SELECT "subjectEn" FROM "MailTemplate" WHERE "conferenceId" = $1 AND kind = 'REGISTRATION'`, [cid])).rows[0];
  expect(reset.subjectEn).toBe("[{conferenceName}] Registration confirmed");
});

test("mail log: the in-app worker delivers, a failed mail is retried by hand", async ({ page, context, at, signIn, sql }) => {
  const cid = await conferenceId(sql, "demo.localhost");
  smtp.messages.length = 0;
  const { rows } = await sql.query(
    `INSERT INTO "MailOutbox" ("conferenceId","to","locale","templateKind","subject","html","text","status","attempts","lastError","nextAttemptAt","updatedAt")
     VALUES ($1,'failed@example.org','en','REGISTRATION','Your registration','<p>Dear <b>Failed</b>, code 424242</p>','Dear Failed, code 424242','FAILED',5,'ECONNECTION: connect ECONNREFUSED 127.0.0.1:9',now(),now()) RETURNING id`,
    [cid],
  );
  const id = rows[0].id as number;
  await signIn(context, "demo.localhost", "manager@example.org");
  await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  await page.goto(at("demo.localhost", "/platform/mail-log?status=FAILED"));
  const row = page.getByTestId(`mail-row-${id}`);
  await expect(row).toContainText("failed@example.org");
  await expect(page.getByTestId(`mail-status-${id}`).first()).toHaveText("Failed");
  await expect(page.getByTestId(`mail-error-${id}`).first()).toHaveText("ECONNECTION: connect ECONNREFUSED 127.0.0.1:9");
  await expect(page.getByTestId(`mail-attempts-${id}`)).toHaveText("5");

  await page.getByTestId(`mail-view-${id}`).first().click();
  await expect(page.frameLocator('[data-testid="mail-message-body"]').locator("body")).toContainText("Dear Failed, code 424242");
  await page.getByRole("button", { name: "Close" }).click();

  await page.getByTestId(`mail-retry-${id}`).first().click();
  await expect(page.getByTestId("mail-log-notice")).toHaveText("The mail is queued again.");
  await expect.poll(async () => (await sql.query(`SELECT status FROM "MailOutbox" WHERE id = $1`, [id])).rows[0].status, { timeout: 20_000 }).toBe("SENT");
  await expect.poll(() => smtp.messages.filter((m) => m.envelopeTo.includes("failed@example.org")).length).toBe(1);
  const sent = (await sql.query(`SELECT attempts, "messageId" FROM "MailOutbox" WHERE id = $1`, [id])).rows[0];
  expect(sent.attempts).toBe(6);
  expect(sent.messageId).toBe(smtp.messages.find((m) => m.envelopeTo.includes("failed@example.org"))?.messageId);

  await page.goto(at("demo.localhost", "/platform/mail-log?status=SENT"));
  await expect(page.getByTestId(`mail-status-${id}`).first()).toHaveText("Sent");
  await page.getByTestId("mail-status-filter").locator("..").click();
  await page.getByRole("option", { name: "Failed" }).click();
  await expect(page).toHaveURL(/status=FAILED/);
  await expect(page.getByTestId(`mail-row-${id}`)).toHaveCount(0);
});

test("mail log: mail the demo captured instead of sending reads 'captured (demo)', not failed", async ({ page, context, at, signIn, sql }) => {
  const cid = await conferenceId(sql, "demo.localhost");
  const { rows } = await sql.query(
    `INSERT INTO "MailOutbox" ("conferenceId","to","locale","subject","html","text","status","attempts","nextAttemptAt","updatedAt")
     VALUES ($1,'captured@example.org','en','Captured in the demo','<p>Captured</p>','Captured','CAPTURED',1,now(),now()) RETURNING id`,
    [cid],
  );
  const id = rows[0].id as number;
  await signIn(context, "demo.localhost", "manager@example.org");
  for (const [locale, label] of [
    ["en", "Captured (demo)"],
    ["zh", "已捕获（演示）"],
  ]) {
    await context.addCookies([{ name: "locale", value: locale, domain: "demo.localhost", path: "/" }]);
    await page.goto(at("demo.localhost", "/platform/mail-log?status=CAPTURED"));
    await expect(page.getByTestId(`mail-status-${id}`).first()).toHaveText(label);
    await expect(page.getByTestId(`mail-row-${id}`)).not.toContainText(locale === "en" ? "Please set up mail first." : "请先设置邮件。");
    await expect(page.getByTestId(`mail-retry-${id}`)).toHaveCount(0);
  }
});

test("mobile viewport: the config page and the log fit a phone", async ({ browser, at }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    isMobile: true,
    hasTouch: true,
  });
  const sqlPool = new pg.Pool(poolConfig(E2E_SERVERS[0].schema));
  try {
    const token = await createSessionToken(sqlPool, "manager@example.org", { mobile: true });
    await context.addCookies([
      { name: "symposia_session", value: token, domain: "demo.localhost", path: "/", httpOnly: true, sameSite: "Lax" },
      { name: "locale", value: "zh", domain: "demo.localhost", path: "/" },
    ]);
    const page = await context.newPage();
    await page.goto(at("demo.localhost", CONFIG));
    await expect(page.getByRole("heading", { name: "邮件配置" })).toBeVisible();
    await expect(page.getByTestId("mail-config-save")).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await page.getByTestId("template-open-HOTEL_PAYMENT").click();
    await expect(page.getByTestId("template-HOTEL_PAYMENT-placeholders")).toContainText("{orderNo}");
    // The button sits at the foot of the section that has just expanded; a tap during that
    // movement can be lost under load, so tap again until the preview shows.
    await expect(async () => {
      await page.getByTestId("template-HOTEL_PAYMENT-preview").click({ timeout: 3_000 });
      await expect(page.getByTestId("template-HOTEL_PAYMENT-preview-subject")).toContainText("SO202610110001", { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole("button", { name: "关闭" }).click();
    expect(await overflow()).toBeLessThanOrEqual(1);

    await page.goto(at("demo.localhost", "/platform/mail-log"));
    await expect(page.getByRole("heading", { name: "邮件日志" })).toBeVisible();
    await expect(page.getByTestId("mail-log-cards")).toBeVisible();
    await expect(page.getByTestId("mail-log-table")).toBeHidden();
    expect(await overflow()).toBeLessThanOrEqual(1);
  } finally {
    await context.close();
    await sqlPool.end();
  }
});

function poolConfig(schemaName: string): pg.PoolConfig {
  const { connectionString, schema } = parseDatabaseUrl(readFileSync(`.data/e2e-${schemaName}.url`, "utf8").trim());
  return { connectionString, max: 2, options: `-c search_path=${schema}` };
}

test("a person without the manager role gets /403 (with the proxy on and off)", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "bob@example.org");
  for (const path of [CONFIG, "/platform/mail-log"]) {
    await page.goto(at("demo.localhost", path));
    await expect(page).toHaveURL(at("demo.localhost", "/403"));
  }
  // the server without proxy.ts: the page guards itself
  const off = E2E_SERVERS[1];
  const pool = new pg.Pool(poolConfig(off.schema));
  try {
    const token = await createSessionToken(pool, "bob@example.org");
    await context.addCookies([{ name: "symposia_session", value: token, domain: "demo.localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    for (const path of [CONFIG, "/platform/mail-log"]) {
      await page.goto(`http://demo.localhost:${off.port}${path}`);
      expect(new URL(page.url()).pathname).toBe("/403");
    }
  } finally {
    await pool.end();
  }
});

test("gateway: every §5 rule answers 400 with its message, never a 500", async ({ api, sql }) => {
  const token = await createSessionToken(sql, "manager@example.org");
  const save = (body: unknown, headers?: Record<string, string>) =>
    api("demo.localhost", "/conference/platform/config/email/save", { method: "POST", body, token, headers });
  const bad = { address: "x@", password: "abc123", confirmPassword: "abc", smtpHost: "smtp example", port: "2.5", ssl: true, active: true };
  const zh = await save(bad);
  expect(zh.status).toBe(400);
  expect(zh.json.data.fieldErrors).toEqual({
    address: "请输入有效的邮箱地址",
    password: "密码至少需要 10 个字符。",
    confirmPassword: "两次输入的密码不一致",
    smtpHost: "请输入服务器名称，例如 smtp.example.org。",
    port: "端口只能是整数。",
  });
  const en = await save({ ...bad, password: "abcdefghijkl", confirmPassword: "abcdefghijkl", port: 70000 }, { cookie: "locale=en" });
  expect(en.json.data.fieldErrors).toMatchObject({
    password: "The password must contain both letters and digits.",
    port: "The port must be between 1 and 65535.",
  });
  const extra = await save({ ...bad, conferenceId: 1 }, { cookie: "locale=en" });
  expect(extra.json.data.fieldErrors.conferenceId).toBe("Unsupported field");
  for (const body of ["not json", "[]", "null", "42"]) {
    const r = await api("demo.localhost", "/conference/platform/config/email/save", {
      method: "POST",
      body,
      token,
      headers: { "content-type": "application/json" },
    });
    expect(r.status, body).toBe(400);
  }
  const tpl = await api("demo.localhost", "/conference/platform/config/email/template/save", {
    method: "POST",
    token,
    headers: { cookie: "locale=en" },
    body: { kind: "FINAL_RESULT", subjectZh: "结果", subjectEn: "Result {amount}", bodyZh: "<p>{result}</p>", bodyEn: "<p></p>" },
  });
  expect(tpl.status).toBe(400);
  expect(tpl.json.data.fieldErrors).toEqual({ subjectEn: "This template has no placeholder {amount}.", bodyEn: "This field is required" });

  const found = await api("demo.localhost", "/conference/platform/config/email/find", { token });
  expect(found.status).toBe(200);
  expect(found.json.data.config).toMatchObject({ passwordSet: true, smtpHost: "127.0.0.1" });
  expect(JSON.stringify(found.json)).not.toContain(smtp.pass);
  expect(found.json.data.config.passwordEncrypted).toBeUndefined();
  const templates = await api("demo.localhost", "/conference/platform/config/email/templates", { token });
  expect(templates.json.data).toHaveLength(11);
  const log = await api("demo.localhost", "/conference/platform/mail/log?status=SENT&page=1&size=5", { token });
  expect(log.status).toBe(200);
  expect(log.json.data.rows.length).toBeGreaterThan(0);
});

test("cross-tenant: the demo's manager is nobody on en.localhost (page, action, gateway)", async ({ page, context, at, signIn, api, sql }) => {
  const enId = await conferenceId(sql, "en.localhost");
  const demoId = await conferenceId(sql, "demo.localhost");
  const demoRow = (await sql.query(`SELECT id FROM "MailOutbox" WHERE "conferenceId" = $1 LIMIT 1`, [demoId])).rows[0];
  const token = await signIn(context, "en.localhost", "manager@example.org");

  // page
  await page.goto(at("en.localhost", CONFIG));
  await expect(page).toHaveURL(at("en.localhost", "/403"));
  await page.goto(at("en.localhost", "/platform/mail-log"));
  await expect(page).toHaveURL(at("en.localhost", "/403"));

  // gateway
  const body = {
    address: "evil@example.org",
    password: "Evil-pass-123",
    confirmPassword: "Evil-pass-123",
    smtpHost: "127.0.0.1",
    port: 25,
    ssl: false,
    active: true,
  };
  for (const [method, path, payload] of [
    ["GET", "/conference/platform/config/email/find", undefined],
    ["POST", "/conference/platform/config/email/save", body],
    ["POST", "/conference/platform/config/email/test", body],
    ["GET", "/conference/platform/config/email/templates", undefined],
    ["POST", "/conference/platform/config/email/template/reset", { kind: "REGISTRATION" }],
    ["GET", "/conference/platform/mail/log", undefined],
    ["POST", "/conference/platform/mail/retry", { id: demoRow?.id ?? 1 }],
  ] as const) {
    const r = await api("en.localhost", path, { method, body: payload, token });
    expect(r.status, `${method} ${path}`).toBe(403);
  }
  const anonymous = await api("demo.localhost", "/conference/platform/config/email/find");
  expect(anonymous.status).toBe(401);

  // server action: replay the demo page's own "save" action against en.localhost
  await signIn(context, "demo.localhost", "manager@example.org");
  await page.goto(at("demo.localhost", CONFIG));
  const captured = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
  await page.getByTestId("field-password").fill("");
  await page.getByTestId("field-confirmPassword").fill("");
  await page.getByTestId("mail-config-save").click();
  const request = await captured;
  await expect(page.getByTestId("mail-config-message")).toBeVisible();
  const replay = (target: string) =>
    page.evaluate(
      async ({ url, action, type, body }) => {
        const r = await fetch(url, {
          method: "POST",
          redirect: "manual",
          headers: { "next-action": action, "content-type": type, accept: "text/x-component" },
          body,
        });
        return r.type === "opaqueredirect" ? "redirected" : r.text();
      },
      {
        url: target,
        action: request.headers()["next-action"],
        type: request.headers()["content-type"],
        body: request.postData()!.replace(smtp.user, "evil@example.org"),
      },
    );
  // from a page of en.localhost, so the browser sends that Origin and en.localhost's session cookie:
  // the action's own guard refuses it with its typed answer (not a redirect, not {}) …
  await page.goto(at("en.localhost", "/403"));
  const refused = await replay("/platform/config/email");
  expect(refused).toContain('"ok":false');
  expect(refused).toContain('"status":403');
  expect((await sql.query(`SELECT 1 FROM "MailConfig" WHERE "conferenceId" = $1`, [enId])).rowCount).toBe(0);
  expect((await sql.query(`SELECT address FROM "MailConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0].address).toBe(smtp.user);

  // … and so it does with the proxy off (its own guard, DESIGN §2)
  const off = E2E_SERVERS[1];
  const pool = new pg.Pool(poolConfig(off.schema));
  try {
    const offToken = await createSessionToken(pool, "manager@example.org");
    await context.addCookies([{ name: "symposia_session", value: offToken, domain: "en.localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    await page.goto(`http://en.localhost:${off.port}/403`);
    const text = await replay("/platform/config/email");
    expect(text).toContain('"ok":false');
    expect(text).toContain("You do not have permission to do this.");
    expect(text).not.toContain('"ok":true');
    const offEn = (await pool.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = 'en.localhost'`)).rows[0].conferenceId;
    expect((await pool.query(`SELECT 1 FROM "MailConfig" WHERE "conferenceId" = $1`, [offEn])).rowCount).toBe(0);
  } finally {
    await pool.end();
  }
});

// The e2e servers run as a demo (SYMPOSIA_DEMO=1), where platform mail is
// recorded — and still only platform administrators may read it (codes reset any account).
test("demo: platform mail (verification codes) is in the mail log of platform administrators only", async ({ page, context, at, signIn, api, sql }) => {
  const cid = await conferenceId(sql, "demo.localhost");
  const insert = (conferenceId: number | null, to: string, subject: string) =>
    sql.query(
      `INSERT INTO "MailOutbox" ("conferenceId","to","locale","subject","html","text","status","attempts","nextAttemptAt","updatedAt")
       VALUES ($1,$2,'en',$3,'<p>x</p>','x','FAILED',1,now(),now()) RETURNING id`,
      [conferenceId, to, subject],
    );
  const code = (await insert(null, "victim@example.org", "Your verification code 654321")).rows[0].id as number;
  const own = (await insert(cid, "own@example.org", "Conference mail")).rows[0].id as number;
  try {
    const ids = async (token: string) =>
      (await api("demo.localhost", "/conference/platform/mail/log?status=FAILED&page=1&size=100", { token })).json.data.rows.map((r: { id: number }) => r.id);
    const manager = await createSessionToken(sql, "manager@example.org");
    const admin = await createSessionToken(sql, "admin@example.org");
    expect(await ids(manager)).toContain(own);
    expect(await ids(manager)).not.toContain(code);
    expect(await ids(admin)).toEqual(expect.arrayContaining([own, code]));
    const retry = await api("demo.localhost", "/conference/platform/mail/retry", { method: "POST", body: { id: code }, token: manager });
    expect(retry.status).toBe(404);

    await signIn(context, "demo.localhost", "manager@example.org");
    await page.goto(at("demo.localhost", "/platform/mail-log?status=FAILED"));
    await expect(page.getByTestId(`mail-row-${own}`).first()).toContainText("own@example.org");
    await expect(page.getByTestId(`mail-row-${code}`)).toHaveCount(0);
    expect(await page.content()).not.toContain("654321");

    await signIn(context, "demo.localhost", "admin@example.org");
    await page.goto(at("demo.localhost", "/platform/mail-log?status=FAILED"));
    await expect(page.getByTestId(`mail-row-${code}`).first()).toContainText("victim@example.org");
  } finally {
    await sql.query(`DELETE FROM "MailOutbox" WHERE id = ANY($1)`, [[code, own]]);
  }
});
