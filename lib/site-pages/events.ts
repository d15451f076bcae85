// A page or template changed. Nothing here caches rendered pages; whoever does (the
// visitors' renderer of / and /page/{id}) subscribes and drops that conference's entries.
type Listener = (conferenceId: number) => void | Promise<void>;
const listeners = new Set<Listener>();

export function subscribeSiteContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after every committed page or template write. A failing listener never fails the write. */
export async function onSiteContentChanged(conferenceId: number): Promise<void> {
  for (const l of listeners) {
    try {
      await l(conferenceId);
    } catch (e) {
      console.error("[site-pages] content-changed listener failed", e);
    }
  }
}
