import { describe, expect, it } from "vitest";
import { compileRoutes } from "./match";

// Path parameters in the one route table. Routes here are labels; the matcher only
// needs their declared parameter names.

type R = { name: string; params?: string[] };
const table = (keys: Record<string, string[] | undefined>) => Object.fromEntries(Object.entries(keys).map(([k, params]) => [k, { name: k, params }]));
const compile = (keys: Record<string, string[] | undefined>) => compileRoutes<R>(table(keys), (r) => r.params);
const split = (path: string) => path.slice(1).split("/");

const REVIEW = "/conference/platform/manage/review";
const match = compile({
  [`GET ${REVIEW}`]: undefined,
  [`GET ${REVIEW}/active`]: undefined,
  [`GET ${REVIEW}/key/{key}`]: ["key"],
  [`GET ${REVIEW}/role/{id}`]: ["id"],
  [`DELETE ${REVIEW}/{id}`]: ["id"],
  [`DELETE ${REVIEW}/role/{id}`]: ["id"],
  [`DELETE ${REVIEW}/role`]: undefined,
  ["GET /profile/order/pay/goto/{orderIds}"]: ["orderIds"],
  ["GET /a/{x}/c"]: ["x"],
  ["GET /a/b/{y}"]: ["y"],
});
const hit = (method: string, path: string) => {
  const m = match(method, split(path));
  return m && { key: m.key, params: m.params };
};

describe("gateway path matching", () => {
  it("finds static routes and hands parameters over by name", () => {
    expect(hit("GET", REVIEW)).toEqual({ key: `GET ${REVIEW}`, params: {} });
    expect(hit("GET", `${REVIEW}/key/Ab12`)).toEqual({ key: `GET ${REVIEW}/key/{key}`, params: { key: "Ab12" } });
    expect(hit("DELETE", `${REVIEW}/42`)).toEqual({ key: `DELETE ${REVIEW}/{id}`, params: { id: "42" } });
    expect(hit("GET", "/profile/order/pay/goto/1,2,3")).toEqual({ key: "GET /profile/order/pay/goto/{orderIds}", params: { orderIds: "1,2,3" } });
  });

  it("prefers a static route over a parameterised one, and a literal segment over a parameter", () => {
    expect(hit("GET", `${REVIEW}/active`)?.key).toBe(`GET ${REVIEW}/active`); // not key/{key} nor anything with a param
    expect(hit("DELETE", `${REVIEW}/role`)?.key).toBe(`DELETE ${REVIEW}/role`); // not {id} = "role"
    expect(hit("DELETE", `${REVIEW}/role/7`)).toEqual({ key: `DELETE ${REVIEW}/role/{id}`, params: { id: "7" } });
    expect(hit("GET", "/a/b/c")?.key).toBe("GET /a/b/{y}"); // the earlier literal wins
    expect(hit("GET", "/a/z/c")).toEqual({ key: "GET /a/{x}/c", params: { x: "z" } });
  });

  it("matches method and segment count exactly; an empty parameter is no match", () => {
    expect(hit("POST", `${REVIEW}/42`)).toBeNull();
    expect(hit("DELETE", `${REVIEW}/42/extra`)).toBeNull();
    expect(hit("GET", `${REVIEW}/key`)).toBeNull();
    expect(hit("DELETE", `${REVIEW}/`)).toBeNull();
    expect(hit("GET", `${REVIEW}/key/`)).toBeNull();
  });

  it("passes any decoded text to the params schema, which decides (a segment with '/' stays one)", () => {
    expect(match("DELETE", [...split(REVIEW), "../../etc"])?.params).toEqual({ id: "../../etc" });
    expect(match("DELETE", [...split(REVIEW), "1\u0000"])?.params).toEqual({ id: "1\u0000" });
    // "%2F" arrives decoded inside one segment: it must not reach the static route "…/review/active"
    const m = compile({ "GET /x/y": undefined, "GET /x/{id}": ["id"] });
    expect(m("GET", ["x", "y"])?.key).toBe("GET /x/y");
    expect(m("GET", ["x/y"])).toBeNull();
    expect(m("GET", ["x", "y/z"])).toEqual({ key: "GET /x/{id}", route: expect.anything(), params: { id: "y/z" } });
  });

  it("refuses a malformed table when it is compiled", () => {
    expect(() => compile({ "GET /r/{id}": ["id"], "GET /r/{key}": ["key"] })).toThrow(/match the same paths/);
    expect(() => compile({ "GET /r/{id}": undefined })).toThrow(/params schema/);
    expect(() => compile({ "GET /r/{id}": ["key"] })).toThrow(/params schema/);
    expect(() => compile({ "GET /r": ["id"] })).toThrow(/params schema/);
    expect(() => compile({ "GET /r/{id}/{id}": ["id"] })).toThrow(/repeats/);
    expect(() => compile({ "GET /r/a{id}": ["id"] })).toThrow(/bad segment/);
    expect(() => compile({ "GET r": undefined })).toThrow(/METHOD \/path/);
  });
});
