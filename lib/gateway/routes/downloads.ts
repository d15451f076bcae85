import "server-only";
import { managerDownloadList, readDownloadFile, visitorDownloadList } from "@/lib/downloads/queries";
import { DOWNLOAD_MAX_BYTES, ZDownloadPublish, ZDownloadReorder, ZDownloadSave } from "@/lib/downloads/schemas";
import { deleteDownloadFile, publishDownloadFile, reorderDownloadFiles, saveDownloadFile, uploadDownloadFile } from "@/lib/downloads/service";
import { attachment } from "@/lib/server/attachment";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// The download centre (§7 names no calls, so these paths are ours). Always the host's
// conference: another conference's ids answer 404.

const CONFIG = "/conference/platform/config/download";
const ID = z.object({ id: zId() });
const viewer = (a: { user: unknown; attended: boolean; manager: boolean }) => ({ loggedIn: !!a.user, attended: a.attended, manager: a.manager });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const DOWNLOAD_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The files a visitor sees, in the language of the request, participants-only ones when registered.
  "GET /conference/download/list": route({
    auth: "public",
    module: "download",
    handler: async ({ access, locale }) => visitorDownloadList(access.conference.id, locale, viewer(access)),
  }),

  // One file as a download (original name, RFC 6266/5987): public ones to anyone, participants-only
  // ones to registered participants (401 anonymous, 403 others), unpublished ones to managers.
  "GET /conference/download/file/{id}": route({
    auth: "public",
    module: "download",
    params: ID,
    handler: async ({ access, params }) => {
      const f = await readDownloadFile(access.conference.id, params.id, viewer(access));
      return attachment(f.name, f.mime, f.bytes);
    },
  }),

  [`GET ${CONFIG}/list`]: route({ auth: "manager", handler: async ({ access }) => managerDownloadList(access.conference.id) }),

  // multipart "file" → the new (unpublished) file; ≤ 50 MiB, typed by content.
  [`POST ${CONFIG}/upload`]: route({
    auth: "manager",
    maxBody: DOWNLOAD_MAX_BYTES + 64 * 1024, // the largest file plus multipart framing; the service checks the file
    body: z.object({ file: z.instanceof(File, { message: "download.errors.empty" }) }),
    handler: async ({ access, body }) =>
      uploadDownloadFile(access.conference.id, access.user.id, { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) }),
  }),

  [`POST ${CONFIG}/save`]: route({ auth: "manager", body: ZDownloadSave, handler: async ({ access, body }) => saveDownloadFile(access.conference.id, body) }),

  [`POST ${CONFIG}/publish`]: route({
    auth: "manager",
    body: ZDownloadPublish,
    handler: async ({ access, body }) => publishDownloadFile(access.conference.id, body.id, body.published),
  }),

  [`POST ${CONFIG}/reorder`]: route({
    auth: "manager",
    body: ZDownloadReorder,
    handler: async ({ access, body }) => reorderDownloadFiles(access.conference.id, body.ids),
  }),

  [`DELETE ${CONFIG}/{id}`]: route({
    auth: "manager",
    params: ID,
    handler: async ({ access, params }) => {
      await deleteDownloadFile(access.conference.id, params.id);
      return { id: params.id };
    },
  }),
};
