import type { BrowserContext } from "@playwright/test";
import type pg from "pg";
import { writeContent } from "./support/editor";
import { createSessionToken, expect, test } from "./support/fixtures";

// config/page/* and config/template/* — the rich-text editor with an uploaded picture,
// draft vs published as visitors see it, preview, sanitising through the gateway, field messages
// in both languages, the delete refusals of SPEC §5, denials, and the editor on a phone.
test.describe.configure({ mode: "serial" });

const HOST = "demo.localhost";
const PREFIX = "E2E page";
const FORBIDDEN = [/<script/i, /\son\w+=/i, /javascript:/i, /data:text\/html/i];

async function conferenceId(sql: pg.Pool, host: string): Promise<number> {
  return (await sql.query(`SELECT "conferenceId" FROM "ConferenceDomain" WHERE host = $1`, [host])).rows[0].conferenceId;
}

async function asManager(context: BrowserContext, signIn: (c: BrowserContext, h: string, e: string) => Promise<string>, locale: "zh" | "en") {
  await signIn(context, HOST, "manager@example.org");
  await context.addCookies([{ name: "locale", value: locale, domain: HOST, path: "/" }]);
}

test.afterAll(async ({ sql }) => {
  await sql.query(`DELETE FROM "SitePage" WHERE name LIKE $1`, [`${PREFIX}%`]);
  await sql.query(`DELETE FROM "SiteTemplate" WHERE name LIKE $1 AND NOT "isDefaultPc" AND NOT "isDefaultMobile"`, [`${PREFIX}%`]);
});

test("a manager writes a page in both languages, saves a draft, previews and publishes it", async ({ page, context, at, signIn, sql, api, browser }) => {
  await asManager(context, signIn, "zh");
  await page.goto(at(HOST, "/platform/config/page/add"));
  await expect(page.getByRole("heading", { name: "新建页面" })).toBeVisible();
  await page.getByTestId("field-name").fill(`${PREFIX} venue`);
  await page.getByTestId("field-titleZh").fill("会场与交通");
  await writeContent(page, "zh", { heading: "会场信息", items: ["地铁四号线", "机场大巴"], link: "会场网站", cell: "时间" });
  await page.getByTestId("page-tab-en").click();
  await page.getByTestId("field-titleEn").fill("Venue and travel");
  await writeContent(page, "en", { heading: "Venue details", items: ["Metro line 4", "Airport bus"], link: "Venue website", cell: "Time" });
  await page.getByTestId("page-save").click();
  await page.waitForURL(/\/platform\/config\/page\/edit\/\d+\?saved=saved/);
  await expect(page.getByTestId("page-form-message")).toContainText("草稿已保存");
  await expect(page.getByTestId("page-status")).toHaveText("草稿");
  const id = Number(/edit\/(\d+)/.exec(page.url())![1]);

  const row = (await sql.query(`SELECT * FROM "SitePage" WHERE id = $1`, [id])).rows[0];
  for (const [html, heading] of [
    [row.draftContentZh, "会场信息"],
    [row.draftContentEn, "Venue details"],
  ]) {
    expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toMatch(/<ul><li><p>[^<]+<\/p><\/li><li>/);
    expect(html).toMatch(/<a (?=[^>]*href="https:\/\/example\.org\/venue")(?=[^>]*target="_blank")(?=[^>]*rel="noopener noreferrer")[^>]*>/);
    expect(html).toMatch(/<img (?=[^>]*src="\/site-file\/[a-f0-9]{32}\.png")(?=[^>]*alt="[^"]+ picture")[^>]*>/);
    expect(html).toMatch(/<table>.*<th[^>]*>.*<\/th>/);
  }
  expect([row.contentZh, row.published, row.hasDraft]).toEqual(["", false, true]);
  const img = /src="(\/site-file\/[^"]+)"/.exec(row.draftContentZh)![1];
  expect(await page.evaluate(async (u) => (await fetch(u)).headers.get("content-type"), img)).toBe("image/png");

  // Not published yet: an anonymous visitor gets 404, from the gateway and the page.
  expect((await api(HOST, `/conference/page/${id}?lang=zh`)).status).toBe(404);
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  expect((await anon.goto(at(HOST, `/page/${id}`)))?.status()).toBe(404);

  // Preview: the draft through the visitors' renderer, in a new tab.
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByTestId("page-preview").click()]);
  await preview.waitForURL(/\/platform\/config\/page\/preview\/\d+\?lang=zh/); // the language tab open in the editor
  await expect(preview.getByTestId("page-content")).toContainText("会场信息");
  await preview.close();
  // The other language in a tab of its own: navigating the opened tab again can race its own start-up.
  const english = await context.newPage();
  await english.goto(at(HOST, `/platform/config/page/preview/${id}?lang=en`));
  await expect(english.getByTestId("page-content")).toContainText("Venue details");
  await expect(english.getByTestId("page-content").locator("table")).toBeVisible();
  await english.close();

  await page.getByTestId("page-publish").click();
  await expect(page.getByTestId("page-form-message")).toContainText("已发布");
  await expect(page.getByTestId("page-status")).toHaveText("已发布");
  const zh = await api(HOST, `/conference/page/${id}?lang=zh`);
  expect(zh.status).toBe(200);
  expect(zh.json.data).toMatchObject({ id, title: "会场与交通" });
  expect((zh.json.data as { content: string }).content).toContain("<h2>会场信息</h2>");
  const en = await api(HOST, `/conference/page/${id}?lang=en`);
  expect((en.json.data as { title: string; content: string }).content).toContain("<table>");
  expect((await anon.goto(at(HOST, `/page/${id}`)))?.status()).toBe(200);
  await expect(anon.getByTestId("page-content")).toContainText("会场信息");
  await visitor.close();

  // The list shows it with its state; the editor's tooltips speak the manager's language.
  await page.goto(at(HOST, "/platform/config/page/list"));
  await expect(page.locator(`[data-page-id="${id}"]`)).toContainText("已发布");
  await page.goto(at(HOST, `/platform/config/page/edit/${id}`));
  await page.getByTestId("tool-bold").first().hover();
  await expect(page.getByRole("tooltip")).toHaveText("加粗 (Ctrl+B)");
});

