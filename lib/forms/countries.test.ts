import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildAnswersSchema } from "./answers-schema";
import { countryLabel, countryName, defaultCountryOptions, OTHER_COUNTRY, toCountryCode, withStoredCountry } from "./countries";
import { standardField } from "./fields";

describe("countries are codes named in the reader's language", () => {
  it("offers ISO codes, China first and Others last, ordered for the reader", () => {
    const en = defaultCountryOptions("en");
    expect(en[0]).toEqual({ value: "CN", label: { zh: "中国", en: "China" } });
    expect(en.at(-1)).toEqual({ value: OTHER_COUNTRY, label: { zh: "其他", en: "Others" } });
    expect(en.every((o) => /^[A-Z]{2}$/.test(o.value))).toBe(true);
    const names = en.slice(1, -1).map((o) => o.label.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(
      defaultCountryOptions("zh")
        .map((o) => o.value)
        .sort(),
    ).toEqual(en.map((o) => o.value).sort());
  });

  it("holds every ISO 3166-1 country and region, each named in both languages", () => {
    const options = defaultCountryOptions("zh");
    expect(options).toHaveLength(251); // 249 ISO 3166-1 codes, XK (Kosovo) and Others
    for (const code of ["AF", "AX", "BT", "GS", "HK", "MO", "TW", "PS", "VA", "ZW"]) expect(options.map((o) => o.value)).toContain(code);
    for (const o of options.slice(0, -1)) {
      expect(o.label.zh, o.value).not.toBe(o.value);
      expect(o.label.en, o.value).not.toBe(o.value);
    }
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });

  it("shows a code in either language, the conference's own label first, an unknown value raw", () => {
    expect(countryLabel("DE", "en")).toBe("Germany");
    expect(countryLabel("DE", "zh")).toBe("德国");
    expect(countryLabel("ZZ", "en")).toBe("Others");
    expect(countryLabel("FR", "en", [{ value: "FR", label: { zh: "法兰西", en: "French Republic" } }])).toBe("French Republic");
    expect(countryLabel("Atlantis", "zh")).toBe("Atlantis");
    expect(countryLabel("", "zh")).toBe("");
    expect(countryName("Atlantis", "en")).toBeUndefined();
  });

  it("reads labels sent by older clients as their codes, and validates the result", () => {
    const options = defaultCountryOptions();
    expect(toCountryCode("中国", options)).toBe("CN");
    expect(toCountryCode(" united kingdom ", options)).toBe("GB");
    expect(toCountryCode("cn", options)).toBe("CN");
    expect(toCountryCode("Others", options)).toBe("ZZ");
    expect(toCountryCode("Atlantis", options)).toBe("Atlantis");
    const schema = buildAnswersSchema([{ ...standardField("country", true), options }], "en");
    expect(schema.parse({ country: "China" })).toEqual({ country: "CN" });
    expect(schema.safeParse({ country: "Atlantis" }).success).toBe(false);
  });

  it("keeps a stored value that is not an option, so an editor shows it instead of a blank", () => {
    const options = defaultCountryOptions();
    expect(withStoredCountry(options, "CN")).toBe(options);
    expect(withStoredCountry(options, "Atlantis").at(-1)).toEqual({ value: "Atlantis", label: { zh: "Atlantis", en: "Atlantis" } });
    // A conference's own shorter list: a stored code left out of it is named by the platform.
    const own = options.filter((o) => ["CN", "ZZ"].includes(o.value));
    expect(withStoredCountry(own, "PE").at(-1)).toEqual({ value: "PE", label: { zh: "秘鲁", en: "Peru" } });
  });

  it("maps in the migration exactly the labels the built-in list showed when it ran", () => {
    const dir = path.join(process.cwd(), "prisma/migrations");
    const folder = readdirSync(dir).find((d) => d.endsWith("_country_codes"))!;
    const sql = readFileSync(path.join(dir, folder, "migration.sql"), "utf8");
    const pairs = [...sql.matchAll(/\('([^']+)', '([A-Z]{2})'\)/g)].map((m) => [m[1], m[2]]);
    // The list then: 29 countries and Others (it has since grown to every ISO 3166-1 code).
    const then = "CN AU BR CA EG FR DE IN ID IT JP KE MY MX NL NZ NG PK RU SG ZA KR ES SE CH TH GB US VN ZZ".split(" ");
    const expected = then.flatMap((code) => [
      [countryName(code, "en")!.toLowerCase(), code],
      [countryName(code, "zh")!, code],
    ]);
    expect(pairs.sort()).toEqual(expected.sort());
  });
});

describe("the built-in options, named and sorted once per language", () => {
  it("answers each caller its own copy, in the reader's language", () => {
    const first = defaultCountryOptions("en");
    first[1].label.en = "changed";
    first.push({ value: "XX", label: { zh: "XX", en: "XX" } });
    const again = defaultCountryOptions("en");
    expect(again).not.toContainEqual(expect.objectContaining({ value: "XX" }));
    expect(again[1].label.en).not.toBe("changed");
    expect(defaultCountryOptions("zh")[0]).toEqual(again[0]); // China first in both
    expect(defaultCountryOptions("zh").map((o) => o.value)).not.toEqual(again.map((o) => o.value)); // each sorted by its own names
  });
});
