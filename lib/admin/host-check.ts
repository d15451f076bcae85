import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ValidationError } from "@/lib/server/errors";

// A host name belongs to one conference platform-wide (ConferenceDomain.host is unique). Checked
// before writing so the refusal lands on the "hosts" field; the unique index decides races.

export function hostTakenError(host: string): ValidationError {
  return new ValidationError({ hosts: `admin.hostTaken?host=${encodeURIComponent(host)}` });
}

/** The first of `hosts` already used by a conference (other than `except`), or null. */
export async function findTakenHost(client: Pick<Prisma.TransactionClient, "conferenceDomain">, hosts: string[], except?: number): Promise<string | null> {
  const taken = await client.conferenceDomain.findMany({
    where: { host: { in: hosts }, ...(except ? { conferenceId: { not: except } } : {}) },
    select: { host: true },
  });
  const set = new Set(taken.map((t) => t.host));
  return hosts.find((h) => set.has(h)) ?? null;
}

export function isUniqueViolation(e: unknown): boolean {
  return (e as { code?: string } | null)?.code === "P2002";
}
