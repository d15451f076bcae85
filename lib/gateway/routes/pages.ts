import "server-only";
import { createPage, deletePage, getPage, getPublishedPage, listPages, publishPage, unpublishPage, updatePage } from "@/lib/site-pages/page-service";
import { ZIdParams, ZListQuery, ZPageInput, ZPublicPageQuery, ZTemplateInput } from "@/lib/site-pages/schemas";
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from "@/lib/site-pages/template-service";
import { route, type GatewayRoute } from "../types";

// Content pages and page templates (SPEC §2 config/page/*, config/template/*), and the
// public page of /page/{id}. Ids are scoped to the host's conference: another conference's is 404.
const PAGE = "/conference/platform/config/page";
const TEMPLATE = "/conference/platform/config/template";
const MAX_BODY = 2 * 1024 * 1024; // two languages of rich text (HTML_MAX characters each)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAGES_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Pages of the conference, a page at a time → { rows, total }.
  [`GET ${PAGE}/list`]: route({ auth: "manager", query: ZListQuery, handler: ({ access, query }) => listPages(access.conference.id, query) }),
  // One page's working copy (what its editor shows).
  [`GET ${PAGE}/{id}`]: route({ auth: "manager", params: ZIdParams, handler: ({ access, params }) => getPage(access.conference.id, params.id) }),
  // A new page, saved as a draft.
  [`POST ${PAGE}`]: route({ auth: "manager", body: ZPageInput, maxBody: MAX_BODY, handler: ({ access, body }) => createPage(access.conference.id, body) }),
  // Saves the working copy; visitors' columns change only on publish.
  [`PUT ${PAGE}/{id}`]: route({
    auth: "manager",
    params: ZIdParams,
    body: ZPageInput,
    maxBody: MAX_BODY,
    handler: ({ access, params, body }) => updatePage(access.conference.id, params.id, body),
  }),
  [`POST ${PAGE}/{id}/publish`]: route({ auth: "manager", params: ZIdParams, handler: ({ access, params }) => publishPage(access.conference.id, params.id) }),
  [`POST ${PAGE}/{id}/unpublish`]: route({
    auth: "manager",
    params: ZIdParams,
    handler: ({ access, params }) => unpublishPage(access.conference.id, params.id),
  }),
  // SPEC §5: not the home page, a default page or a page a menu opens (409 with the reason).
  [`DELETE ${PAGE}/{id}`]: route({
    auth: "manager",
    params: ZIdParams,
    handler: async ({ access, params }) => {
      await deletePage(access.conference.id, params.id);
      return null;
    },
  }),

  [`GET ${TEMPLATE}/list`]: route({ auth: "manager", query: ZListQuery, handler: ({ access, query }) => listTemplates(access.conference.id, query) }),
  [`GET ${TEMPLATE}/{id}`]: route({ auth: "manager", params: ZIdParams, handler: ({ access, params }) => getTemplate(access.conference.id, params.id) }),
  [`POST ${TEMPLATE}`]: route({
    auth: "manager",
    body: ZTemplateInput,
    maxBody: MAX_BODY,
    handler: ({ access, body }) => createTemplate(access.conference.id, body),
  }),
  [`PUT ${TEMPLATE}/{id}`]: route({
    auth: "manager",
    params: ZIdParams,
    body: ZTemplateInput,
    maxBody: MAX_BODY,
    handler: ({ access, params, body }) => updateTemplate(access.conference.id, params.id, body),
  }),
  // SPEC §5 "Default template … in use cannot be removed" (409 with the reason).
  [`DELETE ${TEMPLATE}/{id}`]: route({
    auth: "manager",
    params: ZIdParams,
    handler: async ({ access, params }) => {
      await deleteTemplate(access.conference.id, params.id);
      return null;
    },
  }),

  // SPEC §2 /page/{pageId}: a published page for the site → { id, title, content } (sanitised); a draft or foreign id is 404.
  "GET /conference/page/{id}": route({
    auth: "public",
    params: ZIdParams,
    query: ZPublicPageQuery,
    handler: ({ access, params, query }) => getPublishedPage(access.conference.id, params.id, query.lang),
  }),
};
