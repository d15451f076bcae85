import type { PrismaClient } from "../../generated/prisma/client";
import { encryptSecret } from "../../mail/crypto";
import { simulatorUrl } from "../../payments/providers/endpoints";
import { isOnlineMethod } from "../../payments/providers/types";
import { secretFieldsOf } from "../../payments/schemas";
import { DEFAULT_SIM_KEYS_FILE, loadOrCreateSimKeys, simMethodConfigs } from "../../payments/simulator/keys";

// The demo conference's payment settings (issue 11): bank transfer on, postal remittance prepared
// but off, combined payment allowed. Created once: what a manager has since changed is left alone.
// Offline methods have no secrets. The online providers (issue 12) are seeded only when payments go
// to the loopback simulator in a demo or test environment (`npm run demo`, the e2e suite): their
// merchant-side keys come from the simulator's key file and are encrypted with APP_SECRET (or the
// demo's development secret) like a manager's, so the server that reads them must share it.

const BANK = {
  titleZh: "银行转账",
  titleEn: "Bank transfer",
  // The pay page already says to quote the payment reference and that the organisers confirm the
  // payment on arrival: the note adds what it does not say, rather than repeating it.
  noteZh: "境外汇款的银行手续费由汇款人承担，请确保到账金额与应付金额一致。",
  noteEn: "For transfers from abroad, bank charges are paid by the sender: please make sure the full amount arrives.",
  enabled: true,
  config: { accountName: "Symposia Demo Conference", account: "6222 0000 1234 5678", bankName: "Bank of Demo, Beijing Branch", secrets: {} },
};

const POST = {
  titleZh: "邮局汇款",
  titleEn: "Postal remittance",
  noteZh: "邮局汇款通常需要 5–7 个工作日到账。",
  noteEn: "A postal remittance usually takes 5–7 working days to arrive.",
  enabled: false,
  config: { payee: "Symposia 会务组", address: "北京市海淀区中关村南四街 4 号", postcode: "100190", secrets: {} },
};

export async function seedDemoPayments(db: PrismaClient, conferenceId: number): Promise<void> {
  for (const [method, order, data] of [
    ["BANK_REMITTANCE", 5, BANK],
    ["POST_REMITTANCE", 6, POST],
  ] as const) {
    await db.paymentMethodConfig.upsert({
      where: { conferenceId_method: { conferenceId, method } },
      update: {},
      create: { conferenceId, method, order, ...data },
    });
  }
  if (simulatorUrl()) await seedSimulatedProviders(db, conferenceId);
  await db.paymentSettings.upsert({
    where: { conferenceId },
    update: {},
    create: { conferenceId, plan: "GENERAL", combineOrders: true, payWithinHours: 72 },
  });
}

const ONLINE_DEMO = [
  ["PAYPAL", 7, "PayPal", "PayPal（演示）", "PayPal (demo)"],
  ["WECHAT", 8, "WeChat Pay", "微信支付（演示）", "WeChat Pay (demo)"],
  ["ALIPAY", 9, "Alipay", "支付宝（演示）", "Alipay (demo)"],
  ["CARD_DOMESTIC", 10, "UnionPay", "银联在线支付（演示）", "UnionPay online (demo)"],
] as const;

async function seedSimulatedProviders(db: PrismaClient, conferenceId: number): Promise<void> {
  const configs = simMethodConfigs(loadOrCreateSimKeys(process.env.PAYMENT_SIM_KEYS ?? DEFAULT_SIM_KEYS_FILE));
  for (const [method, order, , titleZh, titleEn] of ONLINE_DEMO) {
    if (!isOnlineMethod(method)) continue;
    const all = configs[method];
    const secretNames = secretFieldsOf(method);
    const values = Object.fromEntries(Object.entries(all).filter(([k]) => !secretNames.includes(k)));
    const secrets = Object.fromEntries(secretNames.filter((k) => all[k]).map((k) => [k, encryptSecret(all[k])]));
    const data = {
      titleZh,
      titleEn,
      noteZh: "演示支付：连接本机的支付模拟器，不会产生真实扣款。",
      noteEn: "Demo payment: goes to the local payment simulator; no real money is moved.",
      enabled: true,
      order,
      config: { ...values, secrets },
    };
    // The simulator's keys may have been made again (a new key file): the seed keeps them in step.
    await db.paymentMethodConfig.upsert({ where: { conferenceId_method: { conferenceId, method } }, update: data, create: { conferenceId, method, ...data } });
  }
}
