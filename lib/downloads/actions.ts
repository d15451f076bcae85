"use server";
import { action } from "@/lib/server/action";
import { managerDownloadList } from "./queries";
import { ZDownloadId, ZDownloadPublish, ZDownloadReorder, ZDownloadSave } from "./schemas";
import { deleteDownloadFile, publishDownloadFile, reorderDownloadFiles, saveDownloadFile } from "./service";

// Server actions of /platform/config/download: managers only, always on the conference of the
// request's host. Each answers the fresh list so the screen shows what was stored. (The upload
// itself goes through the gateway: a file is too large for a server action's body.)

export const saveDownloadAction = action({ audience: "manager", schema: ZDownloadSave }, async (v, a) => {
  await saveDownloadFile(a.conference.id, v);
  return managerDownloadList(a.conference.id);
});
export const publishDownloadAction = action({ audience: "manager", schema: ZDownloadPublish }, async (v, a) => {
  await publishDownloadFile(a.conference.id, v.id, v.published);
  return managerDownloadList(a.conference.id);
});
export const deleteDownloadAction = action({ audience: "manager", schema: ZDownloadId }, async (v, a) => {
  await deleteDownloadFile(a.conference.id, v.id);
  return managerDownloadList(a.conference.id);
});
export const reorderDownloadAction = action({ audience: "manager", schema: ZDownloadReorder }, async (v, a) => reorderDownloadFiles(a.conference.id, v.ids));
