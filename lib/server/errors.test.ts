import { describe, expect, it } from "vitest";
import { AppError, toAppError } from "./errors";

// A database that restarts or cannot be reached is a moment's unavailability — 503
// "unavailable, retry" — whichever layer reports it; a query's own failure stays unknown (500).
describe("toAppError for a lost database connection", () => {
  const unavailable = (e: unknown) => {
    const known = toAppError(e);
    return known instanceof AppError && known.status === 503 && known.key === "errors.unavailable";
  };

  it.each([
    ["the pg driver's dropped socket", new Error("Connection terminated unexpectedly")],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect", errno: -111 })],
    ["the server terminating sessions", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["a server starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["Prisma's closed connection", Object.assign(new Error("Server has closed the connection."), { code: "P1017" })],
    [
      "the adapter's error under Prisma's",
      Object.assign(new Error("Invalid invocation"), { meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } } }),
    ],
    ["a cause chain", Object.assign(new Error("query failed"), { cause: Object.assign(new Error("socket"), { code: "08006" }) })],
  ])("%s → 503 unavailable", (_, e) => expect(unavailable(e)).toBe(true));

  it("a query's own failure is not mistaken for one", () => {
    expect(toAppError(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBeNull();
    expect(toAppError(new Error("boom"))).toBeNull();
  });
});