test("HTML sent through the gateway is stored and rendered without scripts, handlers or dangerous URLs", async ({ api, sql, browser, at }) => {
  const token = await createSessionToken(sql, "manager@example.org");
  const evil =
    '<h2 onclick="x()">T</h2><script>alert(1)</script><img src="/x.png" onerror="alert(1)">' +
    '<a href="javascript:alert(1)">a</a><a href="data:text/html,<b>x</b>">b</a><iframe src="data:text/html,<script>1</script>"></iframe>' +
    '<iframe src="https://evil.example/"></iframe>';
  const body = {
    name: `${PREFIX} evil`,
    appearanceId: null,
    templateId: null,
    type: "content",
    isDefaultPc: false,
    isDefaultMobile: false,
    mobilePageId: null,
    titleZh: "坏",
    titleEn: "Bad",
    contentZh: evil,
    contentEn: evil,
  };
  const r = await api(HOST, "/conference/platform/config/page", { method: "POST", body, token });
  expect(r.status).toBe(200);
  const id = (r.json.data as { id: number }).id;
  expect((await api(HOST, `/conference/platform/config/page/${id}/publish`, { method: "POST", token })).status).toBe(200);
  const row = (await sql.query(`SELECT * FROM "SitePage" WHERE id = $1`, [id])).rows[0];
  for (const html of [row.draftContentZh, row.draftContentEn, row.contentZh, row.contentEn, JSON.stringify(r.json.data)]) {
    for (const bad of FORBIDDEN) expect(html).not.toMatch(bad);
    expect(html).not.toContain("evil.example");
    expect(html).toContain("<h2>T</h2>");
  }
  // …and what a visitor's browser receives renders none of it either.
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  expect((await anon.goto(at(HOST, `/page/${id}`)))?.status()).toBe(200);
  const rendered = await anon.getByTestId("page-content").innerHTML();
  for (const bad of FORBIDDEN) expect(rendered).not.toMatch(bad);
  expect(rendered).not.toContain("evil.example");
  expect(rendered).toContain("<h2>T</h2>");
  await visitor.close();
});

test("a page name of 101 characters is refused on the field, in Chinese and English", async ({ page, context, at, signIn }) => {
  for (const [locale, text] of [
    ["zh", "长度不能超过 100 个字符"],
    ["en", "At most 100 characters"],
  ] as const) {
    await asManager(context, signIn, locale);
    await page.goto(at(HOST, "/platform/config/page/add"));
    await page.getByTestId("field-name").fill("x".repeat(101));
    await page.getByTestId("page-save").click();
    await expect(page.getByTestId("page-form")).toContainText(text);
    expect(page.url()).toContain("/platform/config/page/add"); // nothing was created
  }
});

test("a page a menu opens and the default template cannot be deleted", async ({ page, context, at, signIn, sql }) => {
  const demo = await conferenceId(sql, HOST);
  const about = (await sql.query(`SELECT id FROM "SitePage" WHERE "conferenceId" = $1 AND key = 'about'`, [demo])).rows[0].id;
  const template = (await sql.query(`SELECT id FROM "SiteTemplate" WHERE "conferenceId" = $1 AND "isDefaultPc"`, [demo])).rows[0].id;
  await asManager(context, signIn, "zh");
  await page.goto(at(HOST, "/platform/config/page/list"));
  await page.locator(`[data-page-id="${about}"]`).getByTestId("page-delete").click();
  await page.getByTestId("page-delete-dialog-confirm").click();
  await expect(page.getByTestId("page-list-message")).toContainText("菜单");
  await expect(page.locator(`[data-page-id="${about}"]`)).toBeVisible();

  await context.addCookies([{ name: "locale", value: "en", domain: HOST, path: "/" }]);
  await page.goto(at(HOST, "/platform/config/template/list"));
  await page.locator(`[data-template-id="${template}"]`).getByTestId("template-delete").click();
  await page.getByTestId("template-delete-dialog-confirm").click();
  await expect(page.getByTestId("template-list-message")).toContainText("The default template cannot be deleted");
  expect((await sql.query(`SELECT count(*)::int AS n FROM "SiteTemplate" WHERE id = $1`, [template])).rows[0].n).toBe(1);
});

