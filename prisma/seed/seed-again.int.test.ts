import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { setConferenceHosts } from "@/lib/admin/hosts-service";
import { activateAppearance } from "@/lib/appearance/service";
import { toDateOnly } from "../../lib/i18n/dates";
import { deleteCategory, deleteFee, updateFee } from "@/lib/fees/service";
import { ZFeeUpdate } from "@/lib/fees/schemas";
import { saveHotelConfig } from "@/lib/hotel/config/service";
import { deleteHotel } from "@/lib/hotel/config/delete-service";
import { saveRoomType } from "@/lib/hotel/config/room-service";
import { ZHotelConfig, ZRoomType } from "@/lib/hotel/schemas";
import { ZMailTemplateInput } from "@/lib/mail/schemas";
import { saveMailTemplate } from "@/lib/mail/template-service";
import { updateMenu } from "@/lib/menus/service";
import { ZMenuUpdate } from "@/lib/menus/schemas";
import { setModule } from "@/lib/modules/service";
import { getPaySettingsView } from "@/lib/payments/queries";
import { ZPaymentMethodInput } from "@/lib/payments/schemas";
import { savePaymentMethod, savePaymentSettings } from "@/lib/payments/settings-service";
import { removeManager } from "@/lib/registration/manage-service";
import { ZRegisterSettings } from "@/lib/registration/schemas";
import { getRegisterSettings, saveRegisterSettings } from "@/lib/registration/settings-service";
import { removeReviewer } from "@/lib/review/reviewers/service";
import { getDb } from "@/lib/server/db";
import { getPage, publishPage, updatePage } from "@/lib/site-pages/page-service";
import { pageFormValues } from "@/lib/site-pages/schemas";
import { getSubmissionSettings } from "@/lib/submission/settings";
import { saveSubmissionConfig } from "@/lib/submission/config/service";
import { deleteTheme } from "@/lib/submission/config/theme-service";
import { runPublishAction } from "@/lib/website/publish-service";
import { ZWebsiteSettings } from "@/lib/website/schemas";
import { getWebsiteSettings, saveWebsiteSettings } from "@/lib/website/settings-service";
import { useTestDatabase } from "@/tests/integration/test-db";
import { withoutDemoHotel } from "@/tests/support/hotel";
import { seedDatabase } from "@/scripts/seed-database";

// The demo seed runs on every start of `npm run demo` (and with `npm run db:seed`): a restart must
// never undo an organiser's work. Settings changed through the manager's own services stay as they
// were saved, what was deleted stays deleted, and a run on an untouched database changes no row.
// The seed runs as `npm run db:seed` runs it, with online payments through the simulator, as the demo.

const { url, schema } = useTestDatabase();
const db = () => getDb();
const keysDir = mkdtempSync(path.join(tmpdir(), "seed-again-keys-"));

beforeAll(() => {
  vi.stubEnv("PAYMENT_SIMULATOR_URL", "http://127.0.0.1:9"); // never called: the seed only writes the merchant's keys
  vi.stubEnv("PAYMENT_SIM_KEYS", path.join(keysDir, "keys.json"));
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(keysDir, { recursive: true, force: true });
});

/** Every table of the test schema: its row count and a digest of all its rows (updatedAt included). */
async function rowDigests(): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE' order by 1",
      [schema()],
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; digest: string }>(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest from "${schema()}"."${name}" t`,
      );
      out[name] = `${rows[0].n} rows, ${rows[0].digest}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);

const conferenceOf = async (host: string) => (await db().conferenceDomain.findUniqueOrThrow({ where: { host } })).conferenceId;
const userOf = async (email: string) => (await db().user.findUniqueOrThrow({ where: { email } })).id;
const price = (minor: number | null) => (minor == null ? "" : (minor / 100).toFixed(2));

