import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/pay-settings.ts for the bad-input sweep (see gateway-samples.ts).
export function paySettingsSamples(_ids: SampleIds): Record<string, Sample> {
  const P = "/conference/platform/config/pay";
  return {
    [`POST ${P}/method/save`]: {
      body: {
        method: "BANK_REMITTANCE",
        titleZh: "银行转账",
        titleEn: "Bank transfer",
        noteZh: "请在附言中填写付款编号。",
        noteEn: "Put the payment reference in the memo.",
        enabled: true,
        accountName: "Symposia Demo Conference",
        account: "6222 0000 1234 5678",
        bankName: "Bank of Demo",
        branch: "Beijing Branch",
        swift: "DEMOCNBJ",
      },
    },
    [`POST ${P}/settings/save`]: { body: { plan: "GENERAL", combineOrders: true, payWithinHours: 72 } },
  };
}
