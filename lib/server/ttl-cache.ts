import { onCacheMessage, publishCacheMessage } from "./cache-bus";
import { singleFlight } from "./single-flight";

// A small in-process cache with expiry. Kept on globalThis so the proxy bundle and the app bundle
// of one process share entries (and an invalidation reaches both); a clear also reaches the other
// processes through the cache bus (cache-bus.ts).
type Entry<V> = { value: V; expires: number };

function sharedMap<V>(name: string): Map<string, Entry<V>> {
  const g = globalThis as unknown as Record<string, Map<string, Entry<V>>>;
  return (g[`__symposiaCache_${name}`] ??= new Map<string, Entry<V>>());
}

// One subscription per process (globalThis), clearing the named cache another process cleared.
const hooked = globalThis as unknown as { __symposiaTtlBusHooked?: boolean };
if (!hooked.__symposiaTtlBusHooked) {
  hooked.__symposiaTtlBusHooked = true;
  onCacheMessage((m) => {
    if (m.kind !== "ttl") return;
    const g = globalThis as unknown as Record<string, unknown>;
    for (const key of Object.keys(g)) {
      if (key.startsWith("__symposiaCache_") && (m.name === "*" || key === `__symposiaCache_${m.name}`)) (g[key] as Map<string, unknown>).clear();
    }
  });
}

export function ttlCache<V>(name: string, ttlMs: number) {
  const map = sharedMap<V>(name);
  // An expired entry is loaded once however many ask at that moment: a rush of 2,000 requests
  // on one host otherwise sent 2,000 reads of its conference whenever the entry expired.
  const loading = singleFlight<V>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = map.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      return loading(key, async () => {
        const value = await load();
        map.set(key, { value, expires: Date.now() + ttlMs });
        return value;
      });
    },
    /** Drops every entry here and, through the cache bus, in every other process. */
    clear() {
      map.clear();
      publishCacheMessage({ kind: "ttl", name });
    },
  };
}
