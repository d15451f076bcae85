"use server";
import { getLocale } from "next-intl/server";
import { viewerOf } from "@/lib/server/guard";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { decideMany, saveChairOpinion } from "./service";
import { ZBulkDecision, ZChairOpinion } from "./schemas";

// Server actions of the chair's opinion form (submission detail) and the ranked list's bulk
// decision: reviewers' audience at the door, then the service admits only the chair (deciding when
// the chair's opinion is final) and the organisers, on submissions they can see.

export const saveChairOpinionAction = action({ audience: "reviewer", schema: ZChairOpinion }, async (v, a) =>
  saveChairOpinion(a.conference, viewerOf(a), v, await requestOrigin()),
);
export const decideManyAction = action({ audience: "reviewer", schema: ZBulkDecision }, async (v, a) =>
  decideMany(a.conference, viewerOf(a), v, await requestOrigin(), (await getLocale()) as Locale),
);
