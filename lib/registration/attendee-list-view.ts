import "server-only";
import { countryLabel } from "@/lib/forms/countries";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, getCurrentVersion, listVersions } from "./form-service";
import { listConferenceUsers } from "./manage-service";
import { countryFacets, listAttendees } from "./queries";
import type { TAttendeeListQuery } from "./schemas";

/**
 * What manage/user shows: one page of registrations with their countries named in the reader's
 * language (a stored code the list does not know stays as it is), the filters' choices —
 * countries sorted by that name, the form versions and the current one — and the conference's
 * users and managers.
 */
export async function attendeeListView(conferenceId: number, q: TAttendeeListQuery, locale: Locale) {
  const [list, versions, facets, options, current, users] = await Promise.all([
    listAttendees(conferenceId, q),
    listVersions(conferenceId),
    countryFacets(conferenceId),
    countryOptions(conferenceId, locale),
    getCurrentVersion(conferenceId),
    listConferenceUsers(conferenceId),
  ]);
  const name = (code: string) => countryLabel(code, locale, options);
  const collator = new Intl.Collator(locale === "en" ? "en" : "zh");
  return {
    total: list.total,
    rows: list.rows.map((r) => ({ ...r, country: name(r.countryArea) })),
    countries: facets.map((c) => ({ value: c, label: name(c) })).sort((a, b) => collator.compare(a.label, b.label)),
    versions: versions.map((v) => v.name),
    currentVersion: current.name,
    users,
  };
}
