import path from "node:path";
import { defineConfig } from "vitest/config";
import { findPostgresServer } from "./tests/support/postgres.ts";

const root = import.meta.dirname;
const shared = {
  resolve: {
    alias: {
      "@": root,
      // Outside Next's react-server build "server-only" would throw; tests are server code.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
};

// Vitest's default on a 2-core machine is one file at a time, and the integration files mostly wait
// on Postgres, SMTP and timers: two at a time against a real server (each file has its own schema,
// tests/integration/test-db.ts). The embedded database serialises connections, so there one.
const realServer = !!(await findPostgresServer());

export default defineConfig({
  test: {
    maxWorkers: realServer ? 2 : 1,
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**", "tests/e2e/**", "tests/faults/**", "tests/deploy/**", ".next/**"],
          environment: "node",
        },
      },
      {
        ...shared,
        test: {
          name: "integration",
          include: ["**/*.int.test.ts"],
          exclude: ["node_modules/**", ".next/**"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          // "Send test mail" refuses loopback servers unless the deployment allows them; the
          // integration tests run theirs on 127.0.0.1.
          env: { SMTP_ALLOWED_HOSTS: "127.0.0.1,localhost,::1" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
