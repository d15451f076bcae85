import type { PrismaClient } from "../../generated/prisma/client";

// The demo conference's payment settings (issue 11): bank transfer on, postal remittance prepared
// but off, combined payment allowed. Created once: what a manager has since changed is left alone.
// No secrets here — offline methods have none, so nothing needs APP_SECRET at seed time.

const BANK = {
  titleZh: "银行转账",
  titleEn: "Bank transfer",
  noteZh: "请在转账附言中填写付款编号，以便会务组核对到账；到账确认后订单状态将更新为已支付。",
  noteEn:
    "Please put the payment reference in the transfer memo so that the conference office can match your payment; the order is marked paid once it has arrived.",
  enabled: true,
  config: { accountName: "Symposia Demo Conference", account: "6222 0000 1234 5678", bankName: "Bank of Demo, Beijing Branch", secrets: {} },
};

const POST = {
  titleZh: "邮局汇款",
  titleEn: "Postal remittance",
  noteZh: "请在汇款单附言中填写付款编号。",
  noteEn: "Please write the payment reference on the remittance form.",
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
  await db.paymentSettings.upsert({
    where: { conferenceId },
    update: {},
    create: { conferenceId, plan: "GENERAL", combineOrders: true, payWithinHours: 72 },
  });
}
