import { describe, expect, it } from "vitest";
import { envelope } from "./envelope";
import { isBrowserNavigation, signInInstead } from "./sign-in-redirect";

const FILE = "http://localhost:3000/api/conference/download/file/7?x=1";
const req = (headers: Record<string, string>, method = "GET") => new Request(FILE, { method, headers: { host: "demo.localhost:3000", ...headers } });

describe("a signed-out person opening a protected file link", () => {
  it("is sent to sign in on the host used, with the file as the way back", () => {
    const r = signInInstead(req({ "sec-fetch-mode": "navigate", accept: "text/html" }), envelope(401, null, "Please sign in"));
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe(`http://demo.localhost:3000/conferencelogin?redirect=${encodeURIComponent("/api/conference/download/file/7?x=1")}`);
  });

  it("also from a browser without Fetch Metadata that asks for HTML", () => {
    expect(isBrowserNavigation(req({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
  });

  it("scripts and API clients keep the 401 envelope; other answers pass untouched", () => {
    const json = envelope(401, null, "Please sign in");
    expect(signInInstead(req({ "sec-fetch-mode": "cors", accept: "text/html" }), json)).toBe(json);
    expect(signInInstead(req({ accept: "application/json" }), json)).toBe(json);
    expect(signInInstead(req({ "sec-fetch-mode": "navigate", authorization: "Bearer x" }), json)).toBe(json);
    expect(signInInstead(req({ "sec-fetch-mode": "navigate" }, "POST"), json)).toBe(json);
    const forbidden = envelope(403, null, "No");
    expect(signInInstead(req({ "sec-fetch-mode": "navigate" }), forbidden)).toBe(forbidden);
  });
});
