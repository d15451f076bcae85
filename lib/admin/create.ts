import "server-only";
import { ConferenceStatus } from "@/lib/server/site-conference";
import { STARTER_FIELDS } from "@/lib/forms/fields";
import { effectiveLocale, type Locale } from "@/lib/i18n/locale";
import { defaultTemplateRows } from "@/lib/mail/default-templates";
import { db } from "@/lib/server/db";
import { ValidationError } from "@/lib/server/errors";
import { MODULES } from "@/lib/server/modules";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { createDefaultSite } from "@/lib/site/default-site";
import { followDefaultTexts } from "@/lib/site/default-texts";
import { findTakenHost, hostTakenError, isUniqueViolation } from "./host-check";
import { queueCreatorInvitation, queueCreatorNotice } from "./mail";
import type { TConferenceData } from "./schemas";
import type { OriginOf } from "./site-origin";

// A platform administrator creates a conference. Everything a conference needs to be
// served and managed is written in ONE transaction — a taken host, a wrong creator or a mail that
// cannot be queued leaves nothing behind.

/** The standard items a new registration form starts with (as the demo conferences). */

/** actorId null: the operator's command line, where no signed-in administrator acts. */
type Ctx = { actorId: number | null; origin: OriginOf; locale: Locale };

export async function createConference(input: TConferenceData, ctx: Ctx): Promise<{ id: number; host: string; creatorCreated: boolean }> {
  // Checked first so each failure lands on its field; the transaction checks again (unique host).
  const taken = await findTakenHost(db, input.hosts);
  if (taken) throw hostTakenError(taken);
  const existing = await db.user.findUnique({ where: { email: input.creatorEmail }, select: { id: true, locale: true } });
  if (input.creatorMode === "existing" && !existing) throw new ValidationError({ creatorEmail: "admin.creatorNotFound" });
  if (input.creatorMode === "new" && existing) throw new ValidationError({ creatorEmail: "admin.creatorExists" });
  if (input.disciplineId && !(await db.discipline.findUnique({ where: { id: input.disciplineId }, select: { id: true } })))
    throw new ValidationError({ disciplineId: "validation.invalidOption" });

  const names = { nameZh: input.nameZh, nameEn: input.nameEn };
  const primary = input.hosts[0];
  const origin = ctx.origin(primary);
  // The creator reads mail in their own language where the conference offers it.
  const mailLocale = effectiveLocale(existing?.locale ?? ctx.locale, input.languageType);
  try {
    const id = await db.$transaction(
      async (tx) => {
        const conference = await tx.conference.create({
          data: {
            nameZh: input.nameZh,
            nameEn: input.nameEn,
            shortName: input.shortName,
            status: ConferenceStatus.NOT_PUBLISHED,
            languageType: input.languageType,
            startDate: new Date(`${input.startDate}T00:00:00Z`),
            endDate: new Date(`${input.endDate}T00:00:00Z`),
            locationZh: input.locationZh,
            locationEn: input.locationEn,
            timeZone: input.timeZone,
            currency: input.currency,
            disciplineId: input.disciplineId || null,
          },
          select: { id: true },
        });
        const conferenceId = conference.id;
        await tx.conferenceDomain.createMany({ data: input.hosts.map((host, i) => ({ conferenceId, host, isPrimary: i === 0 })) });
        const creator =
          existing ??
          (await tx.user.create({
            data: { email: input.creatorEmail, trueName: input.creatorName, passwordHash: null, locale: mailLocale },
            select: { id: true, locale: true },
          }));
        await tx.conferenceUser.create({ data: { conferenceId, userId: creator.id, role: "CREATOR" } });
        await tx.websiteConfig.create({ data: { conferenceId } });
        await tx.registerConfig.create({ data: { conferenceId } });
        await tx.registerFormVersion.create({ data: { conferenceId, name: "default", isCurrent: true, fields: STARTER_FIELDS } });
        await tx.conferenceModule.createMany({ data: MODULES.map((module) => ({ conferenceId, module, enabled: input.modules.includes(module) })) });
        await tx.mailTemplate.createMany({ data: defaultTemplateRows(conferenceId) });
        await createDefaultSite(tx, conferenceId, names);
        // The starter texts are written bilingual; one created English-only gets them in English,
        // exactly as if it had been switched to English-only afterwards.
        await followDefaultTexts(tx, conferenceId, { ...names, languageType: 3 }, { ...names, languageType: input.languageType });
        // The history starts with the creation (0 = did not exist).
        await tx.conferenceStatusChange.create({ data: { conferenceId, fromStatus: 0, toStatus: ConferenceStatus.NOT_PUBLISHED, actorId: ctx.actorId } });
        const mail = { email: input.creatorEmail, locale: mailLocale, languageType: input.languageType, names, origin };
        if (existing) await queueCreatorNotice(tx, mail);
        else await queueCreatorInvitation(tx, mail);
        return conferenceId;
      },
      { maxWait: 10_000, timeout: 30_000 }, // the default site is a few dozen rows; a busy machine needs room
    );
    invalidateConferenceCache(); // the new host resolves at once (this process; others within CONFERENCE_CACHE_MS)
    return { id, host: primary, creatorCreated: !existing };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Another creation took a host (or the creator's email) between the check and the commit.
    const raced = await findTakenHost(db, input.hosts);
    if (raced) throw hostTakenError(raced);
    throw new ValidationError({ creatorEmail: "admin.creatorExists" });
  }
}
