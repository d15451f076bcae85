import { describe, expect, it } from "vitest";
import { registrationCodeValidity } from "./code-validity";

describe("registration code validity (SPEC §4)", () => {
  it("is normal up to and on the conference's last day, expired the day after", () => {
    expect(registrationCodeValidity("NORMAL", "2026-11-20", "2026-11-19")).toBe("NORMAL");
    expect(registrationCodeValidity("NORMAL", "2026-11-20", "2026-11-20")).toBe("NORMAL");
    expect(registrationCodeValidity("NORMAL", "2026-11-20", "2026-11-21")).toBe("EXPIRED");
    expect(registrationCodeValidity("NORMAL", "2026-11-20", "2027-01-01")).toBe("EXPIRED");
  });
  it("never expires without an end date; an invalid code stays invalid", () => {
    expect(registrationCodeValidity("NORMAL", null, "2099-01-01")).toBe("NORMAL");
    expect(registrationCodeValidity("INVALID", "2026-11-20", "2027-01-01")).toBe("INVALID");
    expect(registrationCodeValidity("INVALID", "2026-11-20", "2026-11-01")).toBe("INVALID");
    expect(registrationCodeValidity("EXPIRED", "2026-11-20", "2026-11-01")).toBe("EXPIRED");
  });
});
