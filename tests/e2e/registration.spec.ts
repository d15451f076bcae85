import { createUser, expect, test } from "./support/fixtures";

// Registration journeys. Run: NEXT_DIST_DIR=.next-reg E2E_PORT_OFFSET=70 npx playwright test tests/e2e/registration.spec.ts

test("a new account registers on demo with the default form; sees the countdown and lands on the fee screen", async ({ page, context, at, signIn, sql }) => {
  const email = await createUser(sql, "carol");
  await signIn(context, "demo.localhost", email);
  await page.goto(at("demo.localhost", "/conferenceRegister"));
  await page.getByTestId("attend-submit").click();
  await expect(page.getByTestId("notice-error")).toBeVisible();
  await page.getByTestId("attend-notice").check();
  await page.getByTestId("field-telephone").fill("+86 10 1234 5678");
  await page.getByTestId("field-country").locator("xpath=..").click();
  await page.getByRole("option").first().click();
  await page.getByTestId("field-unit").fill("Some Institute");
  await expect(page.getByTestId("field-email")).toHaveValue(email);
  await expect(page.getByTestId("field-email")).toBeDisabled();
  await page.getByTestId("attend-submit").click();
  await expect(page.getByTestId("attend-success")).toContainText("3");
  // §4: fees on and "register then pay" → the fee screen (before it existed, the personal centre).
  await page.waitForURL(at("demo.localhost", "/profile/conference/fee"), { timeout: 10_000 });
  const { rows } = await sql.query(`SELECT "unit", "phone" FROM "Attendee" WHERE email = $1`, [email]);
  expect(rows[0]).toMatchObject({ unit: "Some Institute", phone: "+86 10 1234 5678" });
});

test("a manager of another conference gets 403 for every manage call", async ({ api, sql }) => {
  const token = (await import("./support/fixtures")).createSessionToken;
  const t = await token(sql, "manager@example.org");
  // Every manager-only call of lib/gateway/routes/registration.ts, plus the export route.
  const calls: [string, string, unknown?][] = [
    ["GET", "/conference/admin/register/config/basic/find"],
    ["POST", "/conference/admin/register/config/basic/save", {}],
    ["POST", "/conference/conferenceRegUserConfig/saveOptions", {}],
    ["POST", "/conference/conferenceRegUserConfig/saveCountryOptions", {}],
    ["DELETE", "/conference/conferenceRegUserConfig/deleteOptions?id=1"],
    ["POST", "/conference/conferenceRegUserConfig/saveRules", {}],
    ["DELETE", "/conference/conferenceRegUserConfig/deleteRules?version=default"],
    ["GET", "/conference/conferenceRegUserConfig/getRuleVersion"],
    ["POST", "/conference/conferenceUser/list", {}],
    ["PUT", "/conference/conferenceUser/update", {}],
    ["POST", "/conference/conferenceUser/sendUserEmail", {}],
    ["POST", "/conference/conferenceUser/addUser", { email: "x@example.org" }],
    ["GET", "/conference/conferenceUser/export?format=csv&version=default"],
  ];
  for (const [method, path, body] of calls) {
    const r = await api("en.localhost", path, { method, body, token: t });
    expect(r.status, `${method} ${path}`).toBe(403);
  }
});

