import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toFieldErrors } from "./field-errors";
import { INT4_MAX, isCalendarDate, zDate, zId, zInt, zPage, zPageSize } from "./fields";
import { findBadInput, MAX_DEPTH } from "./input-guard";
import { z } from "./z";

const errorOf = (schema: z.ZodType, v: unknown) => {
  const r = z.object({ v: schema }).safeParse({ v });
  return r.success ? null : toFieldErrors(r.error).v;
};

describe("z.string() refuses control characters everywhere", () => {
  it("refuses NUL, other C0 controls and lone surrogates, keeps tab and line breaks", () => {
    for (const bad of ["a\u0000b", "\u0000", "x\u0001", "\u001f", "a\u000bb", "\ud800", "x\udc00y"])
      expect(errorOf(z.string(), bad)).toBe("validation.invalidChars");
    for (const ok of ["", "a\tb\nc\r\n", "北京 😀", "<p>x</p>"]) expect(errorOf(z.string(), ok)).toBeNull();
  });
  it("holds through chained rules, records' keys and the control check comes first", () => {
    expect(errorOf(z.string().trim().min(1).max(3), "\u0000\u0000\u0000\u0000")).toBe("validation.invalidChars");
    expect(errorOf(z.string().regex(/^\d+$/, "x"), "1\u00002")).toBe("validation.invalidChars");
    const r = z.record(z.string(), z.number()).safeParse({ "a\u0000": 1 });
    expect(Object.values(toFieldErrors(r.error!))).toEqual(["validation.invalidChars"]);
    expect(z.string().trim().parse("  ok ")).toBe("ok");
  });
});

describe("zInt / zId / paging", () => {
  it("accepts integers from JSON and digit strings from queries", () => {
    expect(zId().parse(7)).toBe(7);
    expect(zId().parse("2147483647")).toBe(INT4_MAX);
    expect(zInt({ min: -5, max: 5 }).parse("-5")).toBe(-5);
  });
  it("refuses ids past int4, scientific, hex, floats, blanks and junk", () => {
    expect(errorOf(zId(), "2147483648")).toBe(`validation.tooBig?max=${INT4_MAX}`);
    expect(errorOf(zId(), 2147483648)).toBe(`validation.tooBig?max=${INT4_MAX}`);
    for (const bad of ["1e15", "0x10", "1.5", 1.5, " 7", "7 ", "abc", true, [], {}]) expect(errorOf(zId(), bad)).toBe("validation.invalidInteger");
    expect(errorOf(zId(), "0")).toBe("validation.tooSmall?min=1");
    expect(errorOf(zId(), "")).toBe("validation.required");
    expect(errorOf(zId(), undefined)).toBe("validation.required");
    expect(errorOf(zInt({ min: 1, minMessage: "registration.positiveNum" }), 0)).toBe("registration.positiveNum");
  });
  it("bounds page and size, with defaults", () => {
    const q = z.object({ page: zPage(), size: zPageSize(200, 20) });
    expect(q.parse({})).toEqual({ page: 1, size: 20 });
    expect(q.parse({ page: "3", size: "200" })).toEqual({ page: 3, size: 200 });
    expect(toFieldErrors(q.safeParse({ page: "1e15", size: "201" }).error!)).toEqual({ page: "validation.invalidInteger", size: "validation.tooBig?max=200" });
    expect(toFieldErrors(q.safeParse({ page: "1000000000000000" }).error!).page).toMatch(/^validation\.tooBig/);
  });
});

describe("date-only values are real calendar days", () => {
  it("accepts real days, including 29 February of a leap year", () => {
    for (const ok of ["2026-01-31", "2028-02-29", "1900-01-01", "2999-12-31"]) expect(isCalendarDate(ok)).toBe(true);
  });
  it("refuses impossible days that pass the pattern, and other shapes", () => {
    for (const bad of [
      "2026-13-45",
      "2026-02-30",
      "2026-02-29",
      "2026-04-31",
      "2026-00-10",
      "2026-01-00",
      "0000-01-01",
      "9999-01-01",
      "2026-1-1",
      "2026-01-01T00:00",
      " 2026-01-01",
      "2026-01-01\u0000",
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(errorOf(zDate(), "2026-02-30")).toBe("validation.invalidDate");
    expect(errorOf(zDate(), "2026-02-30\u0000")).toBe("validation.invalidChars");
    expect(errorOf(zDate(), "")).toBe("validation.required");
    expect(errorOf(zDate({ optional: true }), "")).toBeNull();
    expect(errorOf(zDate({ optional: true }), "2026-13-45")).toBe("validation.invalidDate");
  });
});

describe("findBadInput walks raw input", () => {
  it("finds a control character at its path, in values, arrays, keys and file names", () => {
    expect(findBadInput({ a: { b: ["ok", "x\u0000"] } })).toEqual({ "a.b.1": "validation.invalidChars" });
    expect(findBadInput({ answers: { "k\u0000": "v" } })).toEqual({ answers: "validation.invalidChars" });
    expect(findBadInput("\u0000")).toEqual({ _: "validation.invalidChars" });
    expect(findBadInput({ file: new File(["x"], "a\u0000.pdf") })).toEqual({ file: "validation.invalidChars" });
    expect(findBadInput({ a: 1, b: [true, null, "fine\n"], c: new File(["x"], "a.pdf") })).toBeNull();
  });
  it("refuses nesting deeper than MAX_DEPTH without walking it all", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.values(findBadInput(deep)!)).toEqual(["validation.tooDeep"]);
    let fine: unknown = "leaf";
    for (let i = 0; i < MAX_DEPTH - 1; i++) fine = { c: fine };
    expect(findBadInput(fine)).toBeNull();
  });
});

describe("properties (fast-check)", () => {
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = (y: number, m: number) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  const pad = (n: number, w: number) => String(n).padStart(w, "0");

  it("a date is accepted exactly when the day exists in that month", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const real = m >= 1 && m <= 12 && d >= 1 && d <= days(y, m);
        expect(isCalendarDate(`${y}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(real);
      }),
      { numRuns: 2000 },
    );
  });

  it("an id is accepted exactly when it is a plain integer in 1…2147483647", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (n) => {
        expect(zId().safeParse(n.toString()).success).toBe(n >= 1n && n <= BigInt(INT4_MAX));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: 12 }), (s) => {
        const r = zId().safeParse(s);
        if (r.success) expect(s).toMatch(/^\d{1,10}$/);
      }),
    );
  });

  it("z.string() refuses exactly the strings with a C0 control (other than tab and line breaks) or a lone surrogate", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (s) => {
        const bad = [...s].some((ch) => (ch < " " && !"\t\n\r".includes(ch)) || (ch.length === 1 && ch >= "\ud800" && ch <= "\udfff"));
        expect(z.string().safeParse(s).success).toBe(!bad);
        expect(findBadInput({ k: [s] }) === null).toBe(!bad);
      }),
      { numRuns: 2000 },
    );
  });
});
