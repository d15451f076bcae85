import { randomBytes } from "node:crypto";
import type { BrowserContext, Page, Request } from "@playwright/test";
import type pg from "pg";
import type { ApiJson } from "../support/http";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { createSessionToken, expect, test } from "./support/fixtures";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// The platform administrator area /admin — create a conference with a new creator (who
// follows the invitation to set a password on the new host), field errors in both languages, the
// publish-request queue, close / reopen with history, refusals for everybody else, and the phone.
test.describe.configure({ mode: "serial" });

const ADMIN = "admin@example.org";
const PASSWORD = "Adm1n-created-2026!";
let smtp: TestSmtpServer;
const actionIds: Record<string, string> = {};

test.beforeAll(async () => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
});
test.afterAll(async () => {
  await smtp?.stop();
});

const rand = () => randomBytes(4).toString("hex");

async function mailTo(email: string, after = 0) {
  const end = Date.now() + 20_000;
  for (;;) {
    const mails = smtp.messages.filter((m) => m.envelopeTo.includes(email));
    if (mails.length > after) return mails[mails.length - 1];
    if (Date.now() > end) throw new Error(`no mail for ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function asAdmin(context: BrowserContext, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale: "zh" | "en" = "en") {
  await signIn(context, "demo.localhost", ADMIN);
  await context.addCookies([{ name: "locale", value: locale, domain: "demo.localhost", path: "/" }]);
}

/** Remembers the server action id a page posts, to replay it later as someone else. */
function recordAction(page: Page, name: string) {
  const listener = (r: Request) => {
    const id = r.headers()["next-action"];
    if (!id || r.method() !== "POST") return;
    actionIds[name] = id;
    page.off("request", listener);
  };
  page.on("request", listener);
}

async function fillConference(page: Page, v: { nameZh: string; nameEn: string; start: string; end: string; hosts: string; email: string; name?: string }) {
  await page.getByTestId("field-nameZh").fill(v.nameZh);
  await page.getByTestId("field-nameEn").fill(v.nameEn);
  await page.getByTestId("field-startDate").fill(v.start);
  await page.getByTestId("field-endDate").fill(v.end);
  await page.getByTestId("field-hosts").fill(v.hosts);
  if (v.name !== undefined) {
    await page.getByTestId("creator-new").click();
    await page.getByTestId("field-creatorName").fill(v.name);
  }
  await page.getByTestId("field-creatorEmail").fill(v.email);
}

/** A conference waiting for review, created through the administrator's gateway call. */
type Api = (host: string, path: string, init?: { method?: string; body?: unknown; token?: string }) => Promise<{ status: number; json: ApiJson }>;

async function pendingConference(api: Api, sql: pg.Pool, label: string) {
  const token = await createSessionToken(sql, ADMIN);
  const host = `queue-${rand()}.localhost`;
  const r = await api("demo.localhost", "/base/admin/conference", {
    method: "POST",
    token,
    body: {
      nameZh: `审核队列 ${label}`,
      nameEn: `Queue ${label}`,
      startDate: "2027-09-01",
      endDate: "2027-09-02",
      timeZone: "Asia/Shanghai",
      currency: "CNY",
      languageType: 3,
      hosts: host,
      creatorMode: "existing",
      creatorEmail: "manager@example.org",
    },
  });
  expect(r.status).toBe(200);
  const id = (r.json as { data: { id: number } }).data.id;
  // The manager's "apply to publish" (another screen): the same row change and history entry.
  await sql.query(`UPDATE "Conference" SET status = 2 WHERE id = $1`, [id]);
  await sql.query(
    `INSERT INTO "ConferenceStatusChange" ("conferenceId","fromStatus","toStatus","actorId") SELECT $1, 1, 2, id FROM "User" WHERE email = 'manager@example.org'`,
    [id],
  );
  return { id, host, label };
}

test("the administrator creates a conference; its new creator follows the invitation, sets a password and signs in on the new host", async ({
  page,
  context,
  browser,
  at,
  signIn,
}) => {
  await asAdmin(context, signIn);
  await page.goto(at("demo.localhost", "/"));
  await page.getByTestId("account-button").click();
  await page.getByTestId("nav-platformAdmin").click();
  await expect(page).toHaveURL(at("demo.localhost", "/admin"));
  await expect(page.getByRole("heading", { name: "Platform administration" })).toBeVisible();
  await expect(page.getByTestId("conference-row").filter({ hasText: "demo.localhost" })).toContainText("Published");

  await page.getByTestId("admin-nav-new").click();
  await expect(page).toHaveURL(at("demo.localhost", "/admin/conferences/new"));
  const tag = rand();
  const host = `adm-${tag}.localhost`;
  const email = `creator-${tag}@example.org`;
  await fillConference(page, {
    nameZh: `测试会议 ${tag}`,
    nameEn: `Test Conference ${tag}`,
    start: "2027-06-01",
    end: "2027-06-03",
    hosts: `ADM-${tag}.localhost`,
    email,
    name: "Cora Creator",
  });
  await page.getByTestId("conference-submit").click();
  await expect(page).toHaveURL(/\/admin\/conferences\/\d+\?created=invited$/);
  await expect(page.getByTestId("created-message")).toContainText(`an invitation was mailed to ${email}`);
  await expect(page.getByTestId("status-section").getByTestId("status-chip")).toHaveText("Not published");
  await expect(page.getByTestId("history-row").first().getByTestId("history-change")).toHaveText("Created → Not published");
  await expect(page.getByTestId("hosts-section")).toContainText(`http://${host}:`);

  // The list finds it by host, with its status; the status filter leaves it out of "Published".
  await page.goto(at("demo.localhost", `/admin?search=${host.toUpperCase()}`));
  await expect(page.getByTestId("conference-row")).toHaveCount(1);
  await expect(page.getByTestId("conference-row")).toContainText(`Test Conference ${tag}`);
  await expect(page.getByTestId("conference-row").getByTestId("status-chip")).toHaveText("Not published");
  await page.goto(at("demo.localhost", `/admin?search=${host}&status=4`));
  await expect(page.getByTestId("conference-empty")).toBeVisible();

  // The invitation, from the real SMTP server: a link to set a password on the new host.
  const invitation = await mailTo(email);
  expect(invitation.subject).toContain(`Test Conference ${tag}`);
  const link = /https?:\/\/\S+\/resetPassword\?email=\S+/.exec(String(invitation.text))![0];
  expect(link).toBe(at(host, `/resetPassword?email=${encodeURIComponent(email)}`));

  const creator = await browser.newContext();
  const cp = await creator.newPage();
  await creator.addCookies([{ name: "locale", value: "en", domain: host, path: "/" }]);
  await cp.goto(link);
  await expect(cp.getByTestId("field-email")).toHaveValue(email);
  await cp.getByTestId("send-code").click();
  const code = /\b(\d{6})\b/.exec(String((await mailTo(email, 1)).text))![1];
  await cp.getByTestId("field-code").fill(code);
  await cp.getByTestId("field-password").fill(PASSWORD);
  await cp.getByTestId("field-confirmPassword").fill(PASSWORD);
  await cp.getByTestId("reset-submit").click();
  await expect(cp).toHaveURL(at(host, "/conferencelogin?reset=1"));
  await cp.getByTestId("field-email").fill(email);
  await cp.getByTestId("field-password").fill(PASSWORD);
  await cp.getByTestId("login-submit").click();
  await expect(cp).toHaveURL(at(host, "/platform")); // the creator manages the new conference
  await creator.close();
});

test("field errors in Chinese and English: missing name, end before start, a taken host", async ({ page, context, at, signIn, sql }) => {
  const before = (await sql.query(`SELECT count(*)::int AS n FROM "Conference"`)).rows[0].n;
  for (const [locale, text] of [
    ["zh", { required: "此项为必填项", end: "结束日期不能早于开始日期", taken: "demo.localhost 已被其他会议使用" }],
    [
      "en",
      {
        required: "This field is required",
        end: "The end date cannot be before the start date",
        taken: "demo.localhost is already used by another conference",
      },
    ],
  ] as const) {
    await asAdmin(context, signIn, locale);
    await page.goto(at("demo.localhost", "/admin/conferences/new"));
    const form = page.getByTestId("conference-form");
    await fillConference(page, {
      nameZh: "",
      nameEn: "No Chinese name",
      start: "2027-06-01",
      end: "2027-06-03",
      hosts: `ok-${rand()}.localhost`,
      email: "bob@example.org",
    });
    await page.getByTestId("conference-submit").click();
    await expect(form).toContainText(text.required);
    await page.getByTestId("field-nameZh").fill("有名字");
    await page.getByTestId("field-endDate").fill("2027-05-30");
    await page.getByTestId("conference-submit").click();
    await expect(form).toContainText(text.end);
    await page.getByTestId("field-endDate").fill("2027-06-03");
    await page.getByTestId("field-hosts").fill("Demo.Localhost");
    await page.getByTestId("conference-submit").click();
    await expect(page.getByTestId("field-hosts")).toHaveAccessibleDescription(text.taken); // from the server, on the field itself
    await expect(page).toHaveURL(at("demo.localhost", "/admin/conferences/new"));
  }
  expect((await sql.query(`SELECT count(*)::int AS n FROM "Conference"`)).rows[0].n).toBe(before);
});

test("the queue: approve one, reject another with a reason; history shows both; close and reopen", async ({ page, context, at, signIn, sql, api }) => {
  const a = await pendingConference(api, sql, `A ${rand()}`);
  const b = await pendingConference(api, sql, `B ${rand()}`);
  await asAdmin(context, signIn);
  await page.goto(at("demo.localhost", "/admin/requests"));
  const cardA = page.locator(`[data-testid=request-card][data-id="${a.id}"]`);
  const cardB = page.locator(`[data-testid=request-card][data-id="${b.id}"]`);
  await expect(cardA).toBeVisible();
  // The preview is a signed link on the conference's own host (the site is not public yet).
  const previewHref = await cardA.getByTestId("request-preview").getAttribute("href");
  expect(previewHref?.startsWith(`${at(a.host, "/preview")}?token=${a.id}.`)).toBe(true);

  await cardA.getByTestId("request-approve").click();
  await page.getByTestId("approve-dialog-confirm").click();
  await expect(page.getByTestId("request-message")).toContainText("is published");
  await expect(cardA).toHaveCount(0);
  expect((await sql.query(`SELECT status FROM "Conference" WHERE id = $1`, [a.id])).rows[0].status).toBe(4);
  await expect
    .poll(
      async () =>
        (
          await sql.query(
            `SELECT count(*)::int AS n FROM "MailOutbox" WHERE "to" = 'manager@example.org' AND subject LIKE $1 AND subject LIKE '%会议发布成功%'`,
            [`%${a.label}%`],
          )
        ).rows[0].n,
    )
    .toBe(1);

  await cardB.getByTestId("request-reject").click();
  await page.getByTestId("reject-confirm").click();
  await expect(page.getByTestId("reject-dialog")).toContainText("Please give a reason");
  await page.getByTestId("reject-reason").fill("The programme is missing.");
  await page.getByTestId("reject-confirm").click();
  await expect(page.getByTestId("request-message")).toContainText("was rejected");
  await expect(cardB).toHaveCount(0);

  await page.goto(at("demo.localhost", `/admin/conferences/${b.id}`));
  const latest = page.getByTestId("history-row").first();
  await expect(latest.getByTestId("history-change")).toHaveText("Waiting for review → Rejected");
  await expect(latest.getByTestId("history-reason")).toHaveText("The programme is missing.");
  await expect(latest).toContainText("Ada Admin");

  await page.goto(at("demo.localhost", `/admin/conferences/${a.id}`));
  await page.getByTestId("status-close").click();
  await page.getByTestId("status-dialog-confirm").click();
  await expect(page.getByTestId("status-section").getByTestId("status-chip")).toHaveText("Closed");
  await page.getByTestId("status-reopen").click();
  await page.getByTestId("status-dialog-confirm").click();
  await expect(page.getByTestId("status-section").getByTestId("status-chip")).toHaveText("Published");
  const changes = page.getByTestId("history-change");
  await expect(changes).toHaveText([
    "Closed → Published",
    "Published → Closed",
    "Waiting for review → Published",
    "Not published → Waiting for review",
    "Created → Not published",
  ]);
});

test("a conference's manager, a plain user and a visitor are refused every /admin page, action and call", async ({ browser, at, signIn, sql, api }) => {
  const id = (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = 'demo.localhost'`)).rows[0].conferenceId;
  const pages = ["/admin", "/admin/requests", "/admin/conferences/new", `/admin/conferences/${id}`];
  const calls: [string, string, object?][] = [
    ["GET", "/base/admin/conference/list"],
    ["GET", "/base/admin/conference/requests"],
    ["GET", `/base/admin/conference/${id}`],
    ["GET", `/base/admin/conference/${id}/history`],
    ["POST", "/base/admin/conference", { nameZh: "x" }],
    ["POST", `/base/admin/conference/${id}/hosts`, { hosts: "stolen.localhost" }],
    ["POST", `/base/admin/conference/${id}/approve`],
    ["POST", `/base/admin/conference/${id}/reject`, { reason: "x" }],
    ["POST", `/base/admin/conference/${id}/close`],
    ["POST", `/base/admin/conference/${id}/reopen`],
  ];
  // The administrator's own pages post their server actions; their ids are replayed below.
  const admin = await browser.newContext();
  await asAdmin(admin, signIn);
  const ap = await admin.newPage();
  recordAction(ap, "create");
  await ap.goto(at("demo.localhost", "/admin/conferences/new"));
  await fillConference(ap, { nameZh: "占用", nameEn: "Taken", start: "2027-01-01", end: "2027-01-02", hosts: "demo.localhost", email: "bob@example.org" });
  await ap.getByTestId("conference-submit").click();
  await expect(ap.getByTestId("conference-form")).toContainText("already used by another conference");
  recordAction(ap, "hosts");
  await ap.goto(at("demo.localhost", `/admin/conferences/${id}`));
  await ap.getByTestId("hosts-save").click();
  await expect(ap.getByTestId("hosts-message")).toHaveText("Host names saved.");
  await admin.close();
  expect(Object.keys(actionIds).sort()).toEqual(["create", "hosts"]);
  for (const email of ["manager@example.org", "bob@example.org"]) {
    const context = await browser.newContext();
    const token = await signIn(context, "demo.localhost", email);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(at("demo.localhost", path));
      await expect(page, `${email} ${path}`).toHaveURL(at("demo.localhost", "/403"));
    }
    await page.goto(at("demo.localhost", "/"));
    await page.getByTestId("account-button").click();
    await expect(page.getByTestId("account-menu-list")).toBeVisible();
    await expect(page.getByTestId("nav-platformAdmin")).toHaveCount(0);
    for (const [method, path, body] of calls) {
      const r = await api("demo.localhost", path, { method, token, body });
      expect(r.status, `${email} ${method} ${path}`).toBe(403);
    }
    // The server actions themselves, replayed with this person's session: refused, nothing done.
    for (const [name, args] of [
      [
        "create",
        {
          nameZh: "偷偷创建",
          startDate: "2027-01-01",
          endDate: "2027-01-02",
          timeZone: "UTC",
          currency: "CNY",
          languageType: 3,
          hosts: `sneak-${rand()}.localhost`,
          creatorMode: "existing",
          creatorEmail: email,
        },
      ],
      ["hosts", { id, hosts: "stolen.localhost" }],
    ] as const) {
      // From the page (the browser resolves *.localhost and sends the session cookie and Origin).
      const text = await page.evaluate(
        async ([action, body]) =>
          (
            await fetch("/admin", {
              method: "POST",
              headers: { "next-action": action, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component" },
              body,
            })
          ).text(),
        [actionIds[name], JSON.stringify([args])] as const,
      );
      expect(text, `${email} action ${name}`).toContain('"status":403');
    }
    await context.close();
  }
  expect((await sql.query(`SELECT count(*)::int AS n FROM "ConferenceDomain" WHERE host LIKE 'sneak-%' OR host = 'stolen.localhost'`)).rows[0].n).toBe(0);

  const visitor = await browser.newContext();
  const vp = await visitor.newPage();
  await vp.goto(at("demo.localhost", "/admin/requests"));
  await expect(vp).toHaveURL(at("demo.localhost", `/conferencelogin?redirect=${encodeURIComponent("/admin/requests")}`));
  expect((await api("demo.localhost", "/base/admin/conference/list")).status).toBe(401);
  await visitor.close();
});

test("on a phone (390×844) the admin screens fit without sideways scrolling", async ({ browser, at, signIn, sql }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await asAdmin(context, signIn);
  const page = await context.newPage();
  const id = (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = 'demo.localhost'`)).rows[0].conferenceId;
  for (const path of ["/admin", "/admin/requests", "/admin/conferences/new", `/admin/conferences/${id}`]) {
    await page.goto(at("demo.localhost", path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test("a pending request is also decided from the conference's own page", async ({ page, context, at, signIn, sql, api }) => {
  const c = await pendingConference(api, sql, `C ${rand()}`);
  await asAdmin(context, signIn, "zh");
  await page.goto(at("demo.localhost", `/admin/conferences/${c.id}`));
  const chip = page.getByTestId("status-section").getByTestId("status-chip");
  await expect(chip).toHaveText("等待审核");
  await page.getByTestId("status-approve").click();
  await expect(page.getByTestId("status-dialog")).toContainText("发布该会议？");
  await page.getByTestId("status-dialog-confirm").click();
  await expect(chip).toHaveText("已发布");
  await expect(page.getByTestId("history-change").first()).toHaveText("等待审核 → 已发布");
  await expect(page.getByTestId("status-approve")).toHaveCount(0);
});
