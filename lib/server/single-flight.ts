// Concurrent callers of the same read share one query. In a rush, 2,000 saves that each need the
// conference's counter, form and mail template would otherwise send 2,000 identical statements,
// each a slice of Prisma's CPU on a two-core machine. Nothing is kept once the read settles: no
// answer is older than a read that was already running when it was asked, so unlike a TTL cache
// there is nothing to invalidate.

export type SingleFlight<V> = (key: string, load: () => Promise<V>) => Promise<V>;

export function singleFlight<V>(): SingleFlight<V> {
  const running = new Map<string, Promise<V>>();
  return (key, load) => {
    let p = running.get(key);
    if (!p) {
      p = load().finally(() => running.delete(key));
      running.set(key, p);
    }
    return p;
  };
}
