import "server-only";
import { ZReviewConfigInput } from "@/lib/review/config/schemas";
import { getReviewSettings, saveReviewConfig } from "@/lib/review/config/service";
import { route, type GatewayRoute } from "@/lib/gateway/types";

// /platform/config/review (§7 names no call for it, so these paths are ours). Managers
// only, always the host's conference.

const RC = "/conference/platform/config/review";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const REVIEW_CONFIG_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The review configuration, with the defaults when none was saved (`saved: false`).
  [`GET ${RC}`]: route({ auth: "manager", handler: async ({ access }) => getReviewSettings(access.conference.id) }),

  // SPEC §5: rule titles (";" or "；") each 1–100 characters, at least one score counted —
  // 400 with the message on its field; answers the settings as stored.
  [`POST ${RC}`]: route({
    auth: "manager",
    body: ZReviewConfigInput,
    handler: async ({ access, body }) => saveReviewConfig(access.conference.id, body),
  }),
};
