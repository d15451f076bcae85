import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { ALL_LANES, E2E_LANES, E2E_SERVERS, paysimPortAt } from "./tests/e2e/support/servers";

// Debian's chromium-headless-shell (the same Blink without the browser's UI layer, as Playwright's own
// headless default) needs far less CPU than the full browser; the full one is the fallback.
const BROWSER = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";

// End-to-end against a production build (`next build` first; `npm test` does it), in Debian's
// Chromium — Playwright's own browser download is not reachable here (STACK.md).
export default defineConfig({
  testDir: "tests/e2e",
  // A parallel copy of the suite (E2E_PORT_OFFSET) must not wipe this one's artifacts.
  outputDir: process.env.E2E_PORT_OFFSET ? `test-results-${process.env.E2E_PORT_OFFSET}` : "test-results",
  // Hang guards, not speed targets: on a loaded 2-core CI machine the same journeys have run four
  // times slower than on a quiet one (a 6-second test then comes close to a 45-second limit).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One worker per lane: journeys change the demo conference's settings (form version, account
  // creation), so two workers never share a server or a schema (tests/e2e/support/servers.ts).
  workers: E2E_LANES,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    // A trace records every action's DOM and a screencast: on a 2-core machine that costs the suite
    // a good part of its time, so only a retry (CI) records one, for the test that failed first.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? BROWSER,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--host-resolver-rules=MAP *.localhost 127.0.0.1",
      ],
    },
  },
  projects: E2E_SERVERS.map((s) => ({
    name: s.name,
    testMatch: s.proxy ? /.*\.spec\.ts/ : /guards\.spec\.ts/,
  })),
  webServer: ALL_LANES.flatMap(({ offset, servers }) => [
    ...servers.map((s) => ({
      command: `npx tsx scripts/serve-test-app.ts ${s.name}`,
      env: { E2E_PORT_OFFSET: String(offset) },
      url: `http://127.0.0.1:${s.port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    })),
    // The payment simulator the lane's app servers pay through (demo payments only).
    {
      command: `npx tsx scripts/payment-sim.ts --port ${paysimPortAt(offset)}`,
      url: `http://127.0.0.1:${paysimPortAt(offset)}/sim/payments`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    },
  ]),
});
