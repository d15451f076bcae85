import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ValidationError } from "@/lib/server/errors";

// What pages and templates refer to must be this conference's own rows; one lock per
// conference and kind makes "setting a default clears it on the others" exact under concurrency.

export type Tx = Prisma.TransactionClient;

/** Serialises the writes of one conference's pages (kind "pages") or templates ("templates"). */
export async function lockSiteRows(tx: Tx, kind: "pages" | "templates", conferenceId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${"site-" + kind}), ${conferenceId}::int)`;
}

export async function checkAppearance(tx: Tx, conferenceId: number, id: number | null): Promise<void> {
  if (id == null) return;
  if (!(await tx.appearance.findFirst({ where: { id, conferenceId }, select: { id: true } }))) {
    throw new ValidationError({ appearanceId: "sitePages.errors.noSuchAppearance" });
  }
}

export async function checkTemplate(tx: Tx, conferenceId: number, id: number | null): Promise<void> {
  if (id == null) return;
  if (!(await tx.siteTemplate.findFirst({ where: { id, conferenceId }, select: { id: true } }))) {
    throw new ValidationError({ templateId: "sitePages.errors.noSuchTemplate" });
  }
}

export async function checkMobilePage(tx: Tx, conferenceId: number, id: number | null, self: number | null): Promise<void> {
  if (id == null) return;
  if (id === self) throw new ValidationError({ mobilePageId: "sitePages.errors.mobileSelf" });
  if (!(await tx.sitePage.findFirst({ where: { id, conferenceId }, select: { id: true } }))) {
    throw new ValidationError({ mobilePageId: "sitePages.errors.noSuchPage" });
  }
}

type DefaultFlag = "isDefaultPc" | "isDefaultMobile";
export type TDefaults = Record<DefaultFlag, boolean>;

/**
 * For each default flag the saved row takes, `clear` (the model's updateMany) drops it from the
 * conference's other rows. Callers hold the kind's lockSiteRows, so two rows never both keep one.
 */
export async function clearOtherDefaults(input: TDefaults, clear: (flag: DefaultFlag) => Promise<unknown>): Promise<void> {
  for (const flag of ["isDefaultPc", "isDefaultMobile"] as const) if (input[flag]) await clear(flag);
}

/**
 * The default for PC and for mobile is one row each: taking a flag clears it on the others, and a
 * row keeps a flag it holds until another row takes it (so there is always a default to fall back on).
 */
export function keepDefaults(existing: TDefaults | null, input: TDefaults) {
  const errors: Record<string, string> = {};
  if (existing?.isDefaultPc && !input.isDefaultPc) errors.isDefaultPc = "sitePages.errors.keepDefault";
  if (existing?.isDefaultMobile && !input.isDefaultMobile) errors.isDefaultMobile = "sitePages.errors.keepDefault";
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
