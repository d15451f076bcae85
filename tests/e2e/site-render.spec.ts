import type { APIRequestContext, Page } from "@playwright/test";
import { createSessionToken, expect, test } from "./support/fixtures";

// What visitors see at / and /page/{pageId} (SPEC §2) — published pages inside their
// template, inline rich text, element visibility, 404 for drafts and other conferences' pages —
// the anonymous HTML cache (fresh CSP nonce per copy, nothing personal, invalidated by a
// manager's publish) and the 'Page loading error' notice (SPEC §8/§9).
// The e2e servers cache only the host "localhost" (scripts/serve-test-app.ts PAGE_CACHE_HOSTS).

const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const [label, viewport] of [
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
] as const) {
  test(`visitor on ${label}: home and content pages inline, in Chinese and English`, async ({ page, context, at }) => {
    await page.setViewportSize(viewport);
    await page.goto(at("demo.localhost", "/"));
    const content = page.getByTestId("page-content");
    await expect(content.getByRole("heading", { name: "会议简介" })).toBeVisible();
    await expect(content.getByRole("listitem")).toHaveCount(2);
    await expect(page.locator("iframe")).toHaveCount(0); // inline, not a sandboxed frame
    await expect(page.getByTestId("conference-name")).toBeVisible();
    await expect(page.getByTestId("registration-window")).toBeVisible();
    await noHorizontalOverflow(page);

    await page.goto(at("demo.localhost", "/page/schedule"));
    await expect(page.getByTestId("page-title")).toHaveText("日程安排");
    await expect(page).toHaveTitle(/^日程安排 - /);
    await expect(page.getByTestId("page-content").getByRole("cell", { name: "分会场报告、墙报展示" })).toBeVisible();
    await noHorizontalOverflow(page);

    await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
    await page.goto(at("demo.localhost", "/page/about"));
    await expect(page.getByTestId("page-content").getByRole("heading", { name: "Programme committee" })).toBeVisible();
    await page.goto(at("demo.localhost", "/"));
    await expect(page.getByTestId("page-content").getByRole("heading", { name: "About the conference" })).toBeVisible();
    await noHorizontalOverflow(page);
  });
}

test.describe("template elements show by who is looking", () => {
  let aboutId = 0;
  let original: number | null = null;
  let templateId = 0;

  test.beforeAll(async ({ sql }) => {
    const page = await sql.query(
      `SELECT p.id, p."templateId", p."conferenceId" FROM "SitePage" p JOIN "ConferenceDomain" d ON d."conferenceId" = p."conferenceId"
        WHERE d.host = 'demo.localhost' AND p.key = 'about'`,
    );
    aboutId = page.rows[0].id;
    original = page.rows[0].templateId;
    const html = (show: string, text: string) => ({ kind: "html", show, htmlZh: `<p>${text}</p>`, htmlEn: `<p>${text}</p>` });
    const content = {
      elements: [{ kind: "content", show: "always" }, html("anonymous", "ONLY-ANONYMOUS"), html("attended", "ONLY-ATTENDED"), html("admin", "ONLY-ADMIN")],
    };
    const t = await sql.query(
      `INSERT INTO "SiteTemplate" ("conferenceId", name, device, content, "updatedAt") VALUES ($1, 'e2e visibility', 'pc', $2, now()) RETURNING id`,
      [page.rows[0].conferenceId, JSON.stringify(content)],
    );
    templateId = t.rows[0].id;
    await sql.query(`UPDATE "SitePage" SET "templateId" = $1 WHERE id = $2`, [templateId, aboutId]);
  });

  test.afterAll(async ({ sql }) => {
    await sql.query(`UPDATE "SitePage" SET "templateId" = $1 WHERE id = $2`, [original, aboutId]);
    await sql.query(`DELETE FROM "SiteTemplate" WHERE id = $1`, [templateId]);
  });

  const seen = async (page: Page, url: string) => {
    await page.goto(url);
    await expect(page.getByTestId("page-content")).toBeVisible();
    const html = page.getByTestId("page-html");
    return (await html.allTextContents()).join(" ");
  };

  test("anonymous, attended, plain user and manager each see their elements", async ({ browser, page, at, signIn }) => {
    const url = at("demo.localhost", `/page/${aboutId}`);
    expect(await seen(page, url)).toBe("ONLY-ANONYMOUS");
    for (const [email, expected] of [
      ["alice@example.org", "ONLY-ATTENDED"],
      ["bob@example.org", ""],
      ["manager@example.org", "ONLY-ADMIN"],
    ] as const) {
      const context = await browser.newContext();
      await signIn(context, "demo.localhost", email);
      expect(await seen(await context.newPage(), url)).toBe(expected);
      await context.close();
    }
  });
});

