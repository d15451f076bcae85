import { AsyncLocalStorage } from "node:async_hooks";

// What the access log line of a request carries beyond the edge's own facts. The custom
// server (scripts/server.ts) opens a context per request; the app fills in the conference and the
// user when it resolves them. One AsyncLocalStorage per process on globalThis, because the server
// and each Next bundle load their own copy of this module. No server-only: the custom server uses it.

export type RequestContext = { requestId: string; conferenceId?: number; userId?: number };

const holder = globalThis as unknown as { __symposiaRequestContext?: AsyncLocalStorage<RequestContext> };
const storage = (holder.__symposiaRequestContext ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The conference the request's host resolved to (lib/server/tenant.ts). */
export function noteConference(id: number | undefined): void {
  const c = storage.getStore();
  if (c && id !== undefined) c.conferenceId = id;
}

/** The signed-in user of the request (lib/server/session-store.ts). */
export function noteUser(id: number | undefined): void {
  const c = storage.getStore();
  if (c && id !== undefined) c.userId = id;
}
