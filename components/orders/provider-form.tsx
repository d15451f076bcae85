"use client";
import { useEffect, useRef } from "react";

/** The card provider's front-end request: a form posted to the provider at once (as its protocol asks). */
export function ProviderForm({ action, fields }: { action: string; fields: Record<string, string> }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method="post" action={action} data-testid="pay-provider-form" style={{ display: "none" }}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
