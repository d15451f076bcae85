import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for mail tests (DESIGN §4): plain SMTP with AUTH, every message
// parsed with mailparser. `stop()` closes it (connections refused), `start()` opens it again on the
// same port. Shared by the integration tests and the Playwright journey.

/** `sessionId` names the SMTP connection it came over (pooled delivery sends many on one). */
export type ReceivedMail = ParsedMail & { envelopeTo: string[]; outboxHeader: string | null; sessionId: string };

export type TestSmtpServer = {
  port: number;
  user: string;
  pass: string;
  messages: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
};

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `delayMs` holds each message that long before accepting it (a slow server, to catch a worker mid-batch). */
export async function startTestSmtpServer(opts: { user?: string; pass?: string; port?: number; delayMs?: number } = {}): Promise<TestSmtpServer> {
  const user = opts.user ?? "sender@example.org";
  const pass = opts.pass ?? "Smtp-secret-2026";
  const port = opts.port ?? (await freeLoopbackPort());
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      logger: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      authMethods: ["PLAIN", "LOGIN"],
      onAuth(auth, _session, cb) {
        if (auth.username === user && auth.password === pass) return cb(null, { user });
        cb(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onData(stream, session, cb) {
        simpleParser(stream).then(
          async (m) => {
            if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
            const header = m.headers.get("x-symposia-outbox");
            messages.push(
              Object.assign(m, {
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                outboxHeader: header ? String(header) : null,
                sessionId: session.id,
              }),
            );
            cb();
          },
          (e) => cb(e as Error),
        );
      },
    });

  const api: TestSmtpServer = {
    port,
    user,
    pass,
    messages,
    async start() {
      if (server) return;
      const s = make();
      await new Promise<void>((resolve, reject) => {
        s.server.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
      // A client that dies mid-message (a killed worker) resets its connection: not our failure.
      s.on("error", () => undefined);
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(count, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
  };
  await api.start();
  return api;
}

/** Accepts TCP connections and never says a word: an SMTP server that hangs. */
export async function startSilentServer(): Promise<{ port: number; accepted(): number; open(): number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const srv = net.createServer((s) => {
    accepted++;
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => {});
  });
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", () => resolve()));
  return {
    port: (srv.address() as net.AddressInfo).port,
    /** connections made to it so far / still open (a client that gave up has closed its own) */
    accepted: () => accepted,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        srv.close(() => resolve());
      }),
  };
}
