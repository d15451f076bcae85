// Loaded with `--import` by the abstract book's render process (render.ts) and its drawing thread
// (render-book.ts): Node runs their TypeScript itself (type stripping; these files use only
// erasable syntax) instead of through tsx, whose loader runs in a thread of its own and cost about
// 0.3 s of CPU in the render process and a second in each drawing thread (docs/performance.md,
// "Abstract book"). The one hook, run in the loading thread, resolves the two things Node does not:
// imports without an extension and the project's "@/" alias.
import { registerHooks } from "node:module";

const root = new URL("../../", import.meta.url).href;

registerHooks({
  resolve(specifier, context, next) {
    const spec = specifier.startsWith("@/") ? root + specifier.slice(2) : specifier;
    try {
      return next(spec, context);
    } catch (e) {
      if (spec.startsWith(".") || spec.startsWith("file:")) return next(`${spec}.ts`, context);
      throw e;
    }
  },
});
