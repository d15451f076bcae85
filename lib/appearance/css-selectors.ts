import selectorParser from "postcss-selector-parser";
import { PROTECTED_ATTRIBUTE, SCOPE_CLASS, SHELL_CLASS } from "./scope";

// Every selector of an organiser's CSS is moved under the scope class, so it matches
// only inside the public content area: `h1` → `.sym-shell .sym-site h1`, `body` / `html` / `:root`
// → the scope itself (`body.dark p` → `.sym-shell .sym-site.dark p`). The shell class in front
// gives it the built-in look's specificity, and it comes later, so the organiser wins a tie. Selectors naming the protected parts of the
// shell, sibling combinators off the scope root, CSS nesting (`&`) and shadow-DOM pseudo-classes are refused. Pure.

type Node = selectorParser.Node;

const isRootMarker = (n: Node) =>
  (n.type === "tag" && ["html", "body"].includes(n.value.toLowerCase())) || (n.type === "pseudo" && n.value.toLowerCase() === ":root");

function isRefused(sel: selectorParser.Selector): boolean {
  let refused = false;
  sel.walk((n) => {
    if (n.type === "attribute" && n.attribute.toLowerCase() === PROTECTED_ATTRIBUTE) refused = true;
    if (n.type === "nesting") refused = true;
    if (n.type === "pseudo" && /^:(host|host-context|scope)$|^::(slotted|part)$/i.test(n.value)) refused = true;
  });
  return refused;
}

/** One selector under the scope, whether it targets the scope root itself, or null when refused. */
function scopeOne(sel: selectorParser.Selector): { selector: string; root: boolean } | null {
  sel.walk((n) => {
    if (n.type === "comment") n.remove();
  });
  if (!sel.nodes.length || isRefused(sel)) return null;
  // Compounds between combinators: [[tag html], [tag body, class dark], [tag p]] for `html body.dark p`.
  const compounds: Node[][] = [[]];
  for (const n of sel.nodes) {
    if (n.type === "combinator") compounds.push([]);
    else compounds[compounds.length - 1].push(n);
  }
  let lastRoot = -1;
  compounds.forEach((c, i) => {
    if (c.some(isRootMarker)) lastRoot = i;
  });
  // html/body/:root only lead a selector (`p body` matches nothing anyway): refuse the rest.
  if (compounds.some((c, i) => i < lastRoot && !c.some(isRootMarker))) return null;
  const scope = selectorParser.className({ value: SCOPE_CLASS });
  const prefix = () => {
    sel.prepend(scope);
    sel.prepend(selectorParser.combinator({ value: " " }));
    sel.prepend(selectorParser.className({ value: SHELL_CLASS }));
  };
  // `+ p`, `body ~ *`: a sibling of the scope root lies outside the content area.
  const isSibling = (n: Node | undefined) => n?.type === "combinator" && /[+~]/.test(n.value);
  if (lastRoot === -1) {
    if (isSibling(sel.first)) return null;
    sel.first.spaces.before = sel.first.type === "combinator" ? " " : "";
    if (sel.first.type !== "combinator") sel.prepend(selectorParser.combinator({ value: " " }));
    prefix();
    return { selector: sel.toString().trim(), root: false };
  }
  const drop = new Set<Node>();
  let i = 0;
  for (const n of sel.nodes) {
    if (n.type === "combinator") {
      if (i < lastRoot) drop.add(n);
      else if (i === lastRoot && isSibling(n)) return null;
      i++;
    } else if (i < lastRoot || (i === lastRoot && (isRootMarker(n) || n.type === "universal"))) drop.add(n);
  }
  for (const n of drop) n.remove();
  if (sel.first) sel.first.spaces.before = "";
  prefix();
  return { selector: sel.toString().trim(), root: lastRoot === compounds.length - 1 };
}

export type ScopedSelectors = { selectors: string[]; root: boolean; refused: number };

/** A rule's selector list under the scope; `root` when any of them styles the scope root itself. */
export function scopeSelectorList(selector: string): ScopedSelectors {
  const out: ScopedSelectors = { selectors: [], root: false, refused: 0 };
  let ast: selectorParser.Root;
  try {
    ast = selectorParser().astSync(selector);
  } catch {
    return out;
  }
  for (const sel of ast.nodes) {
    const scoped = scopeOne(sel);
    if (!scoped) {
      out.refused++;
      continue;
    }
    if (!out.selectors.includes(scoped.selector)) out.selectors.push(scoped.selector);
    out.root ||= scoped.root;
  }
  return out;
}
