"use server";
import { headers } from "next/headers";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locale";
import { action } from "@/lib/server/action";
import { publicOrigin } from "@/lib/server/host";
import { attend } from "./attend";
import { ZAttendanceEnvelope } from "./schemas";

// Server actions of /conferenceRegister (adapters, DESIGN §6.2).

async function origin(): Promise<string> {
  return publicOrigin(await headers());
}

const attendNow = action({ audience: "public", schema: ZAttendanceEnvelope }, async (input, a) => attend(a, input, (await getLocale()) as Locale, await origin()));

export async function attendAction(input: Parameters<typeof attendNow>[0]) {
  return attendNow(input);
}
