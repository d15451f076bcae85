import { createSessionToken, expect, test } from "./support/fixtures";

// SPEC §2 route guard. Runs against both servers: with proxy.ts on, and with it switched off
// (SYMPOSIA_DISABLE_PROXY=1), where pages and the gateway must deny by themselves.

test("anonymous personal centre → sign-in with the path in redirect", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/profile/userInfo"));
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/conferencelogin?redirect=%2Fprofile%2FuserInfo");
});

test("the query string survives the sign-in redirect", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/platform/manage/user?page=2"));
  expect(new URL(page.url()).searchParams.get("redirect")).toBe("/platform/manage/user?page=2");
});

test("unpublished conference: anonymous → /unpublished, prompt pages stay, manager sees home", async ({ page, browser, at, signIn }) => {
  await page.goto(at("draft.localhost", "/"));
  await expect(page).toHaveURL(at("draft.localhost", "/unpublished"));
  await expect(page.getByTestId("prompt-unpublished")).toBeVisible();
  await page.goto(at("draft.localhost", "/403"));
  await expect(page).toHaveURL(at("draft.localhost", "/403"));

  const bob = await browser.newContext();
  await signIn(bob, "draft.localhost", "bob@example.org");
  const bobPage = await bob.newPage();
  await bobPage.goto(at("draft.localhost", "/"));
  await expect(bobPage).toHaveURL(at("draft.localhost", "/unpublished"));
  await bob.close();

  const manager = await browser.newContext();
  await signIn(manager, "draft.localhost", "manager@example.org");
  const mPage = await manager.newPage();
  await mPage.goto(at("draft.localhost", "/"));
  await expect(mPage).toHaveURL(at("draft.localhost", "/"));
  await expect(mPage.getByTestId("conference-name")).toBeVisible();
  await manager.close();
});

test("a participant under /platform → /403", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "bob@example.org");
  await page.goto(at("demo.localhost", "/platform/manage/user"));
  await expect(page).toHaveURL(at("demo.localhost", "/403"));
  await expect(page.getByTestId("prompt-403")).toBeVisible();
});

test("a reviewer is confined to /platform/submissionManage", async ({ page, context, at, signIn }) => {
  await signIn(context, "demo.localhost", "reviewer@example.org");
  await page.goto(at("demo.localhost", "/platform/manage/order"));
  await expect(page).toHaveURL(at("demo.localhost", "/403"));
  await page.goto(at("demo.localhost", "/platform/submissionManage/index"));
  await expect(page).toHaveURL(at("demo.localhost", "/platform/submissionManage/index"));
  // The review area is theirs: the list of what was assigned to them, and the submitters.
  await expect(page.getByTestId("submission-list")).toBeVisible();
  await page.goto(at("demo.localhost", "/platform/submissionManage/user"));
  await expect(page.getByTestId("submitters")).toBeVisible();
  for (const path of ["/platform/manage/contribute", "/platform/config/contribute"]) {
    await page.goto(at("demo.localhost", path));
    await expect(page, path).toHaveURL(at("demo.localhost", "/403"));
  }
});

// Every site-building screen and the administrator's area, for the demo's manager on a
// conference they do not manage — with proxy.ts on and off (this spec runs on both servers).
test("the demo's manager is denied every site-building and administration page of en.localhost", async ({ page, context, at, signIn, sql }) => {
  await signIn(context, "en.localhost", "manager@example.org");
  const id = (await sql.query(`SELECT id FROM "SitePage" ORDER BY id LIMIT 1`)).rows[0].id;
  const paths = [
    "/platform/config/website",
    "/platform/publish",
    "/platform/config/exterior",
    "/platform/config/exterior/list",
    "/platform/config/exterior/add",
    "/platform/config/exterior/edit/1",
    "/platform/config/page/list",
    "/platform/config/page/add",
    `/platform/config/page/edit/${id}`,
    `/platform/config/page/preview/${id}`,
    "/platform/config/template/list",
    "/platform/config/template/add",
    "/platform/config/template/edit/1",
    "/platform/config/menu",
    "/admin",
    "/admin/requests",
    "/admin/conferences/new",
    "/admin/conferences/1",
  ];
  for (const path of paths) {
    await page.goto(at("en.localhost", path));
    await expect(page, path).toHaveURL(at("en.localhost", "/403"));
  }
});

