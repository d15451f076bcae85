import "server-only";
import { ZEmail } from "@/lib/accounts/schemas";
import type { Translate } from "@/lib/i18n/translate";
import { canQueueMail } from "@/lib/mail/outbox";
import { MailNotConfigured } from "@/lib/mail/errors";
import { db } from "@/lib/server/db";
import { isAppError } from "@/lib/server/errors";
import { readImportFile } from "./import-parse";
import { addReviewer } from "./service";
import type { MailContext } from "./mail";
import { NAME_MAX, UNIT_MAX, type TImportRow, type TReviewerInput } from "./schemas";

// Importing reviewers in two clear steps. Preview: the file is read and every row is
// classified — "create", "duplicate" (already a reviewer, or repeated in the file) or "invalid"
// with its reason — and nothing is written. Commit: the previewed rows come back, are classified
// again (the list may have changed meanwhile) and each valid one is added exactly as a single
// "add" would (its own transaction and mail); the others are reported as skipped.

export type ImportKind = "create" | "duplicate" | "invalid";
export type ImportReason = { key: string; values?: Record<string, string | number> };
export type ImportPreviewRow = TImportRow & { kind: ImportKind; reason: ImportReason | null; message: string; themeIds: number[]; input?: TReviewerInput };
export type ImportPreview = { rows: ImportPreviewRow[]; counts: Record<ImportKind, number> };

type Theme = { id: number; prefix: string; nameZh: string; nameEn: string };

const key = (k: string, values?: ImportReason["values"]): ImportReason => ({ key: `reviewerAdmin.import.reasons.${k}`, values });
const fold = (s: string) => s.trim().toLowerCase();

/** Theme cells: prefixes or names (Chinese or English), separated by ; or ；. */
function matchThemes(cell: string, themes: Theme[]): { ids: number[]; unknown: string[] } {
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const part of cell
    .split(/[;；]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const f = fold(part);
    const t = themes.find((x) => (x.prefix && fold(x.prefix) === f) || fold(x.nameZh) === f || (x.nameEn && fold(x.nameEn) === f));
    if (t) ids.push(t.id);
    else unknown.push(part);
  }
  return { ids: [...new Set(ids)], unknown };
}

function checkRow(row: TImportRow, themes: Theme[]): { reason: ImportReason | null; input?: TReviewerInput; themeIds: number[] } {
  const email = ZEmail.safeParse(row.email);
  if (!row.email.trim()) return { reason: key("emailMissing"), themeIds: [] };
  if (!email.success) return { reason: key("emailInvalid"), themeIds: [] };
  if (!row.firstName || !row.lastName) return { reason: key("nameMissing"), themeIds: [] };
  if (row.firstName.length > NAME_MAX || row.lastName.length > NAME_MAX) return { reason: key("nameTooLong", { max: NAME_MAX }), themeIds: [] };
  if (row.unit.length > UNIT_MAX) return { reason: key("unitTooLong", { max: UNIT_MAX }), themeIds: [] };
  const { ids, unknown } = matchThemes(row.themes, themes);
  if (unknown.length) return { reason: key("unknownTheme", { themes: unknown.join("; ") }), themeIds: ids };
  const input = { email: email.data, firstName: row.firstName, lastName: row.lastName, middleName: "", unit: row.unit, themeIds: ids, chair: false };
  return { reason: null, input, themeIds: ids };
}

/** Classifies rows against the conference's reviewers and themes and against each other. */
export async function classifyRows(conferenceId: number, rows: TImportRow[], t: Translate): Promise<ImportPreview> {
  const [themes, existing] = await Promise.all([
    db.submissionTheme.findMany({ where: { conferenceId }, select: { id: true, prefix: true, nameZh: true, nameEn: true } }),
    db.reviewer.findMany({ where: { conferenceId }, select: { email: true } }),
  ]);
  const known = new Set(existing.map((r) => r.email));
  const seen = new Map<string, number>(); // email → line of its first valid appearance
  const counts: Record<ImportKind, number> = { create: 0, duplicate: 0, invalid: 0 };
  const out = rows.map((row): ImportPreviewRow => {
    const checked = checkRow(row, themes);
    let kind: ImportKind = checked.reason ? "invalid" : "create";
    let reason = checked.reason;
    const email = checked.input?.email;
    const repeated = email && !known.has(email) ? seen.get(email) : undefined;
    if (email && known.has(email)) reason = key("alreadyReviewer");
    else if (repeated) reason = key("repeated", { line: repeated });
    else if (email) seen.set(email, row.line);
    if (email && (known.has(email) || repeated)) kind = "duplicate";
    counts[kind]++;
    return {
      ...row,
      kind,
      reason,
      message: reason ? t(reason.key, reason.values) : "",
      themeIds: checked.themeIds,
      input: kind === "create" ? checked.input : undefined,
    };
  });
  return { rows: out, counts };
}

/** Step 1: read the file and classify; writes nothing. */
export async function previewImport(conferenceId: number, file: { name: string; bytes: Uint8Array }, t: Translate): Promise<ImportPreview> {
  const preview = await classifyRows(conferenceId, await readImportFile(file), t);
  return { ...preview, rows: preview.rows.map(({ input: _input, ...row }) => row) };
}

export type ImportResult = { created: number; skipped: { line: number; email: string; message: string }[] };

/** Step 2: create each valid row as a single "add"; duplicates and invalid rows are skipped with their reason. */
export async function commitImport(conferenceId: number, rows: TImportRow[], ctx: MailContext, t: Translate): Promise<ImportResult> {
  const { rows: checked } = await classifyRows(conferenceId, rows, t);
  const valid = checked.filter((r) => r.kind === "create" && r.input);
  // New people need their invitation: refuse the whole import up front rather than half of it.
  if (valid.length && !(await canQueueMail(db, conferenceId))) throw new MailNotConfigured("manager");
  const skipped = checked.filter((r) => r.kind !== "create").map((r) => ({ line: r.line, email: r.email, message: r.message }));
  let created = 0;
  for (const r of valid) {
    try {
      await addReviewer(conferenceId, r.input!, ctx);
      created++;
    } catch (e) {
      // Added by someone else meanwhile, or a theme deleted: this row is skipped, the others go on.
      if (!isAppError(e) || e.status >= 500 || e.key === "mail.notConfigured") throw e;
      const field = Object.values(e.fieldErrors ?? {})[0];
      skipped.push({ line: r.line, email: r.email, message: t(field ?? e.key, e.values) });
    }
  }
  return { created, skipped: skipped.sort((a, b) => a.line - b.line) };
}
