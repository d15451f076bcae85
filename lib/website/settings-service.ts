import "server-only";
import { toDateOnly } from "@/lib/i18n/dates";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { invalidateConferenceCache } from "@/lib/server/tenant";
import { followDefaultTexts } from "@/lib/site/default-texts";
import type { TWebsiteSettings } from "./schemas";
import { IMAGE_FIELD, SITE_IMAGES } from "./site-image";

// SPEC §2 /platform/config/website and §7 config/website: the conference's names, dates, venue,
// time zone, images, colour, footer and contact. Always the host's conference (the caller passes
// access.conference.id, never an id from the client).

export type WebsiteSettingsView = {
  values: TWebsiteSettings;
  hosts: string[];
  updatedAt: string | null;
};

const dateOnly = (d: string) => (d ? new Date(`${d}T00:00:00Z`) : null);

export async function getWebsiteSettings(conferenceId: number): Promise<WebsiteSettingsView> {
  const c = await db.conference.findUnique({
    where: { id: conferenceId },
    include: { websiteConfig: true, domains: { orderBy: [{ isPrimary: "desc" }, { host: "asc" }], select: { host: true } } },
  });
  if (!c) throw new NotFound();
  const w = c.websiteConfig;
  return {
    values: {
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      shortName: c.shortName,
      languageType: c.languageType === 1 || c.languageType === 2 ? c.languageType : 3,
      startDate: toDateOnly(c.startDate) ?? "",
      endDate: toDateOnly(c.endDate) ?? "",
      locationZh: c.locationZh,
      locationEn: c.locationEn,
      timeZone: c.timeZone,
      logoFile: w?.logoFile ?? null,
      bannerFile: w?.bannerFile ?? null,
      faviconFile: w?.faviconFile ?? null,
      primaryColor: w?.primaryColor ?? "#1d4e89",
      footerZh: w?.footerZh ?? "",
      footerEn: w?.footerEn ?? "",
      contactEmail: w?.contactEmail ?? "",
      contactPhone: w?.contactPhone ?? "",
    },
    hosts: c.domains.map((d) => d.host),
    updatedAt: w?.updatedAt.toISOString() ?? null,
  };
}

/**
 * An image must be one this conference uploaded for that purpose (POST /conference/platform/site/file),
 * so a manager cannot point the site at another conference's file or at a registration upload.
 */
async function checkImages(conferenceId: number, input: TWebsiteSettings): Promise<void> {
  const errors: Record<string, string> = {};
  for (const image of SITE_IMAGES) {
    const field = IMAGE_FIELD[image];
    const name = input[field];
    if (!name) continue;
    const row = await db.upload.findUnique({ where: { storedName: name }, select: { conferenceId: true, purpose: true } });
    if (!row || row.conferenceId !== conferenceId || row.purpose !== `site:${image}`) errors[field] = "website.badFile";
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Saves everything at once (one transaction) after the images are checked; nothing is written on failure. */
export async function saveWebsiteSettings(conferenceId: number, input: TWebsiteSettings): Promise<WebsiteSettingsView> {
  await checkImages(conferenceId, input);
  const site = {
    logoFile: input.logoFile,
    bannerFile: input.bannerFile,
    faviconFile: input.faviconFile,
    primaryColor: input.primaryColor,
    footerZh: input.footerZh,
    footerEn: input.footerEn,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
  };
  await db.$transaction(async (tx) => {
    const before = await tx.conference.findUnique({ where: { id: conferenceId }, select: { nameZh: true, nameEn: true, languageType: true } });
    if (!before) throw new NotFound();
    const found = await tx.conference.updateMany({
      where: { id: conferenceId },
      data: {
        nameZh: input.nameZh,
        nameEn: input.nameEn,
        shortName: input.shortName,
        languageType: input.languageType,
        startDate: dateOnly(input.startDate),
        endDate: dateOnly(input.endDate),
        locationZh: input.locationZh,
        locationEn: input.locationEn,
        timeZone: input.timeZone,
      },
    });
    if (!found.count) throw new NotFound();
    await tx.websiteConfig.upsert({ where: { conferenceId }, update: site, create: { conferenceId, ...site } });
    // Untouched starter texts follow the new name and language setting.
    await followDefaultTexts(tx, conferenceId, before, input);
  });
  invalidateConferenceCache();
  return getWebsiteSettings(conferenceId);
}
