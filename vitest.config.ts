import path from "node:path";
import { defineConfig } from "vitest/config";

// Vitest 5's reporter calls Map.groupBy (Node ≥ 21); this machine runs Node 20.
const MapWithGroupBy = Map as unknown as { groupBy?: <K, V>(items: Iterable<V>, key: (v: V, i: number) => K) => Map<K, V[]> };
MapWithGroupBy.groupBy ??= <K, V>(items: Iterable<V>, key: (v: V, i: number) => K) => {
  const out = new Map<K, V[]>();
  let i = 0;
  for (const item of items) {
    const k = key(item, i++);
    out.set(k, [...(out.get(k) ?? []), item]);
  }
  return out;
};

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

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**", "tests/e2e/**", ".next/**"],
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