// The fee, payment, order and receipt screens, for the demo's manager on a conference they
// neither manage nor attend — with proxy.ts on and off. Management pages answer /403; the
// participant's pages send a non-attendee to registration.
test("the demo's manager is denied every fee, payment, order and receipt page of en.localhost", async ({ page, context, at, signIn }) => {
  await signIn(context, "en.localhost", "manager@example.org");
  for (const path of ["/platform/config/fee", "/platform/config/pay", "/platform/manage/order", "/platform/manage/order/1", "/platform/manage/receipt"]) {
    await page.goto(at("en.localhost", path));
    await expect(page, path).toHaveURL(at("en.localhost", "/403"));
  }
  for (const path of [
    "/profile/conference/fee",
    "/profile/conference/fee/register/update/1",
    "/profile/conference/fee/optional/update/1",
    "/profile/order/list",
    "/profile/order/pay/goto/1",
    "/profile/order/pay/goto/result/P20261123-ABCDEFGH",
    "/profile/order/receipt/1",
  ]) {
    await page.goto(at("en.localhost", path));
    // SPEC §6: the countdown page first, which then goes on to /conferenceRegister.
    await expect(page, path).toHaveURL(at("en.localhost", "/registerFirst"));
  }
});

// The submission screens and their gateway calls, for the demo's manager on a conference
// they neither manage nor review — with proxy.ts on and off.
test("the demo's manager is denied every submission page and call of en.localhost", async ({ page, context, at, signIn, api, sql }) => {
  await signIn(context, "en.localhost", "manager@example.org");
  for (const path of [
    "/platform/config/contribute",
    "/platform/manage/contribute",
    "/platform/submissionManage/index",
    "/platform/submissionManage/user",
    "/platform/submissionManage/contribute/detail?userId=1",
    "/platform/submissionManage/submission/detail?id=1",
    "/platform/manage/contribute/abstract-book",
  ]) {
    await page.goto(at("en.localhost", path));
    await expect(page, path).toHaveURL(at("en.localhost", "/403"));
  }
  const token = await createSessionToken(sql, "manager@example.org");
  for (const path of [
    "/conference/platform/manage/contribute/list",
    "/conference/platform/manage/contribute/export?format=csv",
    "/conference/platform/manage/contribute/zip",
    "/conference/submissionManage/list",
    "/conference/submissionManage/detail/1",
    "/conference/submissionManage/file/1",
    "/conference/platform/manage/abstractBook/status",
    "/conference/platform/manage/abstractBook/file",
  ]) {
    const res = await api("en.localhost", path, { token });
    expect(res.status, path).toBe(403);
  }
});

// The hotel screens and their gateway calls, for the demo's manager on a conference they
// neither manage nor attend — with proxy.ts on and off.
test("the demo's manager is denied every hotel page and call of en.localhost", async ({ page, context, at, signIn, api, sql }) => {
  await signIn(context, "en.localhost", "manager@example.org");
  for (const path of ["/platform/config/hotel", "/platform/manage/hotel", "/platform/manage/hotel?view=occupancy"]) {
    await page.goto(at("en.localhost", path));
    await expect(page, path).toHaveURL(at("en.localhost", "/403"));
  }
  await page.goto(at("en.localhost", "/profile/hotel/order"));
  await expect(page).toHaveURL(at("en.localhost", "/registerFirst"));
  const token = await createSessionToken(sql, "manager@example.org");
  for (const path of [
    "/conference/platform/config/hotel/find",
    "/conference/platform/manage/hotel/list",
    "/conference/platform/manage/hotel/occupancy",
    "/conference/platform/manage/hotel/export?format=csv",
    "/conference/platform/manage/hotel/roomingList",
    "/conference/hotel/mine",
  ]) {
    const res = await api("en.localhost", path, { token });
    expect(res.status, path).toBe(403);
  }
  const cancel = await api("en.localhost", "/conference/platform/manage/hotel/cancel", { token, method: "POST", body: { reservationId: 1, reason: "x" } });
  expect(cancel.status).toBe(403);
});

