import "server-only";
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BookInput } from "./model";
import type { ChildMessage } from "./render-child";

// Runs render-child.ts in a process of its own (the app's node, running its TypeScript with
// ts-hooks.mjs) and waits for its PDF.
// Progress arrives over IPC; a child that runs past the time limit is killed. Failures come back
// as an Error whose `key` is an abstractBook.errors.* message key, safe to show.

export type Progress = Extract<ChildMessage, { type: "progress" }>;
export const RENDER_TIMEOUT_MS = Number(process.env.ABSTRACT_BOOK_TIMEOUT_MS ?? 20 * 60_000);
const CHILD = path.join(process.cwd(), "lib", "abstract-book", "render-child.ts");
const HOOKS = path.join(process.cwd(), "lib", "abstract-book", "ts-hooks.mjs");

const failure = (key: string, detail: string) => Object.assign(new Error(`${key}: ${detail}`), { key });

export async function renderInChild(
  book: BookInput,
  meta: { title: string; author: string; lang: string; created: Date },
  onProgress: (p: Progress) => void,
): Promise<{ pdf: Buffer; pages: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), "symposia-book-"));
  const out = path.join(dir, "book.pdf");
  try {
    const child = spawn(process.execPath, ["--import", HOOKS, CHILD], {
      cwd: process.cwd(),
      stdio: ["pipe", "ignore", "inherit", "ipc"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    const result = new Promise<{ pages: number }>((resolve, reject) => {
      let done: { pages: number } | null = null;
      let error: Error | null = null;
      const timer = setTimeout(() => {
        error = failure("abstractBook.errors.timeout", `no result after ${RENDER_TIMEOUT_MS} ms`);
        child.kill("SIGKILL");
      }, RENDER_TIMEOUT_MS);
      child.on("message", (m: ChildMessage) => {
        if (m.type === "progress") onProgress(m);
        else if (m.type === "done") done = { pages: m.pages };
        else error = failure(m.key, m.message);
      });
      child.on("error", (e) => (error ??= failure("abstractBook.errors.render", e.message)));
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        if (done && code === 0) resolve(done);
        else reject(error ?? failure("abstractBook.errors.render", `render process ended with ${signal ?? code}`));
      });
    });
    child.stdin!.end(JSON.stringify({ book, meta: { ...meta, created: meta.created.toISOString() }, out }));
    const { pages } = await result;
    return { pdf: await readFile(out), pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
