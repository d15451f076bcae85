import "server-only";
import { isAdminByCstnetId } from "@/lib/accounts/admin";
import { ACCOUNT_ROUTES } from "./routes/accounts";
import { ADMIN_ROUTES } from "./routes/admin";
import { ABSTRACT_BOOK_ROUTES } from "./routes/abstract-book";
import { DOWNLOAD_ROUTES } from "./routes/downloads";
import { FEEDBACK_ROUTES } from "./routes/feedback";
import { FEEDBACK_MANAGE_ROUTES } from "./routes/feedback/manage";
import { NOTICE_ROUTES } from "./routes/notices";
import { FEES_ROUTES } from "./routes/fees";
import { HOTEL_CONFIG_ROUTES } from "./routes/hotel/config";
import { HOTEL_BOOKING_ROUTES } from "./routes/hotel/booking";
import { HOTEL_RESERVATIONS_ROUTES } from "./routes/hotel/reservations";
import { ORDER_MANAGE_ROUTES } from "./routes/orders/manage";
import { ORDERS_ROUTES } from "./routes/orders";
import { PAY_SETTINGS_ROUTES } from "./routes/pay-settings";
import { RECEIPTS_ROUTES } from "./routes/receipts";
import { REVIEWERS_ROUTES } from "./routes/review/reviewers";
import { REVIEW_ACTIVATION_ROUTES } from "./routes/review/activation";
import { REVIEW_CONFIG_ROUTES } from "./routes/review/config";
import { APPEARANCE_ROUTES } from "./routes/appearance";
import { MENUS_ROUTES } from "./routes/menus";
import { PAGES_ROUTES } from "./routes/pages";
import { REGISTRATION_ROUTES } from "./routes/registration";
import { SITE_FILE_ROUTES } from "./routes/site-files";
import { SUBMISSION_ROUTES } from "./routes/submission/author";
import { SUBMISSION_MANAGE_ROUTES } from "./routes/submission/manage";
import { REVIEW_ASSIGN_ROUTES } from "./routes/review/assign";
import { REVIEW_OPINION_ROUTES } from "./routes/review/opinion";
import { REVIEW_DECISION_ROUTES } from "./routes/review/decision";
import { SUBMISSION_CONFIG_ROUTES } from "./routes/submission/config";
import { WEBSITE_ROUTES } from "./routes/website";
import { MODULE_ROUTES } from "./routes/modules";
import { MODULES, moduleOn } from "@/lib/server/modules";
import { seesFullSite, toConferenceInfo, toUnpublishedInfo } from "@/lib/conference/site-config";
import { getMailConfigView, getMailSetupStatus, saveMailConfig, sendManagerTestMail } from "@/lib/mail/config-service";
import { listMailLog, retryMail } from "@/lib/mail/log-service";
import { ZMailConfigInput, ZMailIdInput, ZMailKindInput, ZMailLogQuery, ZMailTemplateInput } from "@/lib/mail/schemas";
import { listMailTemplates, resetMailTemplate, saveMailTemplate } from "@/lib/mail/template-service";
import { listDisciplines } from "@/lib/site/disciplines";
import { ZLangQuery } from "@/lib/site/schemas";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "./types";

