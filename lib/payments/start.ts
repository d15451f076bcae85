import "server-only";
import QRCode from "qrcode";
import type { PaymentMethodKind } from "@/lib/generated/prisma/enums";
import { startPayment } from "./offline";
import { startOnlinePayment, type StartContext } from "./online";
import { isOnlineMethod, type Checkout } from "./providers/types";

// "Continue" on the pay page, whatever the method: an offline bill with its reference, or an online
// checkout (redirect, auto-posted form, or a QR code drawn here so the page needs no script for it).

type Conf = { id: number; timeZone: string; nameZh: string; nameEn: string };

export type StartedPayment =
  | { kind: "offline"; billNo: string; method: PaymentMethodKind; amountMinor: number; currency: string }
  | { kind: "online"; billNo: string; method: PaymentMethodKind; amountMinor: number; currency: string; checkout: Checkout; qrDataUrl: string | null };

export async function startAnyPayment(conf: Conf, userId: number, orderIds: number[], method: PaymentMethodKind, sc: StartContext): Promise<StartedPayment> {
  if (!isOnlineMethod(method)) {
    const bill = await startPayment(conf, userId, orderIds, method);
    return { kind: "offline", billNo: bill.billNo, method: bill.provider, amountMinor: bill.amountMinor, currency: bill.currency };
  }
  const s = await startOnlinePayment(conf, userId, orderIds, method, sc);
  const qrDataUrl = s.checkout.kind === "qr" ? await QRCode.toDataURL(s.checkout.codeUrl, { margin: 1, width: 240, errorCorrectionLevel: "M" }) : null;
  return { kind: "online", billNo: s.billNo, method, amountMinor: s.amountMinor, currency: s.currency, checkout: s.checkout, qrDataUrl };
}
