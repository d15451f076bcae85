import "server-only";
import sanitizeHtml from "sanitize-html";

// The registration instructions are organiser-written rich text (the settings' editor). They are
// shown inline in the page's own typography rather than in a sandboxed frame of fixed
// height, so the HTML is cleaned here, on the server, with a well-kept sanitiser: the editor's
// tags and safe links only — no scripts, handlers, styles, frames or forms, whoever wrote it.

/** HTML that went through sanitizeInstructions (a brand: a plain string cannot be passed by mistake). */
export type SafeHtml = string & { readonly __safeHtml: true };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "title", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"] },
  // A link leaves the half-filled form alone: new tab, no opener.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }) },
};

export function sanitizeInstructions(html: string | null | undefined): SafeHtml {
  return sanitizeHtml(html ?? "", OPTIONS).trim() as SafeHtml;
}
