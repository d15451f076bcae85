"use server";
import { headers } from "next/headers";
import type { SignedIn } from "@/lib/server/guard";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { createConference } from "./create";
import { setConferenceHosts } from "./hosts-service";
import { ZConferenceId, ZConferenceInput, ZHostsInput, ZRejectInput } from "./schemas";
import { originResolver } from "./site-origin";
import { approvePublishRequest, closeConference, reopenConference, rejectPublishRequest } from "./status";

// Server actions of /admin: platform administrators only (audience "admin" re-checks the session
// on every call), on any conference of the deployment — the id is the administrator's choice here.

async function ctx(a: SignedIn) {
  return { actorId: a.user.id, origin: originResolver(await headers()), locale: (await getLocale()) as Locale };
}

export const createConferenceAction = action({ audience: "admin", schema: ZConferenceInput }, async (input, a) => createConference(input, await ctx(a)));
export const approveConferenceAction = action({ audience: "admin", schema: ZConferenceId }, async ({ id }, a) => approvePublishRequest(id, await ctx(a)));
export const rejectConferenceAction = action({ audience: "admin", schema: ZRejectInput }, async ({ id, reason }, a) =>
  rejectPublishRequest(id, reason, await ctx(a)),
);
export const closeConferenceAction = action({ audience: "admin", schema: ZConferenceId }, async ({ id }, a) => closeConference(id, await ctx(a)));
export const reopenConferenceAction = action({ audience: "admin", schema: ZConferenceId }, async ({ id }, a) => reopenConference(id, await ctx(a)));
export const saveConferenceHostsAction = action({ audience: "admin", schema: ZHostsInput }, async ({ id, hosts }) => setConferenceHosts(id, hosts));
