import { describe, expect, it } from "vitest";
import { zId, zPage, zPageSize } from "./fields";
import { parseSearch, readSearch } from "./read-search";
import { z } from "./z";

const ZList = z.object({
  page: zPage(),
  size: zPageSize(100, 20),
  search: z.string().trim().max(50).default(""),
  status: z.enum(["OPEN", "CLOSED"]).optional(),
});

describe("readSearch", () => {
  it("reads a good query from the promise Next hands a page", async () => {
    expect(await readSearch(ZList, Promise.resolve({ page: "3", size: "50", search: " ab ", status: "OPEN" }))).toEqual({
      page: 3,
      size: 50,
      search: "ab",
      status: "OPEN",
    });
  });

  it("gives the defaults for an empty query", async () => {
    expect(await readSearch(ZList, {})).toEqual({ page: 1, size: 20, search: "" });
  });

  it("treats a refused value as absent and keeps the others", () => {
    expect(parseSearch(ZList, { page: "abc", search: "x" })).toEqual({ page: 1, size: 20, search: "x" });
    expect(parseSearch(ZList, { page: "-1", size: "1e3", status: "nope", search: "y" })).toEqual({ page: 1, size: 20, search: "y" });
    expect(parseSearch(ZList, { page: "0x10", search: "a".repeat(51) })).toEqual({ page: 1, size: 20, search: "" });
  });

  it("counts a repeated parameter by its first value", () => {
    expect(parseSearch(ZList, { page: ["2", "5"], status: ["CLOSED", "OPEN"] })).toEqual({ page: 2, size: 20, search: "", status: "CLOSED" });
  });

  it("ignores parameters the schema does not name, and drops them from a strict one", () => {
    expect(parseSearch(ZList, { page: "2", other: "1" })).toEqual({ page: 2, size: 20, search: "" });
    expect(parseSearch(z.strictObject({ page: zPage() }), { page: "4", other: "1" })).toEqual({ page: 4 });
  });

  it("refuses control characters as any string field does", () => {
    expect(parseSearch(ZList, { search: "a\u0000b", page: "2" })).toEqual({ page: 2, size: 20, search: "" });
  });

  it("leaves a missing or damaged required id undefined for the page to answer 404", () => {
    const ZDetail = z.object({ id: zId().optional() });
    expect(parseSearch(ZDetail, { id: "12" })).toEqual({ id: 12 });
    expect(parseSearch(ZDetail, { id: "12abc" }).id).toBeUndefined();
    expect(parseSearch(ZDetail, { id: "99999999999" }).id).toBeUndefined();
    expect(parseSearch(ZDetail, {}).id).toBeUndefined();
  });
});
