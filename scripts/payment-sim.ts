// `npm run payment-sim [-- --port 4600 --keys .data/payment-sim/keys.json]`: the loopback payment
// simulator that `npm run demo` and the e2e suite start. It plays PayPal, Alipay,
// WeChat Pay and the card provider with keys of its own (made on first start; the demo seed gives
// the conference the matching merchant keys). A demo tool: refused in production.
import { isDemoEnvironment } from "../lib/mail/env";
import { portInUse, portInUseLine } from "../lib/server/port-in-use";
import { DEFAULT_SIM_KEYS_FILE, loadOrCreateSimKeys } from "../lib/payments/simulator/keys";
import { SIM_MODULES } from "../lib/payments/simulator/modules";
import { startSimulator } from "../lib/payments/simulator/server";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  if (process.env.NODE_ENV === "production" && !isDemoEnvironment()) {
    console.error("payment-sim: refused — the payment simulator is for demos and tests only (set SYMPOSIA_DEMO=1 for a demo).");
    process.exit(1);
  }
  const port = Number(arg("port") ?? process.env.PAYMENT_SIM_PORT ?? 4600);
  const keys = loadOrCreateSimKeys(arg("keys") ?? process.env.PAYMENT_SIM_KEYS ?? DEFAULT_SIM_KEYS_FILE);
  const sim = await startSimulator({ keys, modules: SIM_MODULES, port });
  console.info(`[payment-sim] demo payment simulator on ${sim.url} (control page ${sim.url}/sim)`);
  for (const sig of ["SIGINT", "SIGTERM"] as const)
    process.on(sig, () => {
      void sim.close().finally(() => process.exit(0));
    });
}

main().catch((e) => {
  const busy = portInUse(e);
  console.error(busy ? portInUseLine(busy, "PAYMENT_SIM_PORT", "the payment simulator") : e);
  process.exit(1);
});
