import "server-only";
import { clientIp } from "@/lib/server/host";
import { ZActivationInput, ZActivationKeyParam } from "@/lib/review/activation/schemas";
import { activate, getInvitationOrThrow } from "@/lib/review/activation/service";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// SPEC §7 "Review admin": the three calls of reviewer activation (/review/active/{key}).
// No sign-in, and they work while the conference is unpublished ("signin"), like the page. Always
// the host's conference: another conference's key is as unknown as a made-up one. A missing, used
// or expired key answers 404 with the §2 notice; misses are throttled per IP (429).

const R = "/conference/platform/manage/review";
const KEY = z.object({ key: ZActivationKeyParam });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REVIEW_ACTIVATION_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 GET …/review/key/{key} → { email, hasAccount, chair, names, unit, phone, countryArea, direction }.
  [`GET ${R}/key/{key}`]: route({
    auth: "signin",
    params: KEY,
    handler: async ({ access, params, request }) => getInvitationOrThrow(access.conference.id, params.key, clientIp(request.headers)),
  }),

  // §7 GET …/review/active?key= — the same facts, for the form.
  [`GET ${R}/active`]: route({
    auth: "signin",
    query: KEY,
    handler: async ({ access, query, request }) => getInvitationOrThrow(access.conference.id, query.key, clientIp(request.headers)),
  }),

  // §7 POST …/review/active — the reviewer form with the key; 200 → { email, newAccount, chair }.
  [`POST ${R}/active`]: route({
    auth: "signin",
    body: ZActivationInput,
    handler: async ({ access, body, request }) => activate(access.conference.id, body, { ip: clientIp(request.headers) }),
  }),
};
