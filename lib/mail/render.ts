// Template rendering: `{placeholder}` substitution. Values are HTML-escaped in the HTML body and
// kept verbatim (minus line breaks) in the subject and the plain-text part. A placeholder the
// template may not use, or one without a value, is an error — never an empty gap in a mail.
// Pure and browser-safe: the editor's preview uses the same function as the worker.

export type RenderedMail = { subject: string; html: string; text: string };
export type TemplateText = { subject: string; body: string };

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
/** A placeholder used as a value or as an optional section's name ({?deadline} … {/deadline}). */
const NAME_USE = /\{[?/]?([A-Za-z][A-Za-z0-9]*)\}/g;
/**
 * `{?deadline}, please finish by {deadline}{/deadline}`: the text between the marks only when the
 * placeholder has a value, so an optional fact leaves no half sentence ("by —") behind.
 */
const SECTION = /\{\?([A-Za-z][A-Za-z0-9]*)\}([\s\S]*?)\{\/\1\}/g;

export class MailRenderError extends Error {
  constructor(
    readonly reason: "unknown" | "missing",
    readonly placeholder: string,
  ) {
    super(`${reason === "unknown" ? "unknown placeholder" : "no value for placeholder"} {${placeholder}}`);
    this.name = "MailRenderError";
  }
}

/** Placeholder names used in a text, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(NAME_USE)].map((m) => m[1]))];
}

/** Placeholders in `text` that `allowed` does not contain. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((p) => !allowed.includes(p));
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** A readable plain-text version of an HTML body (the mail's text/plain alternative). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "")
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => {
        const label = inner.replace(/<[^>]+>/g, "");
        return !href || label.includes(href) ? label : `${label} (${href})`;
      })
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li\b[^>]*>/gi, "- ")
      .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|ul|ol|table)>/gi, "\n")
      .replace(/<[^>]+>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function substitute(text: string, allowed: readonly string[], values: Record<string, unknown>, encode: (v: string) => string): string {
  return text.replace(PLACEHOLDER, (_m, name: string) => {
    if (!allowed.includes(name)) throw new MailRenderError("unknown", name);
    const v = values[name];
    if (v === undefined || v === null) throw new MailRenderError("missing", name);
    return encode(String(v));
  });
}

/** The text with each optional section kept (marks dropped) when its placeholder has a value, else removed. */
function withSections(text: string, values: Record<string, unknown>): string {
  return text.replace(SECTION, (_m, name: string, inner: string) => (values[name] == null || values[name] === "" ? "" : inner));
}

/** Renders one language of a template with the values of its placeholders. */
export function renderTemplate(given: TemplateText, allowed: readonly string[], values: Record<string, unknown>): RenderedMail {
  const template = { subject: withSections(given.subject, values), body: withSections(given.body, values) };
  // A header must stay one line whatever a value holds (no header injection, no folded subjects).
  const subject = substitute(template.subject, allowed, values, (v) => v.replace(/[\r\n]+/g, " "))
    .replace(/[\r\n]+/g, " ")
    .trim();
  const html = substitute(template.body, allowed, values, escapeHtml);
  const text = substitute(htmlToText(template.body), allowed, values, (v) => v);
  return { subject, html, text };
}
