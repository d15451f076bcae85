import { describe, expect, it } from "vitest";
import { buildAccountMenu, buildMainMenu, fixedTitle, type MenuFacts, type PublishedMenu, type SiteMenu } from "./top-menu";

const facts: MenuFacts = { loggedIn: false, published: true, attended: false, manager: false, reviewer: false, modules: { register: true } };
const item = (id: number, key: string | null, titleZh: string, titleEn: string, href: string, children: PublishedMenu[] = []): PublishedMenu => ({
  id,
  key,
  titleZh,
  titleEn,
  icon: "",
  href,
  newWindow: false,
  children,
});
const home = item(1, "home", "首页", "Home", "/");
const about = item(2, "about", "关于会议", "About", "/page/about");
const submission = item(3, "submission", "论文投稿", "Submission", "/profile/submission");
const profile = item(4, "profile", "个人中心", "Personal centre", "/profile/userInfo");
const state = (titleZh: string, titleEn: string, published = true) => ({ titleZh, titleEn, published });
const site = (tree: PublishedMenu[], fixed: SiteMenu["fixed"] = {}): SiteMenu => ({ tree, fixed });
const fixedAll = { home: state("首页", "Home"), about: state("关于会议", "About"), submission: state("论文投稿", "Submission"), hotel: state("酒店", "Hotel") };
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe("SPEC §2 top menu from the configuration", () => {
  it("shows configured menus in order, in the reader's language", () => {
    expect(buildMainMenu(facts, site([about, home], fixedAll), "en").map((m) => m.label)).toEqual(["About", "Home"]);
    expect(buildMainMenu(facts, site([home, about], fixedAll), "zh").map((m) => m.label)).toEqual(["首页", "关于会议"]);
  });
  it("a renamed fixed item shows its new title; the other language stands in for an empty one", () => {
    const renamed = { ...about, titleZh: "会议介绍", titleEn: "" };
    expect(buildMainMenu(facts, site([renamed], fixedAll), "en")[0]).toMatchObject({ key: "about", label: "会议介绍", href: "/page/about" });
  });
  it("a hidden fixed item is not offered, and not replaced by the built-in one", () => {
    const hidden = { ...fixedAll, home: state("首页", "Home", false) };
    expect(keys(buildMainMenu(facts, site([about], hidden), "zh"))).toEqual(["about"]);
  });
  it("a site without rows for home, submission or hotel gets the built-in entries", () => {
    expect(keys(buildMainMenu(facts, site([about]), "zh"))).toEqual(["home", "about"]);
  });
  it("leaves out module entries whose module is off or whose screen is not built", () => {
    expect(keys(buildMainMenu({ ...facts, modules: { submission: true } }, site([home, submission], fixedAll), "zh"))).toEqual(["home"]);
    const configured = item(9, null, "订单", "Orders", "/profile/order/list");
    expect(keys(buildMainMenu(facts, site([home, configured], fixedAll), "zh"))).toEqual(["home"]);
  });
  it("offers hotel booking to signed-in people while the hotel module is on, as submission", () => {
    const hotel = item(10, "hotel", "酒店", "Hotel", "/profile/hotel/order");
    const signedIn = { ...facts, loggedIn: true, attended: true, modules: { hotel: true, submission: true } };
    expect(buildMainMenu(signedIn, site([home, submission, hotel], fixedAll), "en").map((m) => [m.key, m.href, m.label])).toEqual([
      ["home", "/", "Home"],
      ["submission", "/profile/submission", "Submission"],
      ["hotel", "/profile/hotel/order", "Hotel"],
    ]);
    expect(keys(buildMainMenu({ ...signedIn, modules: { submission: true } }, site([home, submission, hotel], fixedAll), "en"))).toEqual([
      "home",
      "submission",
    ]);
    // a site whose menu was never configured gets the built-in entry
    expect(buildMainMenu(signedIn, site([about]), "zh").at(-1)).toEqual({ key: "hotel", href: "/profile/hotel/order", labelKey: "hotel" });
  });
  it("keeps account items out of the content menu", () => {
    expect(keys(buildMainMenu(facts, site([home, profile], fixedAll), "zh"))).toEqual(["home"]);
  });
  it("nests children; a parent keeps its own link; children that lead nowhere are dropped", () => {
    const parent = item(5, null, "更多", "More", "/page/more", [
      item(6, null, "新闻", "News", "/page/news"),
      item(7, null, "下载", "Downloads", "/profile/download"),
    ]);
    const [more] = buildMainMenu(facts, site([parent], fixedAll), "en");
    expect(more).toMatchObject({ key: "menu-5", href: "/page/more", label: "More" });
    expect(keys(more.children!)).toEqual(["menu-6"]);
  });
  it("a parent without a target stays for its children and disappears without them", () => {
    const parent = item(5, null, "更多", "More", "", [item(6, null, "新闻", "News", "https://example.org/news")]);
    expect(buildMainMenu(facts, site([parent], fixedAll), "en")[0]).toMatchObject({ href: "", children: [{ href: "https://example.org/news" }] });
    expect(buildMainMenu(facts, site([{ ...parent, children: [] }], fixedAll), "en")).toEqual([]);
  });
  it("carries the new-window flag and the icon", () => {
    const external = { ...item(8, null, "外链", "Link", "https://example.org"), newWindow: true, icon: "link" };
    expect(buildMainMenu(facts, site([external], fixedAll), "en")[0]).toMatchObject({ newWindow: true, icon: "link" });
  });
  it("offers nothing that bounces to /unpublished", () => {
    expect(keys(buildMainMenu({ ...facts, published: false }, site([home, about], fixedAll), "zh"))).toEqual([]);
  });
});

