import { expect, test } from "./support/fixtures";

// /platform/config/register of a conference whose limit switch is off and whose limit is still the
// default 0 (a new conference): the limit field is disabled and the settings save; switched on, 0
// is refused on the field ("请输入正整数"). The settings are put back afterwards.

test("with the limit switch off the default limit does not block saving; switched on it must be positive", async ({ page, context, at, signIn, sql }) => {
  const {
    rows: [conf],
  } = await sql.query(`SELECT "conferenceId" AS id FROM "ConferenceDomain" WHERE host = 'demo.localhost'`);
  const {
    rows: [before],
  } = await sql.query(`SELECT "registerFlag", "registerNum" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conf.id]);
  await sql.query(`UPDATE "RegisterConfig" SET "registerFlag" = false, "registerNum" = 0 WHERE "conferenceId" = $1`, [conf.id]);
  try {
    await context.addCookies([{ name: "locale", value: "zh", domain: "demo.localhost", path: "/" }]);
    await signIn(context, "demo.localhost", "manager@example.org");
    await page.goto(at("demo.localhost", "/platform/config/register"));
    const form = page.getByTestId("register-settings");
    await expect(form.getByTestId("set-registerFlag")).not.toBeChecked();
    await expect(form.getByTestId("field-registerNum")).toBeDisabled();
    await form.getByTestId("settings-save").click();
    await expect(page.getByTestId("settings-message")).toHaveText("已保存");
    await expect(form).not.toContainText("请输入正整数");

    await form.getByTestId("set-registerFlag").check();
    await expect(form.getByTestId("field-registerNum")).toBeEnabled();
    await form.getByTestId("settings-save").click();
    await expect(form).toContainText("请输入正整数");
    const {
      rows: [after],
    } = await sql.query(`SELECT "registerFlag", "registerNum" FROM "RegisterConfig" WHERE "conferenceId" = $1`, [conf.id]);
    expect(after).toEqual({ registerFlag: false, registerNum: 0 });
  } finally {
    await sql.query(`UPDATE "RegisterConfig" SET "registerFlag" = $2, "registerNum" = $3 WHERE "conferenceId" = $1`, [
      conf.id,
      before.registerFlag,
      before.registerNum,
    ]);
  }
});
