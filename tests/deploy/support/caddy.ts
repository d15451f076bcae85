import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import tls, { type PeerCertificate, type TLSSocket } from "node:tls";
import { killGroupOnExit } from "../../support/process-groups";

// The project's deploy/Caddyfile run by the real Caddy binary on loopback: only environment values
// differ from production (tls internal instead of ACME, loopback upstreams and ports, no admin API),
// through the placeholders the Caddyfile declares.

export type Caddy = { child: ChildProcess; output: string[]; rootCa: string; stop(): Promise<void> };

/** The caddy binary (CI's .ci/run installs Debian's package); a clear failure when there is none. */
export function caddyBinary(): string {
  const candidates = [process.env.CADDY_BIN, ...(process.env.PATH ?? "").split(":").map((d) => d && path.join(d, "caddy")), "/usr/bin/caddy"];
  for (const c of candidates) {
    if (!c) continue;
    try {
      accessSync(c, constants.X_OK);
      return c;
    } catch {
      /* next */
    }
  }
  throw new Error("caddy is not installed: the deployment test runs deploy/Caddyfile with it. Install it with `apt-get install caddy` (.ci/run does).");
}

export async function startCaddy(env: Record<string, string>, dataDir: string): Promise<Caddy> {
  // Only what Caddy needs: its own data and config directories, never those of a caddy service.
  const childEnv = {
    NODE_ENV: "production" as const,
    PATH: process.env.PATH ?? "",
    HOME: dataDir,
    XDG_DATA_HOME: path.join(dataDir, "data"),
    XDG_CONFIG_HOME: path.join(dataDir, "config"),
    ...env,
  };
  const child: ChildProcess = spawn(caddyBinary(), ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  killGroupOnExit(child);
  const output: string[] = [];
  const keep = (b: Buffer) => output.push(...b.toString().split("\n").filter(Boolean));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const rootPath = path.join(dataDir, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const end = Date.now() + 60_000;
  while (!(output.some((l) => l.includes("serving initial configuration")) && existsSync(rootPath))) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`caddy did not start:\n${output.slice(-30).join("\n")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    output,
    rootCa: readFileSync(rootPath, "utf8"),
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(-child.pid!, "SIGKILL");
      await exited;
    },
  };
}

/** A TLS handshake to `port` on loopback asking for `servername` (SNI), trusting only `ca`: the certificate it got. */
export function handshake(port: number, servername: string, ca: string): Promise<PeerCertificate> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: "127.0.0.1", port, servername, ca, ALPNProtocols: ["http/1.1"] }, () => {
      const cert = socket.getPeerCertificate();
      socket.end();
      resolve(cert);
    });
    socket.setTimeout(20_000, () => socket.destroy(new Error("handshake timed out")));
    socket.once("error", reject);
  });
}

export type TlsResponse = { status: number; headers: Record<string, string | string[] | undefined>; text: string; cert: PeerCertificate };

/** An HTTPS request as a browser at https://<servername>:<port> makes it, certificate checked against `ca`. */
export function httpsRequest(opts: {
  port: number;
  servername: string;
  ca: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<TlsResponse> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "127.0.0.1",
        port: opts.port,
        servername: opts.servername,
        ca: opts.ca,
        path: opts.path,
        method: opts.method ?? "GET",
        headers: { host: `${opts.servername}:${opts.port}`, ...opts.headers },
        agent: false,
      },
      (res) => {
        const cert = (res.socket as TLSSocket).getPeerCertificate();
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8"), cert }));
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("request timed out")));
    req.on("error", reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}
