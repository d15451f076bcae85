import "server-only";
import { clientIp } from "@/lib/security/client-meta";
import { requestOrigin } from "@/lib/server/request-origin";
import { MAX_UPLOAD_BYTES } from "@/lib/server/storage";
import { uploadSubmissionFile } from "@/lib/submission/author/files";
import { getMySubmission, listMySubmissions } from "@/lib/submission/author/queries";
import { ZIdInput, ZSubmissionBase } from "@/lib/submission/schemas";
import { submit, withdraw } from "@/lib/submission/author/submit";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../../types";

// The author's side of the call for abstracts (§2 /profile/submission and /details; §7
// names no paths for them, so these are ours under /conference/contribute). Registered participants
// (or the conference's managers), always their own submissions on the host's conference.

const C = "/conference/contribute";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SUBMISSION_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // My submissions → { rows, total }: number, title, theme, status, last change, what I may do now.
  [`GET ${C}/my/list`]: route({
    auth: "participant",
    module: "submission",
    handler: async ({ access, locale }) => {
      const rows = await listMySubmissions(access.conference, access.user.id, locale);
      return { rows, total: rows.length };
    },
  }),

  // One of my submissions with its form values, revisions and history; anyone else's answers 404.
  [`GET ${C}/my/{id}`]: route({
    auth: "participant",
    module: "submission",
    params: z.object({ id: zId() }),
    handler: async ({ access, params, locale }) => getMySubmission(access.conference, access.user.id, params.id, locale),
  }),

  // Submit (no id), edit or resubmit (id): checked against the configuration, windows and limits
  // → { id, code, status, mailQueued, payLater } (payLater: the registration fee is still to pay).
  [`POST ${C}/save`]: route({
    auth: "participant",
    module: "submission",
    body: ZSubmissionBase,
    handler: async ({ access, body, locale }) => submit(access, body, locale, await requestOrigin()),
  }),

  // Withdraw {id} (SPEC §4; final).
  [`POST ${C}/withdraw`]: route({
    auth: "participant",
    module: "submission",
    body: ZIdInput,
    handler: async ({ access, body }) => withdraw(access, body.id),
  }),

  // The abstract file or full text (multipart "file"): PDF or Word by content, ≤ 20 MB, kept under a
  // name the server makes until a save claims it → { data, storedName, name, size }.
  [`POST ${C}/upload`]: route({
    auth: "participant",
    module: "submission",
    maxBody: MAX_UPLOAD_BYTES + 64 * 1024, // the largest file plus multipart framing; the service checks the file
    body: z.object({ file: z.instanceof(File, { message: "registration.uploadEmpty" }) }),
    handler: async ({ access, body, request }) =>
      uploadSubmissionFile(
        access.conference.id,
        access.user.id,
        { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) },
        clientIp(request.headers),
      ),
  }),
};
