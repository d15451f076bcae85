import type { ChildProcess } from "node:child_process";

// Test processes are started detached, each in its own process group (so a SIGKILL takes all of
// it). If the test runner dies first nothing else would stop them, so every group still running is
// killed when the runner exits, however it exits.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const c of running) {
    try {
      process.kill(-c.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});

/** Kills `child`'s process group when the runner exits, unless the child has exited by then. */
export function killGroupOnExit(child: ChildProcess): void {
  running.add(child);
  child.once("exit", () => running.delete(child));
}
