import "server-only";
import { redirect } from "next/navigation";
import { moduleOn } from "@/lib/server/modules";
import { attachment } from "@/lib/server/attachment";
import { getAccess } from "@/lib/server/guard";
import { loginRedirect } from "@/lib/server/route-policy";
import { getSessionToken } from "@/lib/server/session";
import { zId } from "@/lib/validation/fields";
import { loadConfirmation } from "./confirmation";
import { renderConfirmationPdf } from "./confirmation-pdf";

// GET /profile/order/confirmation/{orderId}: the PDF payment confirmation of a paid order, for
// its payer or a manager of the conference. Everyone else — another attendee, another conference's
// manager, an unpaid order, a made-up id — gets the same 404, so nothing tells which orders exist.

const notFound = () => new Response(null, { status: 404, headers: { "cache-control": "no-store" } });

export async function confirmationResponse(rawOrderId: string): Promise<Response> {
  const access = await getAccess();
  if (!access) return notFound();
  const path = `/profile/order/confirmation/${encodeURIComponent(rawOrderId)}`;
  // Signed out (proxy.ts does the same when it runs): sign in, then come back here.
  if (!access.user) redirect(loginRedirect(path, !!(await getSessionToken())));
  if (!access.conference.published && !access.manager) return notFound();
  // Payments switched off: the payer is shown what the order pages say then (managers keep it).
  if (!access.manager && !moduleOn(access.conference.modules, "payment")) redirect("/profile/order/list");
  const id = zId().safeParse(rawOrderId);
  if (!id.success) return notFound();
  const data = await loadConfirmation(access.conference, id.data, { userId: access.user.id, manager: access.manager });
  if (!data) return notFound();
  const pdf = await renderConfirmationPdf(data);
  return attachment(`confirmation-${data.orderNo}.pdf`, "application/pdf", pdf);
}
