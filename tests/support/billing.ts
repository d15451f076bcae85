import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/server/db";

// Building blocks for order tests: attendees in bulk and fees in a category of their
// own, written straight to the real database the services under test use.

export async function makeAttendees(conferenceId: number, prefix: string, n: number, extra: Partial<Prisma.AttendeeCreateManyInput> = {}) {
  const db = getDb();
  const version = await db.registerFormVersion.findFirstOrThrow({ where: { conferenceId }, orderBy: { id: "asc" } });
  await db.user.createMany({ data: Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@orders.test`, trueName: `${prefix} ${i}`, locale: "en" })) });
  const users = await db.user.findMany({ where: { email: { startsWith: prefix, endsWith: "@orders.test" } }, orderBy: { id: "asc" } });
  await db.attendee.createMany({
    data: users.map((u) => ({ conferenceId, userId: u.id, formVersionId: version.id, email: u.email, userName: u.trueName, ...extra })),
  });
  return users;
}

export async function makeCategory(conferenceId: number, data: Partial<Prisma.FeeCategoryUncheckedCreateInput> = {}) {
  return getDb().feeCategory.create({ data: { conferenceId, nameZh: "测试类别", nameEn: "Test category", ...data } });
}

export async function makeFee(conferenceId: number, categoryId: number, data: Partial<Prisma.FeeUncheckedCreateInput> = {}) {
  return getDb().fee.create({
    data: {
      conferenceId,
      categoryId,
      kind: "REGISTRATION",
      titleZh: "测试费用",
      titleEn: "Test fee",
      priceMinor: 100_00,
      currency: "CNY",
      open: true,
      perAccountMax: 1,
      ...data,
    },
  });
}

export const errorKey = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" ? ((r.reason as { key?: string }).key ?? String(r.reason)) : "ok");
