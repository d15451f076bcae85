import "server-only";
import type { OriginOf } from "@/lib/admin/site-origin";
import { db } from "@/lib/server/db";

export type MyConference = { id: number; nameZh: string; nameEn: string; host: string | null; href: string | null; roles: string[] };

/**
 * Every conference of the platform where this person attends or holds a role ("my conference"),
 * each with the address of its site. `origin` gives that address the scheme and port of the
 * request (one deployment serves every host alike: http://…:3000 in the demo, https in
 * production); a bare "//host/" would drop the port.
 */
export async function listMyConferences(userId: number, origin: OriginOf): Promise<MyConference[]> {
  const rows = await db.conference.findMany({
    where: { OR: [{ users: { some: { userId } } }, { attendees: { some: { userId } } }] },
    include: {
      domains: { orderBy: { isPrimary: "desc" }, take: 1 },
      users: { where: { userId }, select: { role: true } },
      attendees: { where: { userId }, select: { id: true } },
    },
    orderBy: { startDate: "desc" },
  });
  return rows.map((c) => {
    const host = c.domains[0]?.host ?? null;
    return {
      id: c.id,
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      host,
      href: host ? `${origin(host)}/` : null,
      roles: [...(c.attendees.length ? ["Attendee"] : []), ...c.users.map((u) => u.role)],
    };
  });
}
