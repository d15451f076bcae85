import pino from "pino";

// Structured JSON logs (one object per line on stdout) for every process. LOG_LEVEL sets
// the threshold (default info; "silent" in tests that start servers). One logger per process.

const holder = globalThis as unknown as { __symposiaLogger?: pino.Logger };

export function logger(): pino.Logger {
  return (holder.__symposiaLogger ??= pino({
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: process.env.SYMPOSIA_SERVICE ?? "symposia", pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["headers.authorization", "headers.cookie", "password", "token"], remove: true },
  }));
}
