import "server-only";
import { ZModuleSwitch } from "@/lib/modules/schemas";
import { listModules, setModule } from "@/lib/modules/service";
import { route, type GatewayRoute } from "../types";

// The modules screen's calls (§7 names only getModuleByConfId, the participants' flags, so these
// paths are ours, beside it). Managers only; always the host's conference.

const M = "/conference/module";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const MODULE_ROUTES: Record<string, GatewayRoute<any, any, any>> = {
  // Every module with its switch and what it still needs before participants can use it.
  [`GET ${M}/list`]: route({ auth: "manager", handler: async ({ access }) => listModules(access.conference.id) }),

  // {module, enabled} → the list afresh. Never refused for an unmet need, never deletes data.
  [`POST ${M}/save`]: route({ auth: "manager", body: ZModuleSwitch, handler: async ({ access, body }) => setModule(access.conference.id, body) }),
};
