import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { encryptSecret } from "../../lib/mail/crypto";
import { simulatorUrl } from "../../lib/payments/providers/endpoints";
import { isOnlineMethod } from "../../lib/payments/providers/types";
import { secretFieldsOf } from "../../lib/payments/schemas";
import { DEFAULT_SIM_KEYS_FILE, loadOrCreateSimKeys, simMethodConfigs } from "../../lib/payments/simulator/keys";

// The demo conference's payment settings: bank transfer on, postal remittance prepared
// but off, combined payment allowed. Created once: what a manager has since changed is left alone.
// Offline methods have no secrets. The online providers are seeded only when payments go
// to the loopback simulator in a demo or test environment (`npm run demo`, the e2e suite): their
// merchant-side keys come from the simulator's key file and are encrypted with APP_SECRET (or the
// demo's development secret) like a manager's, so the server that reads them must share it. They
// are written once too: a manager may have switched a provider off or entered their own sandbox
// keys, which the seed cannot tell from an old key file — it only warns when they differ.

type Db = PrismaClient | Prisma.TransactionClient;

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

export async function seedDemoPayments(db: Db, conferenceId: number): Promise<void> {
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

function simulatorConfigs() {
  return simMethodConfigs(loadOrCreateSimKeys(process.env.PAYMENT_SIM_KEYS ?? DEFAULT_SIM_KEYS_FILE));
}

/** What a method's config shows of its keys: every value but the secrets. */
function publicValues(method: (typeof ONLINE_DEMO)[number][0], all: Record<string, string>): Record<string, string> {
  const secretNames = secretFieldsOf(method);
  return Object.fromEntries(Object.entries(all).filter(([k]) => k !== "secrets" && !secretNames.includes(k)));
}

/** The online providers, paid through the loopback simulator; a method already configured is left alone. */
export async function seedDemoOnlinePayments(db: Db, conferenceId: number): Promise<void> {
  if (!simulatorUrl()) return;
  const configs = simulatorConfigs();
  for (const [method, order, , titleZh, titleEn] of ONLINE_DEMO) {
    if (!isOnlineMethod(method)) continue;
    const all = configs[method];
    const secrets = Object.fromEntries(
      secretFieldsOf(method)
        .filter((k) => all[k])
        .map((k) => [k, encryptSecret(all[k])]),
    );
    const data = {
      titleZh,
      titleEn,
      noteZh: "演示支付：连接本机的支付模拟器，不会产生真实扣款。",
      noteEn: "Demo payment: goes to the local payment simulator; no real money is moved.",
      enabled: true,
      order,
      config: { ...publicValues(method, all), secrets },
    };
    await db.paymentMethodConfig.upsert({ where: { conferenceId_method: { conferenceId, method } }, update: {}, create: { conferenceId, method, ...data } });
  }
}

/**
 * A new simulator key file (say .data/payment-sim removed but not the database) leaves the demo's
 * providers with keys the simulator no longer has. The seed does not overwrite them — they may be
 * a manager's own — but says so, since online payments would fail.
 */
export async function warnOfOtherSimulatorKeys(db: Db, conferenceId: number): Promise<void> {
  const configs = simulatorConfigs();
  const rows = await db.paymentMethodConfig.findMany({ where: { conferenceId, method: { in: ONLINE_DEMO.map(([m]) => m) } } });
  const differ = rows.filter((r) => {
    const method = r.method as (typeof ONLINE_DEMO)[number][0];
    const stored = publicValues(method, (r.config ?? {}) as Record<string, string>);
    const expected = publicValues(method, configs[method]);
    return Object.entries(expected).some(([k, v]) => stored[k] !== v);
  });
  if (differ.length) {
    console.warn(
      `[symposia] the demo conference's ${differ.map((r) => r.method).join(", ")} keys are not those of the payment simulator's key file: ` +
        "online payments there fail until a manager enters the simulator's keys, or the demo is reset (rm -rf .data).",
    );
  }
}
