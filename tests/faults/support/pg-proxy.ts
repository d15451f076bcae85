import net from "node:net";

// A TCP proxy between the app and Postgres, so a test can make the network misbehave
// the way it does in production: every chunk delayed (`latencyMs`), every open connection cut at
// once (`cutAll`), and new connections refused for a while (`refuseFor`) — a restart, seen from
// the client's side, is exactly a cut followed by refused connections.

export type PgProxy = {
  port: number;
  /** The same URL with host and port replaced by the proxy's. */
  urlFor(directUrl: string): string;
  latencyMs: number;
  /** Connections open through the proxy now. */
  open(): number;
  /** Destroys every open connection, both sides, as a dropped network or a killed server would. */
  cutAll(): void;
  /** New connections are accepted and reset at once for `ms` (cutAll() first for a full outage). */
  refuseFor(ms: number): void;
  /** Refuses until accept() is called. */
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
};

export async function startPgProxy(target: { host: string; port: number }, listenPort = 0): Promise<PgProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;
  let refuseTimer: NodeJS.Timeout | undefined;

  // Chunks keep their order: each waits for the previous one's delay to end, not only its own.
  const pipe = (from: net.Socket, to: net.Socket) => {
    let tail = Promise.resolve();
    from.on("data", (chunk) => {
      const ms = api.latencyMs;
      if (ms <= 0) return void (to.destroyed || to.write(chunk));
      from.pause();
      tail = tail
        .then(() => new Promise((r) => setTimeout(r, ms)))
        .then(() => {
          if (!to.destroyed) to.write(chunk);
          from.resume();
        });
    });
  };

  const server = net.createServer((client) => {
    client.on("error", () => undefined);
    if (refusing) return void client.resetAndDestroy();
    const upstream = net.connect(target);
    upstream.on("error", () => undefined);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  const api: PgProxy = {
    port,
    latencyMs: 0,
    urlFor(directUrl) {
      const u = new URL(directUrl);
      u.hostname = "127.0.0.1";
      u.port = String(port);
      return u.toString();
    },
    open: () => pairs.size,
    cutAll() {
      for (const [a, b] of [...pairs]) {
        a.resetAndDestroy();
        b.destroy();
      }
      pairs.clear();
    },
    refuseFor(ms) {
      api.refuse();
      refuseTimer = setTimeout(() => api.accept(), ms);
    },
    refuse() {
      clearTimeout(refuseTimer);
      refusing = true;
    },
    accept() {
      clearTimeout(refuseTimer);
      refusing = false;
    },
    async close() {
      api.cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
