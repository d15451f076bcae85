"use client";
import { useState } from "react";
import { gatewayFetch } from "@/lib/client/gateway-fetch";

type Answer = { fieldErrors?: Record<string, string> };

/**
 * One file sent at once to a gateway upload call (the server checks size and type by content and
 * names the stored file). Through gatewayFetch: it sends the cookies and runs the sign-in-expired
 * flow on a 401. Status 0 is offline or a connection dropped mid-upload: `failed` is shown then.
 */
export function useFileUpload<T extends object>(path: string, failed: string, valid: (answer: T) => boolean) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send(file: File): Promise<T | null> {
    setError(null);
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const r = await gatewayFetch<T & Answer>(path, { method: "POST", body });
      if (r.ok && r.data && valid(r.data)) return r.data;
      setError((r.status && (r.data?.fieldErrors?.file || r.message)) || failed);
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, send };
}
