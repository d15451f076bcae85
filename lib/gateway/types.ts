import type { z } from "zod";
import type { Locale } from "@/lib/i18n/locale";
import type { Access } from "@/lib/server/access";

import type { Audience } from "@/lib/server/guard";

/** Who may call: checked by the dispatcher through lib/server/guard.ts before the handler runs. */
export type GatewayAuth = Audience;

export type GatewayContext<Q, B> = {
  access: Access;
  query: Q;
  body: B;
  locale: Locale;
  request: Request;
};

export type GatewayRoute<Q = unknown, B = unknown> = {
  auth: GatewayAuth;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  handler: (ctx: GatewayContext<Q, B>) => Promise<unknown>;
};

/** Typed constructor so each table entry infers its own query/body types. */
export function route<Q = undefined, B = undefined>(r: GatewayRoute<Q, B>): GatewayRoute<Q, B> {
  return r;
}
