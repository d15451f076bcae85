import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/tests/integration/test-db";
import { CACHE_CHANNEL, cacheBusListening, onCacheMessage, startCacheBus, stopCacheBus, type CacheMessage } from "./cache-bus";
import { ttlCache } from "./ttl-cache";

// A cache cleared in one process is cleared in every other within a moment. The "other
// process" here is a plain pg connection speaking the same channel.
const t = useTestDatabase();
let other: pg.Client;

beforeAll(async () => {
  startCacheBus(t.url());
  other = new pg.Client({ connectionString: t.url().replace(/[?&]schema=.*$/, "") });
  await other.connect();
  for (let i = 0; i < 100 && !cacheBusListening(); i++) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  await stopCacheBus();
  await other.end();
});

const notify = (m: object) => other.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, JSON.stringify({ ...m, origin: "another-replica" })]);

describe("cache bus", () => {
  it("drops this process's copy when another process clears the same cache", async () => {
    const cache = ttlCache<string>("busTest", 60_000);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get("k", load)).toBe("v1");
    expect(await cache.get("k", load)).toBe("v1"); // cached
    await notify({ kind: "ttl", name: "someOtherCache" });
    await notify({ kind: "ttl", name: "busTest" });
    await expect.poll(() => cache.get("k", load)).toBe("v2");
  });

  it("tells the other processes when this one clears", async () => {
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: t.url().replace(/[?&]schema=.*$/, "") });
    await listener.connect();
    listener.on("notification", (n) => heard.push(n.payload ?? ""));
    await listener.query(`LISTEN ${CACHE_CHANNEL}`);
    try {
      ttlCache<string>("conference", 60_000).clear();
      await expect.poll(() => heard.map((p) => JSON.parse(p) as CacheMessage).some((m) => m.kind === "ttl" && m.name === "conference")).toBe(true);
    } finally {
      await listener.end();
    }
  });

  it("ignores malformed messages and its own echoes", async () => {
    const seen: CacheMessage[] = [];
    const off = onCacheMessage((m) => seen.push(m));
    await other.query("SELECT pg_notify($1, $2)", [CACHE_CHANNEL, "not json"]);
    await notify({ kind: "ttl", name: 42 });
    await notify({ kind: "pages", target: "1; DROP" });
    await notify({ kind: "pages", target: 7 });
    await expect.poll(() => seen).toEqual([{ kind: "pages", target: 7 }]);
    off();
  });

  it("reconnects after losing its connection and drops everything once (changes may have been missed)", async () => {
    const cache = ttlCache<string>("busReconnect", 60_000);
    let loads = 0;
    await cache.get("k", async () => `v${++loads}`);
    await other.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'symposia-cache-bus' AND pid <> pg_backend_pid()`);
    await expect.poll(() => cache.get("k", async () => `v${++loads}`), { timeout: 10_000 }).toBe("v2");
    await expect.poll(cacheBusListening).toBe(true);
    // and hears again after the reconnect
    await notify({ kind: "ttl", name: "busReconnect" });
    await expect.poll(() => cache.get("k", async () => `v${++loads}`)).toBe("v3");
  });
});
