"use client";
import { useEffect, useRef, useState } from "react";
import { billStatusAction } from "@/lib/payments/payer-actions";

const EVERY_MS = 2500;
const DEFAULT_FOR_MS = 15 * 60_000; // a QR code is not watched forever; "check now" still works after

/**
 * Asks every 2.5 s how a bill stands while `active`, handing each answer to `onStatus`, which
 * returns true to stop. Stops when the page goes away, on a refusal (4xx), or after `forMs`.
 * Returns whether it is still asking.
 */
export function useBillPolling(
  billNo: string,
  active: boolean,
  onStatus: (s: { status: string; settled: boolean }) => boolean,
  forMs = DEFAULT_FOR_MS,
): boolean {
  const handler = useRef(onStatus);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    handler.current = onStatus;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (stopped) return;
      const r = await billStatusAction({ billNo }).catch(() => null);
      if (stopped) return;
      if (r?.ok && handler.current(r.data)) return;
      if (r && !r.ok && (r.status ?? 500) < 500) return setGaveUp(true);
      if (Date.now() - started < forMs) timer = setTimeout(tick, EVERY_MS);
      else setGaveUp(true);
    };
    timer = setTimeout(tick, EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [billNo, active, forMs]);
  return active && !gaveUp;
}
