"use server";
import { clientMeta } from "@/lib/security/client-meta";
import { action } from "@/lib/server/action";
import { ZActivationInput } from "./schemas";
import { activate } from "./service";

// The activation form's server action (SPEC §2 /review/active/{key}): an adapter over
// service.ts. "signin": the link works while the conference is unpublished, as the page
// does (route-policy SIGN_IN_ROUTES). Nobody is signed in by it: the person signs in next.

export const activateReviewerAction = action({ audience: "signin", schema: ZActivationInput }, async (input, a) =>
  activate(a.conference.id, input, { ip: (await clientMeta()).ip }),
);
