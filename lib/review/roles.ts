import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

// Who reviews a conference is ConferenceUser (REVIEWER or REVIEW_CHAIR) — the one source of truth
// that the guards read (lib/server/access.ts). The Reviewer row holds the invitation, the profile
// and the themes. These two functions are the only writers of the reviewer roles.

type Tx = Prisma.TransactionClient;
const REVIEW_ROLES = ["REVIEWER", "REVIEW_CHAIR"] as const;

/** Makes `userId` a reviewer of the conference, or its review chair; the other review role goes. */
export async function grantReviewRole(tx: Tx, conferenceId: number, userId: number, chair: boolean): Promise<void> {
  const role = chair ? "REVIEW_CHAIR" : "REVIEWER";
  await tx.conferenceUser.deleteMany({ where: { conferenceId, userId, role: { in: REVIEW_ROLES.filter((r) => r !== role) } } });
  await tx.conferenceUser.upsert({
    where: { conferenceId_userId_role: { conferenceId, userId, role } },
    update: {},
    create: { conferenceId, userId, role },
  });
}

/** Takes both review roles away (the person keeps any other role, e.g. manager). */
export async function revokeReviewRoles(tx: Tx, conferenceId: number, userId: number): Promise<void> {
  await tx.conferenceUser.deleteMany({ where: { conferenceId, userId, role: { in: [...REVIEW_ROLES] } } });
}
