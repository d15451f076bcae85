// The embedded default of DESIGN §4: PGlite served over the Postgres wire protocol on loopback by
// pglite-socket, so the app, scripts and tests all talk to it with `pg` like to a real server.
// No server-only: used by scripts and tests.

export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

/** Max client connections the socket server accepts; pools must stay at or below it. */
export const EMBEDDED_MAX_CONNECTIONS = 10;

export async function startEmbeddedPostgres(opts: { dataDir?: string; port: number }): Promise<EmbeddedPostgres> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  const db = await PGlite.create(opts.dataDir);
  const { keepExtendedQueriesTogether } = await import("./pglite-wire");
  const server = new PGLiteSocketServer({ db: keepExtendedQueriesTogether(db), port: opts.port, host: "127.0.0.1", maxConnections: EMBEDDED_MAX_CONNECTIONS });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${opts.port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
