import { describe, expect, it } from "vitest";
import { offModuleAt, platformMenuFor, profileMenuFor } from "./platform-menu";
import { canOffer, isBuilt, type ScreenFacts } from "./screens";

const manager: ScreenFacts = { loggedIn: true, published: true, attended: false, manager: true, reviewer: false, modules: {} };
const allModules = { register: true, submission: true, hotel: true, payment: true, feedback: true, receipt: true, download: true };
const hrefs = (groups: { items: { href: string }[] }[]) => groups.flatMap((g) => g.items.map((i) => i.href));

describe("built screens", () => {
  it("counts a path as built when a page of the table answers it, not a catch-all of /profile or /platform", () => {
    expect(isBuilt("/profile/no-such-screen")).toBe(false);
    expect(isBuilt("/platform/manage/no-such-screen?x=1")).toBe(false);
    expect(isBuilt("/platform/manage/order/12")).toBe(true);
    expect(isBuilt("/profile/userInfo?x=1")).toBe(true);
    expect(isBuilt("/profile/conference/fee")).toBe(true);
    expect(isBuilt("/profile/submission")).toBe(true);
    expect(isBuilt("/profile/hotel/order")).toBe(true);
    expect(isBuilt("/platform/manage/contribute/abstract-book")).toBe(true);
    expect(isBuilt("/platformer")).toBe(true); // not the area, answers 404 by itself
    expect(isBuilt("/page/about")).toBe(true);
    expect(isBuilt("https://example.org/profile/x")).toBe(true);
  });
  it("never offers a link the route guard would bounce", () => {
    const participant = { ...manager, manager: false, attended: true };
    expect(canOffer("/platform/manage/user", participant)).toBe(false); // → /403
    expect(canOffer("/profile/userInfo", { ...participant, loggedIn: false })).toBe(false); // → sign-in
    expect(canOffer("/profile/userInfo", { ...participant, published: false })).toBe(false); // → /unpublished
    expect(canOffer("/conferencelogin", { ...participant, loggedIn: false, published: false })).toBe(true);
    expect(canOffer("/profile/userInfo", participant, "hotel")).toBe(false); // module off
  });
});

describe("side menus", () => {
  it("show managers only built management screens, whatever modules are on", () => {
    const shown = hrefs(platformMenuFor({ ...manager, modules: allModules }));
    expect(shown).toEqual([
      "/platform/manage/user",
      "/platform/manage/contribute",
      "/platform/manage/reviewer",
      "/platform/manage/hotel",
      "/platform/manage/order",
      "/platform/manage/userFeedBack",
      "/platform/manage/receipt",
      "/platform/config/modules",
      "/platform/config/website",
      "/platform/config/register",
      "/platform/config/fee",
      "/platform/config/contribute",
      "/platform/config/review",
      "/platform/config/hotel",
      "/platform/config/pay",
      "/platform/config/email",
      "/platform/config/download",
      "/platform/config/exterior/list",
      "/platform/config/page/list",
      "/platform/config/template/list",
      "/platform/config/menu",
      "/platform/submissionManage/index",
      "/platform/submissionManage/user",
      "/platform/submissionManage/reviewList",
      "/platform/submissionManage/ranking",
      "/platform/publish",
    ]);
    expect(shown.every((h) => isBuilt(h))).toBe(true);
  });
  it("give reviewers only the review area (the submissions assigned to them, the submitters, their reviews)", () => {
    expect(hrefs(platformMenuFor({ ...manager, manager: false, reviewer: true, modules: allModules }))).toEqual([
      "/platform/submissionManage/index",
      "/platform/submissionManage/user",
      "/platform/submissionManage/reviewList",
    ]);
  });
  it("give the review chair the ranked list too, and a plain reviewer not", () => {
    const reviewer = { ...manager, manager: false, reviewer: true, modules: allModules };
    expect(hrefs(platformMenuFor({ ...reviewer, chair: true }))).toEqual([
      "/platform/submissionManage/index",
      "/platform/submissionManage/user",
      "/platform/submissionManage/reviewList",
      "/platform/submissionManage/ranking",
    ]);
    expect(hrefs(platformMenuFor({ ...reviewer, chair: false }))).not.toContain("/platform/submissionManage/ranking");
  });
  it("show the personal centre's built entries only", () => {
    expect(profileMenuFor({ ...manager, manager: false, attended: true, modules: allModules }).map((i) => i.key)).toEqual([
      "userInfo",
      "submission",
      "hotel",
      "orders",
      "fee",
      "feedback",
      "notice",
      "download",
    ]);
    // the hotel booking screen belongs to the hotel module
    expect(profileMenuFor({ ...manager, manager: false, attended: true, modules: { ...allModules, hotel: false } }).map((i) => i.key)).not.toContain("hotel");
    // the order and receipt screens belong to the payment module
    expect(hrefs(platformMenuFor({ ...manager, modules: { ...allModules, payment: false, receipt: false } }))).not.toContain("/platform/manage/order");
    // so do the hotel's management screens
    expect(hrefs(platformMenuFor({ ...manager, modules: { ...allModules, hotel: false } }))).not.toContain("/platform/manage/hotel");
  });
  it("follow the module switches: fees, payment and downloads go with their modules, the modules screen stays", () => {
    const participant = { ...manager, manager: false, attended: true };
    const off = { register: true };
    expect(profileMenuFor({ ...participant, modules: off }).map((i) => i.key)).toEqual(["userInfo", "notice"]);
    expect(hrefs(platformMenuFor({ ...manager, modules: off }))).toEqual([
      "/platform/manage/user",
      "/platform/config/modules",
      "/platform/config/website",
      "/platform/config/register",
      "/platform/config/email",
      "/platform/config/exterior/list",
      "/platform/config/page/list",
      "/platform/config/template/list",
      "/platform/config/menu",
      "/platform/publish",
    ]);
    const on = hrefs(platformMenuFor({ ...manager, modules: { ...off, payment: true, download: true } }));
    expect(on).toEqual(expect.arrayContaining(["/platform/config/fee", "/platform/config/pay", "/platform/manage/order", "/platform/config/download"]));
  });
});

describe("the management pages of a switched-off module", () => {
  it("are told apart by their page's module, pages under a menu entry included", () => {
    const at = (path: string) => offModuleAt({ register: true, feedback: true }, path);
    expect(at("/platform/config/fee")).toBe("payment");
    expect(at("/platform/config/pay")).toBe("payment");
    expect(at("/platform/manage/order/12")).toBe("payment");
    expect(at("/platform/manage/receipt")).toBe("receipt");
    expect(at("/platform/config/hotel")).toBe("hotel");
    expect(at("/platform/config/download")).toBe("download");
    expect(at("/platform/manage/contribute/abstract-book")).toBe("submission");
    expect(at("/platform/manage/reviewer/info/3")).toBe("submission");
    expect(at("/platform/submissionManage/contribute/detail")).toBe("submission");
    // on, or no module at all
    expect(at("/platform/manage/userFeedBack")).toBeUndefined();
    expect(at("/platform/config/register")).toBeUndefined();
    expect(at("/platform/config/modules")).toBeUndefined();
    expect(at("/platform/config/feeling")).toBeUndefined(); // no page: the catch-all belongs to no module
    expect(offModuleAt(allModules, "/platform/config/fee")).toBeUndefined();
  });
});
