"use client";
import { useEffect, useRef } from "react";

/**
 * Moving an item re-orders the DOM, and a moved node loses the keyboard focus. Call the returned
 * function before the state change; after the next render the first enabled `[data-action]` of
 * the preferred kinds inside `scope` gets the focus back.
 */
export function useRefocus(): (scope: string, prefer: string[]) => void {
  const next = useRef<{ scope: string; prefer: string[] } | null>(null);
  useEffect(() => {
    const want = next.current;
    if (!want) return;
    next.current = null;
    for (const a of want.prefer) {
      const el = document.querySelector<HTMLElement>(`${want.scope} [data-action="${a}"]:not([disabled])`);
      if (el) return el.focus();
    }
  });
  return (scope, prefer) => {
    next.current = { scope, prefer };
  };
}
