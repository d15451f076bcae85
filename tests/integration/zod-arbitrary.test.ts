import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZLoginInput } from "@/lib/accounts/schemas";
import { ZIdInput } from "@/lib/fees/schemas";
import { ZHotel } from "@/lib/hotel/schemas";
import { ZMailTemplateInput } from "@/lib/mail/schemas";
import { ZMenuReorder } from "@/lib/menus/schemas";
import { ZSaveOptionsInput, ZVersionQuery } from "@/lib/registration/schemas";
import { badArbitrary, generatedCases, MUTATION_KINDS, validArbitrary } from "./zod-arbitrary";

// The generator behind the bad-input sweeps: what it calls valid parses, and the damage
// covers every kind in MUTATION_KINDS.

const depth = (v: unknown): number => (typeof v === "object" && v !== null ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0);

describe("validArbitrary", () => {
  // Schemas of the app without cross-field refinements: every generated value must parse.
  const schemas = { ZLoginInput, ZIdInput, ZHotel, ZMailTemplateInput, ZMenuReorder, ZSaveOptionsInput, ZVersionQuery };
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: generated values parse`, () => {
      for (const v of fc.sample(validArbitrary(schema), { seed: 42, numRuns: 60 }))
        expect(schema.safeParse(v).error?.issues, JSON.stringify(v)).toBeUndefined();
    });
  }
});

describe("badArbitrary", () => {
  const damaged = fc.sample(badArbitrary(ZLoginInput), { seed: 7, numRuns: 400 });

  it("produces every kind of damage MUTATION_KINDS lists", () => {
    const kinds = new Set(damaged.map((m) => MUTATION_KINDS.find((k) => m.label.startsWith(`${k} at`))));
    expect([...kinds].sort()).toEqual([...MUTATION_KINDS].sort());
    const values = damaged.flatMap((m) => Object.values((m.value ?? {}) as object));
    expect(values.some((v) => typeof v === "string" && v.length >= 100_000)).toBe(true);
    expect(values.some((v) => typeof v === "string" && v.includes("\u0000"))).toBe(true);
    expect(values.some((v) => typeof v === "string" && /\p{Cs}/u.test(v))).toBe(true);
    expect(values.some((v) => depth(v) >= 200)).toBe(true);
    expect(values).toContain(2 ** 31);
    expect(damaged.some((m) => m.value === null)).toBe(true);
  });

  it("damage that a strict schema must refuse is refused", () => {
    for (const m of damaged.filter((m) => /^(extra key|huge string|deep nesting|null) at _?/.test(m.label)))
      if (m.value === null || m.label.startsWith("extra key") || /at (email|password)$/.test(m.label))
        expect(ZLoginInput.safeParse(m.value).success, m.label).toBe(false);
  });

  it("is reproducible from its seed", () => {
    expect(generatedCases(ZHotel, 3, 20).map((c) => c.label)).toEqual(generatedCases(ZHotel, 3, 20).map((c) => c.label));
    expect(JSON.stringify(generatedCases(ZMenuReorder, 5, 10))).toBe(JSON.stringify(generatedCases(ZMenuReorder, 5, 10)));
  });
});
