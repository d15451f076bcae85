import { alipayProvider } from "./alipay";
import { cardDomesticProvider, cardForeignProvider } from "./card";
import { paypalProvider } from "./paypal";
import type { OnlineMethod, PaymentProvider } from "./types";
import { wechatProvider } from "./wechat";

// The online providers by method, and the path segment of their notify / return URLs
// (/api/payments/notify/{slug}).

export const PROVIDERS: Record<OnlineMethod, PaymentProvider> = {
  PAYPAL: paypalProvider,
  ALIPAY: alipayProvider,
  WECHAT: wechatProvider,
  CARD_DOMESTIC: cardDomesticProvider,
  CARD_FOREIGN: cardForeignProvider,
};

export const PROVIDER_SLUG: Record<OnlineMethod, string> = {
  PAYPAL: "paypal",
  ALIPAY: "alipay",
  WECHAT: "wechat",
  CARD_DOMESTIC: "card-domestic",
  CARD_FOREIGN: "card-foreign",
};

export function methodOfSlug(slug: string): OnlineMethod | null {
  const hit = (Object.entries(PROVIDER_SLUG) as [OnlineMethod, string][]).find(([, s]) => s === slug);
  return hit ? hit[0] : null;
}
