// Part of `npm run bench`: five hot reads through Prisma — the app's own functions —
// against the very SQL Prisma sent for them, replayed through a bare `pg` pool. The statements are
// recorded off Prisma's connections, so both sides run the same text with the same parameters, and
// in the same waves: statements Prisma had in flight together run together, a statement that
// waited for an earlier answer (a relation's rows) waits for it on the bare side too. Each side gets
// CONCURRENCY callers on a pool of that size for SECONDS, twice, alternating; the figure is
// Prisma's calls/s as a share of pg's (target ≥ 75 %). Runs in its own process under the
// react-server condition, like the worker, because it imports server code:
//   DATABASE_URL=… npx tsx --conditions=react-server scripts/bench-hot-reads.ts
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { parseDatabaseUrl } from "../lib/server/database-url";
import { withPool } from "../lib/server/prisma-client";

const CONCURRENCY = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) / 2;

/** `wave`: how many recorded statements had been answered when this one was sent. */
type Statement = { text: string; values: unknown[]; wave: number };
const recorded: Statement[] = [];
let recording = false;
let answered = 0;

function pools(url: string) {
  const { connectionString, schema } = parseDatabaseUrl(url);
  const options = schema ? `-c search_path="${schema}",public` : undefined;
  const forPrisma = new pg.Pool({ connectionString, max: CONCURRENCY, options });
  forPrisma.on("connect", (client) => {
    const send = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const q = args[0] as string | { text: string; values?: unknown[] };
      if (!recording) return send(...args);
      const [text, values] = typeof q === "string" ? [q, (args[1] as unknown[]) ?? []] : [q.text, q.values ?? []];
      recorded.push({ text, values, wave: answered });
      const last = args.length - 1;
      if (typeof args[last] === "function") {
        const callback = args[last] as (...r: unknown[]) => void;
        args[last] = (...r: unknown[]) => (answered++, callback(...r));
        return send(...args);
      }
      return (send(...args) as Promise<unknown>).finally(() => answered++);
    };
  });
  const bare = new pg.Pool({ connectionString, max: CONCURRENCY, options });
  // The app's thin pg reads (lib/server/sql.ts) draw from the same, recorded, pool.
  const prisma = withPool(new PrismaClient({ adapter: new PrismaPg(forPrisma, schema ? { schema } : {}) }), forPrisma);
  // lib/server/db.ts takes the process's client from here: the app's functions run on this one.
  (globalThis as unknown as { __symposiaDb: PrismaClient }).__symposiaDb = prisma;
  return { prisma, bare };
}

async function record(fn: () => Promise<unknown>): Promise<Statement[]> {
  await fn(); // once unrecorded: lazy lookups (blind review flag, …) are part of every call
  recorded.length = 0;
  answered = 0;
  recording = true;
  await fn();
  recording = false;
  return recorded.splice(0);
}

/** Calls completed per second by CONCURRENCY callers looping for `seconds`. */
async function rate(call: () => Promise<unknown>, seconds: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        await call();
        done++;
      }
    }),
  );
  return done / ((performance.now() - t0) / 1000);
}

async function main() {
  const { prisma, bare } = pools(process.env.DATABASE_URL!);
  const { findSiteConferenceByHost } = await import("../lib/server/tenant-record");
  const { getSiteMenu } = await import("../lib/site/menus");
  const { listAttendees } = await import("../lib/registration/queries");
  const { ZAttendeeListQuery } = await import("../lib/registration/schemas");
  const { listOrders } = await import("../lib/orders/manage/queries");
  const { ZOrderListQuery } = await import("../lib/orders/manage/schemas");
  const { listSubmissions } = await import("../lib/submission/manage/queries");
  const { ZSubmissionManageQuery } = await import("../lib/submission/manage/schemas");

  const conf = (await findSiteConferenceByHost("demo.localhost"))!;
  const manager = await prisma.user.findUniqueOrThrow({ where: { email: "manager@example.org" } });
  const viewer = { userId: manager.id, manager: true };
  const reads: [string, () => Promise<unknown>][] = [
    ["site config (conference by host)", () => findSiteConferenceByHost("demo.localhost")],
    ["menu", () => getSiteMenu(conf.id)],
    ["attendee list page", () => listAttendees(conf.id, ZAttendeeListQuery.parse({ page: 1, size: 20, country: "JP" }))],
    ["order list page", () => listOrders(conf, ZOrderListQuery.parse({}))],
    ["submission list page", () => listSubmissions(conf, viewer, ZSubmissionManageQuery.parse({}))],
  ];
  console.log(`hot reads: Prisma (the app's functions) vs the same SQL over bare pg, ${CONCURRENCY} callers, pools of ${CONCURRENCY}`);
  for (const [name, viaPrisma] of reads) {
    const statements = await record(viaPrisma);
    if (!statements.length || statements.some((s) => /^\s*(BEGIN|COMMIT)/i.test(s.text))) throw new Error(`${name}: unexpected statements`);
    const waves = [...new Set(statements.map((s) => s.wave))].map((w) => statements.filter((s) => s.wave === w));
    const viaPg = async () => {
      for (const wave of waves) await Promise.all(wave.map((s) => bare.query(s.text, s.values)));
    };
    await rate(viaPrisma, 1); // warm-up: connections, plans
    await rate(viaPg, 1);
    let [p, b] = [0, 0];
    for (let round = 0; round < 2; round++) {
      b += await rate(viaPg, SECONDS);
      p += await rate(viaPrisma, SECONDS);
    }
    console.log(
      `  ${name} (${statements.length} statements in ${waves.length} waves): Prisma ${(p / 2).toFixed(0)} calls/s, pg ${(b / 2).toFixed(0)} calls/s → ${((100 * p) / b).toFixed(0)} % (target ≥ 75 %)`,
    );
  }
  await prisma.$disconnect();
  await bare.end();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
