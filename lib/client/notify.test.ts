import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { searchFailureText } from "./notify";

const texts = { network: "network down", failed: "search failed" };
const root = path.join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(`${dir}/${d.name}`) : d.name.endsWith(".tsx") ? [`${dir}/${d.name}`] : [],
  );
}

/**
 * Each `<Snackbar …>` or `<LazySnackbar …>` opening tag, however its props are wrapped (a `>` inside
 * `{…}` does not end it). The lazy wrapper's own `<Snackbar {...props} />` passes its caller's
 * props on, so it is the callers' tags that are checked.
 */
function snackbarTags(src: string): string[] {
  const tags: string[] = [];
  for (const start of src.matchAll(/<(?:Lazy)?Snackbar\b/g)) {
    const at = start.index;
    let depth = 0;
    let end = at;
    while (end < src.length && !(src[end] === ">" && depth === 0)) {
      if (src[end] === "{") depth++;
      if (src[end] === "}") depth--;
      end++;
    }
    const tag = src.slice(at, end + 1);
    if (!/^<Snackbar \{\.\.\.props\} \/>$/.test(tag)) tags.push(tag);
  }
  return tags;
}

describe("notifications (SPEC §8, §9)", () => {
  it("every toast stays 2 s (NOTIFY_MS), the mail failure 3 s (MAIL_FAILURE_MS)", () => {
    const wrong: string[] = [];
    let toasts = 0;
    for (const file of [...sources("components"), ...sources("app")]) {
      for (const tag of snackbarTags(readFileSync(path.join(root, file), "utf8"))) {
        toasts++;
        if (!/autoHideDuration=\{(NOTIFY_MS|MAIL_FAILURE_MS)\}/.test(tag)) wrong.push(`${file}: ${tag.replace(/\s+/g, " ")}`);
      }
    }
    expect(toasts).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it("a search shows nothing when it worked, the server's message on a non-200, our own text when no answer came", () => {
    expect(searchFailureText({ ok: true, status: 200, message: "" }, texts)).toBeNull();
    expect(searchFailureText({ ok: false, status: 502, message: "Directory unavailable" }, texts)).toBe("Directory unavailable");
    expect(searchFailureText({ ok: false, status: 500, message: " " }, texts)).toBe("search failed");
    expect(searchFailureText({ ok: false, status: 0, message: "" }, texts)).toBe("network down");
  });
});
