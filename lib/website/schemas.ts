import { isCalendarDate, zDate, zInt } from "@/lib/validation/fields";
import { SITE_FILE_NAME } from "@/lib/server/site-file-url";
import { z } from "@/lib/validation/z";

// One schema for /platform/config/website (DESIGN §6.1): the form, the server action and the gateway
// (POST /conference/platform/config/website) all parse with it. Messages are i18n keys:
// validation.* (shared) and website.* (messages/*/website.json).

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
// Digits with the usual separators, an optional leading + and an extension ("ext. 12", "转 12").
const PHONE = /^\+?[0-9][0-9 ()\-./]{2,28}[0-9)](?:\s*(?:ext\.?|x|转)\s*\d{1,6})?$/i;

/** Whether `tz` is an IANA time zone this runtime knows (the conference's dates live in it). */
export function isTimeZone(tz: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const EMAIL = z.email();
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const text = (max: number) => z.string().trim().max(max).default("");
const file = z.string().regex(SITE_FILE_NAME, "website.badFile").nullable().default(null);

export const ZWebsiteSettings = z
  .strictObject({
    nameZh: z.string().trim().min(1).max(200),
    nameEn: text(200),
    shortName: text(50),
    // SPEC §1/§9: 1 Chinese only, 2 English only, 3 (any other value) bilingual.
    languageType: zInt({ min: 1, max: 3, message: "validation.invalidOption" }),
    startDate: zDate({ optional: true }).default(""),
    endDate: zDate({ optional: true }).default(""),
    locationZh: text(200),
    locationEn: text(200),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, "website.badTimeZone"),
    logoFile: file,
    bannerFile: file,
    faviconFile: file,
    primaryColor: z
      .string()
      .trim()
      .regex(HEX_COLOR, "website.badColor")
      .transform((v) => v.toLowerCase()),
    footerZh: text(500),
    footerEn: text(500),
    contactEmail: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === "" || EMAIL.safeParse(v).success, "validation.invalidEmail")
      .default(""),
    contactPhone: z
      .string()
      .trim()
      .max(40)
      .refine((v) => v === "" || PHONE.test(v), "website.badPhone")
      .default(""),
  })
  .refine((v) => !isCalendarDate(v.startDate) || !isCalendarDate(v.endDate) || v.endDate >= v.startDate, {
    message: "website.endBeforeStart",
    path: ["endDate"],
    // checked even when other fields failed, so every message shows at once
    when: (p) => isObject(p.value) && typeof p.value.startDate === "string" && typeof p.value.endDate === "string",
  })
  // An English-only site shows its English name everywhere, so it needs one.
  .refine((v) => v.languageType !== 2 || v.nameEn !== "", {
    message: "website.nameEnRequired",
    path: ["nameEn"],
    when: (p) => isObject(p.value) && typeof p.value.nameEn === "string",
  })
  // An end without a start says nothing about the conference's days.
  .refine((v) => !v.endDate || !!v.startDate, {
    message: "website.startMissing",
    path: ["startDate"],
    when: (p) => isObject(p.value) && typeof p.value.startDate === "string" && typeof p.value.endDate === "string",
  });

export type TWebsiteSettings = z.output<typeof ZWebsiteSettings>;
export type TWebsiteSettingsInput = z.input<typeof ZWebsiteSettings>;
