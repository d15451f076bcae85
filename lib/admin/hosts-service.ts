import "server-only";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { findTakenHost, hostTakenError, isUniqueViolation } from "./host-check";

/**
 * Replaces a conference's host names (the schema already normalised and checked them, at least
 * one). The first is primary. A host used by another conference is refused on the field; rows of
 * hosts kept stay as they are, so sessions and links on them keep working.
 */
export async function setConferenceHosts(conferenceId: number, hosts: string[]): Promise<void> {
  const taken = await findTakenHost(db, hosts, conferenceId);
  if (taken) throw hostTakenError(taken);
  try {
    await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Conference" WHERE id = ${conferenceId} FOR UPDATE`;
      if (!rows.length) throw new NotFound();
      await tx.conferenceDomain.deleteMany({ where: { conferenceId, host: { notIn: hosts } } });
      const kept = new Set((await tx.conferenceDomain.findMany({ where: { conferenceId }, select: { host: true } })).map((d) => d.host));
      await tx.conferenceDomain.createMany({ data: hosts.filter((h) => !kept.has(h)).map((host) => ({ conferenceId, host })) });
      await tx.conferenceDomain.updateMany({ where: { conferenceId }, data: { isPrimary: false } });
      await tx.conferenceDomain.update({ where: { host: hosts[0] }, data: { isPrimary: true } });
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw hostTakenError((await findTakenHost(db, hosts, conferenceId)) ?? hosts[0]);
  }
  invalidateConferenceCache();
}
