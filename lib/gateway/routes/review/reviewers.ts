import "server-only";
import type { Locale } from "@/lib/i18n/locale";
import { getTranslator } from "@/lib/i18n/translate";
import { commitImport, previewImport } from "@/lib/review/reviewers/import";
import { getReviewerRole, listReviewers } from "@/lib/review/reviewers/queries";
import {
  IMPORT_MAX_BYTES,
  ZImportBody,
  ZReviewerIdInput,
  ZReviewerIdParams,
  ZReviewerInput,
  ZReviewerListQuery,
  ZReviewerRole,
} from "@/lib/review/reviewers/schemas";
import { addReviewer, removeReviewer, resendInvitation, revokeChair, setReviewerRole } from "@/lib/review/reviewers/service";
import { requestOrigin } from "@/lib/server/request-origin";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// SPEC §7 "Review admin": the organisers' reviewer management (managers only, always the
// host's conference — another conference's reviewer id answers 404). The activation calls
// (…/review/key/{key}, …/review/active) live with the activation code, not here.

const R = "/conference/platform/manage/review";
const mailContext = async (locale: Locale) => ({ origin: await requestOrigin(), locale });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REVIEWERS_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 GET …/review — ?q=&status=activated|pending&role=reviewer|chair&page=&size= → { rows, total } with
  // role, themes, activation and the assigned / finished counts.
  [`GET ${R}`]: route({
    auth: "manager",
    query: ZReviewerListQuery,
    handler: async ({ access, query, locale }) => listReviewers(access.conference.id, query, locale),
  }),

  // §7 GET …/review/role/{id} — one reviewer's role and themes.
  [`GET ${R}/role/{id}`]: route({
    auth: "manager",
    params: ZReviewerIdParams,
    handler: async ({ access, params, locale }) => getReviewerRole(access.conference.id, params.id, locale),
  }),

  // §7 POST …/review — add by email: an account becomes a reviewer at once, anyone else gets the invitation.
  [`POST ${R}`]: route({
    auth: "manager",
    body: ZReviewerInput,
    handler: async ({ access, body, locale }) => addReviewer(access.conference.id, body, await mailContext(locale)),
  }),

  // §7 POST …/review/import — multipart "file" (CSV/XLSX ≤ 2 MB, ≤ 1000 rows) → the preview, nothing written;
  // JSON { commit: true, rows } (the previewed rows) → the valid ones created: { created, skipped }.
  [`POST ${R}/import`]: route({
    auth: "manager",
    maxBody: IMPORT_MAX_BYTES + 64 * 1024,
    body: ZImportBody,
    handler: async ({ access, body, locale }) => {
      const t = await getTranslator(locale);
      if ("file" in body) return previewImport(access.conference.id, { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) }, t);
      return commitImport(access.conference.id, body.rows, await mailContext(locale), t);
    },
  }),

  // §7 POST …/review/role — { id, chair, themeIds }: reviewer ↔ review chair and their themes.
  [`POST ${R}/role`]: route({
    auth: "manager",
    body: ZReviewerRole,
    handler: async ({ access, body }) => setReviewerRole(access.conference.id, body),
  }),

  // §7 POST …/review/mail — { id }: a new activation link (the old one stops working), mailed again.
  [`POST ${R}/mail`]: route({
    auth: "manager",
    body: ZReviewerIdInput,
    handler: async ({ access, body, locale }) => resendInvitation(access.conference.id, body.id, await mailContext(locale)),
  }),

  // §7 DELETE …/review/{id} — refused (409, with the count) while they hold unfinished reviews.
  [`DELETE ${R}/{id}`]: route({
    auth: "manager",
    params: ZReviewerIdParams,
    handler: async ({ access, params }) => removeReviewer(access.conference.id, params.id),
  }),

  // §7 DELETE …/review/role/{id} — the chair role taken back: a plain reviewer.
  [`DELETE ${R}/role/{id}`]: route({
    auth: "manager",
    params: ZReviewerIdParams,
    handler: async ({ access, params }) => revokeChair(access.conference.id, params.id),
  }),
};
