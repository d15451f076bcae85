// ESLint: Next's core-web-vitals and TypeScript rules, on the whole project, and the layers of
// docs/architecture.md: app → components → lib/<domain> → the kernel, no domain importing the gateway.
import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The kernel: what every domain may use and which knows no domain.
const KERNEL = ["server", "pages", "security", "validation", "i18n"];
const libFolders = readdirSync(new URL("./lib", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "generated")
  .map((d) => d.name);
const domains = libFolders.filter((name) => !KERNEL.includes(name) && name !== "gateway");

const layers = [
  // The kernel imports only the kernel (and the generated Prisma client).
  ...KERNEL.map((k) => ({
    target: `./lib/${k}`,
    from: "./lib",
    except: [...KERNEL, "generated"].map((x) => `./${x}`),
    message:
      "The kernel (lib/server, lib/pages, lib/security, lib/validation, lib/i18n) knows no domain: pass the domain's part in, or announce it on the cache bus.",
  })),
  // A domain answers both entry kinds; only the gateway knows it is an API.
  ...domains.map((d) => ({
    target: `./lib/${d}`,
    from: "./lib/gateway",
    message: "A domain does not import the gateway: the gateway's rows call the domain.",
  })),
  { target: "./lib", from: "./components", message: "lib/ renders nothing: components import lib, not the reverse." },
  { target: "./lib", from: "./app", message: "lib/ does not import pages or routes." },
  { target: "./components", from: "./app", message: "Components do not import pages or routes." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `_name` marks a parameter or binding kept on purpose (callbacks, destructuring).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // Tests may reach across the layers to set the scene.
    files: ["lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "import/no-restricted-paths": ["error", { zones: layers }] },
  },
  {
    // Tests are not React: useTestDatabase() is a vitest helper and Playwright fixtures call use().
    files: ["**/*.test.ts", "tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "test-results*/**", "playwright-report/**", ".data/**"]),
]);
