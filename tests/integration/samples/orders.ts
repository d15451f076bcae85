import type { Sample, SampleIds } from "../gateway-samples";

// Samples of lib/gateway/routes/orders.ts for the bad-input sweep (see gateway-samples.ts).
// Fees, orders and bills 999990+ do not exist: a valid sample is refused (404/409) and changes nothing.
const FEE = "/conference/fee";
const ORDER = "/conference/order";

export function ordersSamples(_ids: SampleIds): Record<string, Sample> {
  return {
    [`GET ${FEE}/chooser`]: { query: { invitationCode: "STUDENT2027", orderId: "999999" } },
    [`POST ${FEE}/order/create`]: { body: { registrationFeeId: 999999, optional: [{ feeId: 999998, quantity: 2 }], invitationCode: "STUDENT2027" } },
    [`PUT ${FEE}/order/update`]: { body: { orderId: 999999, registrationFeeId: 999998, optional: [], invitationCode: "STUDENT2027" } },
    [`POST ${ORDER}/cancel`]: { body: { orderId: 999999 } },
    [`GET ${ORDER}/pay/{orderIds}`]: { params: { orderIds: "999998,999999" } },
    [`POST ${ORDER}/pay/start`]: { body: { orderIds: [999998, 999999], method: "BANK_REMITTANCE" } },
    [`POST ${ORDER}/pay/declare`]: { body: { billNo: "P20261123-ABCD2345", payerNote: "Sent from Alice Liddell's account on 23 November" } },
    [`GET ${ORDER}/pay/status/{billNo}`]: { params: { billNo: "P20261123-ABCD2345" } },
    [`POST ${ORDER}/pay/return`]: { body: { billNo: "P20261123-ABCD2345" } },
    [`GET ${ORDER}/pay/result/{billNo}`]: { params: { billNo: "P20261123-ABCD2345" } },
  };
}
