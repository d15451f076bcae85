import { rawRequest } from "../support/http";
import { createSessionToken, expect, test } from "./support/fixtures";

// What an attacker tried against the production server, each answered as it must be.

test("per-IP limits follow the socket, not a client-supplied X-Forwarded-For", async ({ port, sql }) => {
  const from = "127.0.0.77"; // a real loopback source address of its own
  await sql.query(`DELETE FROM "VerificationCode" WHERE ip = $1`, [from]);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await rawRequest({
      port,
      host: `demo.localhost:${port}`,
      path: "/api/conference/conferenceRegUserConfig/sendEmailCode",
      method: "POST",
      from,
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `198.51.100.${i}` },
      body: JSON.stringify({ email: `xff-${i}-${Date.now()}@example.org`, type: "registerCode" }),
    });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  expect(statuses[10]).toBe(429); // ten per hour per IP, whatever the header claims
  const { rows } = await sql.query(`SELECT DISTINCT ip FROM "VerificationCode" WHERE email LIKE 'xff-%'`);
  expect(rows.map((r) => r.ip)).toEqual([from]);
});

test("forwarded proto and host cannot steer redirects", async ({ port }) => {
  const res = await rawRequest({
    port,
    host: `demo.localhost:${port}`,
    path: "/profile/userInfo",
    headers: { "x-forwarded-proto": "https://evil.example/x?", "x-forwarded-host": "evil.example" },
  });
  expect(res.status).toBe(307);
  expect(res.headers.location).toBe(`http://demo.localhost:${port}/conferencelogin?redirect=%2Fprofile%2FuserInfo`);
});

test("pages carry a nonce CSP that Next's own scripts satisfy, and the hardening headers", async ({ page, at }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto(at("demo.localhost", "/conferencelogin"));
  const h = res!.headers();
  const csp = h["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["strict-transport-security"]).toBeUndefined(); // plain HTTP: no HSTS
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const scripts = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  // Hydrated under the policy: the client-side form works (the email field validates on submit).
  await page
    .getByRole("button", { name: /登录|Sign in/ })
    .first()
    .click();
  await expect(page.getByText(/此项为必填项|This field is required/).first()).toBeVisible();
  const again = await page.goto(at("demo.localhost", "/conferencelogin"));
  expect(/'nonce-([^']+)'/.exec(again!.headers()["content-security-policy"])![1]).not.toBe(nonce); // fresh per request
  expect(violations).toEqual([]);
});

test("page paths that proxy.ts's matcher skips (a dot in the last segment) carry the CSP whose nonce their scripts have", async ({ port }) => {
  for (const path of ["/page/1.x", "/foo.bar"]) {
    const res = await rawRequest({ port, host: `demo.localhost:${port}`, path });
    expect(res.headers["content-type"], path).toMatch(/^text\/html/);
    const csp = String(res.headers["content-security-policy"] ?? "");
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const stamped = [...res.text.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);
    expect(stamped.length, path).toBeGreaterThan(0);
    expect(
      stamped.every((n) => n === nonce),
      path,
    ).toBe(true);
  }
});

test("hostile input Next would answer 500 gets a 4xx envelope: a malformed %-escape, a server action from a foreign origin or with an undecodable body", async ({
  port,
}) => {
  const host = `demo.localhost:${port}`;
  const bad = await rawRequest({ port, host, path: "/api/%E0%A4%A" });
  expect(bad.status).toBe(400);
  expect(bad.json()).toMatchObject({ code: 400, data: null });
  const action = (origin: string, body: string) =>
    rawRequest({
      port,
      host,
      path: "/conferencelogin",
      method: "POST",
      headers: { "next-action": "7f".repeat(21), origin, "content-type": "text/plain;charset=UTF-8", cookie: "locale=en" },
      body,
    });
  for (const origin of ["https://evil.example", "null"]) {
    const foreign = await action(origin, "[]");
    expect(foreign.status, origin).toBe(403);
    expect(foreign.json()).toEqual({ code: 403, data: null, message: "Request origin not allowed." });
  }
  const garbage = await action(`http://${host}`, "{not json");
  expect(garbage.status).toBe(400);
  expect(garbage.json()).toEqual({ code: 400, data: null, message: "The request is malformed." });
});

test("management pages cannot be framed", async ({ port }) => {
  const res = await rawRequest({ port, host: `demo.localhost:${port}`, path: "/platform/manage/user" });
  expect(res.headers["x-frame-options"]).toBe("DENY");
  const api = await rawRequest({ port, host: `demo.localhost:${port}`, path: "/api/health" });
  expect(api.headers["x-content-type-options"]).toBe("nosniff");
});

test("the Origin check compares scheme, host and port", async ({ api, port }) => {
  const call = (origin: string) => api("demo.localhost", "/conference/module/getModuleByConfId", { method: "POST", body: {}, headers: { origin } });
  expect((await call(`http://demo.localhost:${port}`)).status).toBe(200);
  for (const origin of [
    "http://demo.localhost:8080",
    `https://demo.localhost:${port}`,
    `http://evil@demo.localhost:${port}`,
    "http://demo.localhost",
    "null",
  ]) {
    expect((await call(origin)).status, origin).toBe(403);
  }
});

test("an unpublished conference tells visitors only what /unpublished needs", async ({ api, sql }) => {
  const cfg = await api("draft.localhost", "/conference/platform/config/website/findConferenceWebsiteConfig");
  expect(cfg.status).toBe(200);
  expect(cfg.json.data.conferenceName).toBeTruthy();
  expect(cfg.json.data).not.toHaveProperty("contactEmail");
  expect(cfg.json.data).not.toHaveProperty("registerNum");
  for (const path of [
    "/conference/conferenceRegUserConfig/getRuleByConference?version=default",
    "/conference/conferenceUser/getCurrentVersion",
    "/home/conference/getDisciplineList?lang=zh",
  ]) {
    expect((await api("draft.localhost", path)).status, path).toBe(403);
  }
  expect((await api("draft.localhost", "/conference/conferenceUser/countUser", { method: "POST", body: {} })).status).toBe(403);
  const bob = await createSessionToken(sql, "bob@example.org");
  expect((await api("draft.localhost", "/conference/conferenceUser/countUser", { method: "POST", body: {}, token: bob })).status).toBe(403);
  // Its managers still see everything, and can sign in while it is unpublished.
  const manager = await createSessionToken(sql, "manager@example.org");
  const full = await api("draft.localhost", "/conference/platform/config/website/findConferenceWebsiteConfig", { token: manager });
  expect(full.json.data).toHaveProperty("contactEmail");
  expect((await api("draft.localhost", "/conference/conferenceUser/countUser", { method: "POST", body: {}, token: manager })).status).toBe(200);
  const login = await api("draft.localhost", "/base/oauth/localLogin", {
    method: "POST",
    body: { email: "manager@example.org", password: "Symposia-demo-2026" },
    from: "127.0.0.78",
  });
  expect(login.status).toBe(200);
});

test("the organisation sign-in failure page shows only known messages", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/oidcLogin/failed?m=accounts.oidcStateInvalid&d=Call%20+86%20555%20to%20restore%20your%20account"));
  await expect(page.getByTestId("prompt-login-failed")).toBeVisible();
  await expect(page.getByText("restore your account")).toHaveCount(0);
  await page.goto(at("demo.localhost", "/oidcLogin/failed?m=Your%20account%20is%20suspended"));
  await expect(page.getByText("Your account is suspended")).toHaveCount(0);
});
