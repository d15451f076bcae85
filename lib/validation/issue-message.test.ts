import { describe, expect, it } from "vitest";
import { toFieldErrors } from "./field-errors";
import { parseMessageKey } from "./issue-message";
import { z } from "./z";

describe("zod issues become i18n keys", () => {
  const schema = z.strictObject({
    email: z.email(),
    name: z.string().min(1),
    password: z.string().min(10).max(64),
    port: z.number().int(),
    lang: z.enum(["zh", "en"]),
  });
  it("maps each rule to its message key with values", () => {
    const r = schema.safeParse({ email: "nope", name: "", password: "short", port: "x", lang: "fr", extra: 1 });
    expect(r.success).toBe(false);
    const errors = toFieldErrors(r.error!);
    expect(errors).toEqual({
      email: "validation.invalidEmail",
      name: "validation.required",
      password: "validation.tooShort?min=10",
      port: "validation.invalidNumber",
      lang: "validation.invalidOption",
      extra: "validation.unknownField",
    });
  });
  it("reports missing values as required", () => {
    const errors = toFieldErrors(schema.safeParse({}).error!);
    expect(errors.email).toBe("validation.required");
    expect(errors.lang).toBe("validation.required");
  });
  it("parses keys with values", () => {
    expect(parseMessageKey("validation.tooShort?min=10")).toEqual({ key: "validation.tooShort", values: { min: "10" } });
    expect(parseMessageKey("errors.notFound")).toEqual({ key: "errors.notFound", values: {} });
  });
});