test("a manager adds an administrator by email and removes it after confirming; bob gets /403", async ({ page, context, at, signIn, sql }) => {
  const email = "invited-admin@example.org";
  await sql.query(`DELETE FROM "User" WHERE email = $1`, [email]);
  await sql.query(`DELETE FROM "MailOutbox" WHERE "to" = $1`, [email]);
  await signIn(context, "demo.localhost", "manager@example.org");
  await page.goto(at("demo.localhost", "/platform/manage/user"));
  const panel = page.getByTestId("managers-panel");
  await expect(panel.locator('[data-testid="manager-row"][data-email="manager@example.org"]')).toBeVisible();
  await expect(panel.locator('[data-testid="manager-row"][data-email="manager@example.org"]').getByTestId("manager-remove")).toHaveCount(0); // the creator

  await page.getByTestId("manager-email").fill("not-an-email");
  await page.getByTestId("manager-add").click();
  await expect(page.getByTestId("manager-email")).toHaveAttribute("aria-invalid", "true");

  await page.getByTestId("manager-email").fill(email);
  await page.getByTestId("manager-add").click();
  await expect(page.getByTestId("managers-message")).toContainText(email);
  const row = panel.locator(`[data-testid="manager-row"][data-email="${email}"]`);
  await expect(row).toBeVisible();
  const { rows: mails } = await sql.query(`SELECT subject FROM "MailOutbox" WHERE "to" = $1`, [email]);
  expect(mails).toHaveLength(1);

  await page.getByTestId("manager-email").fill(email);
  await page.getByTestId("manager-add").click();
  await expect(page.getByTestId("managers-message")).toHaveClass(/MuiAlert-.*[Ee]rror/);

  await row.getByTestId("manager-remove").click();
  await expect(page.getByTestId("manager-confirm")).toBeVisible();
  await page.getByTestId("manager-confirm-remove").click();
  await expect(row).toHaveCount(0);
  const { rows: roles } = await sql.query(`SELECT 1 FROM "ConferenceUser" cu JOIN "User" u ON u.id = cu."userId" WHERE u.email = $1`, [email]);
  expect(roles).toHaveLength(0);

  await context.clearCookies();
  await signIn(context, "demo.localhost", "bob@example.org");
  await page.goto(at("demo.localhost", "/platform/manage/user"));
  await expect(page).toHaveURL(at("demo.localhost", "/403"));
});

// The whole journey: a version with every field kind, filled in both languages on a desktop and a
// phone viewport, then read by the manager in userDetails and in the XLSX export.
const bi = (zh: string, en: string) => ({ zh, en });
const opt = (value: string, zh: string, en: string, children?: unknown[]) => ({ value, label: bi(zh, en), ...(children ? { children } : {}) });
const JOURNEY_FIELDS = [
  { field: "name", title: bi("姓名", "Name"), type: "input", options: [], validate: ["required"], props: {}, standard: true, order: 0 },
  { field: "email", title: bi("邮箱", "Email"), type: "input", options: [], validate: ["required", "email"], props: {}, standard: true, order: 1 },
  { field: "nick", title: bi("昵称", "Nickname"), type: "input", options: [], validate: ["required"], props: {}, standard: false, order: 2 },
  { field: "bio", title: bi("简介", "Bio"), type: "textarea", options: [], validate: [], props: {}, standard: false, order: 3 },
  { field: "arrival", title: bi("到达日期", "Arrival"), type: "datePicker", options: [], validate: ["required"], props: {}, standard: false, order: 4 },
  {
    field: "meal",
    title: bi("餐食", "Meal"),
    type: "radio",
    options: [opt("veg", "素食", "Vegetarian"), opt("any", "不限", "Any")],
    validate: ["required"],
    props: {},
    standard: false,
    order: 5,
  },
  {
    field: "topics",
    title: bi("主题", "Topics"),
    type: "checkbox",
    options: [opt("hpc", "高性能计算", "HPC"), opt("ml", "机器学习", "Machine learning")],
    validate: ["required"],
    props: {},
    standard: false,
    order: 6,
  },
  {
    field: "session",
    title: bi("分会", "Session"),
    type: "select",
    options: [opt("a", "分会甲", "Session A"), opt("b", "分会乙", "Session B")],
    validate: ["required"],
    props: { multiple: true },
    standard: false,
    order: 7,
  },
  {
    field: "track",
    title: bi("方向", "Track"),
    type: "cascader",
    options: [opt("sci", "理科", "Science", [opt("math", "数学", "Mathematics")])],
    validate: ["required"],
    props: {},
    standard: false,
    order: 8,
  },
  { field: "slides", title: bi("幻灯片", "Slides"), type: "upload", options: [], validate: ["required"], props: {}, standard: false, order: 9 },
  { field: "city", title: bi("省市", "Province/city"), type: "region", options: [], validate: ["required"], props: {}, standard: false, order: 10 },
];
const RUNS = [
  { locale: "zh", mobile: false, L: { veg: "素食", hpc: "高性能计算", a: "分会甲", sci: "理科", math: "数学" } },
  { locale: "en", mobile: false, L: { veg: "Vegetarian", hpc: "HPC", a: "Session A", sci: "Science", math: "Mathematics" } },
  { locale: "zh", mobile: true, L: { veg: "素食", hpc: "高性能计算", a: "分会甲", sci: "理科", math: "数学" } },
  { locale: "en", mobile: true, L: { veg: "Vegetarian", hpc: "HPC", a: "Session A", sci: "Science", math: "Mathematics" } },
] as const;
const journeyEmail = (r: (typeof RUNS)[number]) => `journey-${r.locale}-${r.mobile ? "mobile" : "desk"}@example.org`;

