import { Forbidden } from "./errors";

// The switchable parts of a conference (ConferenceModule rows), as the guards know them: the page
// table, server actions and gateway rows name the module they belong to, and a switched-off module
// refuses its participants' pages, actions and gateway calls with one translated message per module
// (its data stays untouched). Pure and client-safe. What each module needs before it opens, and what
// a new conference starts with, is the modules screen's business (lib/modules/catalogue.ts).

export const MODULES = ["register", "submission", "hotel", "payment", "receipt", "feedback", "download"] as const;
export type ModuleName = (typeof MODULES)[number];

/** Whether a module is on for a conference's cached flags (a missing row is off). */
export function moduleOn(modules: Record<string, boolean>, name: ModuleName): boolean {
  return modules[name] === true;
}

export function moduleClosedKey(name: ModuleName): string {
  return `modules.closed.${name}`;
}

/** Throws 403 "this service is not open" when `name` is off for the conference. */
export function assertModuleOn(conference: { modules: Record<string, boolean> }, name: ModuleName): void {
  if (!moduleOn(conference.modules, name)) throw new Forbidden(moduleClosedKey(name));
}
