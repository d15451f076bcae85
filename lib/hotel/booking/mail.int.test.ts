import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createConference } from "@/lib/admin/create";
import { ZConferenceInput } from "@/lib/admin/schemas";
import { formatInstantIn } from "@/lib/i18n/dates";
import { DEFAULT_TEMPLATES } from "@/lib/mail/default-templates";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { makeAttendees } from "@/tests/support/billing";
import { makeManager, NOW, roomForm, saveRoom, setUpHotel, withoutDemoHotel } from "@/tests/support/hotel";
import { useTestDatabase } from "@/tests/integration/test-db";
import { bookRoom } from "./book";

// The hotel-reservation mail goes out before the booking is paid: it states what is due, the
// deadline, and that an unpaid booking lapses — in the booker's language, with the nights counted
// ("2 nights" / "2 晚"). Conferences whose template still holds the old default get the new one.
useTestDatabase();

const db = () => getDb();
let conf: { id: number; timeZone: string };
let roomId = 0;
const stay = { checkIn: "2027-05-02", checkOut: "2027-05-04", specialRequirements: "" };

beforeAll(async () => {
  await seedDemo(db());
  const d = await db().conferenceDomain.findUniqueOrThrow({ where: { host: "demo.localhost" }, include: { conference: true } });
  conf = { id: d.conferenceId, timeZone: d.conference.timeZone };
  await withoutDemoHotel(conf.id);
  const managerId = (await makeManager("reservation-mail")).id;
  const hotelId = (await setUpHotel(conf.id, managerId)).id;
  roomId = await saveRoom(conf.id, managerId, roomForm(hotelId, { price: "460" }));
});
beforeEach(async () => {
  await db().mailOutbox.deleteMany({});
});

async function bookAndRead(prefix: string, locale: "zh" | "en", rooms: number, checkOut = stay.checkOut, at = { conf, roomId }) {
  const [person] = await makeAttendees(at.conf.id, prefix, 1);
  await db().user.update({ where: { id: person.id }, data: { locale } });
  const booking = await bookRoom(at.conf, { userId: person.id }, { roomId: at.roomId, ...stay, checkOut, rooms }, { now: NOW });
  const mail = await db().mailOutbox.findFirstOrThrow({ where: { to: person.email, templateKind: "HOTEL_RESERVATION" } });
  return { mail, deadline: `${formatInstantIn(booking.order.deadlineAt!, at.conf.timeZone)} (${at.conf.timeZone})` };
}

describe("the hotel-reservation mail", () => {
  it("English: nights, amount due, the payment deadline and that an unpaid booking lapses", async () => {
    const { mail, deadline } = await bookAndRead("mail-en-", "en", 1);
    expect(mail.text).toContain("for 2 nights: check-in 2027-05-02, check-out 2027-05-04, rooms: 1.");
    expect(mail.text).toContain("Amount due: CN¥920.00");
    expect(mail.text).toContain(`Please pay by ${deadline}.`);
    expect(mail.text).toContain("A booking that is not paid by then lapses and its rooms are released.");
    const single = await bookAndRead("mail-en1-", "en", 2, "2027-05-03");
    expect(single.mail.text).toContain("for 1 night: check-in 2027-05-02, check-out 2027-05-03, rooms: 2.");
    expect(single.mail.text).toContain("Amount due: CN¥920.00");
  });

  it("Chinese: the same facts, and one word (退房) for check-out", async () => {
    const { mail, deadline } = await bookAndRead("mail-zh-", "zh", 1);
    expect(mail.text).toContain("共 2 晚，入住日期 2027-05-02，退房日期 2027-05-04");
    expect(mail.text).toContain("应付金额：¥920.00");
    expect(mail.text).toContain(`请于 ${deadline} 前完成支付`);
    expect(mail.text).toContain("逾期未支付的预订将自动失效");
    expect(mail.text).not.toContain("离店");
  });

  it("a conference's stored template that is still the old default gets the new text; an edited one stays", async () => {
    const folder = readdirSync(path.join(process.cwd(), "prisma/migrations")).find((f) => f.endsWith("_hotel_reservation_mail_due"))!;
    const sql = readFileSync(path.join(process.cwd(), "prisma/migrations", folder, "migration.sql"), "utf8");
    const olds = [...sql.matchAll(/AND "(body(?:Zh|En))" = '((?:[^']|'')*)';/g)].map((m) => [m[1], m[2].replace(/''/g, "'")] as const);
    expect(olds.map(([col]) => col)).toEqual(["bodyZh", "bodyEn"]);
    const where = { conferenceId_kind: { conferenceId: conf.id, kind: "HOTEL_RESERVATION" as const } };
    await db().mailTemplate.upsert({
      where,
      create: { conferenceId: conf.id, kind: "HOTEL_RESERVATION", ...DEFAULT_TEMPLATES.HOTEL_RESERVATION },
      update: { ...Object.fromEntries(olds), bodyEn: "<p>Our own words, {name}.</p>" },
    });
    for (const statement of sql.split(/;\s*\n/).filter((s) => /\bUPDATE\b/.test(s))) await db().$executeRawUnsafe(statement);
    const row = await db().mailTemplate.findUniqueOrThrow({ where });
    expect(row.bodyZh).toBe(DEFAULT_TEMPLATES.HOTEL_RESERVATION.bodyZh);
    expect(row.bodyEn).toBe("<p>Our own words, {name}.</p>");
    // the edited template still renders: every old placeholder is still supplied
    const { mail } = await bookAndRead("mail-edited-", "en", 1);
    expect(mail.text).toContain("Our own words");
  });

  it("a conference created through /admin gets the new template: its booking mail states the amount due and the deadline", async () => {
    const admin = await db().user.findUniqueOrThrow({ where: { email: "admin@example.org" } });
    const input = ZConferenceInput.parse({
      nameZh: "新会议",
      nameEn: "New Conference",
      shortName: "NC",
      startDate: "2027-05-01",
      endDate: "2027-05-05",
      timeZone: "Europe/Berlin",
      currency: "eur",
      languageType: 3,
      hosts: "reservation-mail-new.localhost",
      creatorMode: "existing",
      creatorEmail: "manager@example.org",
      modules: ["register", "hotel"],
    });
    const created = await createConference(input, { actorId: admin.id, origin: (h) => `http://${h}`, locale: "en" });
    const row = await db().mailTemplate.findUniqueOrThrow({ where: { conferenceId_kind: { conferenceId: created.id, kind: "HOTEL_RESERVATION" } } });
    expect(row).toMatchObject(DEFAULT_TEMPLATES.HOTEL_RESERVATION);
    const fresh = { id: created.id, timeZone: "Europe/Berlin" };
    const managerId = (await makeManager("reservation-mail-new")).id;
    const hotelId = (await setUpHotel(fresh.id, managerId)).id;
    const freshRoom = await saveRoom(fresh.id, managerId, roomForm(hotelId, { price: "460" }));
    const { mail, deadline } = await bookAndRead("mail-new-", "en", 1, stay.checkOut, { conf: fresh, roomId: freshRoom });
    expect(deadline).toContain("(Europe/Berlin)");
    expect(mail.subject).toBe("[New Conference] Hotel reservation");
    expect(mail.text).toContain("for 2 nights: check-in 2027-05-02, check-out 2027-05-04, rooms: 1.");
    expect(mail.text).toContain("Amount due: CN¥920.00");
    expect(mail.text).toContain(`Please pay by ${deadline}.`);
  });
});
