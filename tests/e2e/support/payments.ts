import type pg from "pg";
import { encryptSecret } from "../../../lib/mail/crypto";
import { secretFieldsOf } from "../../../lib/payments/schemas";
import { DEFAULT_SIM_KEYS_FILE, loadOrCreateSimKeys, simMethodConfigs } from "../../../lib/payments/simulator/keys";
import { E2E_APP_SECRET, E2E_PAYSIM_URL } from "./servers";

// The online payment journeys' set-up: the demo conference's fees, bank transfer and the
// four simulated providers as the demo seed leaves them (prisma/seed/demo-fees.ts,
// demo-payments.ts), alice's and bob's orders cleared, and the payment simulator's control API.

export const PEOPLE = ["alice@example.org", "bob@example.org"];

/** The demo fees, bank transfer and payment settings when the seed has not applied them; bob attends the demo conference too. */
export async function ensureDemoBilling(sql: pg.Pool, demoId: number) {
  const has = await sql.query(`SELECT 1 FROM "FeeCategory" WHERE "conferenceId" = $1 LIMIT 1`, [demoId]);
  if (!has.rowCount) {
    const cat = async (zh: string, en: string, limit: number | null, order: number) =>
      (
        await sql.query<{ id: number }>(
          `INSERT INTO "FeeCategory" ("conferenceId","nameZh","nameEn","totalLimit","order","updatedAt") VALUES ($1,$2,$3,$4,$5,now()) RETURNING id`,
          [demoId, zh, en, limit, order],
        )
      ).rows[0].id;
    const reg = await cat("注册费", "Registration fees", 300, 0);
    const opt = await cat("可选费用", "Optional fees", null, 1);
    const add = (
      kind: string,
      categoryId: number,
      zh: string,
      en: string,
      price: number,
      display: number,
      code: string | null,
      max: number,
      prefix: string,
      order: number,
    ) =>
      sql.query(
        `INSERT INTO "Fee" ("conferenceId",kind,"categoryId","titleZh","titleEn","priceMinor",currency,"displayCurrency","displayPriceMinor","openDate",deadline,open,
           "invitationCode","perAccountMax","codePrefix","order","updatedAt")
         VALUES ($1,$2,$3,$4,$5,$6,'CNY','USD',$7,current_date - 30,current_date + 180,true,$8,$9,$10,$11,now())`,
        [demoId, kind, categoryId, zh, en, price, display, code, max, prefix, order],
      );
    await add("REGISTRATION", reg, "早鸟注册", "Early-bird registration", 120000, 17000, null, 1, "DEMO-", 0);
    await add("REGISTRATION", reg, "学生注册", "Student registration", 60000, 8500, "STUDENT2027", 1, "DEMO-S-", 1);
    await add("OPTIONAL", opt, "会议晚宴", "Conference dinner", 30000, 4200, null, 2, "", 0);
  }
  await sql.query(
    `INSERT INTO "PaymentMethodConfig" ("conferenceId",method,"titleZh","titleEn","noteZh","noteEn",config,enabled,"order","updatedAt")
     VALUES ($1,'BANK_REMITTANCE','银行转账','Bank transfer','请在转账附言中填写付款编号。','Please put the payment reference in the transfer memo.',$2,true,5,now())
     ON CONFLICT ("conferenceId",method) DO NOTHING`,
    [
      demoId,
      JSON.stringify({ accountName: "Symposia Demo Conference", account: "6222 0000 1234 5678", bankName: "Bank of Demo, Beijing Branch", secrets: {} }),
    ],
  );
  await sql.query(
    `INSERT INTO "PaymentSettings" ("conferenceId",plan,"combineOrders","payWithinHours","updatedAt") VALUES ($1,'GENERAL',true,72,now()) ON CONFLICT ("conferenceId") DO NOTHING`,
    [demoId],
  );
  await sql.query(
    `INSERT INTO "Attendee" ("conferenceId","userId","formVersionId",email,"userName","fullName","firstName","lastName","countryArea","updatedAt")
     SELECT $1, u.id, (SELECT id FROM "RegisterFormVersion" WHERE "conferenceId" = $1 ORDER BY "isCurrent" DESC, id LIMIT 1), u.email, u."trueName", u."trueName", u."firstName", u."lastName", 'GB', now()
     FROM "User" u WHERE u.email = 'bob@example.org'
     ON CONFLICT ("conferenceId","userId") DO NOTHING`,
    [demoId],
  );
}

