import { describe, expect, it } from "vitest";
import { CONFIG_ITEMS, countWords, submissionSchema, ZSubmissionConfigInput, type SubmissionRules, type TRequirement } from "./schemas";
import { canMove, movesFrom } from "./status";

const rules = (req: TRequirement, over: Partial<SubmissionRules> = {}): SubmissionRules => ({
  ...(Object.fromEntries(CONFIG_ITEMS.map((k) => [k, req])) as Record<(typeof CONFIG_ITEMS)[number], TRequirement>),
  abstractWordLimit: null,
  categories: ["bio"],
  reportTypes: ["oral"],
  leafThemeIds: [7],
  ...over,
});
const file = { name: "a.pdf", storedName: "0123456789abcdef0123456789abcdef.pdf" };
const full = {
  title: "T",
  themeId: 7,
  reportType: "oral",
  category: "bio",
  abstract: "<p>Text</p>",
  keywords: ["k"],
  abstractFile: file,
  fullTextFile: file,
  authors: [{ name: "A", surname: "B", email: "A@X.ORG", corresponding: true }],
};
const errors = (r: SubmissionRules, v: unknown) =>
  Object.fromEntries((submissionSchema(r).safeParse(v).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("each configurable item", () => {
  // Every required item but the authors' list, each with "<item> is required" on its field.
  const requiredItems = {
    title: "submission.form.required?item=title",
    themeId: "submission.form.required?item=theme",
    abstract: "submission.form.required?item=abstract",
    abstractFile: "submission.form.required?item=abstractFile",
    fullTextFile: "submission.form.required?item=fullTextFile",
    category: "submission.form.required?item=category",
    reportType: "submission.form.required?item=reportType",
    keywords: "submission.form.required?item=keywords",
  };
  it("required: missing gives '<item> is required' on its field", () => {
    const empty = { title: "", themeId: null, abstract: "<p> </p>", keywords: [], authors: [] };
    expect(errors(rules("REQUIRED"), empty)).toEqual({ ...requiredItems, authors: "submission.form.required?item=authors" });
  });
  it("an empty form reports every required item at once, beside the author's own missing names", () => {
    // The new-submission form starts with the signed-in author, whose names may be empty: their
    // errors must not hide the others until a second submit.
    const me = { name: "", surname: "", email: "me@x.org", phone: "", country: "", organisation: "", corresponding: true };
    const empty = { title: "", themeId: null, reportType: "", category: "", abstract: "", keywords: [], abstractFile: null, fullTextFile: null, authors: [me] };
    expect(errors(rules("REQUIRED"), empty)).toEqual({ ...requiredItems, "authors.0.name": "validation.required", "authors.0.surname": "validation.required" });
  });
  it("a field failing its own type check keeps that one message", () => {
    expect(errors(rules("OPTIONAL"), { title: 5, themeId: 7 })).toEqual({ title: "validation.invalidType" });
  });
  it("optional: may be empty", () => {
    expect(errors(rules("OPTIONAL"), { title: "T", themeId: 7 })).toEqual({});
  });
  it("hidden: whatever is sent is dropped", () => {
    const r = submissionSchema(rules("HIDDEN")).parse(full);
    expect(r).toMatchObject({ abstract: "", abstractFile: null, fullTextFile: null, category: "", reportType: "", keywords: [], authors: [] });
  });
  it("refuses unknown choices, a non-leaf theme, repeated keywords and authors without a corresponding one", () => {
    const bad = { ...full, category: "x", themeId: 8, keywords: ["AI", "ai"], authors: [{ ...full.authors[0], corresponding: false }] };
    expect(errors(rules("OPTIONAL"), bad)).toEqual({
      category: "validation.invalidOption",
      themeId: "submission.form.themeNotLeaf",
      keywords: "submission.form.keywordTwice",
      authors: "submission.form.noCorresponding",
    });
  });
  it("counts CJK characters and Latin words against the word limit", () => {
    expect(countWords("蛋白质 structure prediction, 2026")).toBe(6);
    expect(errors(rules("OPTIONAL", { abstractWordLimit: 3 }), { ...full, abstract: "<p>one two three four</p>" })).toEqual({
      abstract: "submission.form.tooManyWords?max=3",
    });
  });
});

describe("configuration rules (SPEC §5)", () => {
  const base = {
    open: true,
    startDate: "2026-03-01",
    endDate: "2026-03-31",
    secondDeadline: "",
    ...Object.fromEntries(CONFIG_ITEMS.map((k) => [k, "OPTIONAL"])),
    pdfLayout: {},
  };
  const issues = (v: object) => Object.fromEntries((ZSubmissionConfigInput.safeParse(v).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
  it("deadline not earlier than the start date; second deadline not earlier than the end date", () => {
    expect(issues({ ...base, endDate: "2026-02-28" })).toEqual({ endDate: "submissionConfig.endBeforeStart" });
    expect(issues({ ...base, secondDeadline: "2026-03-30" })).toEqual({ secondDeadline: "submissionConfig.secondBeforeEnd" });
    expect(issues({ ...base, secondDeadline: "2026-03-31" })).toEqual({});
  });
});

describe("the status table", () => {
  it("lets the author withdraw and resubmit, the organisers decide, and nobody leave 'withdrawn'", () => {
    expect(canMove("NEEDS_MODIFICATION", "RESUBMITTED", "author")).toBe(true);
    expect(canMove("WAITING_ALLOCATION", "ACCEPTED", "author")).toBe(false);
    expect(movesFrom("ASSIGNED", "manager")).toEqual(["WAITING_ALLOCATION", "ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"]);
    expect(movesFrom("WITHDRAWN", "manager")).toEqual([]);
    expect(movesFrom("WITHDRAWN", "author")).toEqual([]);
  });
});
