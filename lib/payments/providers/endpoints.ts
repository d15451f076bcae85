import { isDemoEnvironment } from "@/lib/mail/env";
import type { OnlineMethod } from "./types";

// Where each provider is reached. PAYMENT_PROVIDER_MODE=sandbox uses the providers' test gateways
// (for organisers trying sandbox credentials); the loopback payment simulator
// (`npm run payment-sim`) replaces them all, but only in a demo or test environment — a deployment
// with SYMPOSIA_DEMO unset ignores PAYMENT_SIMULATOR_URL and says so once.

const LIVE: Record<OnlineMethod, string> = {
  PAYPAL: "https://api-m.paypal.com",
  ALIPAY: "https://openapi.alipay.com",
  WECHAT: "https://api.mch.weixin.qq.com",
  CARD_DOMESTIC: "https://gateway.95516.com",
  CARD_FOREIGN: "https://gateway.95516.com",
};
const SANDBOX: Record<OnlineMethod, string> = {
  PAYPAL: "https://api-m.sandbox.paypal.com",
  ALIPAY: "https://openapi-sandbox.dl.alipaydev.com",
  WECHAT: "https://api.mch.weixin.qq.com", // WeChat Pay has no public sandbox for API v3
  CARD_DOMESTIC: "https://gateway.test.95516.com",
  CARD_FOREIGN: "https://gateway.test.95516.com",
};
/** The simulator serves each protocol under its own prefix. */
export const SIMULATOR_PREFIX: Record<OnlineMethod, string> = {
  PAYPAL: "/paypal",
  ALIPAY: "/alipay",
  WECHAT: "/wechat",
  CARD_DOMESTIC: "/card",
  CARD_FOREIGN: "/card",
};

let warned = false;

/** The simulator's origin when payments go there (demo and tests only), else null. */
export function simulatorUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.PAYMENT_SIMULATOR_URL?.trim();
  if (!url) return null;
  if (!isDemoEnvironment()) {
    if (!warned) console.warn("[payments] PAYMENT_SIMULATOR_URL is ignored outside a demo or test environment (SYMPOSIA_DEMO=1)");
    warned = true;
    return null;
  }
  return url.replace(/\/+$/, "");
}

export function providerBaseUrl(method: OnlineMethod, env: NodeJS.ProcessEnv = process.env): string {
  const sim = simulatorUrl(env);
  if (sim) return `${sim}${SIMULATOR_PREFIX[method]}`;
  return (env.PAYMENT_PROVIDER_MODE === "sandbox" ? SANDBOX : LIVE)[method];
}

/** Origins a checkout form may be posted to (the page's CSP form-action): the card gateways, or the simulator. */
export function paymentFormOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const sim = simulatorUrl(env);
  if (sim) return [new URL(sim).origin];
  return [...new Set([LIVE.CARD_DOMESTIC, SANDBOX.CARD_DOMESTIC])];
}
