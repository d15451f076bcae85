import type { Prisma } from "@/lib/generated/prisma/client";
import type { Translate } from "@/lib/i18n/translate";

// Why an order moved, as OrderTransition.reason stores it (JSON): a message key the platform wrote
// (expiry, voiding, a provider's answer …) with its values, or the words a person typed (a
// manager's reason, a payer's note, a transfer number). Keeping the two apart means no screen has
// to guess whether a text is a key; null is a move without a reason.

export type HistoryReason = { key: string; values?: Record<string, string | number> } | { text: string };

/** A reason the platform words: the key (under the manager's wording, e.g. orderAdmin.voidReason.*). */
export function reasonKey(key: string, values?: Record<string, string | number>): HistoryReason {
  return values ? { key, values } : { key };
}

/** A person's words; nothing typed is no reason. */
export function reasonText(text: string | null | undefined): HistoryReason | undefined {
  return text ? { text } : undefined;
}

/** For the JSON column. */
export function reasonJson(reason: HistoryReason): Prisma.InputJsonObject {
  return reason as Prisma.InputJsonObject;
}

const isValues = (v: unknown): v is Record<string, string | number> =>
  !!v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string" || typeof x === "number");

/** The stored JSON read back; a shape this code never writes counts as no reason. */
export function readHistoryReason(json: unknown): HistoryReason | null {
  if (!json || typeof json !== "object" || Array.isArray(json)) return null;
  const o = json as Record<string, unknown>;
  if (typeof o.text === "string") return { text: o.text };
  if (typeof o.key === "string") return isValues(o.values) ? { key: o.key, values: o.values } : { key: o.key };
  return null;
}

/**
 * The reason in words. Every place that shows order history (the manager's order page and its
 * gateway call) goes through here; a key missing from the messages shows as itself.
 */
export function historyReasonText(reason: HistoryReason | null, t: Translate): string {
  if (!reason) return "";
  return "text" in reason ? reason.text : t(reason.key, reason.values);
}
