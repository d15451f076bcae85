import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { type ClientArea, pickClientMessages } from "@/lib/i18n/client-namespaces";

/**
 * The translation provider of one area: its client components get only the messages they use
 * (lib/i18n/client-namespaces.ts), which travel in the page's flight data. It replaces the
 * messages of a provider around it for what it wraps.
 */
export async function ClientMessages({ area, children }: { area: ClientArea; children: ReactNode }) {
  const messages = (await getMessages()) as Parameters<typeof pickClientMessages>[0];
  return <NextIntlClientProvider messages={pickClientMessages(messages, area)}>{children}</NextIntlClientProvider>;
}