test("every field kind: filled in zh and en on desktop and mobile, then seen in userDetails and the XLSX export", async ({ browser, at, sql }) => {
  test.setTimeout(180_000);
  const { createSessionToken } = await import("./support/fixtures");
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  const emails = RUNS.map(journeyEmail);
  await sql.query(`DELETE FROM "User" WHERE email = ANY($1)`, [emails]);
  await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'journey'`, [conf.id]);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = false WHERE "conferenceId" = $1`, [conf.id]);
  await sql.query(`INSERT INTO "RegisterFormVersion" ("conferenceId", name, "isCurrent", fields, "updatedAt") VALUES ($1, 'journey', true, $2, now())`, [
    conf.id,
    JSON.stringify(JOURNEY_FIELDS),
  ]);
  try {
    for (const run of RUNS) {
      const email = journeyEmail(run);
      await sql.query(`INSERT INTO "User" (email, "trueName", "firstName", "lastName", "updatedAt") VALUES ($1, $2, 'Journey', $3, now())`, [
        email,
        `Journey ${run.locale}`,
        run.locale,
      ]);
      const context = await browser.newContext(
        run.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } },
      );
      const token = await createSessionToken(sql, email);
      await context.addCookies([
        { name: "symposia_session", value: token, domain: "demo.localhost", path: "/", httpOnly: true, sameSite: "Lax" },
        { name: "locale", value: run.locale, domain: "demo.localhost", path: "/" },
      ]);
      const page = await context.newPage();
      await page.goto(at("demo.localhost", "/conferenceRegister"));
      const pick = async (testId: string, option: string) => {
        await page.getByTestId(testId).locator("xpath=..").click();
        await page.getByRole("option", { name: option, exact: true }).click();
      };
      await expect(page.getByText(run.locale === "en" ? "Nickname" : "昵称").first()).toBeVisible();
      await page.getByTestId("attend-notice").check();
      await page.getByTestId("field-name").fill(`Journey ${run.locale} ${run.mobile ? "mobile" : "desk"}`);
      await expect(page.getByTestId("field-email")).toHaveValue(email);
      await page.getByTestId("field-nick").fill(`nick-${run.locale}`);
      await page.getByTestId("field-bio").fill(`bio ${run.locale}`);
      await page.getByTestId("field-arrival").fill("2026-10-01");
      await page.getByTestId("field-meal").getByLabel(run.L.veg).check();
      await page.getByTestId("field-topics").getByLabel(run.L.hpc).check();
      await pick("field-session", run.L.a);
      await page.keyboard.press("Escape"); // the multiple select stays open
      await pick("field-track-0", run.L.sci);
      await pick("field-track-1", run.L.math);
      await page.getByTestId("field-city-0").locator("xpath=..").click();
      await page.getByRole("option").nth(1).click();
      await page.getByTestId("field-city-1").locator("xpath=..").click();
      await page.getByRole("option").nth(1).click();
      await page
        .getByTestId("upload-slides")
        .setInputFiles({ name: "slides.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% journey\n%%EOF\n") });
      await expect(page.getByTestId("file-slides")).toContainText("slides.pdf");
      await page.getByTestId("attend-submit").click();
      await expect(page.getByTestId("attend-success")).toBeVisible({ timeout: 15_000 });
      await context.close();
    }

    const { rows } = await sql.query(
      `SELECT a.id, a.email, a.answers, v.name AS version FROM "Attendee" a JOIN "RegisterFormVersion" v ON v.id = a."formVersionId" WHERE a.email = ANY($1) ORDER BY a.id`,
      [emails],
    );
    expect(rows.map((r) => r.email)).toEqual(emails);
    for (const r of rows) {
      expect(r.version).toBe("journey");
      expect(r.answers).toMatchObject({ arrival: "2026-10-01", meal: "veg", topics: ["hpc"], session: ["a"], track: ["sci", "math"] });
      expect(r.answers.city).toHaveLength(2);
      const { rows: files } = await sql.query(`SELECT field, "originalName", mime FROM "AttendeeFile" WHERE "attendeeId" = $1`, [r.id]);
      expect(files).toEqual([{ field: "slides", originalName: "slides.pdf", mime: "application/pdf" }]);
    }

    // The manager reads one registration and exports them all (English column titles).
    const manager = await browser.newContext();
    const mt = await createSessionToken(sql, "manager@example.org");
    await manager.addCookies([
      { name: "symposia_session", value: mt, domain: "demo.localhost", path: "/", httpOnly: true, sameSite: "Lax" },
      { name: "locale", value: "en", domain: "demo.localhost", path: "/" },
    ]);
    const mp = await manager.newPage();
    await mp.goto(at("demo.localhost", `/platform/manage/userDetails?id=${rows[1].id}`));
    await expect(mp.getByTestId("field-nick")).toHaveValue("nick-en");
    await expect(mp.getByTestId("field-arrival")).toHaveValue("2026-10-01");
    await expect(mp.getByTestId("attendee-files")).toContainText("slides.pdf");
    await expect(mp.getByText(rows[1].email).first()).toBeVisible();

    await mp.goto(at("demo.localhost", "/platform/manage/user?version=journey"));
    const [download] = await Promise.all([mp.waitForEvent("download"), mp.getByTestId("export-xlsx").click()]);
    expect(download.suggestedFilename()).toBe("registrations-journey.xlsx");
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(["ID", ...JOURNEY_FIELDS.map((f) => f.title.en), "Registered (Asia/Shanghai)"]);
    expect(ws.rowCount).toBe(1 + rows.length);
    const col = (field: string) => 2 + JOURNEY_FIELDS.findIndex((f) => f.field === field);
    for (const [i, r] of rows.entries()) {
      const row = ws.getRow(2 + i);
      expect(Number(row.getCell(1).value)).toBe(r.id);
      expect(row.getCell(col("email")).value).toBe(r.email);
      expect(row.getCell(col("nick")).value).toBe(r.answers.nick);
      expect(row.getCell(col("arrival")).value).toBe("2026-10-01");
      expect(row.getCell(col("meal")).value).toBe("Vegetarian");
      expect(row.getCell(col("topics")).value).toBe("HPC");
      expect(row.getCell(col("session")).value).toBe("Session A");
      expect(row.getCell(col("track")).value).toBe("sci / math");
      expect(row.getCell(col("slides")).value).toMatchObject({
        text: "slides.pdf",
        hyperlink: expect.stringContaining("/api/conference/conferenceUser/file?name="),
      });
    }
    await manager.close();
  } finally {
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
  }
});

