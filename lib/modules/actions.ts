"use server";
import { action } from "@/lib/server/action";
import { ZModuleSwitch } from "./schemas";
import { setModule } from "./service";

// The modules screen's one action: managers only, always the conference of the request's host.
// It answers every module afresh (a switch can change another module's needs, e.g. hotel ← payment).

export const setModuleAction = action({ audience: "manager", schema: ZModuleSwitch }, (input, a) => setModule(a.conference.id, input));