// The whole §7 surface in one table: "METHOD /path" (under /api) → who may call, input, handler.
// Handlers are adapters: the work happens in lib/<domain>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 findConferenceByDomain — the conference served at the request's host. While it is not
  // published, visitors learn only what /unpublished needs.
  "GET /conference/platform/config/website/basic/findConferenceByDomain": route({
    auth: "signin",
    handler: async ({ access }) => (seesFullSite(access) ? toConferenceInfo(access.conference) : toUnpublishedInfo(access.conference)),
  }),

  // findConferenceWebsiteConfig and findConferenceStatus: lib/gateway/routes/website.ts.

  // §7 getDisciplineList?lang=
  "GET /home/conference/getDisciplineList": route({
    auth: "public",
    query: ZLangQuery,
    handler: async ({ query }) => listDisciplines(query.lang),
  }),

  // §7 isAdmin?cstnetId=
  "GET /base/admin/isAdmin": route({
    auth: "user",
    query: z.object({ cstnetId: z.string().max(200).optional() }),
    handler: async ({ access, query }) => isAdminByCstnetId(access, query.cstnetId),
  }),

  // §7 getModuleByConfId — every module's flag (the managers' switches, lib/gateway/routes/modules.ts);
  // the conference is the host's, never the body's.
  "POST /conference/module/getModuleByConfId": route({
    auth: "public",
    handler: async ({ access }) => ({
      conferenceId: access.conference.id,
      ...Object.fromEntries(MODULES.map((m) => [m, moduleOn(access.conference.modules, m)])),
    }),
  }),

  // ── Mail configuration (SPEC §3 "Email config"; §7 names no mail calls, so these paths are ours).
  // Managers only, always the host's conference.

  // Sender settings; the password is reported only as set/unset.
  "GET /conference/platform/config/email/find": route({
    auth: "manager",
    handler: async ({ access }) => ({ config: await getMailConfigView(access.conference.id), setup: await getMailSetupStatus(access.conference.id) }),
  }),

  // Save sender settings (SPEC §5 "Mail config" rules; empty password keeps the stored one).
  "POST /conference/platform/config/email/save": route({
    auth: "manager",
    body: ZMailConfigInput,
    handler: async ({ access, body }) => saveMailConfig(access.conference.id, body),
  }),

  // "Send test mail": connects for real, answers success / auth failed / timed out (SPEC §8).
  "POST /conference/platform/config/email/test": route({
    auth: "manager",
    body: ZMailConfigInput,
    handler: async ({ access, body, locale }) => sendManagerTestMail(access, body, locale),
  }),

  // The eleven templates with their placeholders.
  "GET /conference/platform/config/email/templates": route({
    auth: "manager",
    handler: async ({ access }) => listMailTemplates(access.conference.id),
  }),

  "POST /conference/platform/config/email/template/save": route({
    auth: "manager",
    body: ZMailTemplateInput,
    handler: async ({ access, body }) => saveMailTemplate(access.conference.id, body),
  }),

  "POST /conference/platform/config/email/template/reset": route({
    auth: "manager",
    body: ZMailKindInput,
    handler: async ({ access, body }) => resetMailTemplate(access.conference.id, body.kind),
  }),

  // Mail log: ?status=&page=&size= → { rows, total }.
  "GET /conference/platform/mail/log": route({
    auth: "manager",
    query: ZMailLogQuery,
    handler: async ({ access, query }) => listMailLog(access.conference.id, query, access), // platform mail: admins only
  }),

  // Retry a failed mail by hand.
  "POST /conference/platform/mail/retry": route({
    auth: "manager",
    body: ZMailIdInput,
    handler: async ({ access, body }) => retryMail(access.conference.id, body.id, access),
  }),

  // ── Accounts and sign-in: §7 "Site and session" oauth calls, the account calls of
  // "Registration user config", getEdugainInfo, attendance lookups and the company list.
  ...ACCOUNT_ROUTES,

  // ── Registration: settings, form versions, options, conference users.
  ...REGISTRATION_ROUTES,
  ...SITE_FILE_ROUTES,
  ...ADMIN_ROUTES,
  ...WEBSITE_ROUTES,
  ...APPEARANCE_ROUTES,
  ...PAGES_ROUTES,
  ...MENUS_ROUTES,
  ...FEES_ROUTES,
  ...PAY_SETTINGS_ROUTES,
  ...ORDERS_ROUTES,
  ...ORDER_MANAGE_ROUTES,
  ...RECEIPTS_ROUTES,
  ...SUBMISSION_CONFIG_ROUTES,
  ...SUBMISSION_ROUTES,
  ...SUBMISSION_MANAGE_ROUTES,
  ...REVIEW_ASSIGN_ROUTES,
  ...REVIEW_OPINION_ROUTES,
  ...REVIEW_DECISION_ROUTES,
  ...REVIEWERS_ROUTES,
  ...REVIEW_ACTIVATION_ROUTES,
  ...REVIEW_CONFIG_ROUTES,
  ...HOTEL_CONFIG_ROUTES,
  ...HOTEL_BOOKING_ROUTES,
  ...HOTEL_RESERVATIONS_ROUTES,
  ...DOWNLOAD_ROUTES,
  ...ABSTRACT_BOOK_ROUTES,
  ...FEEDBACK_ROUTES,
  ...FEEDBACK_MANAGE_ROUTES,
  ...NOTICE_ROUTES,
  ...MODULE_ROUTES,
};