const ONLINE_DEMO = [
  ["PAYPAL", 7, "PayPal（演示）", "PayPal (demo)"],
  ["WECHAT", 8, "微信支付（演示）", "WeChat Pay (demo)"],
  ["ALIPAY", 9, "支付宝（演示）", "Alipay (demo)"],
  ["CARD_DOMESTIC", 10, "银联在线支付（演示）", "UnionPay online (demo)"],
] as const;

/**
 * The four online methods as the demo seed enables them (seedDemoOnlinePayments): the simulator's
 * merchant keys, secrets encrypted with the e2e servers' APP_SECRET. pay-settings.spec.ts overwrites
 * PayPal and the card provider, so a retry or another order of the specs starts from here.
 */
export async function restoreSimulatedProviders(sql: pg.Pool, demoId: number) {
  const configs = simMethodConfigs(loadOrCreateSimKeys(DEFAULT_SIM_KEYS_FILE));
  for (const [method, order, titleZh, titleEn] of ONLINE_DEMO) {
    const all = configs[method];
    const secretNames = secretFieldsOf(method);
    const values = Object.fromEntries(Object.entries(all).filter(([k]) => !secretNames.includes(k)));
    const secrets = Object.fromEntries(secretNames.filter((k) => all[k]).map((k) => [k, encryptSecret(all[k], E2E_APP_SECRET)]));
    await sql.query(
      `INSERT INTO "PaymentMethodConfig" ("conferenceId",method,"titleZh","titleEn","noteZh","noteEn",config,enabled,"order","updatedAt")
       VALUES ($1,$2,$3,$4,'演示支付：连接本机的支付模拟器，不会产生真实扣款。','Demo payment: goes to the local payment simulator; no real money is moved.',$5,true,$6,now())
       ON CONFLICT ("conferenceId",method) DO UPDATE SET "titleZh" = EXCLUDED."titleZh", "titleEn" = EXCLUDED."titleEn", "noteZh" = EXCLUDED."noteZh",
         "noteEn" = EXCLUDED."noteEn", config = EXCLUDED.config, enabled = true, "order" = EXCLUDED."order", "updatedAt" = now()`,
      [demoId, method, titleZh, titleEn, JSON.stringify({ ...values, secrets }), order],
    );
  }
}

/** Deletes alice's and bob's bills (with the provider messages about them) and orders, and recounts what the remaining orders hold. */
export async function clearOrders(sql: pg.Pool, demoId: number) {
  const users = `(SELECT id FROM "User" WHERE email = ANY($2))`;
  const bills = `(SELECT id FROM "Payment" WHERE "conferenceId" = $1 AND "userId" IN ${users})`;
  await sql.query(`DELETE FROM "PaymentNotification" WHERE "paymentId" IN ${bills}`, [demoId, PEOPLE]);
  await sql.query(`DELETE FROM "Payment" WHERE "conferenceId" = $1 AND "userId" IN ${users}`, [demoId, PEOPLE]); // PaymentOrder cascades
  await sql.query(`DELETE FROM "Order" WHERE "conferenceId" = $1 AND "userId" IN ${users}`, [demoId, PEOPLE]);
  await sql.query(
    `UPDATE "FeeCategory" c SET "usedCount" = COALESCE((SELECT SUM(q.quantity) FROM "OrderQuota" q WHERE q."categoryId" = c.id), 0) WHERE c."conferenceId" = $1`,
    [demoId],
  );
  await sql.query(`UPDATE "PaymentSettings" SET "combineOrders" = true WHERE "conferenceId" = $1`, [demoId]);
}

type SimDelivery = { id: number; billNo: string; event: string; attempts: { at: string; status: number | null; body: string }[] };

/** The notifications the simulator sent about a bill, with the app's answers. */
export async function simDeliveries(billNo: string): Promise<SimDelivery[]> {
  const res = await fetch(`${E2E_PAYSIM_URL}/sim/deliveries?bill=${encodeURIComponent(billNo)}`);
  if (!res.ok) throw new Error(`simulator deliveries: HTTP ${res.status}`);
  return (await res.json()) as SimDelivery[];
}

/** Notifications go out at once, once, and the providers answer (another run may have left an outage or dropped notifies on). */
export async function resetSimulator() {
  const res = await fetch(`${E2E_PAYSIM_URL}/sim/controls`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ outage: false, dropNotifies: false, delayMs: 0, replays: 0 }),
  });
  if (!res.ok) throw new Error(`simulator controls: HTTP ${res.status}`);
}
