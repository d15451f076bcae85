// The baseline of `npm run bench`: a bare node:http server that reads the same rows as
// the app's anonymous home page — conference by host, registration window, website settings, the
// published menu tree, the default page and its template — with `pg` on every request, and
// renders the same content (menu, name band, intro, sanitised rich text, contact, footer) with
// react-dom/server. No framework, no cache: what the page costs at least.
//   DATABASE_URL=… tsx bench/bare-server.ts PORT
import { createServer } from "node:http";
import pg from "pg";
import { createElement as h, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { parseDatabaseUrl } from "../lib/server/database-url";
import { sanitizePageHtml } from "@/lib/validation/page-html";
import { parseTemplateContent } from "../lib/site/template-model";

const port = Number(process.argv[2] ?? 3191);
const { connectionString, schema } = parseDatabaseUrl(process.env.DATABASE_URL!);
const pool = new pg.Pool({ connectionString, max: 10, options: schema ? `-c search_path=${schema}` : undefined });

type MenuRow = { id: number; parentId: number | null; titleZh: string; url: string | null; key: string | null; pageKey: string | null; pageId: number | null };

async function load(host: string) {
  const conf = await pool.query(
    `SELECT c.id, c."nameZh", c."startDate"::text AS "startDate", c."endDate"::text AS "endDate", c."locationZh",
            r."registerStartDate"::text AS "registerStartDate", r."registerEndDate"::text AS "registerEndDate",
            w."bannerFile", w."contactEmail", w."contactPhone", w."footerZh"
       FROM "ConferenceDomain" d JOIN "Conference" c ON c.id = d."conferenceId"
       LEFT JOIN "RegisterConfig" r ON r."conferenceId" = c.id LEFT JOIN "WebsiteConfig" w ON w."conferenceId" = c.id
      WHERE d.host = $1`,
    [host],
  );
  const c = conf.rows[0];
  if (!c) return null;
  const [menus, page] = await Promise.all([
    pool.query<MenuRow>(
      `SELECT m.id, m."parentId", m."titleZh", m.url, m.key, p.key AS "pageKey", p.id AS "pageId"
         FROM "Menu" m LEFT JOIN "SitePage" p ON p.id = m."pageId" AND p.published
        WHERE m."conferenceId" = $1 AND m.published ORDER BY m."order", m.id`,
      [c.id],
    ),
    pool.query(
      `SELECT p."titleZh", p."contentZh", t.content AS template FROM "SitePage" p LEFT JOIN "SiteTemplate" t ON t.id = p."templateId"
        WHERE p."conferenceId" = $1 AND p.published AND (p."isDefaultPc" OR p.key = 'home') ORDER BY p."isDefaultPc" DESC LIMIT 1`,
      [c.id],
    ),
  ]);
  return { c, menus: menus.rows, page: page.rows[0] };
}

function menuTree(rows: MenuRow[], parentId: number | null): ReactNode {
  const level = rows.filter((r) => r.parentId === parentId);
  if (!level.length) return null;
  return h(
    "ul",
    null,
    level.map((m) =>
      h("li", { key: m.id }, h("a", { href: m.url ?? (m.pageId ? `/page/${m.pageKey ?? m.pageId}` : `/page/${m.key}`) }, m.titleZh), menuTree(rows, m.id)),
    ),
  );
}

function render(data: NonNullable<Awaited<ReturnType<typeof load>>>): string {
  const { c, menus, page } = data;
  const elements = parseTemplateContent(page?.template).elements;
  const body = elements.map((e, i) => {
    switch (e.kind) {
      case "banner":
        return c.bannerFile
          ? h("img", { key: i, src: `/site-file/${c.bannerFile}`, alt: c.nameZh, style: { width: "100%", aspectRatio: "1295 / 250" } })
          : h("div", { key: i, className: "sym-hero" }, h("p", null, c.nameZh));
      case "intro":
        return h(
          "section",
          { key: i },
          h("h1", null, c.nameZh),
          h("p", null, `会议日期: ${c.startDate} – ${c.endDate}`),
          h("p", null, `会议地点: ${c.locationZh}`),
          h("span", null, `报名开放：${c.registerStartDate} 至 ${c.registerEndDate}`),
        );
      case "registerButton":
        return h("a", { key: i, href: "/conferenceRegister" }, "立即报名");
      case "content":
        return h("div", { key: i, className: "sym-prose sym-content", dangerouslySetInnerHTML: { __html: sanitizePageHtml(page?.contentZh) } });
      case "contact":
        return h("section", { key: i }, h("h2", null, "联系方式"), h("p", null, c.contactEmail), h("p", null, c.contactPhone));
      default:
        return null;
    }
  });
  return (
    "<!DOCTYPE html>" +
    renderToString(
      h(
        "html",
        { lang: "zh" },
        h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, c.nameZh)),
        h("body", null, h("header", null, h("nav", null, menuTree(menus, null))), h("main", null, body), h("footer", null, c.footerZh || c.nameZh)),
      ),
    )
  );
}

createServer((req, res) => {
  const host = (req.headers.host ?? "").replace(/:\d+$/, "").toLowerCase();
  load(host === "127.0.0.1" || host === "localhost" ? "demo.localhost" : host)
    .then((data) => {
      if (!data) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(render(data));
    })
    .catch((e) => {
      console.error(e);
      res.writeHead(500).end();
    });
}).listen(port, "127.0.0.1", () => console.log(`[bench] bare server on ${port}`));
