import "server-only";
import { randomBytes } from "node:crypto";
import type { AbstractBookJob } from "@/lib/generated/prisma/client";
import type { Translate } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { Conflict, NotFound } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import { getSubmissionSettings } from "@/lib/submission/settings";
import { countAcceptedAbstracts } from "./load";
import { ABSTRACT_BOOK_FILE_URL, type AbstractBookJobView, type AbstractBookPhase, type AbstractBookView, type TAbstractBookGenerate } from "./schemas";

// The manager's side of the abstract book: ask for a generation (one per conference at
// a time — asking again while one is under way joins it), see its progress and the latest book,
// list that book in the download centre or take it off, download it.

/** The file name of the book, in the download centre too (how run-job.ts finds the entry to replace). */
export const BOOK_FILE_NAME = "abstract-book.pdf";
export const ABSTRACT_BOOK_CHANNEL = "symposia_abstract_book";

function phaseOf(j: AbstractBookJob): AbstractBookPhase {
  if (j.status === "QUEUED") return j.error ? "retrying" : "queued";
  if (j.status === "DONE") return "done";
  if (j.status === "FAILED") return "failed";
  return j.done === 0 ? "preparing" : j.done < j.total ? "rendering" : "saving";
}

const jobView = (j: AbstractBookJob, t: Translate): AbstractBookJobView => ({
  id: j.id,
  phase: phaseOf(j),
  perPage: j.perPage,
  total: j.total,
  done: Math.min(j.done, j.total),
  pages: j.pages,
  size: j.size,
  error: j.error ? t(j.error) : null,
  createdAt: j.createdAt.toISOString(),
  finishedAt: j.finishedAt?.toISOString() ?? null,
});

const bookEntry = (conferenceId: number) => db.downloadFile.findFirst({ where: { conferenceId, kind: "ABSTRACT_BOOK", originalName: BOOK_FILE_NAME } });

export async function abstractBookView(conferenceId: number, t: Translate): Promise<AbstractBookView> {
  const [accepted, settings, newest, latest, entry] = [
    await countAcceptedAbstracts(conferenceId),
    await getSubmissionSettings(conferenceId),
    await db.abstractBookJob.findFirst({ where: { conferenceId }, orderBy: { id: "desc" } }),
    await db.abstractBookJob.findFirst({ where: { conferenceId, status: "DONE", storedName: { not: null } }, orderBy: { id: "desc" } }),
    await bookEntry(conferenceId),
  ];
  const active = newest && (newest.status === "QUEUED" || newest.status === "RUNNING");
  return {
    accepted,
    layout: settings.pdfLayout,
    running: active ? jobView(newest, t) : null,
    latest: latest ? jobView(latest, t) : null,
    failed: newest?.status === "FAILED" && (!latest || newest.id > latest.id) ? jobView(newest, t) : null,
    download: entry ? { id: entry.id, published: entry.published } : null,
    fileUrl: ABSTRACT_BOOK_FILE_URL,
  };
}

/** Queues a generation, or joins the one already queued or running (the lock makes the check safe). */
export async function requestAbstractBook(conferenceId: number, userId: number, input: TAbstractBookGenerate): Promise<{ joined: boolean }> {
  // Read before the transaction: the embedded database serves one connection at a time.
  const perPage = input.perPage ?? (await getSubmissionSettings(conferenceId)).pdfLayout.perPage;
  const joined = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('abstract-book'), ${conferenceId}::int)`;
    const active = await tx.abstractBookJob.findFirst({ where: { conferenceId, status: { in: ["QUEUED", "RUNNING"] } } });
    if (active) return true;
    const total = await tx.submission.count({ where: { conferenceId, status: "ACCEPTED" } });
    if (!total) throw new Conflict("abstractBook.errors.none");
    const job = await tx.abstractBookJob.create({ data: { conferenceId, perPage, total, requestedById: userId } });
    // Wakes a worker on any replica at commit (they poll too, e.g. on the embedded database).
    await tx.$executeRaw`SELECT pg_notify(${ABSTRACT_BOOK_CHANNEL}, ${String(job.id)})`;
    return false;
  });
  return { joined };
}

async function latestBook(conferenceId: number) {
  const job = await db.abstractBookJob.findFirst({ where: { conferenceId, status: "DONE", storedName: { not: null } }, orderBy: { id: "desc" } });
  if (!job?.storedName) throw new NotFound("abstractBook.errors.noBook");
  return job as AbstractBookJob & { storedName: string };
}

/**
 * Publishing lists the latest book in the download centre (a copy of its own, so deleting the entry
 * there leaves the book here): created on first publish — public, both languages, last in order —
 * then only switched on or off. Unpublishing an entry that does not exist is a no-op.
 */
export async function publishAbstractBook(conferenceId: number, userId: number, published: boolean, titles: [string, string]): Promise<void> {
  const entry = await bookEntry(conferenceId);
  if (entry || !published) {
    if (entry) await db.downloadFile.update({ where: { id: entry.id }, data: { published } });
    return;
  }
  const job = await latestBook(conferenceId);
  const storedName = `${randomBytes(16).toString("hex")}.pdf`;
  await storage().copy(fileKey(conferenceId, job.storedName), fileKey(conferenceId, storedName));
  const created = await db.$transaction(async (tx) => {
    // Two managers publishing at once: one entry, the other switches it on.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('abstract-book'), ${conferenceId}::int)`;
    const again = await tx.downloadFile.findFirst({ where: { conferenceId, kind: "ABSTRACT_BOOK", originalName: BOOK_FILE_NAME } });
    if (again) return void (await tx.downloadFile.update({ where: { id: again.id }, data: { published: true } }));
    const last = await tx.downloadFile.aggregate({ where: { conferenceId }, _max: { order: true } });
    await tx.downloadFile.create({
      data: {
        conferenceId,
        titleZh: titles[0],
        titleEn: titles[1],
        kind: "ABSTRACT_BOOK",
        storedName,
        originalName: BOOK_FILE_NAME,
        size: job.size ?? 0,
        mime: "application/pdf",
        order: Math.min(9999, (last._max.order ?? -1) + 1),
        published: true,
        uploadedById: userId,
      },
    });
    return true;
  });
  if (!created)
    await storage()
      .delete(fileKey(conferenceId, storedName))
      .catch(() => {});
}

/** The latest book's bytes, for the conference's managers. */
export async function readAbstractBook(conferenceId: number) {
  const job = await latestBook(conferenceId);
  const bytes = await storage().get(fileKey(conferenceId, job.storedName));
  if (!bytes) throw new NotFound("abstractBook.errors.noBook");
  return { bytes, name: BOOK_FILE_NAME, mime: "application/pdf" };
}
