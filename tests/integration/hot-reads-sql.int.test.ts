import { beforeAll, describe, expect, it } from "vitest";
import { listOrders, listOrdersForExport } from "@/lib/orders/manage/queries";
import { ZOrderListQuery } from "@/lib/orders/manage/schemas";
import { attendeeWhere, listAttendees } from "@/lib/registration/queries";
import { ZAttendeeListQuery } from "@/lib/registration/schemas";
import { getDb } from "@/lib/server/db";
import { getSiteMenu } from "@/lib/site/menus";
import { listSubmissions, listSubmissionsForExport } from "@/lib/submission/manage/queries";
import { ZSubmissionManageQuery } from "@/lib/submission/manage/schemas";
import { seedDemo } from "@/prisma/seed/demo";
import { useTestDatabase } from "./test-db";

useTestDatabase();

// The hot reads that moved from Prisma to one statement over bare pg (lib/server/sql.ts,
// docs/performance.md): the same rows, in the same order, under the same filters and within the
// same conference as the Prisma reads they replaced — which still serve the exports, so each list
// is held against its export (or, for registrations, against attendeeWhere).

type Conf = { id: number; timeZone: string };
let demo: Conf;
let draft: Conf;

const day = (d: string, h: number) => new Date(`${d}T${String(h).padStart(2, "0")}:00:00Z`);

beforeAll(async () => {
  const db = getDb();
  await seedDemo(db);
  const conf = async (host: string) => {
    const d = await db.conferenceDomain.findUniqueOrThrow({ where: { host }, include: { conference: true } });
    return { id: d.conferenceId, timeZone: d.conference.timeZone };
  };
  [demo, draft] = [await conf("demo.localhost"), await conf("draft.localhost")];
  const users = await db.user.findMany({ where: { email: { in: ["alice@example.org", "bob@example.org", "chair@example.org", "reviewer@example.org"] } } });
  const types = ["REGISTRATION", "OPTIONAL", "HOTEL"] as const;
  const statuses = ["UNPAID", "WAITING_CONFIRMATION", "PAID"] as const;
  const methods = [null, "BANK_REMITTANCE", "POST_REMITTANCE"] as const;
  for (const [c, n] of [
    [demo, 24],
    [draft, 6],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const user = users[i % users.length];
      const order = await db.order.create({
        data: {
          orderNo: `T${c.id}-${String(i).padStart(3, "0")}`,
          type: types[i % 3],
          conferenceId: c.id,
          userId: user.id,
          totalMinor: 1000 * (i + 1),
          transactionStatus: statuses[i % 3],
          paymentMethod: methods[(i >> 1) % 3],
          paidAt: i % 3 === 2 ? day("2026-11-20", 3) : null,
          // Two orders share an instant: the id breaks the tie the same way on both paths.
          createdAt: day(`2026-11-${String(10 + Math.floor(i / 2)).padStart(2, "0")}`, i % 2 ? 20 : 20),
          items: {
            create: [
              { conferenceId: c.id, type: types[i % 3], titleZh: `费用${i}`, titleEn: `Fee ${i}`, unitPriceMinor: 1000, amountMinor: 1000 },
              ...(i % 4 === 0
                ? [{ conferenceId: c.id, type: "HOTEL" as const, hotelNameEn: "Inn", roomTypeEn: "Twin", quantity: 2, unitPriceMinor: 1, amountMinor: 2 }]
                : []),
            ],
          },
        },
      });
      if (i % 5 === 0) {
        await db.payment.create({
          data: {
            billNo: `BILL-${c.id}-${i}`,
            conferenceId: c.id,
            userId: user.id,
            provider: "BANK_REMITTANCE",
            amountMinor: 1000,
            currency: "CNY",
            status: i % 10 === 0 ? "EXCEPTION" : "SUCCEEDED",
            orders: { create: [{ orderId: order.id }] },
          },
        });
      }
    }
  }
  for (const [c, n] of [
    [demo, 5],
    [draft, 2],
  ] as const) {
    for (let i = 0; i < n; i++) {
      await db.submission.create({
        data: {
          conferenceId: c.id,
          userId: users[i % users.length].id,
          number: i + 1,
          code: `S${c.id}-${i}`,
          title: i % 2 ? `Alpha ${i}` : `Beta ${i}`,
          status: i % 2 ? "WAITING_ALLOCATION" : "ACCEPTED",
          submittedAt: day("2026-11-0" + (1 + i), 9),
          authors: { create: [{ conferenceId: c.id, name: "Ann", surname: "Lee", email: "ann@example.org", country: "CN", corresponding: true, order: 0 }] },
        },
      });
    }
  }
  const version = await db.registerFormVersion.findFirstOrThrow({ where: { conferenceId: demo.id } });
  for (const [i, u] of users.entries()) {
    await db.attendee.upsert({
      where: { conferenceId_userId: { conferenceId: demo.id, userId: u.id } },
      update: {},
      create: {
        conferenceId: demo.id,
        userId: u.id,
        formVersionId: version.id,
        fullName: u.trueName,
        email: u.email,
        countryArea: i % 2 ? "JP" : "CN",
        unit: `Unit ${i}`,
        createdAt: day("2026-11-1" + i, 18),
      },
    });
  }
});

