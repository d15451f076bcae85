// The switchable parts of a conference (ConferenceModule rows). Pure and client-safe: the modules
// screen, the administrator's creation form, the menus and the guards all read this one list.

export const MODULES = ["register", "submission", "hotel", "payment", "receipt", "feedback", "download"] as const;
export type ModuleName = (typeof MODULES)[number];

/** What a new conference starts with when the administrator ticks nothing else: what every conference had before switches existed. */
export const DEFAULT_MODULES: readonly ModuleName[] = ["register", "download"];

/** Whether a module is on for a conference's cached flags (a missing row is off). */
export function moduleOn(modules: Record<string, boolean>, name: ModuleName): boolean {
  return modules[name] === true;
}

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
