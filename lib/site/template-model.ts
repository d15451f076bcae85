import { z } from "@/lib/validation/z";

// SPEC §2 "template elements show or hide depending on logged-in, attended and admin
// status". A page template (SiteTemplate.content) is an ordered list of elements; a page renders
// its template's elements in order, its own rich text where the "content" element stands.
// Shared by the template editor (config/template/*), the renderers of / and /page/{id}, and tests.

export const ELEMENT_KINDS = [
  "banner", // the conference banner (website settings) or, without one, its name on the primary colour
  "intro", // name, dates, venue and the registration window
  "registerButton", // "register now" while registration is open
  "content", // the page's own rich text
  "html", // organiser-written rich text (sanitised like pages), per language
  "contact", // contact e-mail and phone from the website settings
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export const VISIBILITY = ["always", "anonymous", "loggedIn", "attended", "notAttended", "admin"] as const;
export type Visibility = (typeof VISIBILITY)[number];

export const ZTemplateElement = z.object({
  kind: z.enum(ELEMENT_KINDS),
  show: z.enum(VISIBILITY).default("always"),
  htmlZh: z.string().max(200_000).optional(),
  htmlEn: z.string().max(200_000).optional(),
});
export type TemplateElement = z.infer<typeof ZTemplateElement>;

export const ZTemplateContent = z.object({ elements: z.array(ZTemplateElement).max(50) });
export type TemplateContent = z.infer<typeof ZTemplateContent>;

export type VisibilityFacts = { loggedIn: boolean; attended: boolean; admin: boolean };

/** Whether an element shows for this visitor ("admin" = a manager of the conference or a platform administrator). */
export function isVisible(show: Visibility, f: VisibilityFacts): boolean {
  switch (show) {
    case "always":
      return true;
    case "anonymous":
      return !f.loggedIn;
    case "loggedIn":
      return f.loggedIn;
    case "attended":
      return f.attended;
    case "notAttended":
      return f.loggedIn ? !f.attended : true;
    case "admin":
      return f.admin;
  }
}

/** The default PC and mobile template every new conference gets (the mobile one drops the banner's height, not elements). */
export const DEFAULT_TEMPLATE: TemplateContent = {
  elements: [
    { kind: "banner", show: "always" },
    { kind: "intro", show: "always" },
    { kind: "registerButton", show: "notAttended" },
    { kind: "content", show: "always" },
    { kind: "contact", show: "always" },
  ],
};

/** Reads stored template content; anything unreadable falls back to the content alone. */
export function parseTemplateContent(raw: unknown): TemplateContent {
  const parsed = ZTemplateContent.safeParse(raw);
  return parsed.success && parsed.data.elements.length ? parsed.data : { elements: [{ kind: "content", show: "always" }] };
}
