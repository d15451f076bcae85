import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:faults`: the fault tests (tests/faults/**/*.faults.test.ts) and the
// deployment tests (tests/deploy/**/*.deploy.test.ts: deploy/Caddyfile run by the real Caddy) run on
// their own, one file at a time — each starts the production server of the existing build
// (NEXT_DIST_DIR, default .next) and real Postgres, SMTP, payment and proxy processes around it.
const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/faults/**/*.faults.test.ts", "tests/deploy/**/*.deploy.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