test("a manager builds a template: a rich-text block with a video, moved first, then deletes it", async ({ page, context, at, signIn, sql }) => {
  await asManager(context, signIn, "en");
  await page.goto(at(HOST, "/platform/config/template/add"));
  await page.getByTestId("field-name").fill(`${PREFIX} template`);
  await page.getByTestId("element-add").click();
  const blocks = page.getByTestId("template-element");
  await expect(blocks).toHaveCount(6);
  const editor = page.getByTestId("element-5-html-zh");
  await editor.click();
  await page.keyboard.type("欢迎");
  const tool = (name: string) => blocks.nth(5).locator(`[data-testid="tool-${name}"]:visible`);
  await tool("video").click();
  await page.getByTestId("video-url").fill("https://evil.example/watch?v=dQw4w9WgXcQ");
  await page.getByTestId("video-insert").click();
  await expect(page.getByTestId("video-dialog")).toContainText("Only YouTube, Bilibili and Vimeo videos can be embedded.");
  await page.getByTestId("video-url").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByTestId("video-insert").click();
  await expect(editor.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  for (let i = 0; i < 5; i++)
    await blocks
      .nth(5 - i)
      .getByTestId("element-up")
      .click();
  // The player's frame cannot load here (no network) and shifts the layout once: scroll first.
  await page.getByTestId("template-save").scrollIntoViewIfNeeded();
  await page.getByTestId("template-save").click();
  await page.waitForURL(/\/platform\/config\/template\/edit\/\d+\?saved=1/);
  await expect(page.getByTestId("template-form-message")).toContainText("The template is saved.");
  const id = Number(/edit\/(\d+)/.exec(page.url())![1]);
  const { content } = (await sql.query(`SELECT content FROM "SiteTemplate" WHERE id = $1`, [id])).rows[0];
  expect(content.elements.map((e: { kind: string }) => e.kind)).toEqual(["html", "banner", "intro", "registerButton", "content", "contact"]);
  expect(content.elements[0].htmlZh).toContain("欢迎");
  expect(content.elements[0].htmlZh).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');

  await page.goto(at(HOST, "/platform/config/template/list"));
  await page.locator(`[data-template-id="${id}"]`).getByTestId("template-delete").click();
  await page.getByTestId("template-delete-dialog-confirm").click();
  await expect(page.getByTestId("template-list-message")).toContainText("The template was deleted.");
  await expect(page.locator(`[data-template-id="${id}"]`)).toHaveCount(0);
});

test("only this conference's managers: bob gets /403, another conference's manager gets 403/404", async ({ page, context, at, signIn, sql, api }) => {
  await signIn(context, HOST, "bob@example.org");
  for (const path of ["/platform/config/page/list", "/platform/config/page/add", "/platform/config/template/list", "/platform/config/template/add"]) {
    await page.goto(at(HOST, path));
    await expect(page, path).toHaveURL(/\/403$/);
  }
  const demo = await conferenceId(sql, HOST);
  const home = (await sql.query(`SELECT id FROM "SitePage" WHERE "conferenceId" = $1 AND key = 'home'`, [demo])).rows[0].id;
  const bob = await createSessionToken(sql, "bob@example.org");
  expect((await api(HOST, `/conference/platform/config/page/${home}`, { token: bob })).status).toBe(403);
  // manager@example.org manages draft.localhost too: from that host demo's rows do not exist.
  const manager = await createSessionToken(sql, "manager@example.org");
  expect((await api("draft.localhost", `/conference/platform/config/page/${home}`, { token: manager })).status).toBe(404);
  expect((await api("draft.localhost", `/conference/platform/config/page/${home}`, { method: "DELETE", token: manager })).status).toBe(404);
  // en.localhost's pages are not manager@example.org's at all.
  expect((await api("en.localhost", "/conference/platform/config/page/list", { token: manager })).status).toBe(403);
});

test("on a phone (390×844) the editor and the lists fit without sideways scrolling", async ({ browser, at, sql }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const token = await createSessionToken(sql, "manager@example.org");
  await context.addCookies([{ name: "symposia_session", value: token, domain: HOST, path: "/", httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  for (const path of ["/platform/config/page/add", "/platform/config/page/list", "/platform/config/template/list", "/platform/config/template/add"]) {
    await page.goto(at(HOST, path));
    if (path === "/platform/config/page/add") {
      await page.getByTestId("page-content-zh").click();
      await page.getByTestId("tool-table").first().click();
      await expect(page.getByTestId("table-addColumn").first()).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});
