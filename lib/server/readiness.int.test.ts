import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/server/db";
import { useTestDatabase } from "@/tests/integration/test-db";
import { checkReadiness } from "./health";
import { HEARTBEAT_STALE_MS, startHeartbeat } from "./heartbeat";

// /api/ready is 200 only with the database, every migration, storage and a recent mail
// worker — seen by the mail worker's own heartbeat, not by another background loop's.
const t = useTestDatabase();

describe("readiness", () => {
  it("is not ready until a mail worker reports, ready while its heartbeat is fresh, not once it goes stale", async () => {
    let r = await checkReadiness();
    expect(r.checks.database.ok).toBe(true);
    expect(r.checks.migrations.ok).toBe(true);
    expect(r.checks.storage.ok).toBe(true);
    expect(r.checks.worker).toEqual({ ok: false, detail: "no mail worker has reported" });
    expect(r.ready).toBe(false);

    // A maintenance loop beating does not mean mail goes out.
    const maintenance = startHeartbeat(getDb(), "maintenance", 60_000);
    await maintenance.first;
    r = await checkReadiness();
    expect(r.checks.worker).toEqual({ ok: false, detail: "no mail worker has reported" });
    expect(r.ready).toBe(false);

    const beat = startHeartbeat(getDb(), "mail", 60_000);
    await expect.poll(async () => (await checkReadiness()).ready).toBe(true);

    // The same heartbeat seen from a minute and a bit later: stale.
    r = await checkReadiness(new Date(Date.now() + HEARTBEAT_STALE_MS + 5_000));
    expect(r.checks.worker.ok).toBe(false);
    expect(r.ready).toBe(false);

    await beat.stop(); // a clean stop removes its row
    expect(await getDb().workerHeartbeat.count({ where: { kind: "mail" } })).toBe(0);
    expect((await checkReadiness()).checks.worker.ok).toBe(false);
    await maintenance.stop();
  });

  it("reports a migration that has not been applied", async () => {
    const beat = startHeartbeat(getDb(), "mail", 60_000);
    const c = new pg.Client({ connectionString: t.url().replace(/[?&]schema=.*$/, "") });
    await c.connect();
    try {
      const [{ migration_name }] = (await c.query(`SELECT migration_name FROM "${t.schema()}"._prisma_migrations ORDER BY migration_name DESC LIMIT 1`)).rows;
      await c.query(`UPDATE "${t.schema()}"._prisma_migrations SET finished_at = NULL WHERE migration_name = $1`, [migration_name]);
      const r = await checkReadiness();
      expect(r.checks.migrations).toEqual({ ok: false, detail: "1 pending" });
      expect(r.ready).toBe(false);
      await c.query(`UPDATE "${t.schema()}"._prisma_migrations SET finished_at = now() WHERE migration_name = $1`, [migration_name]);
      expect((await checkReadiness()).checks.migrations.ok).toBe(true);
    } finally {
      await c.end();
      await beat.stop();
    }
  });
});
