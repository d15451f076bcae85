import { NextResponse } from "next/server";
import { ZBillNo } from "@/lib/orders/schemas";
import { publicOrigin } from "@/lib/server/host";

// The card provider sends the payer back with a POSTed form (its front-end return). A
// page cannot take a POST, so this answers 303 to the bill's result page, which asks the provider
// itself — nothing in the posted form is believed. Only the bill number of our own URL is used.
type Ctx = { params: Promise<{ provider: string }> };

async function back(request: Request): Promise<Response> {
  const bill = ZBillNo.safeParse(new URL(request.url).searchParams.get("bill") ?? "");
  const target = bill.success ? `/profile/order/pay/goto/result/${bill.data}` : "/profile/order/list";
  return NextResponse.redirect(`${publicOrigin(request.headers)}${target}`, 303);
}

export async function POST(request: Request, _ctx: Ctx): Promise<Response> {
  return back(request);
}
export async function GET(request: Request, _ctx: Ctx): Promise<Response> {
  return back(request);
}
