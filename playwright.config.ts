import { defineConfig } from "@playwright/test";
import { E2E_PAYSIM_PORT, E2E_SERVERS } from "./tests/e2e/support/servers";

// End-to-end against a production build (`next build` first; `npm test` does it), in Debian's
// Chromium — Playwright's own browser download is not reachable here (STACK.md).
export default defineConfig({
  testDir: "tests/e2e",
  // A parallel copy of the suite (E2E_PORT_OFFSET) must not wipe this one's artifacts.
  outputDir: process.env.E2E_PORT_OFFSET ? `test-results-${process.env.E2E_PORT_OFFSET}` : "test-results",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: journeys change the demo conference's settings (form version, account creation),
  // and a second worker would see them mid-test.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
    metadata: { port: s.port, schema: s.schema },
  })),
  webServer: [
    ...E2E_SERVERS.map((s) => ({
      command: `npx tsx scripts/serve-test-app.ts ${s.name}`,
      url: `http://127.0.0.1:${s.port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    })),
    // Issue 12: the payment simulator the app servers pay through (demo payments only).
    {
      command: `npx tsx scripts/payment-sim.ts --port ${E2E_PAYSIM_PORT}`,
      url: `http://127.0.0.1:${E2E_PAYSIM_PORT}/sim/payments`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe" as const,
      stderr: "pipe" as const,
    },
  ],
});
