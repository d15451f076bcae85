import { ZEmail } from "@/lib/accounts/schemas";
import { zDate, zId, zInt, zPage, zPageSize, INT4_MAX } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { isValidHostName } from "@/lib/server/host-name";
import { MAX_HOSTS, splitHostNames } from "./hosts";
import { DEFAULT_MODULES } from "@/lib/modules/catalogue";
import { ZModuleList } from "@/lib/modules/schemas";
import { isTimeZone } from "./options";

// One schema per input of the administrator area (DESIGN §6.1), shared by the forms, the server
// actions and the gateway routes. Messages are i18n keys ("admin.*", "validation.*").

/** Host names as one text (one per line, or comma separated) or a list → normalised, checked, unique. */
export const ZHostNames = z
  .union([z.string().max(3000), z.array(z.string().max(300)).max(MAX_HOSTS)])
  .transform((v) => splitHostNames(Array.isArray(v) ? v.join("\n") : v))
  .superRefine((hosts, ctx) => {
    if (!hosts.length) return void ctx.addIssue({ code: "custom", message: "admin.hostsRequired" });
    if (hosts.length > MAX_HOSTS) return void ctx.addIssue({ code: "custom", message: `admin.tooManyHosts?max=${MAX_HOSTS}` });
    const bad = hosts.find((h) => !isValidHostName(h));
    if (bad) ctx.addIssue({ code: "custom", message: `admin.hostInvalid?host=${encodeURIComponent(bad.slice(0, 80))}` });
  });

const text = (max: number) => z.string().trim().max(max);

export const ZConferenceInput = z
  .strictObject({
    nameZh: text(200).min(1),
    nameEn: text(200).default(""),
    shortName: text(50).default(""),
    startDate: zDate(),
    endDate: zDate(),
    locationZh: text(200).default(""),
    locationEn: text(200).default(""),
    timeZone: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .refine((tz) => isTimeZone(tz), "admin.badTimeZone"),
    currency: z
      .string()
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, "admin.badCurrency")),
    languageType: zInt({ min: 1, max: 3, message: "validation.invalidOption" }),
    /** 0 = no discipline. */
    disciplineId: zInt({ min: 0, max: INT4_MAX }).default(0),
    hosts: ZHostNames,
    creatorMode: z.enum(["existing", "new"]),
    creatorEmail: ZEmail,
    creatorName: text(100).default(""),
    /** The modules switched on from the start (the rest stay off until a manager switches them on). */
    modules: ZModuleList.default([...DEFAULT_MODULES]),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "admin.endBeforeStart" });
    if (v.creatorMode === "new" && !v.creatorName) ctx.addIssue({ code: "custom", path: ["creatorName"], message: "validation.required" });
  });
export type TConferenceInput = z.input<typeof ZConferenceInput>;
export type TConferenceData = z.output<typeof ZConferenceInput>;

export const ZConferenceId = z.strictObject({ id: zId() });
export const ZConferenceIdParams = z.object({ id: zId() });

export const ZReason = z.string().trim().min(1, "admin.reasonRequired").max(500);
export const ZRejectBody = z.strictObject({ reason: ZReason });
export const ZRejectInput = z.strictObject({ id: zId(), reason: ZReason });

export const ZHostsBody = z.strictObject({ hosts: ZHostNames });
export const ZHostsInput = z.strictObject({ id: zId(), hosts: ZHostNames });

/** ?search=&status=&page=&size= — status 0 = every status. */
export const ZConferenceListQuery = z.object({
  search: z.string().trim().max(100).default(""),
  status: zInt({ min: 0, max: 5 }).default(0),
  page: zPage(),
  size: zPageSize(100, 20),
});
export type TConferenceListQuery = z.output<typeof ZConferenceListQuery>;
