import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from "postcss";
import { scopeSelectorList } from "./css-selectors";

// An organiser's appearance CSS runs on every public page of the conference, so it is
// parsed and rebuilt, never passed through. What survives can only style the public content area
// (every selector is put under the scope class; html/body/:root become the scope itself), cannot
// load code or foreign resources (no @import, expression(), behavior, -moz-binding, url() other
// than https:, the site's own /site-file/… or an inline raster image) and cannot hide or cover the
// header with the sign-in: the scope root accepts only a short list of harmless properties, and
// `position: fixed` is dropped everywhere. Behind that, the scope root of a custom appearance has
// `contain: paint` (built-in base CSS), so nothing inside — even a value smuggled through var() —
// can paint outside the content area. No server-only: pure, unit-tested.

export class CssUnreadable extends Error {}

/** Properties a rule on the scope root itself may set: colours, type, spacing — never layout or visibility. */
const ROOT_SAFE =
  /^(color|background(-(color|image|position(-x|-y)?|size|repeat|attachment|origin|clip))?|font(-(family|size|style|weight|variant|feature-settings|stretch))?|line-height|letter-spacing|word-spacing|text-(align|decoration(-\w+)?|transform|shadow|indent|rendering|underline-offset)|padding(-(top|right|bottom|left|inline|block)(-(start|end))?)?|border(-[\w-]+)?|box-shadow|min-height|accent-color|caret-color|hyphens|word-break|overflow-wrap|white-space|tab-size|--[\w-]+)$/;

const DANGEROUS_PROPS = /^(-\w+-)?(behavior|binding)$/;
/** Functions that load or run something, spelled out after escapes and comments are removed. */
const DANGEROUS_VALUE = /expression\(|javascript:|vbscript:|livescript:|-moz-binding|behavior|image-set\(|src\(|<\/style|<!--|@import/;

/** CSS escapes (\6a, \"), comments and whitespace removed, lower-cased: what a browser would read. */
export function normaliseCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const cp = parseInt(hex, 16);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "\ufffd";
    })
    .replace(/\\\r?\n/g, "")
    .replace(/\\(.)/g, "$1")
    .replace(/\s+/g, "")
    .toLowerCase();
}

const SITE_FILE = /^\/site-file\/[a-z0-9_-]+\.[a-z0-9]+$/i;

/** Whether a url() target may stay: https:, the site's own files, or an inline raster image. */
export function isSafeUrl(target: string): boolean {
  const u = target.trim().replace(/^['"]|['"]$/g, "");
  if (SITE_FILE.test(u)) return true;
  if (/^https:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s"'()\\<>]*)?$/i.test(u)) return true;
  return /^data:image\/(png|jpeg|gif|webp)(;base64)?,[a-z0-9+/=%]*$/i.test(u);
}

/** Why a declaration is dropped, or null when it may stay. */
export function declarationProblem(prop: string, value: string, opts: { root?: boolean } = {}): string | null {
  const p = normaliseCss(prop);
  const v = normaliseCss(value);
  if (DANGEROUS_PROPS.test(p)) return "property";
  if (DANGEROUS_VALUE.test(v)) return "value";
  if (p === "position" && v.includes("fixed")) return "fixed";
  if (opts.root && !ROOT_SAFE.test(p)) return "root";
  const urls = v.match(/url\(([^)]*)\)?/g) ?? [];
  for (const u of urls) if (!isSafeUrl(u.slice(4).replace(/\)$/, ""))) return "url";
  if (/url\(/.test(v) && !urls.length) return "url";
  return null;
}

type Counter = { removed: number };

function remove(node: ChildNode, c: Counter) {
  node.remove();
  c.removed++;
}

function cleanDeclarations(container: Container, c: Counter, opts: { root?: boolean }) {
  for (const child of [...(container.nodes ?? [])]) {
    if (child.type !== "decl") {
      if (child.type === "comment") child.remove();
      else remove(child, c); // nested rules and at-rules inside a rule are not kept
      continue;
    }
    const d = child as Declaration;
    if (declarationProblem(d.prop, d.value, opts) || declarationProblem(d.prop, d.raws.value?.raw ?? "", opts)) {
      remove(d, c);
      continue;
    }
    d.raws = { before: "\n  ", between: ": " };
    d.value = d.value.trim();
  }
}

function cleanRule(rule: Rule, c: Counter) {
  const scoped = scopeSelectorList(rule.selector);
  if (!scoped.selectors.length) return remove(rule, c);
  c.removed += scoped.refused;
  rule.selector = scoped.selectors.join(",\n");
  rule.raws = { before: "\n", between: " ", after: "\n", semicolon: true };
  cleanDeclarations(rule, c, { root: scoped.root });
  if (!rule.nodes.length) rule.remove();
}

const KEYFRAME_SELECTOR = /^\s*(from|to|\d{1,3}(\.\d+)?%)(\s*,\s*(from|to|\d{1,3}(\.\d+)?%))*\s*$/i;

function cleanAtRule(at: AtRule, c: Counter) {
  const name = at.name.toLowerCase();
  const params = normaliseCss(at.params);
  if (DANGEROUS_VALUE.test(params) || /url\(/.test(params)) return remove(at, c);
  at.raws = { before: "\n", afterName: " ", between: " ", after: "\n", semicolon: true };
  if (["media", "supports", "container", "layer"].includes(name) && at.nodes) {
    cleanContainer(at, c);
    if (!at.nodes.length) at.remove();
    return;
  }
  // Keyframes are global: names MUI and emotion use (the header's ripples) are not the organiser's to redefine.
  if (/^(-\w+-)?keyframes$/.test(name) && at.nodes && /^[a-z][\w-]*$/i.test(at.params) && !/^(mui|animation-|css-|sym-)/i.test(at.params)) {
    for (const frame of [...at.nodes]) {
      if (frame.type === "rule" && KEYFRAME_SELECTOR.test(frame.selector)) {
        frame.raws = { before: "\n  ", between: " ", after: "\n  ", semicolon: true };
        cleanDeclarations(frame, c, {});
      } else if (frame.type === "comment") frame.remove();
      else remove(frame, c);
    }
    return;
  }
  // @font-face is dropped too: no font source is both allowed and served (site files are images,
  // CSP font-src is 'self'), and a local() alias named like the header's fonts ("Arial",
  // "Noto Sans CJK SC") would swap its glyphs for a symbol font — the sign-in made unreadable.
  remove(at, c); // @import, @charset, @namespace, @page, @document, @property, @font-face and anything newer
}

function cleanContainer(container: Container, c: Counter) {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === "comment") node.remove();
    else if (node.type === "rule") cleanRule(node, c);
    else if (node.type === "atrule") cleanAtRule(node, c);
    else remove(node, c); // a declaration outside any rule
  }
}

export type SanitisedCss = { css: string; removed: number };

/**
 * The organiser's CSS made safe for the public site (see the top of this file). Throws
 * CssUnreadable when it does not parse as a stylesheet.
 */
export function sanitizeAppearanceCss(input: string): SanitisedCss {
  let root: postcss.Root;
  try {
    root = postcss.parse(input.replace(/\u0000/g, "\ufffd"));
  } catch {
    throw new CssUnreadable();
  }
  const c: Counter = { removed: 0 };
  cleanContainer(root, c);
  root.raws = { after: "\n", semicolon: true };
  // `<` never reaches the <style> element: inside a string it is the same character, elsewhere it
  // was never valid CSS — so no "</style" can end the element, however it was spelled.
  const css = root.toString().trim().replace(/</g, "\\3c ");
  return { css: css && `${css}\n`, removed: c.removed };
}
