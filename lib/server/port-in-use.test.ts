import { execFile } from "node:child_process";
import net from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portIsFree } from "./port-in-use";

const run = promisify(execFile);
let held: net.Server;
let port: number;

beforeAll(async () => {
  held = net.createServer();
  await new Promise<void>((r) => held.listen(0, "127.0.0.1", r));
  port = (held.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((r) => held.close(r)));

/** Runs a start script the way a newcomer does and returns what they would see. */
async function start(script: string, env: Record<string, string>) {
  const r = await run("npx", ["tsx", script], { env: { ...process.env, ...env }, timeout: 60_000 }).catch(
    (e: { code: number; stdout: string; stderr: string }) => e,
  );
  return { code: (r as { code?: number }).code ?? 0, out: `${r.stdout}${r.stderr}`.trim() };
}

describe("a port another program holds", { timeout: 60_000 }, () => {
  it("is seen as taken, and a free one as free", async () => {
    expect(await portIsFree(port, "127.0.0.1")).toBe(false);
    const other = net.createServer();
    await new Promise<void>((r) => other.listen(0, "127.0.0.1", r));
    const freePort = (other.address() as net.AddressInfo).port;
    await new Promise((r) => other.close(r));
    expect(await portIsFree(freePort, "127.0.0.1")).toBe(true);
  });

  const what = { PORT: "the web server", PAYMENT_SIM_PORT: "the payment simulator", EMBEDDED_DB_PORT: "the embedded database" };
  it.each(Object.keys(what) as (keyof typeof what)[])("stops the demo before anything else with one line naming %s", async (variable) => {
    // Every other port is free (0 would not do: the demo takes the number as given).
    const env = { PORT: "39391", PAYMENT_SIM_PORT: "39392", EMBEDDED_DB_PORT: "39393", DATABASE_URL: "", [variable]: String(port) };
    const { code, out } = await start("scripts/demo.ts", env);
    expect(code).toBe(1);
    expect(out).toBe(
      `[symposia] port ${port} (${what[variable]}) is already in use by another program: stop that program, or move ${what[variable]} with ${variable}=<another port>`,
    );
  });

  it("gives the payment simulator one line too when started on its own", async () => {
    const { code, out } = await start("scripts/payment-sim.ts", { PAYMENT_SIM_PORT: String(port), NODE_ENV: "development" });
    expect(code).toBe(1);
    expect(out).not.toMatch(/\n|at .*\(node:/);
    expect(out).toContain("PAYMENT_SIM_PORT=<another port>");
  });
});