test("an upload of a forbidden type or over 20 MB is refused with a message on the field", async ({ page, context, at, sql, signIn }) => {
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'uploads'`, [conf.id]);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = false WHERE "conferenceId" = $1`, [conf.id]);
  const fields = JOURNEY_FIELDS.filter((f) => ["name", "email", "slides"].includes(f.field));
  await sql.query(`INSERT INTO "RegisterFormVersion" ("conferenceId", name, "isCurrent", fields, "updatedAt") VALUES ($1, 'uploads', true, $2, now())`, [
    conf.id,
    JSON.stringify(fields),
  ]);
  try {
    await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
    await signIn(context, "demo.localhost", await createUser(sql, "uploader"));
    await page.goto(at("demo.localhost", "/conferenceRegister"));
    // A script renamed .pdf: the content decides, not the name or the browser's type.
    await page.getByTestId("upload-slides").setInputFiles({ name: "slides.pdf", mimeType: "application/pdf", buffer: Buffer.from("#!/bin/sh\necho hi\n") });
    await expect(page.getByTestId("error-slides")).toHaveText("This file type is not allowed");
    await page
      .getByTestId("upload-slides")
      .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20 * 1024 * 1024)]) });
    await expect(page.getByTestId("error-slides")).toHaveText("Files may be at most 20 MB");
    await expect(page.getByTestId("file-slides")).toHaveCount(0);
  } finally {
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
    await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'uploads'`, [conf.id]);
  }
});

test("an upload after the session expired shows the sign-in-expired alert once, then sign-in returning here", async ({ page, context, at, sql, signIn }) => {
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'expired-upload'`, [conf.id]);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = false WHERE "conferenceId" = $1`, [conf.id]);
  const fields = JOURNEY_FIELDS.filter((f) => ["name", "email", "slides"].includes(f.field));
  await sql.query(`INSERT INTO "RegisterFormVersion" ("conferenceId", name, "isCurrent", fields, "updatedAt") VALUES ($1, 'expired-upload', true, $2, now())`, [
    conf.id,
    JSON.stringify(fields),
  ]);
  try {
    await context.addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
    const token = await signIn(context, "demo.localhost", await createUser(sql, "late-uploader"));
    await page.goto(at("demo.localhost", "/conferenceRegister"));
    await expect(page.getByTestId("upload-slides")).toBeAttached();
    await sql.query(`UPDATE "Session" SET "revokedAt" = now() WHERE "tokenHash" = encode(sha256($1::bytea), 'hex')`, [token]);
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page
      .getByTestId("upload-slides")
      .setInputFiles({ name: "slides.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% late\n%%EOF\n") });
    await page.waitForURL(/\/conferencelogin\?redirect=%2FconferenceRegister$/);
    expect(dialogs).toEqual(["Your sign-in has expired, please sign in again."]);
  } finally {
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
    await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'expired-upload'`, [conf.id]);
  }
});

