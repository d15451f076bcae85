import { describe, expect, it } from "vitest";
import { pageFormValues, ZPageInput, ZTemplateInput } from "./schemas";

const page = {
  name: "Venue",
  appearanceId: 1,
  templateId: "",
  type: "content",
  isDefaultPc: false,
  isDefaultMobile: false,
  mobilePageId: null,
  titleZh: "会场",
  titleEn: "Venue",
  contentZh: "<p>x</p>",
  contentEn: "",
};
const messageOf = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path.join(".") === field)?.message;

describe("page input (SPEC §5: page name required, up to 100)", () => {
  it("accepts a page, empty selects meaning none", () => {
    const r = ZPageInput.safeParse(page);
    expect(r.success).toBe(true);
    expect(r.data?.templateId).toBeNull();
    expect(r.data?.appearanceId).toBe(1);
  });
  it("takes a saved page's form values without its id and state, so the strict schema accepts them again", () => {
    const saved = { ...ZPageInput.parse(page), id: 7, key: null, published: true, hasDraft: false, status: "published" };
    const values = pageFormValues(saved);
    expect(values).toEqual(ZPageInput.parse(page));
    expect(ZPageInput.safeParse(values).success).toBe(true);
  });
  it("requires a name of at most 100 characters", () => {
    expect(ZPageInput.safeParse({ ...page, name: "x".repeat(100) }).success).toBe(true);
    expect(messageOf(ZPageInput.safeParse({ ...page, name: "x".repeat(101) }), "name")).toBe("validation.tooLong?max=100");
    expect(messageOf(ZPageInput.safeParse({ ...page, name: "   " }), "name")).toBe("validation.required");
  });
  it("refuses unknown types, fields, bad ids and control characters", () => {
    expect(messageOf(ZPageInput.safeParse({ ...page, type: "link" }), "type")).toBe("validation.invalidOption");
    expect(ZPageInput.safeParse({ ...page, published: true }).success).toBe(false);
    expect(ZPageInput.safeParse({ ...page, mobilePageId: "1e3" }).success).toBe(false);
    expect(ZPageInput.safeParse({ ...page, titleEn: "a\u0000b" }).success).toBe(false);
  });
});

describe("template input", () => {
  const template = { name: "Wide", appearanceId: null, device: "pc", isDefaultPc: false, isDefaultMobile: false, elements: [{ kind: "content" }] };
  it("accepts an ordered element list, visibility defaulting to everyone", () => {
    const r = ZTemplateInput.safeParse(template);
    expect(r.data?.elements).toEqual([{ kind: "content", show: "always" }]);
  });
  it("refuses no elements, unknown kinds or visibility, and a 101-character name", () => {
    expect(ZTemplateInput.safeParse({ ...template, elements: [] }).success).toBe(false);
    expect(ZTemplateInput.safeParse({ ...template, elements: [{ kind: "script" }] }).success).toBe(false);
    expect(ZTemplateInput.safeParse({ ...template, elements: [{ kind: "html", show: "everyone" }] }).success).toBe(false);
    expect(messageOf(ZTemplateInput.safeParse({ ...template, name: "y".repeat(101) }), "name")).toBe("validation.tooLong?max=100");
  });
});
