import { describe, expect, it } from "vitest";
import { sanitizePageHtml } from "@/lib/validation/page-html";

// What the page editor produces survives the sanitiser unchanged where it should.
describe("the page editor's HTML through the sanitiser", () => {
  it("keeps a new tab for a link within the site only when asked, always for other sites", () => {
    expect(sanitizePageHtml('<a href="/page/3" target="_blank">x</a>')).toBe('<a href="/page/3" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizePageHtml('<a href="/page/3">x</a>')).toBe('<a href="/page/3">x</a>');
    expect(sanitizePageHtml('<a href="/page/3" target="_top">x</a>')).toBe('<a href="/page/3">x</a>');
    expect(sanitizePageHtml('<a href="https://example.org">x</a>')).toContain('target="_blank" rel="noopener noreferrer"');
  });
  it("keeps alignment, tables, pictures and allowed players; drops foreign frames", () => {
    const html =
      '<h3 style="text-align: center">T</h3><table><tbody><tr><th colspan="1" rowspan="1"><p>a</p></th></tr></tbody></table>' +
      '<img src="/site-file/0123456789abcdef0123456789abcdef.png" alt="A">' +
      '<div data-youtube-video=""><iframe src="https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;autoplay=0"></iframe></div>' +
      '<div data-youtube-video=""><iframe src="https://evil.example/embed"></iframe></div>';
    const out = sanitizePageHtml(html);
    expect(out).toContain('<h3 style="text-align:center">T</h3>');
    expect(out).toContain('<th colspan="1" rowspan="1"><p>a</p></th>');
    expect(out).toContain('<img src="/site-file/0123456789abcdef0123456789abcdef.png" alt="A" />');
    expect(out).toContain('src="https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;autoplay=0"');
    expect(out).not.toContain("evil.example");
  });
});
