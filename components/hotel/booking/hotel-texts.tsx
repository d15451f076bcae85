"use client";
import { RichText } from "@/components/ui/rich-text";
import { Section } from "@/components/ui/section";
import type { SafeHtml } from "@/lib/registration/instructions-html";

// A client component: RichText styles with an sx function, which cannot cross from a server page.
/** The organisers' description of the hotels (in the reader's language, cleaned on the server). */
export function HotelTexts({ title, html }: { title: string; html: SafeHtml }) {
  return (
    <Section title={title} testId="hotel-description">
      <RichText html={html} />
    </Section>
  );
}
