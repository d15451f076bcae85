import "server-only";
import { countryName } from "@/lib/forms/countries";
import type { Locale } from "@/lib/i18n/locale";
import { pickLocale } from "@/lib/i18n/pick";
import { sanitizeInstructions } from "@/lib/registration/instructions-html";
import { db } from "@/lib/server/db";
import { NotFound } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import { isBlindFor, neutralFileName } from "@/lib/review/blind";
import { looksLikePdf, reviewerCopyOf } from "@/lib/review/pdf-metadata";
import { getSubmissionSettings } from "../settings";
import { personName } from "@/lib/people/name";
import { accountName, visibleWhere, type Viewer } from "./queries";
import { describeChanges, readSnapshot, type FieldChange, type Labels } from "./revision-diff";
import type { SubmissionSnapshot } from "../snapshot";
import { movesFrom, type TSubmissionStatus } from "../status";

// One submission as organisers and reviewers see it (submissionManage/submission/detail): authors
// in order, the abstract, keywords, files, every version with what changed, and the status history.
// Labels come in the reader's language. Another conference's id, or one a reviewer was not
// assigned, is simply not found.

/** Choice labels (categories, report types, themes, countries) of a conference in one language. */
export async function labelsOf(conferenceId: number, locale: Locale): Promise<Labels> {
  const [settings, themes] = await Promise.all([
    getSubmissionSettings(conferenceId),
    db.submissionTheme.findMany({ where: { conferenceId }, select: { id: true, prefix: true, nameZh: true, nameEn: true } }),
  ]);
  const choice = (list: { value: string; labelZh: string; labelEn: string }[]) => (v: string) => {
    const hit = list.find((c) => c.value === v);
    return hit ? pickLocale(locale, hit.labelZh, hit.labelEn) : v;
  };
  const themeById = new Map(themes.map((t) => [t.id, t]));
  return {
    theme: (id) => {
      const t = id == null ? undefined : themeById.get(id);
      return t ? [t.prefix, pickLocale(locale, t.nameZh, t.nameEn)].filter(Boolean).join(" · ") : "";
    },
    category: choice(settings.categoryOptions),
    reportType: choice(settings.reportTypeOptions),
    country: (code) => countryName(code, locale) ?? code,
  };
}

