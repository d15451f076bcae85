import { describe, expect, it } from "vitest";
import { declarationProblem, isSafeUrl, normaliseCss, sanitizeAppearanceCss } from "./css";
import { appearanceAreaFor } from "./scope";

const clean = (css: string) => sanitizeAppearanceCss(css).css;
const P = ".sym-shell .sym-site";

describe("sanitizeAppearanceCss: attacks through an organiser's CSS are left out", () => {
  it("cannot break out of the <style> element", () => {
    const out = clean(`p::after { content: "</style><script>alert(1)</script>" } a { color: red } /* </style><script>x</script> */`);
    expect(out).not.toMatch(/<\/?style|<script/i);
    expect(out).not.toContain("<");
    expect(out).toContain(`${P} a {`);
    // spelled with escapes or a comment between the letters, still no "<" reaches the output
    const sneaky = clean(`a { color/*</style><script>*/: red } b { content: "\\3c/style>" } c { font-family: "<\\/style>" }`);
    expect(sneaky).not.toContain("<");
    expect(sneaky).not.toMatch(/script/i);
  });

  it("drops url(javascript:…), vbscript:, svg data: and foreign schemes, however spelled", () => {
    const attacks = [
      "a { background: url(javascript:alert(1)) }",
      "a { background: url('JavaScript:alert(1)') }",
      "a { background: u\\72l(javascript:alert(1)) }",
      "a { background: url(java\\73 cript:alert(1)) }",
      "a { background-image: url(vbscript:msgbox) }",
      "a { background: url(data:image/svg+xml,<svg onload=alert(1)>) }",
      "a { background: url(data:text/html;base64,PHNjcmlwdD4=) }",
      "a { background: url(http://evil.example/x.png) }",
      "a { background: url(//evil.example/x.png) }",
      "a { background: image-set('javascript:alert(1)' 1x) }",
      "a { cursor: url(ftp://x/y.cur), auto }",
    ];
    for (const a of attacks) expect(clean(a), a).toBe("");
  });

  it("drops expression(), behavior and -moz-binding", () => {
    const out = clean(
      `a { width: expression(alert(1)); color: red } b { width: e\\78pression(alert(1)) } c { behavior: url(x.htc) } d { -ms-behavior: url(x.htc) } e { -moz-binding: url(https://evil/x.xml#y) } f { color: EXPRESSION(alert(1)) }`,
    );
    expect(out).toBe(`${P} a {\n  color: red;\n}\n`);
  });

  it("drops @import (any form), @charset, @namespace and other at-rules", () => {
    const out = clean(
      `@import url(https://evil.example/x.css); @import "x.css"; @IMPORT 'y.css' screen; @charset "utf-8"; @namespace svg url(http://www.w3.org/2000/svg); @page { margin: 0 } @property --x { syntax: '*'; inherits: false } @document url-prefix() { a { color: red } } h1 { color: navy }`,
    );
    expect(out).toBe(`${P} h1 {\n  color: navy;\n}\n`);
  });

  it("drops @font-face (foreign, inline, or an alias that would swap the header's font) and global keyframe names", () => {
    expect(clean(`@font-face { font-family: X; src: url(https://evil.example/f.woff2) }`)).toBe("");
    expect(clean(`@font-face { font-family: X; src: url(data:font/woff2;base64,AAAA) }`)).toBe("");
    expect(clean(`@font-face { font-family: Arial; src: local("Webdings") }`)).toBe("");
    expect(clean(`@keyframes animation-61bdi0 { to { opacity: 0 } } @keyframes mui-auto-fill { to { opacity: 0 } }`)).toBe("");
  });

  it("cannot hide or cover the header with the sign-in", () => {
    const out = clean(`
      [data-protected] { display: none }
      [data-protected="header"] a, .x [DATA-PROTECTED] { visibility: hidden }
      html, body, :root { display: none; visibility: hidden; opacity: 0; position: absolute; transform: scale(0); contain: none; margin-top: -200px; z-index: 99 }
      .overlay { position: fixed; inset: 0; z-index: 99999; background: white }
      .x { position: FIXED }
      & a { color: red }
      :host { display: none }
      :scope { display: none }`);
    expect(out).not.toMatch(/protected|display|visibility|opacity|position|transform|contain|margin|z-index:\s*99\b/);
    // the overlay keeps harmless parts only, and cannot leave the content area (contain: paint on it)
    expect(out).toContain(`${P} .overlay {\n  inset: 0;\n  z-index: 99999;\n  background: white;\n}`);
  });

  it("cannot reach a sibling of the content area", () => {
    const out = clean(`+ header, ~ * { display: none } body ~ * { color: red } html > body + div, :root ~ p { opacity: 0 } p ~ p { color: blue }`);
    expect(out).toBe(`${P} p ~ p {\n  color: blue;\n}\n`);
  });

  it("drops nested rules instead of guessing their scope", () => {
    expect(clean(`.a { color: red; .b { display: none } @media print { display: none } }`)).toBe(`${P} .a {\n  color: red;\n}\n`);
  });

  it("refuses unreadable CSS as a whole", () => {
    expect(() => sanitizeAppearanceCss("a { color: red")).toThrow();
    expect(() => sanitizeAppearanceCss('a { content: "x }')).toThrow();
  });
});

