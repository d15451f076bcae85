"use server";
import { action } from "@/lib/server/action";
import { ZReviewConfigInput } from "./schemas";
import { saveReviewConfig } from "./service";

// Server action of /platform/config/review: managers only, always the conference of the request's
// host. Answers the settings as stored (rules cleaned to "A;B", scores in their fixed order), so the
// form shows what reviewers will get.

export const saveReviewConfigAction = action({ audience: "manager", schema: ZReviewConfigInput }, async (v, a) => saveReviewConfig(a.conference.id, v));