describe("the order list over pg", () => {
  const cases = [
    {},
    { search: "alice" },
    { search: "bill-" },
    { type: "HOTEL" },
    { status: "PAID" },
    { method: "BANK_REMITTANCE" },
    { flag: "paymentException" },
    { from: "2026-11-12", to: "2026-11-15" },
    { size: 5, page: 2 },
  ];
  for (const c of cases) {
    it(`reads what the export reads, newest first: ${JSON.stringify(c)}`, async () => {
      for (const conf of [demo, draft]) {
        const q = ZOrderListQuery.parse(c);
        const all = (await listOrdersForExport(conf, q)).reverse();
        const page = await listOrders(conf, q);
        expect(page.total).toBe(all.length);
        expect(page.rows).toEqual(all.slice((q.page - 1) * q.size, q.page * q.size));
      }
    });
  }

  it("finds something for every filter (the cases above are not vacuous) and nothing of another conference", async () => {
    for (const c of cases) expect((await listOrders(demo, ZOrderListQuery.parse(c))).total, JSON.stringify(c)).toBeGreaterThan(0);
    const draftNos = (await listOrders(draft, ZOrderListQuery.parse({ size: 100 }))).rows.map((r) => r.orderNo);
    expect(draftNos).toHaveLength(6);
    expect(draftNos.every((no) => no.startsWith(`T${draft.id}-`))).toBe(true);
  });
});

describe("the registrations list over pg", () => {
  const cases = [
    {},
    { country: "JP" },
    { search: "ALICE" },
    { sort: "fullName", order: "asc" },
    { version: "default" },
    { from: "2026-11-11", to: "2026-11-12" },
    { size: 1, page: 2 },
  ];
  for (const c of cases) {
    it(`reads what attendeeWhere selects: ${JSON.stringify(c)}`, async () => {
      const q = ZAttendeeListQuery.parse(c);
      const where = await attendeeWhere(demo.id, q);
      const expected = await getDb().attendee.findMany({
        where,
        orderBy: [{ [q.sort]: q.order }, { id: q.order }],
        skip: (q.page - 1) * q.size,
        take: q.size,
        select: {
          id: true,
          userId: true,
          fullName: true,
          email: true,
          phone: true,
          countryArea: true,
          unit: true,
          createdAt: true,
          status: true,
          formVersion: { select: { name: true } },
        },
      });
      const page = await listAttendees(demo.id, q);
      expect(page.total).toBe(await getDb().attendee.count({ where }));
      expect(page.rows).toEqual(expected.map(({ formVersion, ...r }) => ({ ...r, version: formVersion.name })));
      expect(page.total).toBeGreaterThan(0);
    });
  }

  it("shows nothing of another conference", async () => {
    expect((await listAttendees(draft.id, ZAttendeeListQuery.parse({}))).total).toBe(await getDb().attendee.count({ where: { conferenceId: draft.id } }));
  });
});

describe("the submission list over pg", () => {
  it("reads what the export reads, for the manager, within the conference", async () => {
    const manager = await getDb().user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
    for (const conf of [demo, draft]) {
      for (const c of [{}, { sort: "title", order: "asc" }, { status: "WAITING_ALLOCATION" }, { q: "a" }, { size: 1, page: 2 }]) {
        const q = ZSubmissionManageQuery.parse(c);
        const viewer = { userId: manager.id, manager: true };
        const all = await listSubmissionsForExport(conf, viewer, q);
        const page = await listSubmissions(conf, viewer, q);
        expect(page.total).toBe(all.length);
        expect(page.rows.map((r) => [r.id, r.code, r.submitter, r.theme, r.submittedAt])).toEqual(
          all.slice((q.page - 1) * q.size, q.page * q.size).map((r) => [r.id, r.code, r.submitter, r.theme, r.submittedAt]),
        );
      }
    }
    expect((await listSubmissions(demo, { userId: manager.id, manager: true }, ZSubmissionManageQuery.parse({}))).total).toBeGreaterThan(0);
  });
});

describe("the site menu over pg", () => {
  it("gives every published item a place and a link, in the configured order", async () => {
    const menu = await getSiteMenu(demo.id);
    const rows = await getDb().menu.findMany({ where: { conferenceId: demo.id, published: true, parentId: null }, orderBy: [{ order: "asc" }, { id: "asc" }] });
    expect(menu.tree.map((n) => n.id)).toEqual(rows.map((r) => r.id));
    expect(Object.keys(menu.fixed).length).toBeGreaterThan(0);
    expect(await getSiteMenu(-1)).toEqual({ tree: [], fixed: {} });
  });
});
