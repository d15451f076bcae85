import "server-only";
import { randomBytes } from "node:crypto";
import type { AbstractBookJob } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { fileKey, storage } from "@/lib/server/storage";
import { failAttempt, LEASE_MS, reportProgress, type Held } from "./jobs";
import { loadBook } from "./load";
import { abstractCount } from "./model";
import { renderInChild } from "./render";
import { BOOK_FILE_NAME } from "./service";

// One claimed generation from start to end: read the accepted abstracts, render them in the render
// process, keep the PDF in storage and mark the job done. The new book then replaces the old one:
// earlier books' files are removed and, when the book is listed in the download centre, that entry
// serves the new PDF from now on (its title, audience, order and published state stay).

const newName = () => `${randomBytes(16).toString("hex")}.pdf`;

async function finish(job: AbstractBookJob, pdf: Buffer, pages: number): Promise<boolean> {
  const storedName = newName();
  const put = (name: string) => storage().put(fileKey(job.conferenceId, name), pdf);
  await put(storedName);
  const entry = await db.downloadFile.findFirst({ where: { conferenceId: job.conferenceId, kind: "ABSTRACT_BOOK", originalName: BOOK_FILE_NAME } });
  const entryName = entry ? newName() : null;
  if (entryName) await put(entryName);
  const removed: string[] = [];
  const won = await db.$transaction(async (tx) => {
    const r = await tx.abstractBookJob.updateMany({
      where: { id: job.id, attempts: job.attempts, status: "RUNNING" },
      data: { status: "DONE", storedName, pages, size: pdf.length, done: job.total, error: null, lockedUntil: null, finishedAt: new Date() },
    });
    if (r.count !== 1) return false;
    const older = await tx.abstractBookJob.findMany({ where: { conferenceId: job.conferenceId, id: { not: job.id }, storedName: { not: null } } });
    removed.push(...older.map((o) => o.storedName!));
    await tx.abstractBookJob.updateMany({ where: { id: { in: older.map((o) => o.id) } }, data: { storedName: null } });
    if (entry && entryName) {
      const current = await tx.downloadFile.updateMany({
        where: { id: entry.id, storedName: entry.storedName },
        data: { storedName: entryName, size: pdf.length },
      });
      removed.push(current.count ? entry.storedName : entryName);
    }
    return true;
  });
  // Objects after the commit: a failed removal leaves an orphan, never a row without its bytes.
  const drop = won ? removed : [storedName, ...(entryName ? [entryName] : [])];
  for (const name of drop)
    await storage()
      .delete(fileKey(job.conferenceId, name))
      .catch(() => {});
  return won;
}

export async function runAbstractBookJob(job: AbstractBookJob): Promise<void> {
  const held: Held = job;
  const lease = setInterval(() => void reportProgress(held, {}).catch(() => {}), LEASE_MS / 3);
  try {
    const book = await loadBook(job.conferenceId, job.perPage as 1 | 2 | 4);
    const total = abstractCount(book);
    if (!total) return await failAttempt(held, "abstractBook.errors.none");
    if (!(await reportProgress(held, { total, done: 0 }))) return;
    const c = book.conference;
    const { pdf, pages } = await renderInChild(
      book,
      { title: `${c.nameZh || c.nameEn} ${book.labels.book[0]} ${book.labels.book[1]}`, author: c.nameEn || c.nameZh, lang: "zh-CN", created: new Date() },
      (p) => void reportProgress(held, { done: p.done, total: p.total }).catch(() => {}),
    );
    await finish({ ...job, total }, pdf, pages);
  } catch (e) {
    const key = (e as { key?: string }).key ?? "abstractBook.errors.render";
    console.error(`[symposia] abstract book job ${job.id} failed (${key})`, e instanceof Error ? e.message : e);
    await failAttempt(held, key).catch(() => {});
  } finally {
    clearInterval(lease);
  }
}