describe("running the demo seed again", () => {
  it("changes no row of a database nobody touched", async () => {
    await seedDatabase(url());
    const before = await rowDigests();
    expect(before.Conference).toMatch(/^4 rows/);
    expect(before.PaymentMethodConfig).toMatch(/^6 rows/); // two offline methods and the four simulated providers
    await seedDatabase(url());
    expect(changedTables(before, await rowDigests())).toEqual([]);
  });

  it("keeps every setting an organiser changed and does not bring back what they deleted", async () => {
    const demo = await conferenceOf("demo.localhost");
    const en = await conferenceOf("en.localhost");
    const draft = await conferenceOf("draft.localhost");
    const managerId = await userOf("manager@example.org");

    // Registration: the cap, the notice and the dates.
    const { registeredCount: _count, ...register } = await getRegisterSettings(demo);
    await saveRegisterSettings(
      demo,
      ZRegisterSettings.parse({
        ...register,
        registerNum: 120,
        registerInstructionsZh: "<p>名额有限，请尽早报名。</p>",
        registerInstructionsEn: "<p>Places are limited: register early.</p>",
        registerStartDate: "2027-01-05",
        registerEndDate: "2027-02-05",
      }),
    );
    // The conference itself: its English name and dates.
    const site = (await getWebsiteSettings(demo)).values;
    await saveWebsiteSettings(demo, ZWebsiteSettings.parse({ ...site, nameEn: "NCSC 2026, renamed", startDate: "2027-03-01", endDate: "2027-03-03" }));
    // The draft conference's manager applies for publication.
    await runPublishAction(draft, managerId, "apply", "http://draft.localhost");
    // The call for abstracts: its dates, and one session removed.
    const { categoryOptions: _c, reportTypeOptions: _r, ...call } = await getSubmissionSettings(demo);
    await saveSubmissionConfig(demo, { ...call, startDate: "2027-01-10", endDate: "2027-02-10", secondDeadline: "2027-02-20" });
    const sessionA = await db().submissionTheme.findFirstOrThrow({ where: { conferenceId: demo, prefix: "A" } });
    await deleteTheme(demo, sessionA.id);
    // Hotel: the booking window, and a room type's price.
    const hotel = await db().hotelConfig.findUniqueOrThrow({ where: { conferenceId: demo } });
    await saveHotelConfig(
      demo,
      ZHotelConfig.parse({
        bookingStart: "2027-01-01",
        bookingEnd: "2027-01-31",
        open: hotel.open,
        settlementCurrency: hotel.settlementCurrency.trim(),
        displayCurrency: hotel.displayCurrency?.trim() ?? "",
        descriptionZh: hotel.descriptionZh,
        descriptionEn: hotel.descriptionEn,
        conditionZh: hotel.conditionZh,
        conditionEn: hotel.conditionEn,
        voidCount: 0,
      }),
      managerId,
    );
    const king = await db().hotelRoom.findFirstOrThrow({ where: { conferenceId: demo, typeEn: "Superior king room" } });
    await saveRoomType(
      demo,
      ZRoomType.parse({
        id: king.id,
        hotelId: king.hotelId,
        typeZh: king.typeZh,
        typeEn: king.typeEn,
        price: "620",
        displayPrice: "88",
        checkInStart: toDateOnly(king.checkInStart),
        checkInEnd: toDateOnly(king.checkInEnd),
        totalBookable: king.totalBookable,
        maxPerPerson: king.maxPerPerson,
        notesZh: king.notesZh,
        notesEn: king.notesEn,
        order: king.order,
      }),
      managerId,
    );
    // Fees: the early-bird fee's price and name; the dinner and its category deleted.
    const early = await db().fee.findFirstOrThrow({ where: { conferenceId: demo, titleEn: "Early-bird registration" } });
    await updateFee(
      demo,
      ZFeeUpdate.parse({
        id: early.id,
        kind: early.kind,
        titleZh: "早鸟注册（延长）",
        titleEn: "Early-bird registration (extended)",
        descriptionZh: early.descriptionZh,
        descriptionEn: early.descriptionEn,
        categoryId: early.categoryId,
        price: "1350",
        currency: early.currency.trim(),
        displayCurrency: early.displayCurrency?.trim() ?? "",
        displayPrice: price(early.displayPriceMinor),
        openDate: toDateOnly(early.openDate),
        deadline: toDateOnly(early.deadline),
        open: early.open,
        userScope: early.userScope,
        languageScope: early.languageScope,
        invitationCode: early.invitationCode ?? "",
        perAccountMax: early.perAccountMax,
        codePrefix: early.codePrefix,
      }),
      managerId,
    );
    const dinner = await db().fee.findFirstOrThrow({ where: { conferenceId: demo, titleEn: "Conference dinner" } });
    await deleteFee(demo, dinner.id);
    await deleteCategory(demo, dinner.categoryId);
    // Site: a page's content, a menu item renamed and one hidden, the other appearance.
    const about = await db().sitePage.findFirstOrThrow({ where: { conferenceId: demo, key: "about" } });
    const aboutForm = pageFormValues(await getPage(demo, about.id));
    await updatePage(demo, about.id, { ...aboutForm, contentZh: "<p>会务组重写的介绍。</p>", contentEn: "<p>The organisers' own introduction.</p>" });
    await publishPage(demo, about.id);
    const menuOf = (key: string) => db().menu.findFirstOrThrow({ where: { conferenceId: demo, key } });
    const schedule = await menuOf("schedule");
    await updateMenu(demo, ZMenuUpdate.parse({ id: schedule.id, titleZh: "会议日程", titleEn: "Programme", target: "page", pageId: schedule.pageId }));
    const contact = await menuOf("contact");
    await updateMenu(
      demo,
      ZMenuUpdate.parse({ id: contact.id, titleZh: contact.titleZh, titleEn: contact.titleEn, target: "page", pageId: contact.pageId, published: false }),
    );
    const modern = await db().appearance.findFirstOrThrow({ where: { conferenceId: demo, builtIn: "modern" } });
    await activateAppearance(demo, modern.id);
    // Mail: the registration confirmation reworded.
    await saveMailTemplate(
      demo,
      ZMailTemplateInput.parse({
        kind: "REGISTRATION",
        subjectZh: "【{conferenceName}】报名已收到",
        subjectEn: "[{conferenceName}] We have your registration",
        bodyZh: "<p>{name}，您好：报名已收到。</p>",
        bodyEn: "<p>Dear {name}, we have your registration.</p>",
      }),
    );
    // Payments: postal remittance switched on, PayPal switched off, a shorter time to pay.
    const methods = (await getPaySettingsView(demo)).methods;
    const toggle = (method: string, enabled: boolean) => {
      const m = methods.find((x) => x.method === method)!;
      return savePaymentMethod(
        demo,
        ZPaymentMethodInput.parse({ method, titleZh: m.titleZh, titleEn: m.titleEn, noteZh: m.noteZh, noteEn: m.noteEn, enabled, ...m.values }),
      );
    };
    await toggle("POST_REMITTANCE", true);
    await toggle("PAYPAL", false);
    await savePaymentSettings(demo, { plan: "GENERAL", combineOrders: false, payWithinHours: 24 });
    // Modules: the demo's hotel switched off, the English conference's call for abstracts on.
    await setModule(demo, { module: "hotel", enabled: false });
    await setModule(en, { module: "submission", enabled: true });
    // People: the reviewer removed, the draft conference's manager removed, and the demo
    // administrator retired as the README's deployment steps do it.
    const reviewer = await db().reviewer.findFirstOrThrow({ where: { conferenceId: demo, email: "reviewer@example.org" } });
    await removeReviewer(demo, reviewer.id);
    await removeManager(draft, managerId);
    await db().platformAdmin.deleteMany({ where: { user: { email: { endsWith: "@example.org" } } } });
    // The English conference moved to its own domain.
    await setConferenceHosts(en, ["isds.example.org"]);

    const before = await rowDigests();
    await seedDatabase(url());
    const after = await rowDigests();

    expect(await db().registerConfig.findUniqueOrThrow({ where: { conferenceId: demo } })).toMatchObject({
      registerNum: 120,
      registerInstructionsZh: "<p>名额有限，请尽早报名。</p>",
      registerInstructionsEn: "<p>Places are limited: register early.</p>",
      registerStartDate: new Date("2027-01-05T00:00:00Z"),
      registerEndDate: new Date("2027-02-05T00:00:00Z"),
    });
    expect(await db().conference.findUniqueOrThrow({ where: { id: demo } })).toMatchObject({
      nameEn: "NCSC 2026, renamed",
      startDate: new Date("2027-03-01T00:00:00Z"),
      endDate: new Date("2027-03-03T00:00:00Z"),
    });
    expect((await db().conference.findUniqueOrThrow({ where: { id: draft } })).status).toBe(2);
    expect(await getSubmissionSettings(demo)).toMatchObject({ startDate: "2027-01-10", endDate: "2027-02-10", secondDeadline: "2027-02-20" });
    const themes = await db().submissionTheme.findMany({ where: { conferenceId: demo }, orderBy: { id: "asc" } });
    expect(themes.map((t) => t.nameEn)).toEqual(["Life sciences", "Computational biology", "Materials science"]);
    expect(await db().hotelConfig.findUniqueOrThrow({ where: { conferenceId: demo } })).toMatchObject({
      bookingStart: new Date("2027-01-01T00:00:00Z"),
      bookingEnd: new Date("2027-01-31T00:00:00Z"),
    });
    expect(await db().hotelRoom.findUniqueOrThrow({ where: { id: king.id } })).toMatchObject({ priceMinor: 62000, displayPriceMinor: 8800 });
    expect(await db().fee.findUniqueOrThrow({ where: { id: early.id } })).toMatchObject({ titleEn: "Early-bird registration (extended)", priceMinor: 135000 });
    expect(await db().fee.count({ where: { conferenceId: demo, titleEn: "Conference dinner" } })).toBe(0);
    expect(await db().feeCategory.count({ where: { conferenceId: demo, nameEn: "Optional fees" } })).toBe(0);
    expect(await db().sitePage.findUniqueOrThrow({ where: { id: about.id } })).toMatchObject({ contentEn: "<p>The organisers' own introduction.</p>" });
    expect(await menuOf("schedule")).toMatchObject({ titleZh: "会议日程", titleEn: "Programme" });
    expect((await menuOf("contact")).published).toBe(false);
    expect((await db().appearance.findFirstOrThrow({ where: { conferenceId: demo, isActive: true } })).id).toBe(modern.id);
    expect(await db().mailTemplate.findUniqueOrThrow({ where: { conferenceId_kind: { conferenceId: demo, kind: "REGISTRATION" } } })).toMatchObject({
      subjectEn: "[{conferenceName}] We have your registration",
    });
    const enabled = Object.fromEntries((await getPaySettingsView(demo)).methods.map((m) => [m.method, m.enabled]));
    expect([enabled.POST_REMITTANCE, enabled.PAYPAL]).toEqual([true, false]);
    expect((await db().paymentSettings.findUniqueOrThrow({ where: { conferenceId: demo } })).payWithinHours).toBe(24);
    const moduleOn = async (conferenceId: number, module: string) =>
      (await db().conferenceModule.findUniqueOrThrow({ where: { conferenceId_module: { conferenceId, module } } })).enabled;
    expect([await moduleOn(demo, "hotel"), await moduleOn(en, "submission")]).toEqual([false, true]);
    expect(await db().reviewer.count({ where: { conferenceId: demo, email: "reviewer@example.org" } })).toBe(0);
    expect(await db().conferenceUser.count({ where: { conferenceId: demo, user: { email: "reviewer@example.org" } } })).toBe(0);
    expect(await db().conferenceUser.count({ where: { conferenceId: draft, userId: managerId } })).toBe(0);
    expect(await db().platformAdmin.count()).toBe(0);
    expect(await db().conferenceDomain.findUnique({ where: { host: "en.localhost" } })).toBeNull();
    expect(await db().conference.count()).toBe(4);
    expect(changedTables(before, after)).toEqual([]); // nor anything else the seed once wrote
  });

  it("gives a conference a part added to the seed after it was seeded, once", async () => {
    // A database seeded before the hotel was part of the demo: no hotel, no record of the part.
    const demo = await conferenceOf("demo.localhost");
    await withoutDemoHotel(demo);
    await db().demoSeedPart.delete({ where: { key: "demo.localhost:hotel" } });

    await seedDatabase(url());
    const rooms = await db().hotelRoom.findMany({ where: { conferenceId: demo }, orderBy: { order: "asc" } });
    expect(rooms.map((r) => r.typeEn)).toEqual(["Superior king room", "Standard twin room"]);

    await deleteHotel(demo, (await db().hotel.findFirstOrThrow({ where: { conferenceId: demo } })).id); // the organisers take it away again
    await seedDatabase(url());
    expect(await db().hotel.count({ where: { conferenceId: demo } })).toBe(0);
  });
});
