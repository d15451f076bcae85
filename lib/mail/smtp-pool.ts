import { createHash } from "node:crypto";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { ResolvedTransport } from "./transport";

// Pooled SMTP connections for the mail worker. A connection per message (TCP,
// greeting, EHLO, STARTTLS, AUTH, QUIT) held delivery near 80 mails a minute; a pool keeps up to
// MAIL_SMTP_POOL_MAX connections per server open and sends message after message over them.
// One pool per transport owner (a conference's MailConfig, or the platform's SMTP_URL), tagged with
// a fingerprint of the resolved settings: when a manager changes the settings, the next mail opens
// a new pool and the old one is closed. Pools idle for MAIL_SMTP_POOL_IDLE_MS are closed, and the
// worker closes all of them when it stops. No server-only: the standalone worker uses it.

type Entry = { owner: string; fingerprint: string; transporter: Transporter; lastUsed: number; inFlight: number; retired: boolean };

export type SmtpPools = {
  send(transport: ResolvedTransport, message: SendMailOptions): Promise<{ messageId: string }>;
  /** Open pools (for tests and diagnostics). */
  size(): number;
  /** Closes every pool; call once nothing is being sent (the worker does, after its last send). */
  closeAll(): void;
};

const POOL_MAX = Number(process.env.MAIL_SMTP_POOL_MAX ?? 5);
const IDLE_MS = Number(process.env.MAIL_SMTP_POOL_IDLE_MS ?? 60_000);

function fingerprint(options: ResolvedTransport["options"]): string {
  return createHash("sha256").update(JSON.stringify(options)).digest("hex");
}

export function createSmtpPools(opts: { maxConnections?: number; idleMs?: number } = {}): SmtpPools {
  const pools = new Map<string, Entry>();
  const maxConnections = opts.maxConnections ?? POOL_MAX;
  const idleMs = opts.idleMs ?? IDLE_MS;

  const sweep = setInterval(
    () => {
      const cutoff = Date.now() - idleMs;
      for (const e of pools.values()) if (e.inFlight === 0 && e.lastUsed < cutoff) retire(e);
    },
    Math.max(1000, Math.min(idleMs, 30_000)),
  );
  sweep.unref();

  // A retired pool takes no new mail and closes once its last message is through, so a settings
  // change never fails a message that was already queued on the old connections.
  function retire(e: Entry) {
    if (pools.get(e.owner) === e) pools.delete(e.owner);
    e.retired = true;
    if (e.inFlight === 0) e.transporter.close();
  }

  function entryFor(t: ResolvedTransport): Entry {
    const fp = fingerprint(t.options);
    const current = pools.get(t.owner);
    if (current?.fingerprint === fp) return current;
    if (current) retire(current); // the settings changed
    const base = typeof t.options === "string" ? { url: t.options } : t.options;
    const transporter = nodemailer.createTransport({ ...base, pool: true, maxConnections } as never);
    const e: Entry = { owner: t.owner, fingerprint: fp, transporter, lastUsed: Date.now(), inFlight: 0, retired: false };
    pools.set(t.owner, e);
    return e;
  }

  return {
    async send(t, message) {
      const e = entryFor(t);
      e.inFlight++;
      try {
        const info = await e.transporter.sendMail(message);
        return { messageId: String(info.messageId ?? "") };
      } finally {
        e.inFlight--;
        e.lastUsed = Date.now();
        if (e.retired && e.inFlight === 0) e.transporter.close();
      }
    },
    size: () => pools.size,
    closeAll() {
      clearInterval(sweep);
      for (const e of [...pools.values()]) retire(e);
    },
  };
}