test("registration settings: rich instructions saved, an end before the start is refused on its field", async ({ page, context, at, signIn, sql }) => {
  const {
    rows: [before],
  } = await sql.query(
    `SELECT "registerInstructionsZh" AS zh, "registerEndDate" AS "end" FROM "RegisterConfig" r JOIN "ConferenceDomain" d ON d."conferenceId" = r."conferenceId" WHERE d.host = 'demo.localhost'`,
  );
  await signIn(context, "demo.localhost", "manager@example.org");
  await page.goto(at("demo.localhost", "/platform/config/register"));
  const zh = page.getByTestId("set-registerInstructionsZh");
  await zh.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" 请携带身份证件。");
  await page.getByTestId("field-registerEndDate").fill("2020-01-01");
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("register-settings")).toContainText("开始日期不能晚于结束日期");
  const {
    rows: [unchanged],
  } = await sql.query(
    `SELECT "registerInstructionsZh" AS zh FROM "RegisterConfig" r JOIN "ConferenceDomain" d ON d."conferenceId" = r."conferenceId" WHERE d.host = 'demo.localhost'`,
  );
  expect(unchanged.zh).toBe(before.zh);

  const end = new Date(before.end.getTime() - before.end.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  await page.getByTestId("field-registerEndDate").fill(end);
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("settings-message")).toHaveText("已保存");
  const {
    rows: [after],
  } = await sql.query(
    `SELECT "registerInstructionsZh" AS zh FROM "RegisterConfig" r JOIN "ConferenceDomain" d ON d."conferenceId" = r."conferenceId" WHERE d.host = 'demo.localhost'`,
  );
  expect(after.zh).toContain("请携带身份证件。");
  await sql.query(
    `UPDATE "RegisterConfig" r SET "registerInstructionsZh" = $1 FROM "ConferenceDomain" d WHERE d."conferenceId" = r."conferenceId" AND d.host = 'demo.localhost'`,
    [before.zh],
  );
});

