import { describe, expect, it } from "vitest";
import { canMove, movesFrom } from "./status";

// The review chair's column of the status table — the first decision on a submission
// under review; reconsidering a decision stays with the organisers.
describe("the review chair in the status table", () => {
  it("decides a submission waiting for, under or back for review", () => {
    for (const from of ["WAITING_ALLOCATION", "ASSIGNED", "RESUBMITTED"] as const)
      expect(movesFrom(from, "chair")).toEqual(["ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"]);
  });
  it("cannot reconsider a decision, withdraw, or do the system's bookkeeping", () => {
    expect(movesFrom("ACCEPTED", "chair")).toEqual([]);
    expect(movesFrom("REJECTED", "chair")).toEqual([]);
    expect(movesFrom("NEEDS_MODIFICATION", "chair")).toEqual([]);
    expect(canMove("ASSIGNED", "WAITING_ALLOCATION", "chair")).toBe(false);
    expect(canMove("ACCEPTED", "REJECTED", "manager")).toBe(true); // the organisers keep the last word
  });
});
