import { describe, expect, it } from "vitest";
import { allowedManagerActions } from "./offered";

const order = (over: Partial<Parameters<typeof allowedManagerActions>[0]>) =>
  allowedManagerActions({ transactionStatus: "UNPAID", payStatus: "UNPAID", available: true, paidAt: null, refundNote: "", ...over });

describe("the actions a manager is offered on an order", () => {
  it("follows the transition table", () => {
    expect(order({})).toEqual(["confirm", "payLater", "cancel"]);
    expect(order({ transactionStatus: "WAITING_CONFIRMATION" })).toEqual(["confirm", "exception", "reject", "payLater", "cancel"]);
    expect(order({ transactionStatus: "PAYMENT_EXCEPTION" })).toEqual(["confirm", "reject", "payLater", "cancel"]);
  });

  it("offers nothing but the refund note on an order that is over", () => {
    expect(order({ transactionStatus: "EXPIRED", available: false })).toEqual([]);
    expect(order({ transactionStatus: "CANCELLED", available: false, paidAt: new Date(), refundNote: "Refunded" })).toEqual(["refundNote"]);
  });

  it("offers a paid order only cancelling (with a refund) and its refund note, never a second confirmation", () => {
    expect(order({ transactionStatus: "PAID", payStatus: "PAID", paidAt: new Date() })).toEqual(["refundNote", "cancel"]);
  });

  it("does not offer pay later twice", () => {
    expect(order({ payStatus: "DELAY" })).toEqual(["confirm", "cancel"]);
  });
});
