import { describe, expect, it } from "vitest";
import { toFieldErrors } from "@/lib/validation/field-errors";
import { ZMailConfigInput, ZMailLogQuery, ZMailTemplateInput } from "./schemas";

const valid = {
  address: "noreply@example.org",
  password: "abcdef1234",
  confirmPassword: "abcdef1234",
  smtpHost: "smtp.example.org",
  port: "465",
  ssl: true,
  active: true,
};
const errorsOf = (input: unknown) => {
  const r = ZMailConfigInput.safeParse(input);
  return r.success ? {} : toFieldErrors(r.error);
};

describe("mail config (SPEC §5)", () => {
  it("accepts a valid config and turns the port into a number", () => {
    const r = ZMailConfigInput.parse(valid);
    expect(r.port).toBe(465);
    expect(ZMailConfigInput.parse({ ...valid, port: 587 }).port).toBe(587);
  });
  it("password: at least 10 characters", () => {
    expect(errorsOf({ ...valid, password: "abc123", confirmPassword: "abc123" })).toEqual({ password: "mail.passwordTooShort" });
  });
  it("password: letters and digits", () => {
    expect(errorsOf({ ...valid, password: "abcdefghijk", confirmPassword: "abcdefghijk" })).toEqual({ password: "mail.passwordLettersDigits" });
    expect(errorsOf({ ...valid, password: "12345678901", confirmPassword: "12345678901" })).toEqual({ password: "mail.passwordLettersDigits" });
  });
  it("confirm must match", () => {
    expect(errorsOf({ ...valid, confirmPassword: "abcdef12345" })).toEqual({ confirmPassword: "mail.passwordMismatch" });
  });
  it("an empty password keeps the stored one", () => {
    expect(ZMailConfigInput.parse({ ...valid, password: "", confirmPassword: "" }).password).toBe("");
  });
  it("port: integers only, in range, required", () => {
    for (const port of ["25.5", "abc", "-1", 25.5, "1e3", true]) expect(errorsOf({ ...valid, port }), String(port)).toEqual({ port: "mail.portInteger" });
    expect(errorsOf({ ...valid, port: "70000" })).toEqual({ port: "mail.portRange" });
    expect(errorsOf({ ...valid, port: "0" })).toEqual({ port: "mail.portRange" });
    expect(errorsOf({ ...valid, port: "" })).toEqual({ port: "validation.required" });
    expect(errorsOf({ ...valid, port: undefined })).toEqual({ port: "validation.required" });
  });
  it("address well formed, host well formed", () => {
    expect(errorsOf({ ...valid, address: "not-an-email" })).toEqual({ address: "validation.invalidEmail" });
    expect(errorsOf({ ...valid, address: "" })).toEqual({ address: "validation.required" });
    expect(errorsOf({ ...valid, smtpHost: "smtp example" })).toEqual({ smtpHost: "mail.invalidHost" });
    expect(errorsOf({ ...valid, smtpHost: "" })).toEqual({ smtpHost: "validation.required" });
  });
  it("reports every rule at once, and unknown fields", () => {
    expect(
      errorsOf({ address: "x", password: "short", confirmPassword: "other", smtpHost: "", port: "2.5", ssl: "yes", active: true, conferenceId: 9 }),
    ).toEqual({
      address: "validation.invalidEmail",
      password: "mail.passwordTooShort",
      confirmPassword: "mail.passwordMismatch",
      smtpHost: "validation.required",
      port: "mail.portInteger",
      ssl: "validation.invalidType",
      conferenceId: "validation.unknownField",
    });
  });
  it("never throws on garbage", () => {
    for (const input of [null, undefined, 42, "x", [], { port: {} }]) expect(() => ZMailConfigInput.safeParse(input)).not.toThrow();
  });
});

describe("mail template input", () => {
  const t = { kind: "REGISTRATION", subjectZh: "注册 {name}", subjectEn: "Hi {name}", bodyZh: "<p>{link}</p>", bodyEn: "<p>{email}</p>" };
  it("accepts the kind's placeholders", () => {
    expect(ZMailTemplateInput.safeParse(t).success).toBe(true);
  });
  it("rejects a placeholder of another kind, on its field", () => {
    const r = ZMailTemplateInput.safeParse({ ...t, bodyEn: "<p>{orderNo}</p>" });
    expect(toFieldErrors(r.error!)).toEqual({ bodyEn: "mail.unknownPlaceholder?name=%7BorderNo%7D" });
  });
  it("rejects an empty body and an unknown kind", () => {
    expect(toFieldErrors(ZMailTemplateInput.safeParse({ ...t, bodyZh: "<p></p>" }).error!)).toEqual({ bodyZh: "validation.required" });
    expect(toFieldErrors(ZMailTemplateInput.safeParse({ ...t, kind: "SPAM" }).error!)).toMatchObject({ kind: "validation.invalidOption" });
  });
});

describe("mail log query", () => {
  it("defaults and tolerates junk", () => {
    expect(ZMailLogQuery.parse({})).toEqual({ page: 1, size: 20 });
    expect(ZMailLogQuery.parse({ status: "FAILED", page: "3", size: "500" })).toEqual({ status: "FAILED", page: 3, size: 20 });
    expect(ZMailLogQuery.parse({ status: "nope", page: "x" })).toEqual({ page: 1, size: 20 });
  });
});
