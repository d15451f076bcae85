"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { handleSessionExpired } from "@/lib/client/session-expired";
import type { NightAvailability } from "@/lib/hotel/availability";
import { hotelAvailabilityAction } from "@/lib/hotel/booking/actions";

export type Availability = { kind: "idle" } | { kind: "loading" } | { kind: "error"; text: string } | { kind: "ready"; nights: NightAvailability[] };

/**
 * The rooms left on each night of the stay, asked again whenever the stay (or `refresh`) changes,
 * a moment after the last change. `stay` is null until the dates make a stay inside the window.
 */
export function useAvailability(roomId: number, stay: { checkIn: string; checkOut: string } | null, refresh: number): Availability {
  const tv = useTranslations("validation");
  const key = stay ? `${roomId}:${stay.checkIn}:${stay.checkOut}:${refresh}` : "";
  // The answer is kept with the question it answers: a stale one reads as "loading".
  const [answer, setAnswer] = useState<{ key: string; value: Availability } | null>(null);
  useEffect(() => {
    if (!stay) return;
    let live = true;
    const timer = setTimeout(async () => {
      const r = await hotelAvailabilityAction({ roomId, ...stay }).catch(() => null);
      if (!live) return;
      if (r && !r.ok && r.status === 401) return handleSessionExpired(r.message);
      const value: Availability = !r
        ? { kind: "error", text: tv("requestFailed") }
        : r.ok
          ? { kind: "ready", nights: r.data }
          : { kind: "error", text: r.message };
      setAnswer({ key, value });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `key` names the stay and the refresh
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!stay) return { kind: "idle" };
  return answer?.key === key ? answer.value : { kind: "loading" };
}
