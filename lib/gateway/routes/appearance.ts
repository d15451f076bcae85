import "server-only";
import { saveAppearanceCss } from "@/lib/appearance/css-file";
import { CSS_MAX_BYTES, ZAppearanceId, ZAppearanceInput } from "@/lib/appearance/schemas";
import { activateAppearance, deleteAppearance, getAppearance, listAppearances, saveAppearance } from "@/lib/appearance/service";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../types";

// Appearances (SPEC §2 config/exterior/*, §3 "Appearance"; §7 names no calls, so these
// paths are ours). Managers only, always the host's conference: another conference's id is 404.
const EX = "/conference/platform/config/exterior";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const APPEARANCE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // The conference's appearances: built-in first, with active / in-use flags.
  [`GET ${EX}/list`]: route({
    auth: "manager",
    handler: async ({ access }) => listAppearances(access.conference.id),
  }),

  // One appearance for the edit screen.
  [`GET ${EX}/{id}`]: route({
    auth: "manager",
    params: z.object({ id: zId() }),
    handler: async ({ access, params }) => getAppearance(access.conference.id, params.id),
  }),

  // Create (no id) or update: name ≤ 20, thumbnail and CSS as stored names from the uploads.
  [`POST ${EX}/save`]: route({
    auth: "manager",
    body: ZAppearanceInput,
    handler: async ({ access, body }) => saveAppearance(access.conference.id, body),
  }),

  // Make one the active appearance (exactly one per conference).
  [`POST ${EX}/activate`]: route({
    auth: "manager",
    body: ZAppearanceId,
    handler: async ({ access, body }) => activateAppearance(access.conference.id, body.id),
  }),

  // SPEC §5: an appearance in use, or a built-in one, cannot be deleted (409).
  [`DELETE ${EX}/{id}`]: route({
    auth: "manager",
    params: z.object({ id: zId() }),
    handler: async ({ access, params }) => deleteAppearance(access.conference.id, params.id),
  }),

  // Upload the CSS (multipart "file", UTF-8 text ≤ 1024 KB) → { storedName, name, size, removed }.
  [`POST ${EX}/css`]: route({
    auth: "manager",
    maxBody: CSS_MAX_BYTES + 64 * 1024, // the largest CSS plus multipart framing; the service checks the file itself
    body: z.object({ file: z.instanceof(File, { message: "site.fileEmpty" }) }),
    handler: async ({ access, body }) =>
      saveAppearanceCss(access.conference.id, access.user.id, { name: body.file.name, bytes: new Uint8Array(await body.file.arrayBuffer()) }),
  }),
};
