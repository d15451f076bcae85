import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { audienceRedirect } from "@/lib/pages/audience";
import { decideRoute } from "@/lib/server/route-policy";
import { buildAccountMenu, type MenuFacts } from "@/lib/site/top-menu";
import { isValidHostName } from "@/lib/server/host-name";
import { normaliseHostName, splitHostNames } from "./hosts";
import { isTimeZone } from "./options";

describe("host names", () => {
  it("normalises what the administrator types", () => {
    expect(normaliseHostName("  Conf.Example.ORG. ")).toBe("conf.example.org");
    expect(splitHostNames("A.localhost\n b.localhost, a.localhost;c.example.org  ")).toEqual(["a.localhost", "b.localhost", "c.example.org"]);
    expect(splitHostNames(" \n ")).toEqual([]);
  });
  it("accepts DNS names and *.localhost, refuses ports, schemes, paths, addresses and bad labels", () => {
    for (const ok of ["demo.localhost", "adm-1x.localhost", "conf2027.example.org", "a.b.c.example.cn", "xn--fiqs8s.cn"])
      expect(isValidHostName(ok), ok).toBe(true);
    for (const bad of [
      "localhost",
      "demo.localhost:3000",
      "http://x.org",
      "x.org/path",
      "10.0.0.1",
      "-a.org",
      "a-.org",
      "a..b.org",
      "*.example.org",
      "a_b.org",
      "",
      `${"a".repeat(64)}.org`,
    ])
      expect(isValidHostName(bad), bad).toBe(false);
  });
  it("knows IANA time zones", () => {
    expect(isTimeZone("Asia/Shanghai")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("/admin audience and menu entry", () => {
  const nobody = { loggedIn: false, attended: false, manager: false, reviewer: false };
  it("sends visitors to sign in and everybody but platform administrators to /403", () => {
    expect(audienceRedirect("admin", nobody)).toBe("login");
    expect(audienceRedirect("admin", { ...nobody, loggedIn: true, manager: true, attended: true, reviewer: true })).toBe("/403");
    expect(audienceRedirect("admin", { ...nobody, loggedIn: true, manager: true, platformAdmin: true })).toBeNull();
    expect(decideRoute("/admin/requests", "", { loggedIn: false, published: true, manager: false, reviewer: false })).toBe(
      "/conferencelogin?redirect=%2Fadmin%2Frequests",
    );
  });
  it("every server action of /admin is for platform administrators", () => {
    const source = readFileSync(path.join(import.meta.dirname, "actions.ts"), "utf8");
    const audiences = [...source.matchAll(/action\(\{ audience: "(\w+)"/g)].map((m) => m[1]);
    expect(audiences.length).toBe([...source.matchAll(/export (?:const \w+Action = |async function \w+Action)/g)].length);
    expect(new Set(audiences)).toEqual(new Set(["admin"]));
  });
  it("offers Platform administration to administrators only", () => {
    const f: MenuFacts = { loggedIn: true, published: true, attended: false, manager: true, reviewer: false, modules: {} };
    expect(buildAccountMenu(f).map((m) => m.key)).not.toContain("platformAdmin");
    expect(buildAccountMenu({ ...f, platformAdmin: true }).find((m) => m.key === "platformAdmin")?.href).toBe("/admin");
    expect(buildAccountMenu({ ...f, published: false, platformAdmin: true }).map((m) => m.key)).toContain("platformAdmin");
  });
});
