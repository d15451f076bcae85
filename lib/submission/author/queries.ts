import "server-only";
import { formatInstantIn } from "@/lib/i18n/dates";
import type { SiteConference } from "@/lib/server/site-conference";
import { labelIn, type FieldOption } from "@/lib/forms/fields";
import { withStoredCountry } from "@/lib/forms/countries";
import { pickLocale } from "@/lib/i18n/pick";
import { chargesFees, mustPayFirst } from "@/lib/orders/payment-gate";
import { SETTLED } from "@/lib/orders/status";
import { countryOptions } from "@/lib/registration/form-service";
import { sanitizeInstructions, type SafeHtml } from "@/lib/registration/instructions-html";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { getSubmissionSettings, leafThemes, rulesOf, type SubmissionSettings } from "../settings";
import type { SubmissionRules, TAuthor, TSubmissionInput } from "../schemas";
import { limitRefusal, type LimitRefusal } from "./limits";
import { canMove, type TSubmissionStatus } from "../status";
import { createRefusal, editRefusal, revisionDeadline, windowFacts } from "./window";

// The author's own submissions (/profile/submission and /details): what each one is, what
// the author may do with it now (the same answers lib/submission/author/window.ts gives the server), its
// versions and status history. Always the host's conference and the signed-in author's own rows —
// another person's id reads as missing.

/** Decisions the organisers explain to the author (their mail carries the reason too); other moves are internal. */
const REASON_SHOWN: readonly TSubmissionStatus[] = ["ACCEPTED", "REJECTED", "NEEDS_MODIFICATION"];

export type Choice = { value: string; label: string };
export type WindowView = { startDate: string; endDate: string; revisionDeadline: string; createRefusal: string | null };
export type HistoryEntry = { at: string; from: TSubmissionStatus | null; to: TSubmissionStatus; reason: string };
export type RevisionEntry = { version: number; sentAt: string; status: TSubmissionStatus; current: boolean };

export type MySubmissionRow = {
  id: number;
  code: string;
  title: string;
  status: TSubmissionStatus;
  themeName: string;
  submittedAt: string;
  updatedAt: string;
  /** null when the author may edit (or, needing modification, resubmit) today; else the message key why not */
  editRefusal: string | null;
  canWithdraw: boolean;
  /** the organisers' reason of the latest decision, "" when none */
  reason: string;
  history: HistoryEntry[];
  revisions: RevisionEntry[];
};

export type MySubmission = MySubmissionRow & { values: TSubmissionInput & { id: number } };

export function windowView(settings: SubmissionSettings, conf: SiteConference): WindowView {
  return {
    startDate: settings.startDate,
    endDate: settings.endDate,
    revisionDeadline: revisionDeadline(settings),
    createRefusal: createRefusal(settings, windowFacts(conf)),
  };
}

/** "生命科学 / 结构生物学" — a theme with the names of the themes above it, in the reader's language. */
async function themeNames(conferenceId: number, locale: string): Promise<Map<number, string>> {
  const rows = await db.submissionTheme.findMany({ where: { conferenceId }, select: { id: true, parentId: true, nameZh: true, nameEn: true } });
  const byId = new Map(rows.map((t) => [t.id, t]));
  const out = new Map<number, string>();
  for (const t of rows) {
    const names: string[] = [];
    for (let n: typeof t | undefined = t, depth = 0; n && depth < 10; n = n.parentId == null ? undefined : byId.get(n.parentId), depth++) {
      names.unshift(pickLocale(locale, n.nameZh, n.nameEn));
    }
    out.set(t.id, names.join(" / "));
  }
  return out;
}

const rowInclude = {
  transitions: { orderBy: { id: "asc" as const }, select: { fromStatus: true, toStatus: true, reason: true, createdAt: true } },
  revisions: { orderBy: { version: "asc" as const }, select: { version: true, sentAt: true, status: true } },
};

type RowData = {
  id: number;
  code: string;
  title: string;
  status: TSubmissionStatus;
  themeId: number | null;
  version: number;
  sentAt: Date;
  submittedAt: Date;
  updatedAt: Date;
  transitions: { fromStatus: TSubmissionStatus | null; toStatus: TSubmissionStatus; reason: string; createdAt: Date }[];
  revisions: { version: number; sentAt: Date; status: TSubmissionStatus }[];
};

function toRow(s: RowData, ctx: { conf: SiteConference; settings: SubmissionSettings; themes: Map<number, string> }): MySubmissionRow {
  const zone = ctx.conf.timeZone;
  const when = (d: Date) => formatInstantIn(d, zone);
  const history = s.transitions.map((t) => ({
    at: when(t.createdAt),
    from: t.fromStatus,
    to: t.toStatus,
    reason: REASON_SHOWN.includes(t.toStatus) ? t.reason : "",
  }));
  const decision = [...s.transitions].reverse().find((t) => REASON_SHOWN.includes(t.toStatus));
  return {
    id: s.id,
    code: s.code,
    title: s.title,
    status: s.status,
    themeName: (s.themeId != null && ctx.themes.get(s.themeId)) || "",
    submittedAt: when(s.submittedAt),
    updatedAt: when(s.updatedAt),
    editRefusal: editRefusal(s.status, ctx.settings, windowFacts(ctx.conf)),
    canWithdraw: canMove(s.status, "WITHDRAWN", "author"),
    reason: decision && decision.toStatus === s.status ? decision.reason : "",
    history,
    revisions: [
      ...s.revisions.map((r) => ({ version: r.version, sentAt: when(r.sentAt), status: r.status, current: false })),
      { version: s.version, sentAt: when(s.sentAt), status: s.status, current: true },
    ],
  };
}

