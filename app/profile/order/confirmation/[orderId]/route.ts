import { confirmationResponse } from "@/lib/receipts/confirmation-response";

// The PDF payment confirmation of a paid order: its payer or a conference manager.
export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  return confirmationResponse((await params).orderId);
}
