import type { Prisma } from "@/lib/generated/prisma/client";

// SPEC §3 fee user scope "third-world country only": the conference keeps the list of countries
// (ISO 3166-1 alpha-2, as attendees' countryArea is stored) in RegisterConfig.thirdWorldCountries.
// Until an organiser edits it, this default applies: the UN list of least developed countries
// (2024) plus low-income economies of the World Bank classification (FY2025) — a sensible starting
// point the organiser is expected to adjust.
export const DEFAULT_THIRD_WORLD: readonly string[] = [
  "AF",
  "AO",
  "BD",
  "BF",
  "BI",
  "BJ",
  "CD",
  "CF",
  "ER",
  "ET",
  "GM",
  "GN",
  "GW",
  "HT",
  "KH",
  "KI",
  "KP",
  "LA",
  "LR",
  "LS",
  "MG",
  "ML",
  "MM",
  "MR",
  "MW",
  "MZ",
  "NE",
  "NP",
  "RW",
  "SB",
  "SD",
  "SL",
  "SN",
  "SO",
  "SS",
  "ST",
  "SY",
  "TD",
  "TG",
  "TL",
  "TZ",
  "TV",
  "UG",
  "YE",
  "ZM",
];

type Client = Pick<Prisma.TransactionClient, "registerConfig">;

/** The stored list when it is a list of codes, else the default. */
export function parseThirdWorld(stored: Prisma.JsonValue | null | undefined): string[] {
  if (Array.isArray(stored) && stored.every((c) => typeof c === "string")) return stored as string[];
  return [...DEFAULT_THIRD_WORLD];
}

export async function thirdWorldList(db: Client, conferenceId: number): Promise<string[]> {
  const cfg = await db.registerConfig.findUnique({ where: { conferenceId }, select: { thirdWorldCountries: true } });
  return parseThirdWorld(cfg?.thirdWorldCountries);
}
