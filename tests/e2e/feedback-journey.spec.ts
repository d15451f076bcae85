import { devices, type Browser, type BrowserContext, type BrowserContextOptions } from "@playwright/test";
import { docx } from "../support/docx";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";
import { expect, test } from "./support/fixtures";
import { answerPicture, choose, noOverflow, removeE2eFeedback } from "./support/feedback";
import { E2E_SMTP_AUTH, E2E_SMTP_PORT } from "./support/servers";

// The feedback journey in Chromium: alice, in English on a phone, sends
// feedback with a .docx (solving the verification picture); the manager replies in
// manage/userFeedBack; alice reads the reply on feedBackDetails and finds its notice on
// /profile/notice; the reply mail reaches the SMTP server in English. (guards.spec.ts holds the
// other conference's manager off, proxy on and off.) The demo's mail setting is put back and the
// feedback made here ("E2E Journey …") removed.

const DEMO = "demo.localhost";
const ALICE = "alice@example.org";
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices["iPhone 13"].userAgent, isMobile: true, hasTouch: true };
const TITLE = "E2E Journey: airport shuttle";
const REPLY = "A shuttle leaves terminal 3 every hour from 8:00.\nLook for the conference sign.";

test.describe.configure({ mode: "serial" });

let smtp: TestSmtpServer;
let demoId = 0;
let feedbackId = 0;
let mailActive: boolean | null = null;

test.beforeAll(async ({ sql }) => {
  smtp = await startTestSmtpServer({ port: E2E_SMTP_PORT, user: E2E_SMTP_AUTH.user, pass: E2E_SMTP_AUTH.pass });
  demoId = (await sql.query<{ id: number }>(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = $1`, [DEMO])).rows[0].id;
  mailActive = (await sql.query(`SELECT active FROM "MailConfig" WHERE "conferenceId" = $1`, [demoId])).rows[0]?.active ?? null;
  // Mail through the platform's SMTP, i.e. this spec's server.
  await sql.query(`UPDATE "MailConfig" SET active = false WHERE "conferenceId" = $1`, [demoId]);
  await removeE2eFeedback(sql);
});

test.afterAll(async ({ sql }) => {
  await smtp?.stop();
  await removeE2eFeedback(sql);
  if (mailActive !== null) await sql.query(`UPDATE "MailConfig" SET active = $2 WHERE "conferenceId" = $1`, [demoId, mailActive]);
});

async function person(
  browser: Browser,
  signIn: (c: BrowserContext, h: string, e: string) => Promise<string>,
  email: string,
  locale: string,
  device: BrowserContextOptions,
) {
  const context = await browser.newContext(device);
  await context.addCookies([{ name: "locale", value: locale, domain: DEMO, path: "/" }]);
  await signIn(context, DEMO, email);
  return { context, page: await context.newPage() };
}

test("alice, in English on a phone, sends feedback with a .docx", async ({ browser, signIn, at, sql }) => {
  const { context, page } = await person(browser, signIn, ALICE, "en", PHONE);
  await page.goto(at(DEMO, "/profile/feedback"));
  await expect(page.getByRole("heading", { name: "Feedback", level: 1 })).toBeVisible();
  await page.getByTestId("field-title").fill(TITLE);
  await page.getByTestId("field-phone").fill("+44 20 7946 0958");
  await choose(page, "Type", "Question");
  await choose(page, "For", "Hotel & travel");
  await page.getByTestId("field-content").fill("Is there a shuttle from the airport on the first day?");
  const word = await docx("Flight BA 39, landing at 06:40 on the first day.");
  await page.getByTestId("feedback-file-input").setInputFiles({
    name: "E2E travel plan.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: word,
  });
  await expect(page.getByTestId("feedback-file-chosen")).toContainText("E2E travel plan.docx");
  await answerPicture(page, context, sql);
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("journey-form-en-phone.png"), fullPage: true });
  await page.getByTestId("feedback-submit").click();

  await page.waitForURL(/\/profile\/feedBackDetails\?id=\d+$/);
  feedbackId = Number(new URL(page.url()).searchParams.get("id"));
  await expect(page.getByTestId("feedback-file-name")).toHaveText("E2E travel plan.docx");
  await expect(page.getByTestId("feedback-status")).toHaveText("Awaiting reply");
  const row = (
    await sql.query(
      `SELECT f.phone, f.locale, f.type, f.recipient, ff.size, ff.mime FROM "Feedback" f JOIN "FeedbackFile" ff ON ff."feedbackId" = f.id WHERE f.id = $1`,
      [feedbackId],
    )
  ).rows[0];
  expect(row).toEqual({
    phone: "+442079460958",
    locale: "en",
    type: "consultation",
    recipient: "hotel",
    size: word.byteLength,
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  });
  await context.close();
});

test("the manager replies in manage/userFeedBack", async ({ browser, signIn, at }) => {
  const { context, page } = await person(browser, signIn, "manager@example.org", "zh", DESKTOP);
  await page.goto(at(DEMO, "/platform/manage/userFeedBack"));
  const row = page.locator(`[data-testid="feedback-row"][data-id="${feedbackId}"]`);
  await expect(row.getByTestId("feedback-status")).toHaveText("待回复");
  await row.getByTestId("feedback-open").click();
  const drawer = page.getByTestId("feedback-drawer");
  await expect(drawer.getByTestId("feedback-file-name")).toHaveText("E2E travel plan.docx");
  await drawer.getByTestId("field-body").fill(REPLY);
  await drawer.getByTestId("feedback-message-submit").click();
  await expect(drawer.getByTestId("form-message")).toHaveText("回复已发送。");
  await expect(drawer.getByTestId("feedback-status")).toHaveText("已回复");
  await context.close();
});

test("alice reads the reply on feedBackDetails and finds its notice", async ({ browser, signIn, at }) => {
  const { context, page } = await person(browser, signIn, ALICE, "en", PHONE);
  await page.goto(at(DEMO, `/profile/feedBackDetails?id=${feedbackId}`));
  await expect(page.getByTestId("feedback-status")).toHaveText("Replied");
  await expect(page.locator('[data-testid="feedback-message"][data-by="manager"]').getByTestId("feedback-message-body")).toHaveText(REPLY);
  await page.screenshot({ path: test.info().outputPath("journey-details-en-phone.png"), fullPage: true });

  await page.goto(at(DEMO, "/profile/notice"));
  const notice = page.getByTestId("notice-item").filter({ hasText: TITLE });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByTestId("notice-headline")).toHaveText(`Your feedback “${TITLE}” has a new reply.`);
  await expect(notice).toHaveAttribute("data-unread", "true");
  await notice.click();
  await page.waitForURL(new RegExp(`/profile/feedBackDetails\\?id=${feedbackId}$`));
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test("the reply mail reaches alice at the SMTP server, in English", async () => {
  const mails = () => smtp.messages.filter((m) => m.envelopeTo.includes(ALICE) && String(m.subject) === `Reply to your feedback: ${TITLE}`);
  await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1);
  const mail = mails()[0];
  expect(mail.text).toContain("A shuttle leaves terminal 3 every hour from 8:00.");
  expect(mail.text).toContain(`/profile/feedBackDetails?id=${feedbackId}`);
  expect(String(mail.html)).toContain("every hour from 8:00.<br>Look for the conference sign.");
});
