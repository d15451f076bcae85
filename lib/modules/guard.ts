import { Forbidden } from "@/lib/server/errors";
import { moduleOn, type ModuleName } from "./catalogue";

// A switched-off module refuses its participants' pages, actions and gateway calls with one
// translated message per module (its data stays untouched).

export function moduleClosedKey(name: ModuleName): string {
  return `modules.closed.${name}`;
}

/** Throws 403 "this service is not open" when `name` is off for the conference. */
export function assertModuleOn(conference: { modules: Record<string, boolean> }, name: ModuleName): void {
  if (!moduleOn(conference.modules, name)) throw new Forbidden(moduleClosedKey(name));
}
