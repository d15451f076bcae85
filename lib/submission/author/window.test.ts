import { describe, expect, it } from "vitest";
import { createRefusal, editRefusal, type WindowSettings } from "./window";

// SPEC §5/§8 windows of the call for abstracts: days inclusive, in the conference's time zone.
const s: WindowSettings = { open: true, startDate: "2026-03-01", endDate: "2026-03-31", secondDeadline: "2026-04-15", allowEditAfterAccept: false };
const on = (today: string) => ({ moduleOn: true, closed: false, today });

describe("creating", () => {
  it("is open from the start date to the end date, both included", () => {
    expect(createRefusal(s, on("2026-02-28"))).toBe("submission.errors.notOpened");
    expect(createRefusal(s, on("2026-03-01"))).toBeNull();
    expect(createRefusal(s, on("2026-03-31"))).toBeNull();
    expect(createRefusal(s, on("2026-04-01"))).toBe("submission.errors.closed");
  });
  it("is 'service not opened' with the service off, the module off or the conference closed", () => {
    expect(createRefusal({ ...s, open: false }, on("2026-03-10"))).toBe("submission.errors.notOpened");
    expect(createRefusal(s, { ...on("2026-03-10"), moduleOn: false })).toBe("submission.errors.notOpened");
    expect(createRefusal(s, { ...on("2026-03-10"), closed: true })).toBe("submission.errors.notOpened");
  });
});

describe("editing and resubmitting", () => {
  it("after the end date only 'needs modification' (and its resubmission) may change, until the second deadline", () => {
    expect(editRefusal("WAITING_ALLOCATION", s, on("2026-03-31"))).toBeNull();
    expect(editRefusal("WAITING_ALLOCATION", s, on("2026-04-01"))).toBe("submission.errors.closed");
    expect(editRefusal("NEEDS_MODIFICATION", s, on("2026-04-15"))).toBeNull();
    expect(editRefusal("RESUBMITTED", s, on("2026-04-10"))).toBeNull();
    expect(editRefusal("NEEDS_MODIFICATION", s, on("2026-04-16"))).toBe("submission.errors.secondDeadlinePassed");
  });
  it("without a second deadline the end date is the last day to resubmit", () => {
    expect(editRefusal("NEEDS_MODIFICATION", { ...s, secondDeadline: "" }, on("2026-04-01"))).toBe("submission.errors.secondDeadlinePassed");
  });
  it("an accepted submission changes only when the configuration allows it; rejected and withdrawn never", () => {
    expect(editRefusal("ACCEPTED", s, on("2026-03-10"))).toBe("submission.errors.notEditable");
    expect(editRefusal("ACCEPTED", { ...s, allowEditAfterAccept: true }, on("2026-03-10"))).toBeNull();
    expect(editRefusal("REJECTED", s, on("2026-03-10"))).toBe("submission.errors.notEditable");
    expect(editRefusal("WITHDRAWN", s, on("2026-03-10"))).toBe("submission.errors.notEditable");
  });
});
