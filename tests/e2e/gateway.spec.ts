import { createSessionToken, expect, test } from "./support/fixtures";

// DESIGN §5 gateway: envelope, status codes, field errors, Origin check, and the §7 calls of the
// foundation.

test("findConferenceByDomain answers each seeded host with its own conference", async ({ api, sql }) => {
  const { rows } = await sql.query(`SELECT d.host, c.id, c."nameZh" FROM "ConferenceDomain" d JOIN "Conference" c ON c.id = d."conferenceId"`);
  const hosts = ["demo.localhost", "en.localhost", "zh.localhost", "draft.localhost"];
  for (const host of hosts) {
    const res = await api(host, "/conference/platform/config/website/basic/findConferenceByDomain");
    const row = rows.find((r) => r.host === host);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
    expect(res.json.data.conferenceId).toBe(row.id);
    expect(res.json.data.conferenceName).toBe(row.nameZh);
  }
  const en = await api("en.localhost", "/conference/platform/config/website/basic/findConferenceByDomain");
  expect(en.json.data.languageType).toBe(2);
});

test("an unmapped host and an unknown call answer 404 in the envelope", async ({ api }) => {
  const unmapped = await api("nowhere.example", "/conference/platform/config/website/basic/findConferenceByDomain");
  expect(unmapped.status).toBe(404);
  expect(unmapped.json).toMatchObject({ code: 404, data: null });
  expect(unmapped.json.message).toBeTruthy();
  const unknown = await api("demo.localhost", "/no/such/call");
  expect(unknown.status).toBe(404);
  expect(unknown.json.code).toBe(404);
});

test("a malformed query answers 400 with field errors in the caller's language", async ({ api }) => {
  const bad = await api("demo.localhost", "/home/conference/getDisciplineList?lang=fr");
  expect(bad.status).toBe(400);
  expect(bad.json.code).toBe(400);
  expect(bad.json.data.fieldErrors.lang).toBe("语言只能是 zh 或 en");
  const missing = await api("en.localhost", "/home/conference/getDisciplineList");
  expect(missing.status).toBe(400);
  expect(missing.json.data.fieldErrors.lang).toBe("This field is required");
});

test("getDisciplineList and fixedAndPublish answer in the asked language", async ({ api }) => {
  const zh = await api("demo.localhost", "/home/conference/getDisciplineList?lang=zh");
  const en = await api("demo.localhost", "/home/conference/getDisciplineList?lang=en");
  expect(zh.json.data.length).toBeGreaterThan(5);
  expect(zh.json.data[0].title).toBe(zh.json.data[0].zhTitle);
  expect(en.json.data[0].title).toBe(en.json.data[0].enTitle);
  const menus = await api("demo.localhost", "/conference/menu/config/fixedAndPublish?lang=en");
  expect(menus.status).toBe(200);
  expect(menus.json.data.map((m: { title: string }) => m.title)).toContain("About");
});

test("site configuration and module flags", async ({ api }) => {
  const cfg = await api("demo.localhost", "/conference/platform/config/website/findConferenceWebsiteConfig");
  expect(cfg.json.data).toMatchObject({ registerFlag: true, registerNum: 500, languageType: 3, conference: { status: 4 } });
  expect(cfg.json.data.registerConfigBasic.registerRule).toBe("REGISTER_FIRST_AND_PAY_LATER");
  const modules = await api("demo.localhost", "/conference/module/getModuleByConfId", { method: "POST", body: {} });
  expect(modules.json.data.register).toBe(true);
});

test("state-changing calls from another origin are refused", async ({ api, port }) => {
  const res = await api("demo.localhost", "/conference/module/getModuleByConfId", { method: "POST", body: {}, headers: { origin: "http://evil.example" } });
  expect(res.status).toBe(403);
  const same = await api("demo.localhost", "/conference/module/getModuleByConfId", {
    method: "POST",
    body: {},
    headers: { origin: `http://demo.localhost:${port}` },
  });
  expect(same.status).toBe(200);
});

test("isAdmin: sign-in required, true only for the platform administrator", async ({ api, sql }) => {
  expect((await api("demo.localhost", "/base/admin/isAdmin")).status).toBe(401);
  const admin = await createSessionToken(sql, "admin@example.org");
  const bob = await createSessionToken(sql, "bob@example.org");
  expect((await api("demo.localhost", "/base/admin/isAdmin", { token: admin })).json.data).toBe(true);
  expect((await api("demo.localhost", "/base/admin/isAdmin", { token: bob })).json.data).toBe(false);
  expect((await api("demo.localhost", "/base/admin/isAdmin?cstnetId=someone-else", { token: bob })).status).toBe(403);
});

test("health is liveness; readiness reports the database, migrations, storage and a worker", async ({ api }) => {
  const res = await api("demo.localhost", "/health");
  expect(res.status).toBe(200);
  expect(res.json.data.status).toBe("up");
  const ready = await api("demo.localhost", "/ready");
  expect(ready.status).toBe(200);
  expect(ready.json.data).toEqual({ database: { ok: true }, migrations: { ok: true }, storage: { ok: true }, worker: { ok: true } });
});