/** The author's submissions in this conference, newest first. */
export async function listMySubmissions(conf: SiteConference, userId: number, locale: string): Promise<MySubmissionRow[]> {
  const [settings, themes, rows] = await Promise.all([
    getSubmissionSettings(conf.id),
    themeNames(conf.id, locale),
    db.submission.findMany({ where: { conferenceId: conf.id, userId }, orderBy: [{ submittedAt: "desc" }, { id: "desc" }], include: rowInclude }),
  ]);
  return rows.map((s) => toRow(s, { conf, settings, themes }));
}

/** One of the author's submissions with what the form needs (files by their original names); 404 for anyone else's. */
export async function getMySubmission(conf: SiteConference, userId: number, id: number, locale: string): Promise<MySubmission> {
  const s = await db.submission.findFirst({
    where: { id, conferenceId: conf.id, userId },
    include: { ...rowInclude, authors: { orderBy: { order: "asc" } }, files: { select: { storedName: true, originalName: true } } },
  });
  if (!s) throw new NotFound();
  const [settings, themes] = await Promise.all([getSubmissionSettings(conf.id), themeNames(conf.id, locale)]);
  const names = new Map(s.files.map((f) => [f.storedName, f.originalName]));
  const file = (storedName: string | null) => (storedName ? { storedName, name: names.get(storedName) ?? storedName } : null);
  return {
    ...toRow(s, { conf, settings, themes }),
    values: {
      id: s.id,
      title: s.title,
      themeId: s.themeId,
      reportType: s.reportType,
      category: s.category,
      abstract: s.abstract,
      keywords: s.keywords,
      abstractFile: file(s.abstractFile),
      fullTextFile: file(s.fullTextFile),
      authors: s.authors.map((a) => ({
        name: a.name,
        surname: a.surname,
        email: a.email,
        phone: a.phone,
        country: a.country,
        organisation: a.organisation,
        corresponding: a.corresponding,
      })),
    },
  };
}

export type SubmissionFormScreen = {
  rules: SubmissionRules;
  /** leaf themes, labelled "A · Parent / Theme" */
  themes: Choice[];
  categories: Choice[];
  reportTypes: Choice[];
  countries: Choice[];
  instructions: SafeHtml;
  window: WindowView;
  /** the first author of a new submission: the author themself, from their registration */
  me: TAuthor;
};

const choices = (list: { value: string; labelZh: string; labelEn: string }[], locale: string): Choice[] =>
  list.map((c) => ({ value: c.value, label: pickLocale(locale, c.labelZh, c.labelEn) }));

/** The configuration as the author's form shows it, in the reader's language. */
export async function getSubmissionFormScreen(
  conf: SiteConference,
  userId: number,
  locale: string,
  storedCountries: string[] = [],
): Promise<SubmissionFormScreen> {
  const [settings, leaves, names, baseCountries, user, attendee] = await Promise.all([
    getSubmissionSettings(conf.id),
    leafThemes(conf.id),
    themeNames(conf.id, locale),
    countryOptions(conf.id, locale),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true, phone: true, country: true, unit: true } }),
    db.attendee.findFirst({
      where: { conferenceId: conf.id, userId },
      select: { firstName: true, lastName: true, phone: true, countryArea: true, unit: true },
    }),
  ]);
  let countries: FieldOption[] = baseCountries;
  for (const c of storedCountries) countries = withStoredCountry(countries, c);
  const country = attendee?.countryArea || user.country;
  return {
    rules: rulesOf(
      settings,
      leaves.map((t) => t.id),
    ),
    themes: leaves.map((t) => ({ value: String(t.id), label: [t.prefix, names.get(t.id)].filter(Boolean).join(" · ") })),
    categories: choices(settings.categoryOptions, locale),
    reportTypes: choices(settings.reportTypeOptions, locale),
    countries: countries.map((o) => ({ value: o.value, label: labelIn(o, locale) || o.value })),
    instructions: sanitizeInstructions(pickLocale(locale, settings.instructionsZh, settings.instructionsEn)),
    window: windowView(settings, conf),
    me: {
      name: (attendee?.firstName || user.firstName).slice(0, 100),
      surname: (attendee?.lastName || user.lastName).slice(0, 100),
      email: user.email,
      phone: (attendee?.phone || user.phone).slice(0, 40),
      country: /^[A-Z]{2}$/.test(country) ? country : "",
      organisation: (attendee?.unit || user.unit).slice(0, 200),
      corresponding: true,
    },
  };
}

/**
 * The maximum the author has reached, read before they fill the form so that a full quota is said
 * up front, not after the whole form is sent; the save counts again the same way (limits.ts).
 */
export async function newSubmissionLimit(conf: SiteConference, userId: number): Promise<LimitRefusal | null> {
  return limitRefusal(db, conf.id, userId, await getSubmissionSettings(conf.id));
}

/**
 * SPEC §6 around submitting: "payFirst" — the registration fee must be paid before submitting (the
 * screens show the pay-first notice); "payLater" — submit then pay, and the fee is not paid yet (the
 * screens lead to the fee page after submitting); null — nothing to pay for this.
 */
export async function paymentStep(conf: SiteConference, who: { user: { id: number } | null; manager: boolean }): Promise<"payFirst" | "payLater" | null> {
  if (await mustPayFirst(conf, who, "submission")) return "payFirst";
  const r = conf.register;
  if (!chargesFees(conf) || r?.registerRule !== "SUBMIT_FIRST_AND_PAY_LATER" || who.manager || !who.user) return null;
  const paid = await db.order.count({ where: { conferenceId: conf.id, userId: who.user.id, type: "REGISTRATION", transactionStatus: { in: [...SETTLED] } } });
  return paid ? null : "payLater";
}
