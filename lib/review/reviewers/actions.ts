"use server";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { requestOrigin } from "@/lib/server/request-origin";
import { ZReviewerIdInput, ZReviewerInput, ZReviewerRole } from "./schemas";
import { addReviewer, removeReviewer, resendInvitation, setReviewerRole } from "./service";

// Server actions of /platform/manage/reviewer: managers only, always on the conference of the
// request's host; the screen reloads its list afterwards. The import goes through the gateway
// (multipart upload), like the other file uploads.

const mailContext = async () => ({ origin: await requestOrigin(), locale: (await getLocale()) as Locale });

export const addReviewerAction = action({ audience: "manager", schema: ZReviewerInput }, async (v, a) => addReviewer(a.conference.id, v, await mailContext()));
export const setReviewerRoleAction = action({ audience: "manager", schema: ZReviewerRole }, async (v, a) => setReviewerRole(a.conference.id, v));
export const resendInvitationAction = action({ audience: "manager", schema: ZReviewerIdInput }, async ({ id }, a) =>
  resendInvitation(a.conference.id, id, await mailContext()),
);
export const removeReviewerAction = action({ audience: "manager", schema: ZReviewerIdInput }, async ({ id }, a) => removeReviewer(a.conference.id, id));