export async function getSubmissionDetail(conf: { id: number }, viewer: Viewer, id: number, locale: Locale) {
  const s = await db.submission.findFirst({
    where: { AND: [visibleWhere(conf.id, viewer), { id }] },
    include: {
      user: { select: { id: true, email: true, trueName: true, firstName: true, lastName: true } },
      authors: { orderBy: { order: "asc" } },
      files: { orderBy: { id: "asc" } },
      revisions: { orderBy: { version: "asc" } },
      transitions: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { actor: { select: { email: true, trueName: true, firstName: true, lastName: true } } },
      },
    },
  });
  if (!s) throw new NotFound("submissionAdmin.errors.notFound");
  const [labels, blind] = await Promise.all([labelsOf(conf.id, locale), isBlindFor(conf.id, viewer)]);
  const fileByStored = new Map(s.files.map((f) => [f.storedName, f]));
  const current: SubmissionSnapshot = {
    title: s.title,
    themeId: s.themeId,
    reportType: s.reportType,
    category: s.category,
    abstract: s.abstract,
    keywords: s.keywords,
    authors: s.authors.map(({ name, surname, email, phone, country, organisation, corresponding }) => ({
      name,
      surname,
      email,
      phone,
      country,
      organisation,
      corresponding,
    })),
    abstractFile: s.abstractFile ? { storedName: s.abstractFile, name: fileByStored.get(s.abstractFile)?.originalName ?? s.abstractFile } : null,
    fullTextFile: s.fullTextFile ? { storedName: s.fullTextFile, name: fileByStored.get(s.fullTextFile)?.originalName ?? s.fullTextFile } : null,
  };
  // Abstracts are compared as the reader sees them: sanitised, as they were when stored.
  const clean = (snap: SubmissionSnapshot) => ({ ...snap, abstract: sanitizeInstructions(snap.abstract) as string });
  const sent = [
    ...s.revisions.map((r) => ({
      version: r.version,
      sentAt: r.sentAt,
      status: r.status as TSubmissionStatus,
      snapshot: clean(readSnapshot(r.snapshot)),
      current: false,
    })),
    { version: s.version, sentAt: s.sentAt, status: s.status as TSubmissionStatus, snapshot: clean(current), current: true },
  ];
  const fileOf = (ref: { storedName: string; name: string } | null, kind: "ABSTRACT" | "FULL_TEXT", version: number) => {
    if (!ref) return null;
    const f = fileByStored.get(ref.storedName);
    return { kind, name: blind ? neutralFileName(s.code, kind, ref.name, version) : ref.name, fileId: f?.id ?? null, size: f?.size ?? null };
  };
  // Blind: no author list changes, and file changes named by version instead of by their own names.
  const blindChanges = (changes: FieldChange[], before: number, after: number): FieldChange[] =>
    changes
      .filter((c) => c.field !== "authors")
      .map((c) =>
        c.field === "abstractFile" || c.field === "fullTextFile"
          ? {
              ...c,
              before: c.before && neutralFileName(s.code, c.field === "abstractFile" ? "ABSTRACT" : "FULL_TEXT", c.before, before),
              after: c.after && neutralFileName(s.code, c.field === "abstractFile" ? "ABSTRACT" : "FULL_TEXT", c.after, after),
            }
          : c,
      );
  const versions = sent
    .map((v, i) => ({
      version: v.version,
      sentAt: v.sentAt,
      status: v.status,
      current: v.current,
      title: v.snapshot.title,
      files: [fileOf(v.snapshot.abstractFile, "ABSTRACT", v.version), fileOf(v.snapshot.fullTextFile, "FULL_TEXT", v.version)].filter((f) => f !== null),
      changes:
        i === 0
          ? []
          : blind
            ? blindChanges(describeChanges(sent[i - 1].snapshot, v.snapshot, labels), sent[i - 1].version, v.version)
            : describeChanges(sent[i - 1].snapshot, v.snapshot, labels),
    }))
    .reverse();
  const currentFiles = [s.abstractFile, s.fullTextFile]
    .map((stored) => (stored ? fileByStored.get(stored) : undefined))
    .filter((f) => f !== undefined)
    .map((f) => ({
      id: f.id,
      kind: f.kind,
      name: blind ? neutralFileName(s.code, f.kind, f.originalName) : f.originalName,
      size: f.size,
      mime: f.mime,
      createdAt: f.createdAt,
    }));
  return {
    id: s.id,
    code: s.code,
    number: s.number,
    title: s.title,
    status: s.status as TSubmissionStatus,
    version: s.version,
    submittedAt: s.submittedAt,
    sentAt: s.sentAt,
    updatedAt: s.updatedAt,
    theme: s.themeId == null ? null : { id: s.themeId, name: labels.theme(s.themeId) },
    category: { value: s.category, label: labels.category(s.category) },
    reportType: { value: s.reportType, label: labels.reportType(s.reportType) },
    keywords: s.keywords,
    abstractHtml: sanitizeInstructions(s.abstract) as string,
    /** true: a reviewer under blind review — authors, submitter and file names are left out */
    blind,
    submitter: blind ? null : { id: s.user.id, name: accountName(s.user), email: s.user.email },
    authors: (blind ? [] : s.authors).map((a) => ({
      order: a.order,
      name: personName(a.name, a.surname),
      email: a.email,
      phone: a.phone,
      country: a.country,
      countryName: a.country ? labels.country(a.country) : "",
      organisation: a.organisation,
      corresponding: a.corresponding,
    })),
    files: currentFiles,
    versions,
    history: s.transitions.map((h) => ({
      id: h.id,
      at: h.createdAt,
      from: h.fromStatus as TSubmissionStatus | null,
      to: h.toStatus as TSubmissionStatus,
      reason: h.reason,
      // Under blind review the author's own moves (submitted, resubmitted, withdrew) say "the author".
      actor: h.actor
        ? blind && h.actorId === s.userId
          ? { name: "", email: "", author: true }
          : { name: accountName(h.actor), email: h.actor.email, author: h.actorId === s.userId }
        : null,
    })),
    /** The moves this viewer may make now (managers only; the server checks again when one is asked for). */
    moves: viewer.manager ? movesFrom(s.status as TSubmissionStatus, "manager") : [],
  };
}
export type SubmissionDetail = Awaited<ReturnType<typeof getSubmissionDetail>>;

/** A kept file of a submission the viewer may see (any version's), read from storage; else 404. */
export async function readSubmissionFile(conferenceId: number, viewer: Viewer, fileId: number) {
  const f = await db.submissionFile.findFirst({
    where: { id: fileId, conferenceId, submission: visibleWhere(conferenceId, viewer) },
    select: { originalName: true, storedName: true, mime: true, kind: true, submission: { select: { code: true } } },
  });
  const bytes = f && (await storage().get(fileKey(conferenceId, f.storedName)));
  if (!f || !bytes) throw new NotFound("errors.filesNotFound");
  if (!(await isBlindFor(conferenceId, viewer))) return { name: f.originalName, mime: f.mime, bytes };
  // The reviewer's copy leaves out the PDF's own author and title metadata (lib/review/pdf-metadata.ts).
  const anonymous = looksLikePdf(f.mime, bytes) ? await reviewerCopyOf(fileKey(conferenceId, f.storedName), bytes) : bytes;
  return { name: neutralFileName(f.submission.code, f.kind, f.originalName), mime: f.mime, bytes: anonymous };
}