test("drafts, other conferences' pages and impossible ids answer 404", async ({ page, at, sql }) => {
  const conf = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  const draft = await sql.query(
    `INSERT INTO "SitePage" ("conferenceId", name, "draftTitleZh", "draftContentZh", "titleZh", "contentZh", published, "hasDraft", "updatedAt")
     VALUES ($1, 'e2e draft', 'DRAFT-TITLE', '<p>DRAFT-BODY</p>', 'NEVER-PUBLISHED', '<p>NEVER-PUBLISHED</p>', false, true, now()) RETURNING id`,
    [conf.rows[0].id],
  );
  const draftId = draft.rows[0].id;
  try {
    const res = await page.goto(at("demo.localhost", `/page/${draftId}`));
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId("prompt-404")).toBeVisible();
    await expect(page.getByText(/DRAFT-|NEVER-PUBLISHED/)).toHaveCount(0);
  } finally {
    await sql.query(`DELETE FROM "SitePage" WHERE id = $1`, [draftId]);
  }
  const about = await sql.query(`SELECT id FROM "SitePage" WHERE "conferenceId" = $1 AND key = 'about'`, [conf.rows[0].id]);
  expect((await page.goto(at("en.localhost", `/page/${about.rows[0].id}`)))?.status()).toBe(404);
  expect((await page.goto(at("demo.localhost", "/page/2147483648")))?.status()).toBe(404);
  expect((await page.goto(at("demo.localhost", "/page/0")))?.status()).toBe(404);
});

test.describe("the anonymous HTML cache", () => {
  let http: APIRequestContext;
  test.beforeAll(async ({ playwright, port }) => {
    http = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  });
  test.afterAll(async () => http.dispose());

  const get = async (port: number, path: string, cookie = "locale=zh") => {
    const res = await http.get(path, { headers: { host: `localhost:${port}`, cookie }, maxRedirects: 0 });
    const body = await res.text();
    const csp = res.headers()["content-security-policy"] ?? "";
    return { status: res.status(), cache: res.headers()["x-symposia-cache"], body, nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "" };
  };

  test("copies get a fresh nonce each, matching body and header", async ({ port }) => {
    await get(port, "/page/contact");
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const r = await get(port, "/page/contact");
      expect(r.status).toBe(200);
      expect(r.cache).toBe("hit");
      expect(r.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      const bodyNonces = new Set([...r.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...bodyNonces]).toEqual([r.nonce]);
      nonces.add(r.nonce);
    }
    expect(nonces.size).toBe(3);
  });

  test("nothing personal: signed-in people bypass it and never fill it; locales get their own copies", async ({ port, sql }) => {
    const anon = await get(port, "/");
    const again = await get(port, "/");
    expect(again.cache).toBe("hit");
    const token = await createSessionToken(sql, "alice@example.org");
    const alice = await get(port, "/", `locale=zh; symposia_session=${token}`);
    expect(alice.cache).toBeUndefined();
    expect(alice.body).toContain("Alice Liddell");
    expect(anon.body).not.toContain("Alice Liddell");
    const after = await get(port, "/");
    expect(after.cache).toBe("hit");
    expect(after.body).not.toContain("Alice Liddell");
    const en = await get(port, "/", "locale=en");
    expect(en.body).toContain("About the conference");
    expect(after.body).toContain("会议简介");
    expect((await get(port, "/", "locale=en")).cache).toBe("hit");
  });

  test("a manager's publish shows on the next anonymous request", async ({ port, sql, api }) => {
    const row = await sql.query(
      `SELECT p.id, p."draftContentZh", p."contentZh" FROM "SitePage" p JOIN "ConferenceDomain" d ON d."conferenceId" = p."conferenceId"
        WHERE d.host = 'demo.localhost' AND p.key = 'contact'`,
    );
    const { id, draftContentZh, contentZh } = row.rows[0];
    await get(port, "/page/contact");
    expect((await get(port, "/page/contact")).cache).toBe("hit");
    const token = await createSessionToken(sql, "manager@example.org");
    try {
      await sql.query(`UPDATE "SitePage" SET "draftContentZh" = '<p>JUST-PUBLISHED</p>', "hasDraft" = true WHERE id = $1`, [id]);
      const res = await api("localhost", `/conference/platform/config/page/${id}/publish`, { method: "POST", token });
      expect(res.status).toBe(200);
      const next = await get(port, "/page/contact");
      expect(next.cache).toBe("miss");
      expect(next.body).toContain("JUST-PUBLISHED");
    } finally {
      await sql.query(`UPDATE "SitePage" SET "draftContentZh" = $2 WHERE id = $1`, [id, draftContentZh]);
      await api("localhost", `/conference/platform/config/page/${id}/publish`, { method: "POST", token });
      await sql.query(`UPDATE "SitePage" SET "contentZh" = $2 WHERE id = $1`, [id, contentZh]);
    }
  });
});

test("a script chunk that fails to load shows 'Page loading error'; reload recovers", async ({ page, at }) => {
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  // Not page.goto: the fixture waits for hydration, which cannot happen here.
  await page.goto("about:blank");
  await page.evaluate((url) => window.location.assign(url), at("demo.localhost", "/page/about"));
  const notice = page.getByTestId("load-error");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("页面加载错误");
  await page.unrouteAll();
  await page.getByTestId("load-error-reload").click();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 30_000 });
  await expect(notice).toBeHidden();
  await expect(page.getByTestId("page-content")).toBeVisible();
});
