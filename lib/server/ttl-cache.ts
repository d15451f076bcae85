// A small in-process cache with expiry. Kept on globalThis so the proxy bundle and the app bundle
// of one process share entries (and an invalidation reaches both).
type Entry<V> = { value: V; expires: number };

export function ttlCache<V>(name: string, ttlMs: number) {
  const g = globalThis as unknown as Record<string, Map<string, Entry<V>>>;
  const map = (g[`__symposiaCache_${name}`] ??= new Map<string, Entry<V>>());
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = map.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = await load();
      map.set(key, { value, expires: Date.now() + ttlMs });
      return value;
    },
    clear() {
      map.clear();
    },
  };
}
