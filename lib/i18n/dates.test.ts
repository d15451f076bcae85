import { describe, expect, it } from "vitest";
import { formatInstantIn, startOfDayIn, todayIn } from "./dates";

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
  it("shows an instant on the zone's wall clock, as the list's date filter reads it", () => {
    expect(formatInstantIn(new Date("2026-11-21T17:00:00Z"), "Asia/Shanghai")).toBe("2026-11-22 01:00");
    expect(formatInstantIn(new Date("2026-11-21T17:00:00Z"), "UTC")).toBe("2026-11-21 17:00");
    expect(formatInstantIn(new Date("2026-07-01T03:59:00Z"), "America/New_York")).toBe("2026-06-30 23:59");
  });
});

describe("formatters kept per time zone", () => {
  it("never answers one zone's clock for another", () => {
    const at = new Date("2026-11-21T17:30:00Z");
    expect(formatInstantIn(at, "Asia/Shanghai")).toBe("2026-11-22 01:30");
    expect(formatInstantIn(at, "UTC")).toBe("2026-11-21 17:30");
    expect(formatInstantIn(at, "America/New_York")).toBe("2026-11-21 12:30");
    expect(formatInstantIn(at, "Asia/Shanghai")).toBe("2026-11-22 01:30");
  });
});
