"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Goes home after a short pause (SPEC §2: on sign-in failure show the error, then go to /). */
export function RedirectHome({ delayMs }: { delayMs: number }) {
  const router = useRouter();
  useEffect(() => {
    const t = setTimeout(() => router.push("/"), delayMs);
    return () => clearTimeout(t);
  }, [delayMs, router]);
  return null;
}
