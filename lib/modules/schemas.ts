import { z } from "@/lib/validation/z";
import { MODULES } from "@/lib/server/modules";

// One schema per input of the modules screen, its action and its gateway call (DESIGN §6.1).

const ZModuleName = z.enum(MODULES);

/** Switch one module on or off (never deletes anything the module holds). */
export const ZModuleSwitch = z.strictObject({ module: ZModuleName, enabled: z.boolean() });
export type TModuleSwitch = z.output<typeof ZModuleSwitch>;

/** The administrator's ticks on the creation form (each name once). */
export const ZModuleList = z
  .array(ZModuleName)
  .max(MODULES.length)
  .transform((list) => [...new Set(list)]);
