// The baseline of the bench's signed-in step (scripts/bench-signed-in.ts): a bare node:http server
// that, for a signed-in person, reads what the app's /profile/userInfo and /platform/manage/user
// read — the session and its user by token hash, the person's roles in the conference, the
// conference and its website settings by host, the published menu, then the page's own rows
// (account + registration; or one page of 20 registrations, their count, the form versions, the
// countries, the conference's users) — with `pg` on every request, and renders them with
// react-dom/server. No framework, no styles, no client script: what such a page costs at least.
//   DATABASE_URL=… tsx bench/bare-signed-in.ts PORT
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import pg from "pg";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { parseDatabaseUrl } from "../lib/server/database-url";

const port = Number(process.argv[2] ?? 3192);
const { connectionString, schema } = parseDatabaseUrl(process.env.DATABASE_URL!);
const pool = new pg.Pool({ connectionString, max: 10, options: schema ? `-c search_path=${schema}` : undefined });
const q = async (text: string, values: unknown[]) => (await pool.query(text, values)).rows;

function token(req: IncomingMessage): string | null {
  const m = /(?:^|;\s*)symposia_session=([^;]+)/.exec(req.headers.cookie ?? "");
  return m ? m[1] : null;
}

async function common(req: IncomingMessage) {
  const t = token(req);
  if (!t) return null;
  const [[session], [conf]] = await Promise.all([
    q(
      `SELECT s.id, s."expiresAt", u.id AS "userId", u.email, u."trueName" FROM "Session" s JOIN "User" u ON u.id = s."userId"
        WHERE s."tokenHash" = $1 AND s."revokedAt" IS NULL AND s."expiresAt" > now()`,
      [createHash("sha256").update(t).digest("hex")],
    ),
    q(
      `SELECT c.id, c."nameZh", w."primaryColor", w."footerZh" FROM "ConferenceDomain" d JOIN "Conference" c ON c.id = d."conferenceId"
         LEFT JOIN "WebsiteConfig" w ON w."conferenceId" = c.id WHERE d.host = 'demo.localhost'`,
      [],
    ),
  ]);
  if (!session || !conf) return null;
  const [[access], menus] = await Promise.all([
    q(
      `SELECT EXISTS (SELECT 1 FROM "PlatformAdmin" WHERE "userId" = $1) AS admin,
              ARRAY(SELECT role::text FROM "ConferenceUser" WHERE "conferenceId" = $2 AND "userId" = $1) AS roles`,
      [session.userId, conf.id],
    ),
    q(`SELECT id, "titleZh", url FROM "Menu" WHERE "conferenceId" = $1 AND published ORDER BY "order", id`, [conf.id]),
  ]);
  return { session, conf, access, menus };
}

function page(c: NonNullable<Awaited<ReturnType<typeof common>>>, main: ReturnType<typeof h>): string {
  return (
    "<!DOCTYPE html>" +
    renderToString(
      h(
        "html",
        { lang: "zh" },
        h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, c.conf.nameZh)),
        h(
          "body",
          null,
          h(
            "header",
            null,
            h(
              "nav",
              null,
              h(
                "ul",
                null,
                c.menus.map((m) => h("li", { key: m.id }, h("a", { href: m.url ?? "#" }, m.titleZh))),
              ),
            ),
            h("span", null, c.session.trueName),
          ),
          h("main", null, main),
          h("footer", null, c.conf.footerZh || c.conf.nameZh),
        ),
      ),
    )
  );
}

async function userInfo(c: NonNullable<Awaited<ReturnType<typeof common>>>) {
  const [[user], [attendee], [options]] = await Promise.all([
    q(`SELECT email, "trueName", "lastName", "middleName", "firstName", unit, title, phone, country, "cstnetId" FROM "User" WHERE id = $1`, [c.session.userId]),
    q(`SELECT a.*, v.fields FROM "Attendee" a JOIN "RegisterFormVersion" v ON v.id = a."formVersionId" WHERE a."conferenceId" = $1 AND a."userId" = $2`, [
      c.conf.id,
      c.session.userId,
    ]),
    q(`SELECT "values" FROM "RegisterOption" WHERE "conferenceId" = $1 AND field = 'country'`, [c.conf.id]),
  ]);
  void options;
  return page(
    c,
    h(
      "section",
      null,
      h("h1", null, "个人信息"),
      h("p", null, attendee ? "已报名" : "未报名"),
      h(
        "dl",
        null,
        Object.entries(user).map(([k, v]) => [h("dt", { key: `t${k}` }, k), h("dd", { key: `d${k}` }, String(v ?? "未填写"))]),
      ),
    ),
  );
}

async function manageUser(c: NonNullable<Awaited<ReturnType<typeof common>>>) {
  const id = c.conf.id;
  const [rows, [{ n }], versions, countries, users] = await Promise.all([
    q(
      `SELECT a.id, a."userId", a."fullName", a.email, a.phone, a."countryArea", a.unit, a."createdAt", a.status, v.name AS version
         FROM "Attendee" a JOIN "RegisterFormVersion" v ON v.id = a."formVersionId" WHERE a."conferenceId" = $1 ORDER BY a."createdAt" DESC, a.id DESC LIMIT 20`,
      [id],
    ),
    q(`SELECT count(*)::int AS n FROM "Attendee" WHERE "conferenceId" = $1`, [id]),
    q(
      `SELECT v.id, v.name, v."isCurrent", (SELECT count(*)::int FROM "Attendee" a WHERE a."formVersionId" = v.id) AS n FROM "RegisterFormVersion" v WHERE v."conferenceId" = $1 ORDER BY v.id`,
      [id],
    ),
    q(`SELECT DISTINCT "countryArea" FROM "Attendee" WHERE "conferenceId" = $1 ORDER BY 1`, [id]),
    q(
      `SELECT cu."userId", cu.role, u.email, u."trueName" FROM "ConferenceUser" cu JOIN "User" u ON u.id = cu."userId" WHERE cu."conferenceId" = $1 ORDER BY cu.id`,
      [id],
    ),
  ]);
  return page(
    c,
    h(
      "section",
      null,
      h("h1", null, `报名人员（共 ${n} 人）`),
      h(
        "form",
        null,
        h(
          "select",
          { name: "country" },
          countries.map((r) => h("option", { key: r.countryArea }, r.countryArea)),
        ),
        h(
          "select",
          { name: "version" },
          versions.map((v) => h("option", { key: v.id }, v.name)),
        ),
      ),
      h(
        "table",
        null,
        h(
          "tbody",
          null,
          rows.map((r) =>
            h(
              "tr",
              { key: r.id },
              [r.fullName, r.email, r.phone, r.countryArea, r.unit, r.createdAt.toISOString(), r.status, r.version].map((v, i) =>
                h("td", { key: i }, String(v)),
              ),
            ),
          ),
        ),
      ),
      h(
        "ul",
        null,
        users.map((u, i) => h("li", { key: i }, `${u.trueName} ${u.email} ${u.role}`)),
      ),
    ),
  );
}

createServer((req, res) => {
  const path = (req.url ?? "/").split("?")[0];
  const render = path === "/profile/userInfo" ? userInfo : path === "/platform/manage/user" ? manageUser : null;
  if (!render) return void res.writeHead(404).end();
  common(req)
    .then(async (c) => {
      if (!c) return void res.writeHead(401).end();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(await render(c));
    })
    .catch((e) => {
      console.error(e);
      res.writeHead(500).end();
    });
}).listen(port, "127.0.0.1", () => console.log(`[bench] bare signed-in server on ${port}`));
