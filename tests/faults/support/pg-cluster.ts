import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, chownSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// A Postgres cluster of the test's own (initdb in a temporary directory, its own port),
// so the test can really restart a database server mid-run without touching the one other tests
// and engineers share. Postgres refuses to run as root, so as root it runs as the `postgres` user.

const run = promisify(execFile);
const BIN = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export type PgCluster = { url: string; restart(): Promise<void>; stop(): Promise<void> };

/** null when this machine has no Postgres server binaries (the caller then fakes the restart). */
export async function startPgCluster(port: number): Promise<PgCluster | null> {
  if (!existsSync(path.join(BIN, "initdb")) || !existsSync(path.join(BIN, "pg_ctl"))) return null;
  const dir = mkdtempSync("/tmp/faults-pg-");
  const root = userInfo().uid === 0;
  if (root) chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout.trim()), Number((await run("id", ["-g", "postgres"])).stdout.trim()));
  const as = (bin: string, args: string[]) => (root ? run("runuser", ["-u", "postgres", "--", path.join(BIN, bin), ...args]) : run(path.join(BIN, bin), args));
  // fsync off: this cluster lives for one test run; a crash of the machine loses nothing of value.
  const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (action: string) => as("pg_ctl", ["-D", dir, "-l", path.join(dir, "log"), "-o", opts, "-m", "fast", "-w", "-t", "60", action]);
  await as("initdb", ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  await ctl("start");
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl("restart")),
    async stop() {
      await as("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
