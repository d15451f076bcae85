import { describe, expect, it } from "vitest";
import { startOfDayIn, todayIn } from "./dates";

describe("date-only values in the conference's time zone", () => {
  it("finds where a day starts", () => {
    expect(startOfDayIn("2026-11-22", "Asia/Shanghai").toISOString()).toBe("2026-11-21T16:00:00.000Z");
    expect(startOfDayIn("2026-11-22", "UTC").toISOString()).toBe("2026-11-22T00:00:00.000Z");
    expect(startOfDayIn("2026-07-01", "America/New_York").toISOString()).toBe("2026-07-01T04:00:00.000Z");
  });
  it("tells today in a zone", () => {
    expect(todayIn("Asia/Shanghai", new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-22");
    expect(todayIn("UTC", new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-21");
  });
});
