"use client";
import { useEffect, useRef } from "react";

/**
 * SPEC §4: a page load with an expired session shows the "sign-in expired" alert once, on the
 * sign-in page it was sent to; the flag then leaves the address so a reload does not repeat it.
 */
export function ExpiredAlert({ message }: { message: string }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    window.alert(message);
    const url = new URL(window.location.href);
    url.searchParams.delete("expired");
    window.history.replaceState(null, "", url.pathname + url.search);
  }, [message]);
  return null;
}
