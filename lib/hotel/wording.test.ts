import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/translate";
import { DEFAULT_TEMPLATES } from "@/lib/mail/default-templates";

// One word for check-out in every label, error and mail (退房 / "check-out"), and nights counted
// with ICU plurals in English ("1 night", "2 nights") rather than "night(s)".
const dir = path.join(import.meta.dirname, "../../messages");
/** Every message of a language (or of some namespaces), placeholders such as {checkOut} taken out. */
const texts = (locale: "zh" | "en", only?: string[]) => {
  const out: string[] = [];
  const walk = (o: unknown) =>
    typeof o === "string" ? out.push(o.replace(/\{(checkIn|checkOut)\}/g, "")) : o && typeof o === "object" && Object.values(o).forEach(walk);
  for (const f of readdirSync(path.join(dir, locale))) if (!only || only.includes(f)) walk(JSON.parse(readFileSync(path.join(dir, locale, f), "utf8")));
  return out;
};
const templates = Object.values(DEFAULT_TEMPLATES);

describe("check-out has one word", () => {
  it("Chinese: 退房, never 离店 (messages and default mail templates)", () => {
    expect([...texts("zh"), ...templates.flatMap((t) => [t.subjectZh, t.bodyZh])].filter((s) => s.includes("离店"))).toEqual([]);
  });
  it("English: check-out, never checkout, check out or departure", () => {
    const odd = /\bcheckout\b|\bcheck out\b|\bdeparture\b|\bchecking out\b|\band out on\b/i;
    // (an online payment's "checkout" elsewhere is another thing: hotel and mail texts are checked)
    const hotelTexts = [
      ...texts("en", ["hotel.json", "mail.json"]),
      ...templates.flatMap((t) => [t.subjectEn, t.bodyEn].map((x) => x.replace(/\{(checkIn|checkOut)\}/g, ""))),
    ];
    expect(hotelTexts.filter((s) => odd.test(s))).toEqual([]);
  });
});

describe("nights are counted with plurals in English", () => {
  it("no night(s) / room(s) left in the English messages", () => {
    expect(texts("en").filter((s) => /nights?\(s\)|\bnight\(s\)|room\(s\) × /.test(s))).toEqual([]);
  });
  it("1 night, 2 nights — in the booking formula, the stay line, the shortage warning and the mail", async () => {
    const en = await getTranslator("en");
    expect(en("hotel.book.formula", { nights: 1, rooms: 1, price: "$70.00" })).toBe("1 night × 1 room × $70.00");
    expect(en("hotel.book.formula", { nights: 2, rooms: 3, price: "$70.00" })).toBe("2 nights × 3 rooms × $70.00");
    expect(en("hotel.book.stay", { checkIn: "2027-05-02", checkOut: "2027-05-03", nights: 1, rooms: 2 })).toBe("2027-05-02 → 2027-05-03 · 1 night · 2 rooms");
    expect(en("hotel.book.short", { count: 1 })).toMatch(/^Not enough rooms on 1 night:/);
    expect(en("hotel.book.short", { count: 3 })).toMatch(/^Not enough rooms on 3 nights:/);
    expect(en("hotel.mail.nights", { nights: 1 })).toBe("1 night");
    const zh = await getTranslator("zh");
    expect(zh("hotel.book.formula", { nights: 2, rooms: 1, price: "¥460.00" })).toBe("2 晚 × 1 间 × ¥460.00");
    expect(zh("hotel.mail.nights", { nights: 2 })).toBe("2 晚");
  });
});
