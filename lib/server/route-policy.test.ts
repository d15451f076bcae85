import { describe, expect, it } from "vitest";
import { decideRoute, type RouteFacts } from "./route-policy";

const anon: RouteFacts = { loggedIn: false, published: true, manager: false, reviewer: false };
const user: RouteFacts = { ...anon, loggedIn: true };
const reviewer: RouteFacts = { ...user, reviewer: true };
const manager: RouteFacts = { ...user, manager: true };

describe("decideRoute (SPEC §2 steps 5, 7, 8)", () => {
  it("sends anonymous visitors of protected areas to sign-in with path and query", () => {
    expect(decideRoute("/profile/userInfo", "", anon)).toBe("/conferencelogin?redirect=%2Fprofile%2FuserInfo");
    expect(decideRoute("/platform/manage/user", "?a=1&b=2", anon)).toBe("/conferencelogin?redirect=%2Fplatform%2Fmanage%2Fuser%3Fa%3D1%26b%3D2");
  });
  it("leaves the feedback form to its page (visitors may send when the conference allows it), not what lies under it", () => {
    expect(decideRoute("/profile/feedback", "", anon)).toBeNull();
    expect(decideRoute("/profile/feedBackDetails", "?id=1", anon)).toBe("/conferencelogin?redirect=%2Fprofile%2FfeedBackDetails%3Fid%3D1");
    expect(decideRoute("/profile/feedback", "", { ...anon, published: false })).toBe("/unpublished");
  });
  it("lets anyone see public pages and prompt pages", () => {
    for (const p of ["/", "/conferencelogin", "/userRegister", "/page/3", "/anything-unknown"]) expect(decideRoute(p, "", anon)).toBeNull();
    for (const p of ["/404", "/403", "/401", "/unpublished"]) expect(decideRoute(p, "", { ...anon, published: false })).toBeNull();
  });
  it("shows /unpublished to non-managers of an unpublished conference, but keeps sign-in reachable", () => {
    const draft = { ...anon, published: false };
    expect(decideRoute("/", "", draft)).toBe("/unpublished");
    expect(decideRoute("/profile/userInfo", "", { ...draft, loggedIn: true })).toBe("/unpublished");
    expect(decideRoute("/conferencelogin", "", draft)).toBeNull();
    expect(decideRoute("/", "", { ...manager, published: false })).toBeNull();
  });
  it("marks the sign-in redirect when a session cookie came but the session is gone", () => {
    expect(decideRoute("/profile/userInfo", "", { ...anon, expired: true })).toBe("/conferencelogin?redirect=%2Fprofile%2FuserInfo&expired=1");
    expect(decideRoute("/", "", { ...anon, expired: true })).toBeNull();
  });
  it("checks sign-in before publication (step 5 before step 7)", () => {
    expect(decideRoute("/profile/userInfo", "", { ...anon, published: false })).toMatch(/^\/conferencelogin/);
  });
  it("keeps non-managers out of /platform and reviewers inside submissionManage", () => {
    expect(decideRoute("/platform/manage/user", "", user)).toBe("/403");
    expect(decideRoute("/platform/manage/order", "", reviewer)).toBe("/403");
    expect(decideRoute("/platform", "", reviewer)).toBe("/403");
    expect(decideRoute("/platform/submissionManage/index", "", reviewer)).toBeNull();
    expect(decideRoute("/platform/submissionManage/reviewList", "", reviewer)).toBeNull();
    expect(decideRoute("/platform/submissionManageX", "", reviewer)).toBe("/403");
    expect(decideRoute("/platform/manage/order", "", manager)).toBeNull();
  });
});
