import { describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { ZRegisterSettings } from "./schemas";

const valid = {
  registerFlag: true,
  registerNum: 50,
  costsSet: false,
  registerRule: "REGISTER_FIRST_AND_PAY_LATER",
  registerStartDate: "2026-11-01",
  registerEndDate: "2026-12-01",
  registerInstructionsZh: "<p>须知</p>",
  registerInstructionsEn: "<p>Notes</p>",
  descriptionZh: "",
  descriptionEn: "",
};

describe("registration settings validation", () => {
  it("accepts a valid configuration, including a one-day window", () => {
    expect(ZRegisterSettings.safeParse(valid).success).toBe(true);
    expect(ZRegisterSettings.safeParse({ ...valid, registerEndDate: "2026-11-01" }).success).toBe(true);
  });
  it("puts 'start after end' on the end date", () => {
    const r = ZRegisterSettings.safeParse({ ...valid, registerStartDate: "2026-12-02" });
    expect(toFieldErrors(r.error!)).toEqual({ registerEndDate: "registration.startAfterEnd" });
  });
  it("wants registerNum a positive whole number", () => {
    expect(toFieldErrors(ZRegisterSettings.safeParse({ ...valid, registerNum: 0 }).error!).registerNum).toBe("registration.positiveNum");
    expect(toFieldErrors(ZRegisterSettings.safeParse({ ...valid, registerNum: -3 }).error!).registerNum).toBe("registration.positiveNum");
    expect(toFieldErrors(ZRegisterSettings.safeParse({ ...valid, registerNum: 2.5 }).error!).registerNum).toBe("validation.invalidInteger");
  });
});

describe("the limit switch", () => {
  it("off: the limit field is not checked — a new conference's 0, an empty or a broken value saves (stored as 0)", () => {
    for (const registerNum of [0, "", -3, "abc", undefined]) {
      const r = ZRegisterSettings.safeParse({ ...valid, registerFlag: false, registerNum });
      expect(r.success, String(registerNum)).toBe(true);
      expect(r.data?.registerNum).toBe(0);
    }
    expect(ZRegisterSettings.parse({ ...valid, registerFlag: false, registerNum: "120" }).registerNum).toBe(120);
  });
  it("on: the limit must be a positive whole number, shown together with other messages", () => {
    const r = ZRegisterSettings.safeParse({ ...valid, registerNum: 0, registerStartDate: "2026-12-02" });
    expect(toFieldErrors(r.error!)).toEqual({ registerNum: "registration.positiveNum", registerEndDate: "registration.startAfterEnd" });
    expect(toFieldErrors(ZRegisterSettings.safeParse({ ...valid, registerNum: "" }).error!).registerNum).toBe("validation.required");
  });
});