test("a visitor whose form creates the account uploads a file, and keeps it with the new registration", async ({ page, browser, at, sql }) => {
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  const fields = JOURNEY_FIELDS.filter((f) => ["name", "email", "slides"].includes(f.field));
  await sql.query(
    `DELETE FROM "Attendee" WHERE "formVersionId" IN (SELECT id FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'visitor-files')`,
    [conf.id],
  );
  await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'visitor-files'`, [conf.id]);
  await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = false WHERE "conferenceId" = $1`, [conf.id]);
  await sql.query(`INSERT INTO "RegisterFormVersion" ("conferenceId", name, "isCurrent", fields, "updatedAt") VALUES ($1, 'visitor-files', true, $2, now())`, [
    conf.id,
    JSON.stringify(fields),
  ]);
  await sql.query(`UPDATE "RegisterConfig" SET "allowAccountCreation" = true WHERE "conferenceId" = $1`, [conf.id]);
  const pdf = { name: "slides.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% visitor\n%%EOF\n") };
  try {
    await page.context().addCookies([{ name: "locale", value: "en", domain: "demo.localhost", path: "/" }]);
    await page.goto(at("demo.localhost", "/conferenceRegister"));
    const email = `uploader-${Date.now()}@example.org`;
    await page.getByTestId("attend-notice").check();
    await page.getByTestId("field-name").fill("Uma Uploader");
    await page.getByTestId("field-email").fill(email);
    await page.getByTestId("upload-slides").setInputFiles(pdf);
    await expect(page.getByTestId("file-slides")).toHaveText("slides.pdf");
    // The upload is bound to this browser by an HttpOnly cookie, not to the session (there is none).
    const owner = (await page.context().cookies()).find((c) => c.name === "symposia_upload_owner");
    expect(owner).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect((await page.context().cookies()).find((c) => c.name === "symposia_session")).toBeUndefined();

    await page.getByTestId("field-account.password").fill("Uploader-pass-2026");
    await page.getByTestId("field-account.confirmPassword").fill("Uploader-pass-2026");
    await page.getByTestId("send-code").click();
    const codeMail = async () =>
      (await sql.query(`SELECT text FROM "MailOutbox" WHERE "to" = $1 ORDER BY id DESC LIMIT 1`, [email])).rows[0]?.text as string | undefined;
    await expect.poll(codeMail).toMatch(/\b\d{6}\b/);
    await page.getByTestId("field-account.code").fill(/\b(\d{6})\b/.exec((await codeMail())!)![1]);
    await page.getByTestId("attend-submit").click();
    await expect(page.getByTestId("attend-success")).toBeVisible();
    const { rows } = await sql.query(
      `SELECT f."originalName" FROM "AttendeeFile" f JOIN "Attendee" a ON a.id = f."attendeeId" JOIN "User" u ON u.id = a."userId" WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ originalName: "slides.pdf" }]);

    // Without account creation a visitor may not upload at all.
    await sql.query(`UPDATE "RegisterConfig" SET "allowAccountCreation" = false WHERE "conferenceId" = $1`, [conf.id]);
    const other = await browser.newPage();
    await other.goto(at("demo.localhost", "/"));
    const status = await other.evaluate(async () => {
      const body = new FormData();
      body.append("file", new File(["%PDF-1.4\n%%EOF\n"], "a.pdf", { type: "application/pdf" }));
      return (await fetch("/api/conference/conferenceUser/temp/upload", { method: "POST", body })).status;
    });
    expect(status).toBe(401);
    await other.close();
  } finally {
    await sql.query(`UPDATE "RegisterConfig" SET "allowAccountCreation" = false WHERE "conferenceId" = $1`, [conf.id]);
    await sql.query(`UPDATE "RegisterFormVersion" SET "isCurrent" = (name = 'default') WHERE "conferenceId" = $1`, [conf.id]);
    await sql.query(
      `DELETE FROM "Attendee" WHERE "formVersionId" IN (SELECT id FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'visitor-files')`,
      [conf.id],
    );
    await sql.query(`UPDATE "RegisterConfig" SET "registeredCount" = (SELECT count(*) FROM "Attendee" WHERE "conferenceId" = $1) WHERE "conferenceId" = $1`, [
      conf.id,
    ]);
    await sql.query(`DELETE FROM "RegisterFormVersion" WHERE "conferenceId" = $1 AND name = 'visitor-files'`, [conf.id]);
  }
});
