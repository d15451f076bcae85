// pglite-socket (0.2.17) queues the wire messages of all connections one by one and keeps one
// connection's messages together only inside a transaction (db.isInTransaction()). An extended-
// protocol query is several messages (Parse, Bind, Describe, Execute … Sync) that share the
// unnamed statement, so two connections querying at once could interleave them: "bind message
// supplies 6 parameters, but prepared statement requires 8", or one connection's Bind running the
// other's statement. Reporting "in a transaction" from the first message of such a group until its
// Sync makes the queue keep the group together, as it already does for transactions.
// No server-only: used by scripts and tests through lib/server/embedded-db.ts.
import type { PGlite } from "@electric-sql/pglite";

const CLOSES_GROUP = new Set(["S".charCodeAt(0), "Q".charCodeAt(0)]); // Sync, simple Query

export function keepExtendedQueriesTogether(db: PGlite): PGlite {
  let open = false;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === "isInTransaction") return () => open || target.isInTransaction();
      if (prop === "execProtocolRawStream") {
        return (...args: Parameters<PGlite["execProtocolRawStream"]>) => {
          const [message] = args;
          // startup and SSL requests have no type byte; they never start a group
          if (message.length > 0 && message[0] >= 0x41) open = !CLOSES_GROUP.has(message[0]);
          return target.execProtocolRawStream(...args);
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
