// What a process must finish before it exits on SIGTERM (the mail worker's messages in
// flight, a maintenance round, a job in hand). Background work started inside a Next bundle
// registers here; the custom server runs the hooks after it stopped taking requests. On globalThis:
// the server and the bundles load separate copies of this module. No server-only.

type Hook = () => Promise<unknown>;
const holder = globalThis as unknown as { __symposiaShutdownHooks?: Set<Hook> };
const hooks = (holder.__symposiaShutdownHooks ??= new Set<Hook>());

export function onShutdown(hook: Hook): void {
  hooks.add(hook);
}

/** Runs every hook once, at most `timeoutMs` in all; a failing hook does not stop the others. */
export async function runShutdownHooks(timeoutMs: number): Promise<void> {
  const all = Promise.allSettled([...hooks].map((h) => h()));
  hooks.clear();
  await Promise.race([all, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
}

const drainHolder = globalThis as unknown as { __symposiaDraining?: boolean };

/** SIGTERM received: this process still answers, but asks the balancer to stop sending (/api/ready). */
export function startDraining(): void {
  drainHolder.__symposiaDraining = true;
}

export function isDraining(): boolean {
  return drainHolder.__symposiaDraining === true;
}
