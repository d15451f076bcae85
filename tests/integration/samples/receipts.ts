import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/receipts.ts for the bad-input sweep (see gateway-samples.ts).
export function receiptsSamples(_ids: SampleIds): Record<string, Sample> {
  const MINE = "/conference/receipt";
  const MANAGE = "/conference/platform/manage/receipt";
  const filters = { status: "TO_BE_INVOICED", titleType: "COMPANY", from: "2026-01-01", to: "2026-12-31", search: "R2026" };
  return {
    [`GET ${MINE}/order/{orderId}`]: { params: { orderId: "1" } },
    [`POST ${MINE}/request`]: {
      body: {
        orderId: 1,
        receiptType: "ordinary",
        content: "会议注册费",
        titleType: "COMPANY",
        titleName: "示例科技有限公司",
        taxpayerNo: "91110108MA01ABCD2X",
        recipientName: "张三",
        phone: "+86 10 6260 0000",
        address: "北京市海淀区中关村南四街 4 号",
        email: "zhang.san@example.org",
        amount: "1200.00",
        paymentDate: "2026-03-01",
        attendeeNames: "张三, Li Si",
        comment: "请随会议材料寄送",
      },
    },
    [`GET ${MANAGE}/list`]: { query: { page: "1", size: "20", ...filters } },
    [`GET ${MANAGE}/detail/{id}`]: { params: { id: "1" } },
    [`POST ${MANAGE}/update`]: { body: { id: 1, status: "INVOICED", expressNo: "SF1234567890", billNo: "No.04412345" } },
    [`GET ${MANAGE}/export`]: { query: { format: "csv", ...filters } },
  };
}
