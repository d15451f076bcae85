"use client";
import { RichText } from "@/components/ui/rich-text";
import { Section } from "@/components/ui/section";
import type { SafeHtml } from "@/lib/registration/instructions-html";

// A client component: RichText styles with an sx function, which cannot cross from a server page.
/** The organisers' instructions (in the reader's language, cleaned on the server) above the form. */
export function SubmissionInstructions({ title, html }: { title: string; html: SafeHtml }) {
  return (
    <Section title={title} testId="submission-instructions">
      <RichText html={html} />
    </Section>
  );
}
