import { ZEmail, ZProfileInput, ZRegisterInput } from "@/lib/accounts/schemas";
import { passwordWeakness } from "@/lib/accounts/password-policy";
import { ZConferenceInput, type TConferenceInput } from "@/lib/admin/schemas";
import { DEFAULT_MODULES } from "@/lib/modules/catalogue";
import { z } from "@/lib/validation/z";

// One schema per command of the operator's command line, built from the app's own field schemas:
// an email is checked as at sign-up, a password as at sign-up, and a conference by the very schema
// of the /admin creation form (ZConferenceInput), so the command line accepts nothing the form
// would refuse. Issues come back as the app's i18n keys; run.ts names the flag and translates.

/** The account's name: as in the profile; the email's local part when none is given. */
const ZName = ZProfileInput.shape.trueName.optional();
const fallbackName = (name: string | undefined, email: string) => name ?? email.slice(0, email.indexOf("@"));

/** A password as sign-up takes it: the same length limits and the same strength rules. */
export const ZCliPassword = ZRegisterInput.shape.password.superRefine((password, ctx) => {
  const weak = passwordWeakness(password);
  if (weak) ctx.addIssue({ code: "custom", message: weak });
});

export const ZCreateAdminArgs = z
  .strictObject({ email: ZEmail, name: ZName, "password-stdin": z.boolean().default(false) })
  .transform((v) => ({ email: v.email, name: fallbackName(v.name, v.email), passwordStdin: v["password-stdin"] }));
export type TCreateAdminArgs = z.output<typeof ZCreateAdminArgs>;

export const ZEmailArgs = z.strictObject({ email: ZEmail });

/** Today as YYYY-MM-DD in the conference's time zone (the form leaves the dates to the person; here they default). */
function today(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10); // an unknown zone is refused by ZConferenceInput anyway
  }
}

/** The flags of create-conference → the /admin form's input, defaults as the form's. */
const ZConferenceFlags = z.strictObject({
  domain: z.array(z.string().max(300)).min(1),
  "name-zh": z.string(),
  "name-en": z.string().trim().min(1),
  manager: z.string(),
  "manager-name": z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  "time-zone": z.string().default("Asia/Shanghai"),
  currency: z.string().default("CNY"),
  "password-stdin": z.boolean().default(false),
});

/** Where each field of ZConferenceInput came from on the command line. */
export const CONFERENCE_FLAG_OF: Record<string, string> = {
  hosts: "domain",
  nameZh: "name-zh",
  nameEn: "name-en",
  creatorEmail: "manager",
  creatorName: "manager-name",
  startDate: "start",
  endDate: "end",
  timeZone: "time-zone",
  currency: "currency",
};

export const ZCreateConferenceArgs = ZConferenceFlags.transform((f) => {
  const email = f.manager.trim().toLowerCase();
  const start = f.start ?? today(f["time-zone"]);
  const input: TConferenceInput = {
    nameZh: f["name-zh"],
    nameEn: f["name-en"],
    startDate: start,
    endDate: f.end ?? start,
    timeZone: f["time-zone"],
    currency: f.currency,
    languageType: 3, // bilingual, as the form starts
    hosts: f.domain,
    // "new" needs a name; whether the account exists is decided against the database (conference.ts).
    creatorMode: "new",
    creatorEmail: f.manager,
    creatorName: fallbackName(f["manager-name"], email).trim() || email,
    modules: [...DEFAULT_MODULES],
  };
  return { input, passwordStdin: f["password-stdin"] };
}).pipe(z.object({ input: ZConferenceInput, passwordStdin: z.boolean() }));
export type TCreateConferenceArgs = z.output<typeof ZCreateConferenceArgs>;
