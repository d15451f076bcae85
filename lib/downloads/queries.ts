import "server-only";
import type { DownloadFile } from "@/lib/generated/prisma/client";
import { pickLocale } from "@/lib/i18n/pick";
import { db } from "@/lib/server/db";
import { Forbidden, NotFound, Unauthorized } from "@/lib/server/errors";
import { fileKey, storage } from "@/lib/server/storage";
import type { DownloadAudience, DownloadKind, DownloadLanguage } from "./schemas";

// What the download centre shows. Managers see every file; a visitor sees the published
// files meant for the language they view the site in (ALL, or exactly theirs), and the
// participants-only ones only when registered for this conference (or managing it).

export type DownloadManagerView = {
  id: number;
  titleZh: string;
  titleEn: string;
  language: DownloadLanguage;
  audience: DownloadAudience;
  kind: DownloadKind;
  originalName: string;
  ext: string;
  size: number;
  order: number;
  published: boolean;
  createdAt: string;
  url: string;
};

export type DownloadVisitorView = {
  id: number;
  title: string;
  kind: DownloadKind;
  audience: DownloadAudience;
  ext: string;
  size: number;
  createdAt: string;
  url: string;
};

/** Who is asking: signed in, registered here, managing it. */
export type DownloadViewer = { loggedIn: boolean; attended: boolean; manager: boolean };

/** Where a file is served (the gateway checks who may have it each time). */
export const downloadFileUrl = (id: number) => `/api/conference/download/file/${id}`;
const extOf = (storedName: string) => storedName.split(".").pop() ?? "";

export function toManagerView(r: DownloadFile): DownloadManagerView {
  return {
    id: r.id,
    titleZh: r.titleZh,
    titleEn: r.titleEn,
    language: r.language,
    audience: r.audience,
    kind: r.kind,
    originalName: r.originalName,
    ext: extOf(r.storedName),
    size: r.size,
    order: r.order,
    published: r.published,
    createdAt: r.createdAt.toISOString(),
    url: downloadFileUrl(r.id),
  };
}

const ORDER = [{ order: "asc" as const }, { id: "asc" as const }];

export async function managerDownloadList(conferenceId: number): Promise<DownloadManagerView[]> {
  return (await db.downloadFile.findMany({ where: { conferenceId }, orderBy: ORDER })).map(toManagerView);
}

const mayHavePrivate = (v: DownloadViewer) => v.loggedIn && (v.attended || v.manager);

export async function visitorDownloadList(conferenceId: number, locale: string, viewer: DownloadViewer): Promise<DownloadVisitorView[]> {
  const rows = await db.downloadFile.findMany({
    where: {
      conferenceId,
      published: true,
      language: { in: ["ALL", locale === "en" ? "EN" : "ZH"] },
      ...(mayHavePrivate(viewer) ? {} : { audience: "PUBLIC" }),
    },
    orderBy: ORDER,
  });
  return rows.map((r) => ({
    id: r.id,
    title: pickLocale(locale, r.titleZh, r.titleEn),
    kind: r.kind,
    audience: r.audience,
    ext: extOf(r.storedName),
    size: r.size,
    createdAt: r.createdAt.toISOString(),
    url: downloadFileUrl(r.id),
  }));
}

/** Whether participants-only files would show for this language once registered (the page says so). */
export async function hasParticipantFiles(conferenceId: number, locale: string): Promise<boolean> {
  const n = await db.downloadFile.count({
    where: { conferenceId, published: true, audience: "PARTICIPANTS", language: { in: ["ALL", locale === "en" ? "EN" : "ZH"] } },
  });
  return n > 0;
}

/**
 * The bytes of one file for GET /conference/download/file/{id}. Unknown, another conference's and
 * (for visitors) unpublished ids are 404; a participants-only file asks an anonymous visitor to
 * sign in (401) and refuses a signed-in one who is not registered (403). The language scope only
 * narrows the list: a link shared across languages still works.
 */
export async function readDownloadFile(conferenceId: number, id: number, viewer: DownloadViewer) {
  const row = await db.downloadFile.findFirst({ where: { id, conferenceId } });
  if (!row || (!row.published && !viewer.manager)) throw new NotFound();
  if (row.audience === "PARTICIPANTS" && !mayHavePrivate(viewer)) {
    if (!viewer.loggedIn) throw new Unauthorized();
    throw new Forbidden("download.errors.participantsOnly");
  }
  const bytes = await storage().get(fileKey(conferenceId, row.storedName));
  if (!bytes) throw new NotFound();
  return { bytes, name: row.originalName, mime: row.mime };
}
