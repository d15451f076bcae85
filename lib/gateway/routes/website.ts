import "server-only";
import { ConferenceStatus, isSiteOpen } from "@/lib/server/site-conference";
import { seesFullSite, toUnpublishedInfo, toWebsiteConfig } from "@/lib/conference/site-config";
import { publicOrigin } from "@/lib/server/host";
import { getPublishPanel, runPublishAction, statusAnswer } from "@/lib/website/publish-service";
import type { PublishAction } from "@/lib/website/publish-actions";
import { ZWebsiteSettings } from "@/lib/website/schemas";
import { getWebsiteSettings, saveWebsiteSettings } from "@/lib/website/settings-service";
import { route, type GatewayRoute } from "../types";

// Site configuration, website settings and the manager's publish workflow (§3, §4, §7).
// Managers act only on the conference of the request's host.

const publish = (action: PublishAction) =>
  route({
    auth: "manager",
    handler: async ({ access, request }) => {
      const { status } = await runPublishAction(access.conference.id, access.user.id, action, publicOrigin(request.headers));
      return statusAnswer({ id: access.conference.id, status, published: isSiteOpen(status), closed: status === ConferenceStatus.CLOSED });
    },
  });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const WEBSITE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 findConferenceWebsiteConfig — the §3 site configuration the route guard loads first (§2 step 4),
  // with the images, colour, footer and contact of website settings. While the conference is not
  // published, visitors learn only what /unpublished needs.
  "GET /conference/platform/config/website/findConferenceWebsiteConfig": route({
    auth: "signin",
    handler: async ({ access }) => (seesFullSite(access) ? toWebsiteConfig(access.conference) : toUnpublishedInfo(access.conference)),
  }),

  // §7 findConferenceStatus — for the management publish menu.
  "GET /conference/platform/findConferenceStatus": route({
    auth: "manager",
    handler: async ({ access }) => statusAnswer(access.conference),
  }),

  // The publish panel's data: status, the actions it allows, the rejection reason and the history.
  "GET /conference/platform/statusHistory": route({
    auth: "manager",
    handler: async ({ access }) => getPublishPanel(access.conference.id),
  }),

  // §4 "apply to publish" (1 or 3 → 2): waits for platform administrator review.
  "POST /conference/platform/applyRelease": publish("apply"),
  // Withdraw an application still waiting for review (2 → 1).
  "POST /conference/platform/withdrawRelease": publish("withdraw"),
  // §7 cancelRelease (4 → 1).
  "POST /conference/platform/cancelRelease": publish("cancel"),
  // §4 "close conference" (4 → 5); reopening is the platform administrator's.
  "POST /conference/platform/close": publish("close"),

  // Website settings (SPEC §2 config/website): read and save.
  "GET /conference/platform/config/website": route({
    auth: "manager",
    handler: async ({ access }) => getWebsiteSettings(access.conference.id),
  }),
  "POST /conference/platform/config/website": route({
    auth: "manager",
    body: ZWebsiteSettings,
    handler: async ({ access, body }) => saveWebsiteSettings(access.conference.id, body),
  }),
};
