import { describe, expect, it } from "vitest";
import { sanitizePageHtml } from "./page-html";

describe("sanitizePageHtml", () => {
  it("keeps what the editor makes: headings, lists, tables, links, images, videos", () => {
    const html =
      '<h2>Title</h2><ul><li>a</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<p style="text-align: center"><a href="https://example.org">out</a> <a href="/page/3">in</a></p>' +
      '<img src="/site-file/0123456789abcdef0123456789abcdef.png" alt="p"><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe></div>';
    const out = sanitizePageHtml(html);
    expect(out).toContain("<h2>Title</h2>");
    expect(out).toContain('<td colspan="2">x</td>');
    expect(out).toContain('<p style="text-align:center">');
    expect(out).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>');
    expect(out).toContain('<a href="/page/3">in</a>');
    expect(out).toContain('<img src="/site-file/0123456789abcdef0123456789abcdef.png" alt="p" />');
    expect(out).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/abc" sandbox="allow-scripts/);
  });

  it("gives the site's own pictures with a width a srcset of resized copies up to the width shown, and drops an author's", () => {
    const name = "/site-file/0123456789abcdef0123456789abcdef.jpg";
    // Without a width the picture keeps its own size: width descriptors would size it to the column.
    expect(sanitizePageHtml(`<img src="${name}" alt="own">`)).toBe(`<img src="${name}" alt="own" />`);
    const full = sanitizePageHtml(`<img src="${name}" width="3000" alt="wide">`);
    expect(full).toContain(
      `srcset="${name}?w=160 160w, ${name}?w=320 320w, ${name}?w=640 640w, ${name}?w=960 960w, ${name}?w=1280 1280w, ${name}?w=1920 1920w"`,
    );
    expect(full).toContain('sizes="(min-width: 1200px) 1152px, 100vw"');
    const narrow = sanitizePageHtml(`<img src="${name}" width="200" alt="narrow">`);
    expect(narrow).toContain(`srcset="${name}?w=160 160w, ${name}?w=320 320w, ${name}?w=640 640w"`);
    expect(narrow).toContain('sizes="(max-width: 200px) 100vw, 200px"');
    const foreign = sanitizePageHtml('<img src="https://example.org/a.png" srcset="https://evil.example/b.png 2x" sizes="10px">');
    expect(foreign).toBe('<img src="https://example.org/a.png" />');
  });

  it("drops scripts, handlers, javascript: and data:text/html, foreign frames and styles", () => {
    const html =
      '<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">j</a>' +
      '<a href="data:text/html;base64,PHNjcmlwdD4=">d</a><img src="data:text/html;base64,PHNjcmlwdD4="><iframe src="https://evil.example/x"></iframe>' +
      '<p style="background:url(javascript:alert(4)); width: expression(alert(5))">s</p><img src="data:image/png;base64,iVBORw0KGgo=">';
    const out = sanitizePageHtml(html);
    for (const bad of ["<script", "onerror", "javascript:", "data:text/html", "evil.example", "expression(", "background"]) expect(out).not.toContain(bad);
    expect(out).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(out).toContain("<p>s</p>");
  });
});
