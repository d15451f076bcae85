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

const create = action({ audience: "admin", schema: ZConferenceInput }, async (input, a) => createConference(input, await ctx(a)));
const approve = action({ audience: "admin", schema: ZConferenceId }, async ({ id }, a) => approvePublishRequest(id, await ctx(a)));
const reject = action({ audience: "admin", schema: ZRejectInput }, async ({ id, reason }, a) => rejectPublishRequest(id, reason, await ctx(a)));
const close = action({ audience: "admin", schema: ZConferenceId }, async ({ id }, a) => closeConference(id, await ctx(a)));
const reopen = action({ audience: "admin", schema: ZConferenceId }, async ({ id }, a) => reopenConference(id, await ctx(a)));
const hosts = action({ audience: "admin", schema: ZHostsInput }, async ({ id, hosts }) => setConferenceHosts(id, hosts));

export async function createConferenceAction(input: Parameters<typeof create>[0]) {
  return create(input);
}
export async function approveConferenceAction(input: Parameters<typeof approve>[0]) {
  return approve(input);
}
export async function rejectConferenceAction(input: Parameters<typeof reject>[0]) {
  return reject(input);
}
export async function closeConferenceAction(input: Parameters<typeof close>[0]) {
  return close(input);
}
export async function reopenConferenceAction(input: Parameters<typeof reopen>[0]) {
  return reopen(input);
}
export async function saveConferenceHostsAction(input: Parameters<typeof hosts>[0]) {
  return hosts(input);
}
