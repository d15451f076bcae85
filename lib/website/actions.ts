"use server";
import { headers } from "next/headers";
import { action } from "@/lib/server/action";
import { publicOrigin } from "@/lib/server/host";
import { z } from "@/lib/validation/z";
import { runPublishAction } from "./publish-service";
import { ZWebsiteSettings } from "./schemas";
import { saveWebsiteSettings } from "./settings-service";

// Server actions of /platform/config/website and /platform/publish: managers only, always on the
// conference of the request's host.

export const saveWebsiteSettingsAction = action({ audience: "manager", schema: ZWebsiteSettings }, (input, a) => saveWebsiteSettings(a.conference.id, input));

const ZPublishAction = z.strictObject({ action: z.enum(["apply", "withdraw", "cancel", "close"]) });
export const publishAction = action({ audience: "manager", schema: ZPublishAction }, async ({ action: what }, a) =>
  runPublishAction(a.conference.id, a.user.id, what, publicOrigin(await headers())),
);
