import "server-only";
import { createConference } from "@/lib/admin/create";
import { setConferenceHosts } from "@/lib/admin/hosts-service";
import { getConferenceDetail, listConferences, listPublishRequests } from "@/lib/admin/queries";
import { ZConferenceIdParams, ZConferenceInput, ZConferenceListQuery, ZHostsBody, ZRejectBody } from "@/lib/admin/schemas";
import { originResolver } from "@/lib/admin/site-origin";
import { approvePublishRequest, closeConference, rejectPublishRequest, reopenConference } from "@/lib/admin/status";
import { route, type GatewayContext, type GatewayRoute } from "../types";

// The platform administrator's calls (SPEC §1 "reviews and publishes conferences"; §7
// names only isAdmin, so these paths are ours). auth "admin" = platform administrators only, on
// any host; the conference is the one named in the path.

const A = "/base/admin/conference";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ctx = ({ access, request, locale }: GatewayContext<any, any, any, "admin">) => ({
  actorId: access.user.id,
  origin: originResolver(request.headers),
  locale,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ADMIN_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // ?search=&status=&page=&size= → { rows, total }: every conference with hosts, creators, counts.
  [`GET ${A}/list`]: route({
    auth: "admin",
    query: ZConferenceListQuery,
    handler: async ({ query }) => listConferences(query),
  }),

  // The publish-request queue (status 2), oldest request first.
  [`GET ${A}/requests`]: route({
    auth: "admin",
    handler: async () => ({ rows: await listPublishRequests() }),
  }),

  // Create a conference with its hosts, creator, defaults and default site → { id, host, creatorCreated }.
  [`POST ${A}`]: route({
    auth: "admin",
    body: ZConferenceInput,
    handler: async (c) => createConference(c.body, ctx(c)),
  }),

  // One conference with its status history.
  [`GET ${A}/{id}`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    handler: async ({ params }) => getConferenceDetail(params.id),
  }),

  [`GET ${A}/{id}/history`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    handler: async ({ params }) => ({ rows: (await getConferenceDetail(params.id)).history }),
  }),

  // Replace the host names {hosts: "a.example.org\nb.example.org" | [..]}; the first is primary.
  [`POST ${A}/{id}/hosts`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    body: ZHostsBody,
    handler: async ({ params, body }) => setConferenceHosts(params.id, body.hosts),
  }),

  // SPEC §4: approve (2 → 4, "conference successfully published" mailed to the creators).
  [`POST ${A}/{id}/approve`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    handler: async (c) => approvePublishRequest(c.params.id, ctx(c)),
  }),

  // Reject with a reason (2 → 3; the reason is mailed and kept in the history).
  [`POST ${A}/{id}/reject`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    body: ZRejectBody,
    handler: async (c) => rejectPublishRequest(c.params.id, c.body.reason, ctx(c)),
  }),

  [`POST ${A}/{id}/close`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    handler: async (c) => closeConference(c.params.id, ctx(c)),
  }),

  [`POST ${A}/{id}/reopen`]: route({
    auth: "admin",
    params: ZConferenceIdParams,
    handler: async (c) => reopenConference(c.params.id, ctx(c)),
  }),
};
