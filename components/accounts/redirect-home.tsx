"use client";
import { useEffect } from "react";

/** Goes home after a short pause (SPEC §2: on sign-in failure show the error, then go to /). */
export function RedirectHome({ delayMs }: { delayMs: number }) {
  useEffect(() => {
    const t = setTimeout(() => window.location.assign("/"), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  return null;
}
