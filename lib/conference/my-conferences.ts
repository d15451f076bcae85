import "server-only";
import { db } from "@/lib/server/db";

export type MyConference = { id: number; nameZh: string; nameEn: string; host: string | null; roles: string[] };

/** Every conference of the platform where this person attends or holds a role ("my conference"). */
export async function listMyConferences(userId: number): Promise<MyConference[]> {
  const rows = await db.conference.findMany({
    where: { OR: [{ users: { some: { userId } } }, { attendees: { some: { userId } } }] },
    include: {
      domains: { orderBy: { isPrimary: "desc" }, take: 1 },
      users: { where: { userId }, select: { role: true } },
      attendees: { where: { userId }, select: { id: true } },
    },
    orderBy: { startDate: "desc" },
  });
  return rows.map((c) => ({
    id: c.id,
    nameZh: c.nameZh,
    nameEn: c.nameEn,
    host: c.domains[0]?.host ?? null,
    roles: [...(c.attendees.length ? ["Attendee"] : []), ...c.users.map((u) => u.role)],
  }));
}
