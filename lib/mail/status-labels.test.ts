import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAIL_STATUSES } from "./schemas";

// What the mail log calls each outbox status (its chip and its filter), in both languages. Mail the
// demo keeps instead of sending has a status of its own, never worded as a failure.
const labels = (locale: "zh" | "en") => (JSON.parse(readFileSync(`messages/${locale}/mail.json`, "utf8")) as { status: Record<string, string> }).status;

describe("mail status labels", () => {
  it.each(["zh", "en"] as const)("every status has a label in %s, each a different one", (locale) => {
    const l = labels(locale);
    for (const s of ["ALL", ...MAIL_STATUSES]) expect(l[s], s).toBeTruthy();
    expect(new Set(MAIL_STATUSES.map((s) => l[s])).size).toBe(MAIL_STATUSES.length);
  });

  it("calls mail the demo captured 'captured (demo)', not failed", () => {
    expect(MAIL_STATUSES).toContain("CAPTURED");
    expect(labels("en").CAPTURED).toBe("Captured (demo)");
    expect(labels("zh").CAPTURED).toBe("已捕获（演示）");
  });
});
