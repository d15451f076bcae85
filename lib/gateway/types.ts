import type { z } from "zod";
import type { Locale } from "@/lib/i18n/locale";

import type { ModuleName } from "@/lib/server/modules";
import type { AccessFor, Audience } from "@/lib/server/guard";

/** Who may call: checked by the dispatcher through lib/server/guard.ts before the handler runs. */
export type GatewayAuth = Audience;

export type GatewayContext<Q, B, P = undefined, A extends Audience = Audience> = {
  /** Signed in (user and session not null) for every audience but "signin" and "public". */
  access: AccessFor<A>;
  query: Q;
  body: B;
  /** The path's `{name}` parameters, parsed by the route's `params` schema. */
  params: P;
  locale: Locale;
  request: Request;
};

export type GatewayRoute<Q = unknown, B = unknown, P = unknown, A extends Audience = Audience> = {
  auth: A;
  /** The conference module the call belongs to: refused (403) while it is switched off. */
  module?: ModuleName;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Required when the key has `{name}` segments: a z.object with exactly those names (ids through zId). */
  params?: z.ZodType<P>;
  /** Largest body in bytes, refused with 413 before it is read whole (default DEFAULT_MAX_BODY, 1 MiB). */
  maxBody?: number;
  /**
   * Overload protection taken before the caller's session is read (per conference): a rush of
   * thousands waits in memory instead of piling onto the pool, whose own wait answers "busy".
   */
  gate?: <T>(conferenceId: number, work: () => Promise<T>) => Promise<T>;
  /**
   * The data of the envelope — or a Response of its own (a file, a ZIP), sent as it is. A method, so
   * a table of routes of every audience holds each one's own handler.
   */
  handler(ctx: GatewayContext<Q, B, P, A>): Promise<unknown>;
};

/** Typed constructor so each table entry infers its own query/body/params types. */
export function route<Q = undefined, B = undefined, P = undefined, A extends Audience = Audience>(r: GatewayRoute<Q, B, P, A>): GatewayRoute<Q, B, P, A> {
  return r;
}

/** The parameter names a route's params schema declares (the matcher checks them against the key). */
export function declaredParams(r: GatewayRoute<unknown, unknown, unknown>): string[] | undefined {
  if (!r.params) return undefined;
  const shape = (r.params as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : []; // not a z.object: no names, so the matcher refuses the key
}
