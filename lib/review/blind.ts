import "server-only";
import { db } from "@/lib/server/db";

// Blind review: while the conference's review config says so (the default), a reviewer
// who is not a manager sees no author name, email or organisation, no submitter, and no original
// file name — on every page, gateway answer and download they can reach. The readers of
// lib/submission/manage/*.ts ask here and leave those facts out; files are served under neutral
// names, and a PDF's own metadata is left out of the reviewer's copy (pdf-metadata.ts).

/** Whether what `viewer` reads of this conference's submissions must be anonymous. */
export async function isBlindFor(conferenceId: number, viewer: { manager: boolean }): Promise<boolean> {
  if (viewer.manager) return false;
  const config = await db.reviewConfig.findUnique({ where: { conferenceId }, select: { blind: true } });
  return config?.blind ?? true;
}

const KIND = { ABSTRACT: "abstract", FULL_TEXT: "full-text", ATTACHMENT: "attachment" } as const;

/** "A-001-abstract-v2.pdf": what a file is called when its own name must not be shown. */
export function neutralFileName(code: string, kind: keyof typeof KIND, originalName: string, version?: number): string {
  const ext = /\.[a-z0-9]{1,5}$/i.exec(originalName)?.[0].toLowerCase() ?? "";
  return `${code || "submission"}-${KIND[kind]}${version ? `-v${version}` : ""}${ext}`;
}
