import { describe, expect, it } from "vitest";
import { decideRoute } from "./route-policy";

const facts = { loggedIn: false, published: true, manager: false, reviewer: false };

describe("autologon (SPEC §2 step 2)", () => {
  it("starts organisation sign-in returning to the current address without the parameter", () => {
    expect(decideRoute("/page/3", "?autologon=1&x=2", facts)).toBe("/oidcLogin/start?returnTo=%2Fpage%2F3%3Fx%3D2");
    expect(decideRoute("/profile/userInfo", "?autologon=cstnet", facts)).toBe("/oidcLogin/start?returnTo=%2Fprofile%2FuserInfo&provider=cstnet");
  });
  it("does nothing without the parameter or on the callbacks", () => {
    expect(decideRoute("/", "?x=1", facts)).toBeNull();
    expect(decideRoute("/oidcLogin", "?autologon=1", facts)).toBeNull();
  });
});
