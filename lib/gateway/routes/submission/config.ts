import "server-only";
import { getSubmissionConfigScreen, saveChoices, saveSubmissionConfig } from "@/lib/submission/config/service";
import { ZChoicesInput, ZSubmissionConfigInput, ZThemeInput, ZThemeUpdate } from "@/lib/submission/schemas";
import { createTheme, deleteTheme, findThemeLeafs, listThemes, updateTheme } from "@/lib/submission/config/theme-service";
import { zId } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { route, type GatewayRoute } from "../../types";

// SPEC §7 findThemeInfoLeafs, and the calls of /platform/config/contribute (§7 names
// none, so these paths are ours). Always the host's conference: another conference's ids answer 404.

const CC = "/conference/platform/config/contribute";
const ID = z.object({ id: zId() });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SUBMISSION_CONFIG_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // §7 findThemeInfoLeafs — the themes a submission may be filed under: [{ id, prefix, title }],
  // titles in the caller's language (the other one when that is empty).
  "GET /conference/contribute/findThemeInfoLeafs": route({
    auth: "public",
    handler: async ({ access, locale }) => findThemeLeafs(access.conference.id, locale),
  }),

  // The screen's data: settings (with defaults), category / report-type usage, the theme tree.
  [`GET ${CC}/find`]: route({ auth: "manager", handler: async ({ access }) => getSubmissionConfigScreen(access.conference.id) }),

  // SPEC §5: end not before start, second deadline not before the end — 400 on the field.
  [`POST ${CC}/save`]: route({
    auth: "manager",
    body: ZSubmissionConfigInput,
    handler: async ({ access, body }) => saveSubmissionConfig(access.conference.id, body),
  }),

  // One list (categories or report types) replaced; removing a value submissions use is a 409.
  [`POST ${CC}/choices/save`]: route({
    auth: "manager",
    body: ZChoicesInput,
    handler: async ({ access, body }) => saveChoices(access.conference.id, body),
  }),

  [`GET ${CC}/theme/list`]: route({ auth: "manager", handler: async ({ access }) => listThemes(access.conference.id) }),

  // Parent, depth, cycles, prefix uniqueness: 400 on parentId / prefix.
  [`POST ${CC}/theme/add`]: route({
    auth: "manager",
    body: ZThemeInput,
    handler: async ({ access, body }) => createTheme(access.conference.id, body),
  }),

  [`PUT ${CC}/theme/update`]: route({
    auth: "manager",
    body: ZThemeUpdate,
    handler: async ({ access, body }) => updateTheme(access.conference.id, body),
  }),

  // SPEC §5 'Has children, delete failed'; one with submissions is refused too (409 with the number).
  [`DELETE ${CC}/theme/{id}`]: route({
    auth: "manager",
    params: ID,
    handler: async ({ access, params }) => deleteTheme(access.conference.id, params.id),
  }),
};