// manage/userFeedBack and its gateway calls, for the demo's manager on a conference they
// neither manage nor attend — with proxy.ts on and off.
test("the demo's manager is denied manage/userFeedBack and its calls on en.localhost", async ({ page, context, at, signIn, api, sql }) => {
  await signIn(context, "en.localhost", "manager@example.org");
  for (const path of ["/platform/manage/userFeedBack", "/platform/manage/userFeedBack?id=1&status=OPEN"]) {
    await page.goto(at("en.localhost", path));
    await expect(page, path).toHaveURL(at("en.localhost", "/403"));
  }
  await page.goto(at("en.localhost", "/profile/feedBackDetails?id=1"));
  await expect(page).toHaveURL(at("en.localhost", "/registerFirst"));
  const token = await createSessionToken(sql, "manager@example.org");
  const M = "/conference/platform/manage/feedback";
  for (const path of [`${M}/list`, `${M}/detail/1`, `${M}/export?format=csv`, `${M}/visitors`, "/conference/feedback/mine"]) {
    const res = await api("en.localhost", path, { token });
    expect(res.status, path).toBe(403);
  }
  for (const [path, body] of [
    [`${M}/reply`, { id: 1, body: "x" }],
    [`${M}/close`, { id: 1 }],
    [`${M}/reopen`, { id: 1 }],
    [`${M}/visitors`, { on: true }],
  ] as const) {
    expect((await api("en.localhost", path, { token, method: "POST", body })).status, path).toBe(403);
  }
});

test("roles are per conference: the demo reviewer is nobody on en.localhost", async ({ page, context, at, signIn }) => {
  await signIn(context, "en.localhost", "reviewer@example.org");
  await page.goto(at("en.localhost", "/platform/submissionManage/index"));
  await expect(page).toHaveURL(at("en.localhost", "/403"));
});

test("an unknown path answers the 404 page with status 404", async ({ page, at }) => {
  const res = await page.goto(at("demo.localhost", "/no/such/page"));
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId("prompt-404")).toBeVisible();
  const explicit = await page.goto(at("demo.localhost", "/404"));
  expect(explicit?.status()).toBe(404);
});

test("the gateway denies by itself: 401 anonymous, 403 participant, 403 other conference's manager", async ({ api, sql }) => {
  const path = "/conference/platform/findConferenceStatus";
  expect((await api("demo.localhost", path)).status).toBe(401);
  const bob = await createSessionToken(sql, "bob@example.org");
  const bobRes = await api("demo.localhost", path, { token: bob });
  expect(bobRes.status).toBe(403);
  expect(bobRes.json.code).toBe(403);
  const manager = await createSessionToken(sql, "manager@example.org");
  expect((await api("demo.localhost", path, { token: manager })).json.data.status).toBe(4);
  expect((await api("en.localhost", path, { token: manager })).status).toBe(403);
});

test("an expired session on a page load: the sign-in-expired alert once, then sign-in returning here", async ({ page, context, at, signIn, sql }) => {
  const token = await signIn(context, "demo.localhost", "alice@example.org");
  const { createHash } = await import("node:crypto");
  await sql.query(`UPDATE "Session" SET "revokedAt" = now() WHERE "tokenHash" = $1`, [createHash("sha256").update(token).digest("hex")]);
  const alerts: string[] = [];
  page.on("dialog", (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await page.goto(at("demo.localhost", "/profile/userInfo"));
  await expect.poll(() => alerts.length).toBe(1);
  expect(alerts[0]).toBe("登录已过期，请重新登录。");
  await expect(page).toHaveURL(at("demo.localhost", "/conferencelogin?redirect=%2Fprofile%2FuserInfo"));
  await page.reload();
  await expect(page.getByTestId("account-login")).toBeVisible();
  expect(alerts).toHaveLength(1);
});
