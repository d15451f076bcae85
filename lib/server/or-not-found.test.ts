import { describe, expect, it, vi } from "vitest";
import { Forbidden, NotFound } from "./errors";

vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

const { notFoundOn404, orNotFound } = await import("./or-not-found");

describe("orNotFound", () => {
  it("returns a value, falsy ones included", () => {
    expect(orNotFound({ id: 1 })).toEqual({ id: 1 });
    expect(orNotFound(0)).toBe(0);
    expect(orNotFound("")).toBe("");
    expect(orNotFound(false)).toBe(false);
  });

  it("answers 404 for null and undefined", () => {
    expect(() => orNotFound(null)).toThrow("NEXT_NOT_FOUND");
    expect(() => orNotFound(undefined)).toThrow("NEXT_NOT_FOUND");
  });
});

describe("notFoundOn404", () => {
  it("turns a service's 404 into the page's 404 and passes every other error on", async () => {
    await expect(Promise.reject(new NotFound("errors.notFound")).catch(notFoundOn404)).rejects.toThrow("NEXT_NOT_FOUND");
    const forbidden = new Forbidden();
    await expect(Promise.reject(forbidden).catch(notFoundOn404)).rejects.toBe(forbidden);
    const broken = new Error("db down");
    await expect(Promise.reject(broken).catch(notFoundOn404)).rejects.toBe(broken);
    await expect(Promise.resolve(7).catch(notFoundOn404)).resolves.toBe(7);
  });
});
