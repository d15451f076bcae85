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

const save = action({ audience: "manager", schema: ZWebsiteSettings }, (input, a) => saveWebsiteSettings(a.conference.id, input));

const ZPublishAction = z.strictObject({ action: z.enum(["apply", "withdraw", "cancel", "close"]) });
const publish = action({ audience: "manager", schema: ZPublishAction }, async ({ action: what }, a) =>
  runPublishAction(a.conference.id, a.user.id, what, publicOrigin(await headers())),
);

export async function saveWebsiteSettingsAction(input: Parameters<typeof save>[0]) {
  return save(input);
}
export async function publishAction(input: Parameters<typeof publish>[0]) {
  return publish(input);
}
