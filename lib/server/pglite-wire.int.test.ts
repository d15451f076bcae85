import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/tests/support/postgres";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-db";

// The embedded database with two connections whose extended-protocol queries overlap (the app
// pool and the mail worker at once): one query's Parse/Bind/Execute/Sync must stay together, or a
// Bind meets the other connection's unnamed statement (lib/server/pglite-wire.ts). Raw wire
// messages make the overlap certain: A parses, B parses, then A binds.
let pglite: EmbeddedPostgres;
let port: number;

beforeAll(async () => {
  port = await freePort();
  pglite = await startEmbeddedPostgres({ port });
}, 120_000);
afterAll(() => pglite?.stop());

const cstr = (s: string) => Buffer.from(`${s}\0`);
function msg(type: string, body: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), len, body]);
}
const int16 = (n: number) => Buffer.from([(n >> 8) & 255, n & 255]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const parse = (sql: string) => msg("P", Buffer.concat([cstr(""), cstr(sql), int16(0)]));
const bindExecuteSync = (params: string[]) =>
  Buffer.concat([
    msg(
      "B",
      Buffer.concat([cstr(""), cstr(""), int16(0), int16(params.length), ...params.flatMap((p) => [int32(Buffer.byteLength(p)), Buffer.from(p)]), int16(0)]),
    ),
    msg("E", Buffer.concat([cstr(""), int32(0)])),
    msg("S", Buffer.alloc(0)),
  ]);

/** A raw connection: collects backend messages; `untilReady()` resolves at the next ReadyForQuery. */
async function connect() {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let buf = Buffer.alloc(0);
  const messages: { type: string; body: Buffer }[] = [];
  let waiter: (() => void) | null = null;
  socket.on("data", (d) => {
    buf = Buffer.concat([buf, d]);
    while (buf.length >= 5 && buf.length >= 1 + buf.readInt32BE(1)) {
      const len = buf.readInt32BE(1);
      messages.push({ type: String.fromCharCode(buf[0]), body: buf.subarray(5, 1 + len) });
      buf = buf.subarray(1 + len);
      if (messages.at(-1)!.type === "Z") waiter?.();
    }
  });
  const untilReady = () => new Promise<void>((resolve) => (waiter = resolve));
  const startup = Buffer.concat([int32(196608), cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), Buffer.from([0])]);
  const ready = untilReady();
  socket.write(Buffer.concat([int32(startup.length + 4), startup]));
  await ready;
  messages.length = 0;
  return { socket, messages, untilReady };
}

const settle = () => new Promise((r) => setTimeout(r, 100)); // lets the server take what was written

describe("embedded Postgres over several connections", () => {
  it("keeps each connection's Parse … Sync together", async () => {
    const a = await connect();
    const b = await connect();
    try {
      a.socket.write(parse("SELECT $1::int + $2::int AS s"));
      await settle();
      b.socket.write(parse("SELECT $1::int * $2::int * $3::int AS p"));
      await settle();
      const [aDone, bDone] = [a.untilReady(), b.untilReady()];
      a.socket.write(bindExecuteSync(["2", "3"]));
      b.socket.write(bindExecuteSync(["2", "3", "4"]));
      await Promise.all([aDone, bDone]);
      const value = (c: typeof a) => c.messages.filter((m) => m.type === "D").map((m) => m.body.subarray(6).toString());
      expect(a.messages.filter((m) => m.type === "E").map((m) => m.body.toString())).toEqual([]);
      expect(b.messages.filter((m) => m.type === "E").map((m) => m.body.toString())).toEqual([]);
      expect(value(a)).toEqual(["5"]);
      expect(value(b)).toEqual(["24"]);
    } finally {
      a.socket.destroy();
      b.socket.destroy();
    }
  });
});
