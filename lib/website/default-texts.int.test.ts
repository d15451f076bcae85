import { beforeAll, describe, expect, it } from "vitest";
import { createConference } from "@/lib/admin/create";
import { ZConferenceInput } from "@/lib/admin/schemas";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "@/tests/integration/test-db";
import { getWebsiteSettings, saveWebsiteSettings } from "./settings-service";

// The starter texts of a new conference follow its website settings while nobody has edited them:
// English-only puts the English texts in place (and bilingual brings the Chinese back); a renamed
// conference's home page names it by its new name. Edited texts are never touched.

useTestDatabase();
const db = () => getDb();
let adminId: number;
let n = 0;

beforeAll(async () => {
  await seedDemo(db());
  adminId = (await db().user.findUniqueOrThrow({ where: { email: "admin@example.org" } })).id;
});

async function newConference(nameEn = "", languageType = 3) {
  const input = ZConferenceInput.parse({
    nameZh: "声学年会",
    nameEn,
    startDate: "2027-06-01",
    endDate: "2027-06-02",
    timeZone: "Asia/Shanghai",
    currency: "CNY",
    languageType,
    hosts: `texts-${++n}-${Date.now().toString(36)}.localhost`,
    creatorMode: "existing",
    creatorEmail: "manager@example.org",
  });
  const { id } = await createConference(input, { actorId: adminId, origin: (h) => `http://${h}`, locale: "zh" });
  return id;
}

const home = (id: number) => db().sitePage.findUniqueOrThrow({ where: { conferenceId_key: { conferenceId: id, key: "home" } } });
const menuZh = async (id: number, key: string) => (await db().menu.findFirstOrThrow({ where: { conferenceId: id, key } })).titleZh;
const save = async (id: number, over: Record<string, unknown>) => saveWebsiteSettings(id, { ...(await getWebsiteSettings(id)).values, ...over });

describe("starter texts follow the website settings", () => {
  it("English-only moves untouched texts to English; bilingual brings the Chinese back", async () => {
    const id = await newConference();
    await save(id, { languageType: 2, nameEn: "Acoustics Meeting" });
    const h = await home(id);
    expect([h.titleZh, h.titleEn, h.draftTitleZh]).toEqual(["Acoustics Meeting", "Acoustics Meeting", "Acoustics Meeting"]);
    expect([h.contentZh, h.contentEn, h.draftContentZh]).toEqual(Array(3).fill("<p>Welcome to Acoustics Meeting.</p>"));
    expect(await menuZh(id, "home")).toBe("Home");
    expect((await db().sitePage.findUniqueOrThrow({ where: { conferenceId_key: { conferenceId: id, key: "about" } } })).draftTitleZh).toBe("About");

    await save(id, { languageType: 3 });
    const back = await home(id);
    expect([back.titleZh, back.contentZh, back.contentEn]).toEqual(["声学年会", "<p>欢迎参加声学年会。</p>", "<p>Welcome to Acoustics Meeting.</p>"]);
    expect(await menuZh(id, "home")).toBe("首页");
  });

  it("a conference created English-only starts with the English texts, as one switched to it later", async () => {
    const id = await newConference("Acoustics Meeting", 2);
    const h = await home(id);
    expect([h.titleZh, h.draftTitleZh, h.contentZh, h.draftContentZh]).toEqual([
      "Acoustics Meeting",
      "Acoustics Meeting",
      "<p>Welcome to Acoustics Meeting.</p>",
      "<p>Welcome to Acoustics Meeting.</p>",
    ]);
    expect(await menuZh(id, "home")).toBe("Home");
    expect((await db().sitePage.findUniqueOrThrow({ where: { conferenceId_key: { conferenceId: id, key: "about" } } })).titleZh).toBe("About");

    // Still the untouched defaults: making it bilingual brings the Chinese in.
    await save(id, { languageType: 3 });
    expect([(await home(id)).titleZh, (await home(id)).contentZh]).toEqual(["声学年会", "<p>欢迎参加声学年会。</p>"]);
    expect(await menuZh(id, "home")).toBe("首页");
  });

  it("the untouched home text follows a renamed conference; edited texts stay as written", async () => {
    const id = await newConference("Acoustics 2027");
    await save(id, { nameZh: "第二届声学年会", nameEn: "2nd Acoustics Meeting" });
    const h = await home(id);
    expect([h.titleZh, h.titleEn]).toEqual(["第二届声学年会", "2nd Acoustics Meeting"]);
    expect([h.contentZh, h.draftContentEn]).toEqual(["<p>欢迎参加第二届声学年会。</p>", "<p>Welcome to 2nd Acoustics Meeting.</p>"]);

    // A manager writes the Chinese home text and renames the menu item: those are theirs now.
    await db().sitePage.update({ where: { id: h.id }, data: { contentZh: "<p>会议通知</p>", draftContentZh: "<p>会议通知</p>" } });
    await db().menu.updateMany({ where: { conferenceId: id, key: "home" }, data: { titleZh: "主页" } });
    await save(id, { nameZh: "第三届声学年会", nameEn: "3rd Acoustics Meeting", languageType: 2 });
    const after = await home(id);
    expect([after.contentZh, after.draftContentZh]).toEqual(["<p>会议通知</p>", "<p>会议通知</p>"]);
    expect([after.titleZh, after.contentEn]).toEqual(["3rd Acoustics Meeting", "<p>Welcome to 3rd Acoustics Meeting.</p>"]);
    expect(await menuZh(id, "home")).toBe("主页");
    expect(await menuZh(id, "about")).toBe("About");
  });
});
