import { describe, expect, it } from "vitest";
import { sanitizeInstructions } from "./instructions-html";

// The notice is rendered inline now, so nothing but the editor's markup may pass.
describe("registration instructions HTML", () => {
  it("keeps the editor's markup and opens links in a new tab without an opener", () => {
    const html = '<h2>Notice</h2><p><strong>Bring</strong> <em>ID</em>, <u>see</u> <a href="https://example.org/x">the venue</a>.</p><ul><li>One</li></ul>';
    expect(sanitizeInstructions(html)).toBe(
      '<h2>Notice</h2><p><strong>Bring</strong> <em>ID</em>, <u>see</u> <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">the venue</a>.</p><ul><li>One</li></ul>',
    );
  });

  it("drops scripts, handlers, styles, frames, forms and script URLs", () => {
    const evil = [
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      '<p style="position:fixed;inset:0" onclick="alert(1)">hi</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<a href="javascript:alert(1)">click</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      "<style>body{display:none}</style>",
    ].join("");
    const out = sanitizeInstructions(evil);
    expect(out).not.toMatch(/script|onerror|onclick|style|iframe|form|input|javascript|data:/i);
    expect(out).toContain("<p>hi</p>");
    expect(out).toContain('<a target="_blank" rel="noopener noreferrer">click</a>');
  });

  it("reads nothing as nothing", () => {
    expect(sanitizeInstructions(null)).toBe("");
    expect(sanitizeInstructions("  <script>x</script> ")).toBe("");
  });
});
