import type { ModuleName } from "@/lib/server/modules";

// What the modules screen and the administrator's creation form know about the switchable parts of
// a conference beyond their names (lib/server/modules.ts): what a new conference starts with, what
// each needs before participants can use it. Pure and client-safe.

/** What a new conference starts with when the administrator ticks nothing else: what every conference had before switches existed. */
export const DEFAULT_MODULES: readonly ModuleName[] = ["register", "download"];

/**
 * What a module needs before participants can use it. A module may be switched on first and
 * configured afterwards (an organiser sets things up in that order); until every need is met the
 * modules screen shows it as "on, not open to participants yet" with the unmet needs.
 */
export type ModuleNeed =
  | "registerDates" // registration start and end dates (registration settings)
  | "submissionOpen" // the call for abstracts' service switch and its dates
  | "submissionThemes" // at least one theme/session for authors to choose
  | "hotelOpen" // hotel booking switched on with its booking window
  | "hotelRooms" // at least one hotel with a room type
  | "paymentModule" // rooms and receipts are paid through orders
  | "fees" // at least one open fee
  | "paymentMethod"; // at least one enabled payment method

/** The configuration screen where each need is met (shown as a link beside the warning). */
export const NEED_SCREEN: Record<ModuleNeed, string> = {
  registerDates: "/platform/config/register",
  submissionOpen: "/platform/config/contribute",
  submissionThemes: "/platform/config/contribute",
  hotelOpen: "/platform/config/hotel",
  hotelRooms: "/platform/config/hotel",
  paymentModule: "/platform/config/modules",
  fees: "/platform/config/fee",
  paymentMethod: "/platform/config/pay",
};

/**
 * Settings elsewhere that a module's switch silently overrides, shown on its card so the organiser
 * is not surprised: the registration settings charge fees while payments are off (nobody is asked
 * to pay then, and no registration rule holds anything back).
 */
export type ModuleNote = "feesWithoutPayment";

export const NOTE_SCREEN: Record<ModuleNote, string> = {
  feesWithoutPayment: "/platform/config/register",
};
