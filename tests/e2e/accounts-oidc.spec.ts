import type { Page } from "@playwright/test";
import { startTestOidcProvider, type TestOidcProvider } from "../support/oidc-provider";
import { expect, test } from "./support/fixtures";
import { E2E_OIDC_CLIENT, E2E_OIDC_PORT, E2E_SERVERS } from "./support/servers";

// Organisation sign-in against a real oidc-provider on loopback, configured as
// the "cstnet" provider; each host gets back to itself; a tampered state is refused.
test.describe.configure({ mode: "serial" });

let op: TestOidcProvider;
test.beforeAll(async () => {
  const hosts = ["demo.localhost", "en.localhost"];
  const ports = E2E_SERVERS.map((s) => s.port);
  op = await startTestOidcProvider({
    port: E2E_OIDC_PORT,
    clientId: E2E_OIDC_CLIENT.clientId,
    clientSecret: E2E_OIDC_CLIENT.clientSecret,
    redirectUris: hosts.flatMap((h) => ports.map((p) => `http://${h}:${p}/oidcLogin`)),
    postLogoutRedirectUris: hosts.flatMap((h) => ports.map((p) => `http://${h}:${p}/`)),
  });
});
test.afterAll(async () => {
  await op?.stop();
});

/** The provider's development screens: any login name, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

for (const host of ["demo.localhost", "en.localhost"]) {
  test(`organisation sign-in on ${host} returns to ${host} with a session`, async ({ page, at, sql }) => {
    const login = `org-${host.split(".")[0]}-${Date.now()}`;
    await page.goto(at(host, "/conferencelogin?redirect=%2Fprofile%2FuserInfo"));
    const start = page.getByTestId("provider-cstnet");
    await expect(start).toHaveAttribute("href", "/oidcLogin/start?provider=cstnet&returnTo=%2Fprofile%2FuserInfo");
    // The test servers configure cstnet only: the directory's other common providers get no button.
    await expect(page.locator('[data-testid^="provider-"]')).toHaveCount(1);
    await start.click();
    await signInAtProvider(page, login);
    await page.waitForURL(at(host, "/profile/userInfo"));
    await expect(page.getByTestId("info-email")).toHaveText(`${login}@example.org`);
    const { rows } = await sql.query(`SELECT "cstnetId" FROM "User" WHERE email = $1`, [`${login}@example.org`]);
    expect(rows[0].cstnetId).toBe(login); // the provider's subject
    const state = await sql.query(`SELECT host, "consumedAt", length(nonce) AS n FROM "OidcLoginState" ORDER BY id DESC LIMIT 1`);
    expect(state.rows[0]).toMatchObject({ host, n: 16 });
    expect(state.rows[0].consumedAt).not.toBeNull();
  });
}

// The search's "go to" uses the entry's redirectUrl from §7 getEdugainInfo.
test("an institution found by search starts sign-in at its own start address and comes back here", async ({ page, at }) => {
  const login = `org-search-${Date.now()}`;
  await page.goto(at("demo.localhost", "/conferencelogin?redirect=%2Fprofile%2FuserInfo"));
  // Typing before hydration is lost when React takes over the input: wait until it has.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("locale"))).not.toBeNull();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/conference/conferenceUser/getEdugainInfo"));
  await page.getByTestId("org-search").fill("Physics");
  const entries = (await (await answer).json()).data as { entityId: string; redirectUrl: string }[];
  expect(entries.map((e) => new URL(e.redirectUrl).pathname)).toEqual(["/oidcLogin/start"]);
  await page.getByRole("option", { name: /物理研究所/ }).click();
  const go = page.getByTestId("org-go");
  await expect(go).toHaveAttribute("href", `/oidcLogin/start?entity=${encodeURIComponent(entries[0].entityId)}&returnTo=%2Fprofile%2FuserInfo`);
  await go.click();
  await signInAtProvider(page, login);
  await page.waitForURL(at("demo.localhost", "/profile/userInfo"));
  await expect(page.getByTestId("info-email")).toHaveText(`${login}@example.org`);
});

/** The provider's authorization URL that /oidcLogin/start answers (the bind cookie lands in the page's context). */
async function authorizationUrl(page: Page, port: number, host: string): Promise<URL> {
  // Node cannot resolve *.localhost: call 127.0.0.1 with the conference's Host header.
  const r = await page.request.get(`http://127.0.0.1:${port}/oidcLogin/start?provider=cstnet`, { headers: { host: `${host}:${port}` }, maxRedirects: 0 });
  expect(r.status()).toBe(303);
  const bind = /symposia_oidc=([^;]+)/.exec(r.headers()["set-cookie"] ?? "")![1];
  await page.context().addCookies([{ name: "symposia_oidc", value: bind, domain: host, path: "/", httpOnly: true, sameSite: "Lax" }]);
  return new URL(r.headers()["location"]);
}

