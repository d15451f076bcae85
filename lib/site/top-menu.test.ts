import { describe, expect, it } from "vitest";
import { buildAccountMenu, buildMainMenu, type MenuFacts, type PublishedMenu } from "./top-menu";

const facts: MenuFacts = { loggedIn: false, attended: false, manager: false, reviewer: false, modules: { register: true } };
const about: PublishedMenu = { id: 2, key: "about", titleZh: "关于会议", titleEn: "About", href: "/page/about", newWindow: false, children: [] };
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe("SPEC §2 top menu", () => {
  it("shows configured menus in the reader's language and module entries only when on", () => {
    expect(buildMainMenu(facts, [about], "en").map((m) => m.label ?? m.labelKey)).toEqual(["home", "About"]);
    expect(keys(buildMainMenu({ ...facts, modules: { submission: true, hotel: true } }, [about], "zh"))).toEqual(["home", "menu-2", "submission", "hotel"]);
  });
  it("offers sign-in to visitors, registration to non-attendees, the personal centre to attendees", () => {
    expect(keys(buildAccountMenu(facts))).toEqual(["login", "signUp"]);
    expect(keys(buildAccountMenu({ ...facts, loggedIn: true }))).toEqual(["attend", "myConference", "changePassword"]);
    expect(keys(buildAccountMenu({ ...facts, loggedIn: true, attended: true }))).toEqual(["profile", "myConference", "changePassword"]);
  });
  it("adds management for managers and the review area for reviewers", () => {
    const m = buildAccountMenu({ ...facts, loggedIn: true, manager: true });
    expect(m.find((i) => i.key === "management")?.href).toBe("/platform");
    const r = buildAccountMenu({ ...facts, loggedIn: true, reviewer: true });
    expect(r.find((i) => i.key === "management")?.href).toBe("/platform/submissionManage/index");
  });
});
