// The menu changed. Whoever caches what a menu shows (the visitor pages' HTML cache,
// lib/site/render/invalidate.ts) subscribes here and is told which conference. The listeners live
// on globalThis: Next loads this module once per bundle, and a save in one bundle must reach a
// listener registered from another (a listener may be heard twice; invalidation is idempotent).
type Listener = (conferenceId: number) => void | Promise<void>;
const holder = globalThis as unknown as { __symposiaMenuListeners?: Set<Listener> };
const listeners = (holder.__symposiaMenuListeners ??= new Set<Listener>());

export function subscribeMenusChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after every menu write (create, update, delete, reorder), once it is committed. */
export async function onMenusChanged(conferenceId: number): Promise<void> {
  for (const l of listeners) {
    // The write is committed: a failing listener must not turn it into an error for the manager.
    await Promise.resolve()
      .then(() => l(conferenceId))
      .catch((e: unknown) => console.error("[menus] change listener failed", e));
  }
}
