import { BASE_CSS } from "./base";
import { CLASSIC_CSS } from "./classic";
import { MODERN_CSS } from "./modern";

// The two shipped appearances (lib/site/default-site.ts creates their rows).
export const BUILTIN_BASE_CSS = BASE_CSS;
export const BUILTIN_CSS = { classic: CLASSIC_CSS, modern: MODERN_CSS } as const;
