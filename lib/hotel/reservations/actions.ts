"use server";
import { action } from "@/lib/server/action";
import { ZReservationCancel } from "./schemas";
import { cancelReservation } from "./service";

// The server action of /platform/manage/hotel: managers only, always the host's conference. The
// page reloads its data afterwards, so the row shows cancelled and the grid its freed nights.

export const cancelReservationAction = action({ audience: "manager", schema: ZReservationCancel }, async (v, a) => {
  const r = await cancelReservation(a.conference, a.user.id, v);
  return { reservationId: r.reservationId, transactionStatus: r.order.transactionStatus };
});