test("a tampered state is refused and no session starts", async ({ page, at, port }) => {
  await page.context().addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
  const auth = await authorizationUrl(page, port, "demo.localhost");
  const state = auth.searchParams.get("state")!;
  auth.searchParams.set("state", state.slice(0, -1) + (state.endsWith("a") ? "b" : "a"));
  await page.goto(auth.href);
  await signInAtProvider(page, `tamper-${Date.now()}`);
  await expect(page.getByTestId("prompt-login-failed")).toContainText("The sign-in request is invalid or has expired");
  expect((await page.context().cookies()).some((c) => c.name === "symposia_session")).toBe(false);
  await page.waitForURL(at("demo.localhost", "/"), { timeout: 10_000 });
});

test("a callback on another host than the one that started is refused", async ({ page, port, sql }) => {
  const auth = await authorizationUrl(page, port, "demo.localhost");
  const state = auth.searchParams.get("state")!;
  // the provider sends the code to en.localhost (also registered); the browser even carries the state cookie there
  auth.searchParams.set("redirect_uri", auth.searchParams.get("redirect_uri")!.replace("demo.localhost", "en.localhost"));
  await page.context().addCookies([{ name: "symposia_oidc", value: state, domain: "en.localhost", path: "/" }]);
  await page.goto(auth.href);
  await signInAtProvider(page, `hop-${Date.now()}`);
  await expect(page.getByTestId("prompt-login-failed")).toBeVisible();
  expect(new URL(page.url()).hostname).toBe("en.localhost");
  expect((await page.context().cookies()).some((c) => c.name === "symposia_session")).toBe(false);
  expect((await sql.query(`SELECT "consumedAt" FROM "OidcLoginState" WHERE state = $1`, [state])).rows[0].consumedAt).toBeNull();
});

test("autologon on any page starts organisation sign-in and comes back to that page", async ({ page, at }) => {
  const login = `auto-${Date.now()}`;
  await page.goto(at("demo.localhost", "/profile/userInfo?autologon=1"));
  await signInAtProvider(page, login);
  await page.waitForURL(at("demo.localhost", "/profile/userInfo"));
  await expect(page.getByTestId("info-email")).toHaveText(`${login}@example.org`);
});

test("exit revokes the session and goes through the provider's logout", async ({ page, at, sql }) => {
  const login = `bye-${Date.now()}`;
  await page.goto(at("demo.localhost", "/profile/userInfo?autologon=cstnet"));
  await signInAtProvider(page, login);
  await page.waitForURL(at("demo.localhost", "/profile/userInfo"));
  const token = (await page.context().cookies()).find((c) => c.name === "symposia_session")!.value;
  const seen: string[] = [];
  page.on("request", (r) => seen.push(r.url()));
  await page.getByTestId("account-button").click(); // exit lives in the account menu
  await page.getByTestId("nav-exit").click();
  await expect.poll(() => seen.some((u) => u.startsWith(`http://127.0.0.1:${E2E_OIDC_PORT}/session/end`))).toBe(true);
  const { rows } = await sql.query(`SELECT "revokedAt" FROM "Session" WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [token]);
  expect(rows[0].revokedAt).not.toBeNull();
});
