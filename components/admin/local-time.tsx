"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};

/** An instant in the viewer's own time zone (known only in the browser); UTC in the server's markup. */
export function LocalTime({ iso, locale }: { iso: string; locale: string }) {
  const text = useSyncExternalStore(
    never,
    () => new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "zh-CN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    () => `${iso.slice(0, 16).replace("T", " ")} UTC`,
  );
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

/** The viewer's time zone name, for the "times in your time zone" note. */
export function LocalZone() {
  return (
    <>
      {useSyncExternalStore(
        never,
        () => Intl.DateTimeFormat().resolvedOptions().timeZone,
        () => "UTC",
      )}
    </>
  );
}
