import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of docs/architecture.md are enforced by eslint.config.mjs (import/no-restricted-paths,
// run by `npm test`'s lint). These probes, linted as if they stood at the given place, prove that
// the rule is switched on and points the right way: a wrong import is refused, a right one is not.

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("layers", () => {
  it("refuses a kernel file that imports a domain", async () => {
    const found = await refusals("lib/server/probe.ts", 'import { MAX_HOSTS } from "@/lib/admin/hosts";\nexport const x = MAX_HOSTS;\n');
    expect(found).toEqual([expect.stringContaining("The kernel")]);
    expect(await refusals("lib/validation/probe.ts", 'import { toMinor } from "../billing/money";\nexport const x = toMinor;\n')).toHaveLength(1);
  });

  it("refuses a domain that imports the gateway, and lib importing components or pages", async () => {
    expect(await refusals("lib/fees/probe.ts", 'import { gatewayRoutes } from "@/lib/gateway/routes";\nexport const x = gatewayRoutes;\n')).toEqual([
      expect.stringContaining("gateway"),
    ]);
    expect(
      await refusals("lib/orders/probe.ts", 'import { HistoryTable } from "@/components/ui/history-table";\nexport const x = HistoryTable;\n'),
    ).toHaveLength(1);
    expect(await refusals("components/ui/probe.ts", 'import Layout from "@/app/layout";\nexport const x = Layout;\n')).toHaveLength(1);
  });

  it("lets each layer use the one below", async () => {
    expect(await refusals("lib/server/probe.ts", 'import { db } from "./db";\nimport { z } from "@/lib/validation/z";\nexport const x = [db, z];\n')).toEqual(
      [],
    );
    expect(
      await refusals(
        "lib/fees/probe.ts",
        'import { db } from "@/lib/server/db";\nimport { toMinor } from "@/lib/billing/money";\nexport const x = [db, toMinor];\n',
      ),
    ).toEqual([]);
    expect(await refusals("lib/gateway/probe.ts", 'import { listFees } from "@/lib/fees/queries";\nexport const x = listFees;\n')).toEqual([]);
  });
});