describe("sanitizeAppearanceCss: normal CSS is kept, under the scope", () => {
  it("prefixes every selector and maps html/body/:root to the scope itself", () => {
    const out = clean(
      `h1, .title > a:hover { color: #123456 } body { background: #fdf6e3; color: #222 } html body.dark p { color: #eee } :root { --accent: #c00 } * { box-sizing: border-box } > p { margin: 0 }`,
    );
    expect(out).toBe(
      [
        `${P} h1,\n${P} .title > a:hover {\n  color: #123456;\n}`,
        `${P} {\n  background: #fdf6e3;\n  color: #222;\n}`,
        `${P}.dark p {\n  color: #eee;\n}`,
        `${P} {\n  --accent: #c00;\n}`,
        `${P} * {\n  box-sizing: border-box;\n}`,
        `${P} > p {\n  margin: 0;\n}`,
        "",
      ].join("\n"),
    );
  });

  it("keeps @media and @supports, scoped recursively, and keyframes", () => {
    const out = clean(
      `@media (max-width: 600px) { body { font-size: 14px } .card { display: none } @media print { h1 { color: black } } } @supports (display: grid) { .g { display: grid } } @keyframes pulse { from { opacity: 0 } 50% { opacity: .5 } to { opacity: 1 } }`,
    );
    expect(out).toContain("@media (max-width: 600px) {");
    expect(out).toContain(`${P} {\n  font-size: 14px;\n}`);
    expect(out).toContain(`${P} .card {\n  display: none;\n}`); // hiding a part of the content is the organiser's right
    expect(out).toContain(`${P} h1 {\n  color: black;\n}`);
    expect(out).toContain(`${P} .g {\n  display: grid;\n}`);
    expect(out).toMatch(/@keyframes pulse \{\s*from \{\s*opacity: 0;/);
  });

  it("keeps safe images: https, the site's own files, inline raster data", () => {
    const out = clean(
      `.a { background: url("https://cdn.example.org/a.png") } .b { background-image: url(/site-file/0123456789abcdef0123456789abcdef.png) } .c { background: url(data:image/png;base64,iVBORw0KGgo=) }`,
    );
    expect(out).toContain('url("https://cdn.example.org/a.png")');
    expect(out).toContain("url(/site-file/0123456789abcdef0123456789abcdef.png)");
    expect(out).toContain("url(data:image/png;base64,iVBORw0KGgo=)");
    expect(sanitizeAppearanceCss(out).removed).toBe(0); // the output is a fixed point
  });

  it("counts what it left out", () => {
    expect(sanitizeAppearanceCss(`@import "x"; a { color: red; behavior: url(x) } [data-protected] { color: red }`).removed).toBe(3);
  });
});

describe("helpers", () => {
  it("normalises escapes and comments before matching", () => {
    expect(normaliseCss("e\\78 pression(")).toBe("expression(");
    expect(normaliseCss("ja/**/va\\73 cript:")).toBe("javascript:");
  });
  it("judges URLs", () => {
    expect(isSafeUrl("https://example.org/x.png")).toBe(true);
    expect(isSafeUrl("javascript:alert(1)")).toBe(false);
    expect(isSafeUrl("/site-file/../../etc/passwd")).toBe(false);
    expect(isSafeUrl("data:image/jpeg;base64,AAAA")).toBe(true);
    expect(isSafeUrl("data:image/svg+xml;base64,AAAA")).toBe(false);
  });
  it("refuses fixed positioning anywhere and layout on the root", () => {
    expect(declarationProblem("position", "fixed")).toBe("fixed");
    expect(declarationProblem("display", "none", { root: true })).toBe("root");
    expect(declarationProblem("color", "red", { root: true })).toBeNull();
  });
  it("applies the organiser's CSS to public content pages only", () => {
    expect(appearanceAreaFor("/")).toBe("full");
    expect(appearanceAreaFor("/page/12")).toBe("full");
    expect(appearanceAreaFor("/conferencelogin")).toBe("builtin");
    expect(appearanceAreaFor("/profile/userInfo")).toBe("builtin");
    expect(appearanceAreaFor("/platform/config/exterior")).toBe("none");
    expect(appearanceAreaFor("/admin")).toBe("none");
    expect(appearanceAreaFor("/platformer")).toBe("full");
  });
});
