import type { z } from "zod";
import type { Audience } from "./guard";

// Every action(...) made by lib/server/action.ts, with its audience and schema, so tests can feed
// each one input generated from its schema (lib/server/actions-bad-input.int.test.ts). Not a
// "use server" module: those may export async functions only. Nothing here changes what an
// action does; the call hook stays unset outside tests.

export type ActionMeta = { audience: Audience; schema: z.ZodType };

const defined = new Set<ActionMeta>();
let onCall: ((meta: ActionMeta) => void) | undefined;

export function registerAction(meta: ActionMeta): void {
  defined.add(meta);
}

/** Called synchronously when an action starts, before its first await. */
export function noteActionCall(meta: ActionMeta): void {
  onCall?.(meta);
}

/** Every action made so far (i.e. by the modules imported so far). */
export function definedActions(): ActionMeta[] {
  return [...defined];
}

/**
 * The action an exported wrapper (`export async function xAction(input) { return x(input) }`)
 * reaches: the wrapper is called and the action it starts is recorded before any await.
 */
export function actionBehind(fn: (input?: unknown) => Promise<unknown>, input: unknown): { meta: ActionMeta | undefined; result: Promise<unknown> } {
  let meta: ActionMeta | undefined;
  const previous = onCall;
  onCall = (m) => (meta ??= m);
  try {
    const result = fn(input);
    return { meta, result };
  } finally {
    onCall = previous;
  }
}
