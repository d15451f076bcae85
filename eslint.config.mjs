// ESLint: Next's core-web-vitals and TypeScript rules, on the whole project.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

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
    // Tests are not React: useTestDatabase() is a vitest helper and Playwright fixtures call use().
    files: ["**/*.test.ts", "tests/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", "next-env.d.ts", "test-results*/**", "playwright-report/**", ".data/**"]),
]);
