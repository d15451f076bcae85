import net from "node:net";

// A port another program holds is the commonest first-run failure (a second demo, another dev
// server). It deserves one line that says which setting moves it, not a stack trace.

/** The port of an EADDRINUSE error, else null. */
export function portInUse(e: unknown): number | null {
  const err = e as { code?: string; port?: number } | null;
  return err?.code === "EADDRINUSE" ? (err.port ?? null) : null;
}

export function portInUseLine(port: number, variable: string, what: string): string {
  return `[symposia] port ${port} (${what}) is already in use by another program: stop that program, or move ${what} with ${variable}=<another port>`;
}

/** True when nothing listens on host:port (checked by listening on it for an instant). */
export function portIsFree(port: number, host = "0.0.0.0"): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
