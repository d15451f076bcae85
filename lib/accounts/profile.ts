import "server-only";
import { buildAnswersSchema } from "@/lib/forms/answers-schema";
import { toCountryCode, withStoredCountry } from "@/lib/forms/countries";
import { parseFields, type FieldOption } from "@/lib/forms/fields";
import type { Prisma } from "@/lib/generated/prisma/client";
import { countryOptions, resolveFields } from "@/lib/registration/form-service";
import { db } from "@/lib/server/db";
import { NotFound, ValidationError } from "@/lib/server/errors";
import { toFieldErrors } from "@/lib/validation/field-errors";
import type { TProfileInput } from "./schemas";

// /profile/userInfo. A person's details live in two places, on purpose:
// - the User row is the account: one per person, the same on every conference of the platform;
// - the Attendee row is this conference's registration: what its organisers list, filter, export.
// The profile page is reached on one conference's site, so it shows the registration's answers
// wherever this conference's form asked for them (and the account's data for the rest), and
// saving writes both, so that the two never tell different stories. Registrations for other
// conferences are left alone: they are what the person told those organisers.

/** Profile field → the standard form item that asks for it and the attendee column that keeps it. */
const FROM_FORM = {
  trueName: { field: "name", column: "fullName" },
  phone: { field: "telephone", column: "phone" },
  country: { field: "country", column: "countryArea" },
  unit: { field: "unit", column: "unit" },
  title: { field: "post", column: "post" },
} as const;
type FormKey = keyof typeof FROM_FORM;
const FORM_KEYS = Object.keys(FROM_FORM) as FormKey[];
const NAME_PARTS = ["lastName", "middleName", "firstName"] as const;

const USER_SELECT = {
  id: true,
  email: true,
  trueName: true,
  firstName: true,
  middleName: true,
  lastName: true,
  cstnetId: true,
  phone: true,
  country: true,
  unit: true,
  title: true,
} as const;

async function loadProfile(conferenceId: number, userId: number) {
  const [user, attendee] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: USER_SELECT }),
    db.attendee.findUnique({ where: { conferenceId_userId: { conferenceId, userId } }, include: { formVersion: { select: { fields: true } } } }),
  ]);
  if (!user) throw new NotFound("accounts.userNotFound");
  const fields = attendee ? parseFields(attendee.formVersion.fields).filter((f) => f.standard) : [];
  const asked = FORM_KEYS.filter((k) => fields.some((f) => f.field === FROM_FORM[k].field));
  const values = { ...user };
  for (const k of asked) values[k] = String(attendee![FROM_FORM[k].column] ?? "");
  return { values, attendee, fields, asked };
}

/**
 * What the profile shows: the account, with the answers of this conference's registration where
 * its form asked for them. `fromRegistration` names those fields; `countries` reads the country.
 */
export async function getProfile(conferenceId: number, userId: number, locale: string) {
  const { values, attendee, asked } = await loadProfile(conferenceId, userId);
  const countries = withStoredCountry(await countryOptions(conferenceId, locale), values.country);
  return { ...values, registered: !!attendee, fromRegistration: asked as string[], countries };
}
export type Profile = Awaited<ReturnType<typeof getProfile>>;

/** Saves the account and, when the person registered here, the same answers of the registration. */
export async function updateProfile(conferenceId: number, userId: number, input: TProfileInput, locale: string): Promise<void> {
  const { values, attendee, fields, asked } = await loadProfile(conferenceId, userId);
  const countries: FieldOption[] = withStoredCountry(await countryOptions(conferenceId, locale), values.country);
  const country = toCountryCode(input.country ?? "", countries);
  if (country && !countries.some((o) => o.value === country)) throw new ValidationError({ country: "validation.invalidOption" });
  const next = { ...input, country };

  const attendeeData: Prisma.AttendeeUpdateInput = {};
  if (attendee) {
    // The registration's own rules (required items, option lists) still hold for its answers.
    const resolved = await resolveFields(
      conferenceId,
      fields.filter((f) => asked.some((k) => FROM_FORM[k].field === f.field)),
      locale,
    );
    const checked = resolved.map((f) => (f.field === "country" ? { ...f, options: withStoredCountry(f.options, attendee.countryArea) } : f));
    const answers = Object.fromEntries(asked.map((k) => [FROM_FORM[k].field, next[k] ?? ""]));
    const parsed = buildAnswersSchema(checked, locale).safeParse(answers);
    if (!parsed.success) {
      const byField = toFieldErrors(parsed.error);
      throw new ValidationError(Object.fromEntries(asked.filter((k) => byField[FROM_FORM[k].field]).map((k) => [k, byField[FROM_FORM[k].field]])));
    }
    for (const k of asked) (attendeeData as Record<string, unknown>)[FROM_FORM[k].column] = (parsed.data as Record<string, string>)[FROM_FORM[k].field];
    if (attendeeData.fullName !== undefined) attendeeData.userName = attendeeData.fullName;
    for (const k of NAME_PARTS) attendeeData[k] = next[k] ?? "";
  }
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: next });
    if (attendee) await tx.attendee.update({ where: { id: attendee.id }, data: attendeeData });
  });
}
