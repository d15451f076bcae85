// The drawing thread's entry (render-book.ts starts it). Node runs the thread's TypeScript itself
// (type stripping: these files use only erasable syntax) instead of through tsx, whose loader in a
// thread of its own cost a second or more of CPU and startup per thread, more than the thread saved
// on two cores. The one hook, run in this thread, resolves the two things Node does not: imports
// without an extension and the project's "@/" alias.
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

await import("./render-thread.ts");
