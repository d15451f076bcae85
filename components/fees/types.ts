// What the fee configuration screen hands its sections (kept apart so sections and screen do not import each other).
import type { ScreenOps } from "@/components/ui/screen-state";
import type { FeeConfig } from "@/lib/fees/queries";

export type ConfigContext = ScreenOps<FeeConfig> & { config: FeeConfig };
