import { describe, expect, it } from "vitest";
import en from "@/messages/en/modules.json";
import zh from "@/messages/zh/modules.json";
import { moduleClosedKey, MODULES, moduleOn } from "@/lib/server/modules";
import { DEFAULT_MODULES, NEED_SCREEN, NOTE_SCREEN } from "./catalogue";
import { ZModuleList, ZModuleSwitch } from "./schemas";

describe("the module catalogue", () => {
  it("names, explains and refuses every module in both languages", () => {
    for (const m of MODULES) {
      for (const messages of [en, zh]) {
        expect(messages.names[m], m).toBeTruthy();
        expect(messages.explain[m], m).toBeTruthy();
        expect(messages.closed[m], m).toBeTruthy();
      }
      expect(moduleClosedKey(m)).toBe(`modules.closed.${m}`);
    }
    for (const need of Object.keys(NEED_SCREEN)) expect(en.needs[need as keyof typeof en.needs], need).toBeTruthy();
    for (const note of Object.keys(NOTE_SCREEN) as (keyof typeof NOTE_SCREEN)[])
      for (const messages of [en, zh]) expect([messages.notes[note], messages.noteLinks[note]].every(Boolean), note).toBe(true);
  });

  it("treats a missing row as off", () => {
    expect(moduleOn({}, "hotel")).toBe(false);
    expect(moduleOn({ hotel: true }, "hotel")).toBe(true);
    expect(DEFAULT_MODULES).toEqual(["register", "download"]);
  });

  it("takes a switch and a list of ticks of known modules only", () => {
    expect(ZModuleSwitch.safeParse({ module: "hotel", enabled: true }).success).toBe(true);
    expect(ZModuleSwitch.safeParse({ module: "review", enabled: true }).success).toBe(false);
    expect(ZModuleSwitch.safeParse({ module: "hotel", enabled: "yes" }).success).toBe(false);
    expect(ZModuleList.parse(["hotel", "hotel", "payment"])).toEqual(["hotel", "payment"]);
    expect(ZModuleList.safeParse(["hotel", "bar"]).success).toBe(false);
  });
});