describe("SPEC §2 account menu", () => {
  it("offers sign-in to visitors, registration to non-attendees, the personal centre to attendees", () => {
    expect(keys(buildAccountMenu(facts))).toEqual(["login", "signUp"]);
    expect(keys(buildAccountMenu({ ...facts, loggedIn: true }))).toEqual(["attend", "myConference", "changePassword"]);
    expect(keys(buildAccountMenu({ ...facts, loggedIn: true, attended: true }))).toEqual(["profile", "myConference", "changePassword"]);
  });
  it("takes configured titles and leaves hidden items out; management cannot be hidden", () => {
    const menu = site([], {
      profile: state("我的主页", "My page"),
      myConference: state("我的会议", "My conferences", false),
      management: state("管理", "Manage", false),
      exit: state("登出", "Log out", false),
    });
    const items = buildAccountMenu({ ...facts, loggedIn: true, attended: true, manager: true }, menu, "en");
    expect(items.map((i) => [i.key, i.label ?? i.labelKey])).toEqual([
      ["profile", "My page"],
      ["management", "Manage"],
      ["changePassword", "changePassword"],
    ]);
    expect(fixedTitle(menu, "exit", "zh")).toBe("登出");
    expect(fixedTitle(menu, "contact", "zh")).toBeNull();
  });
  it("adds management for managers, and for reviewers their area", () => {
    const m = buildAccountMenu({ ...facts, loggedIn: true, manager: true });
    expect(m.find((i) => i.key === "management")?.href).toBe("/platform");
    const r = buildAccountMenu({ ...facts, loggedIn: true, reviewer: true });
    expect(r.find((i) => i.key === "management")?.href).toBe("/platform/submissionManage/index");
  });
  it("offers nothing that bounces to /unpublished: visitors only sign-in, members nothing", () => {
    const draft = { ...facts, published: false };
    expect(keys(buildAccountMenu(draft))).toEqual(["login"]);
    expect(keys(buildAccountMenu({ ...draft, loggedIn: true, attended: true }))).toEqual([]);
    expect(keys(buildAccountMenu({ ...draft, loggedIn: true, manager: true }))).toEqual(["attend", "myConference", "management", "changePassword"]);
  });
});
