import { CliUsageError } from "./errors";

// The password of create-admin / create-conference comes from standard input, never from a flag
// (flags end up in shell history and the process list). Piped: exactly one line. On a terminal,
// only when asked (--password-stdin), read without echo.

const MAX_BYTES = 4096;

type Stdin = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

async function readAll(stdin: Stdin): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > MAX_BYTES) throw new CliUsageError("standard input is too long for a password (one line expected)");
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/** "secret", "secret\n" or "secret\r\n" → "secret"; anything else is not one line. */
export function oneLine(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new CliUsageError("the password on standard input is not valid UTF-8");
  }
  const line = text.replace(/\r?\n$/, "");
  if (/[\r\n]/.test(line)) throw new CliUsageError("standard input must hold one line: the password");
  return line;
}

/** Reads a line from the terminal without showing it; Ctrl-C gives up. */
function readHidden(stdin: Stdin, prompt: (text: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let line = "";
    prompt("Password (not shown): ");
    stdin.setRawMode?.(true);
    stdin.resume();
    const done = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      prompt("\n");
      if (error) reject(error);
      else resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") return done();
        if (ch === "\u0003") return done(new CliUsageError("cancelled"));
        if (ch === "\u007f" || ch === "\b") line = [...line].slice(0, -1).join("");
        else line += ch;
      }
    };
    stdin.on("data", onData);
  });
}

/**
 * The password given for the account, or null when none is (a set-password link is mailed then).
 * Piped input is read whether or not --password-stdin is given; empty piped input means "none"
 * unless the flag insists on one.
 */
export async function readPassword(stdin: Stdin, opts: { required: boolean; prompt: (text: string) => void }): Promise<string | null> {
  if (stdin.isTTY) return opts.required ? readHidden(stdin, opts.prompt) : null;
  const bytes = await readAll(stdin);
  if (!bytes.length) {
    if (opts.required) throw new CliUsageError("--password-stdin: standard input is empty (expected the password on one line)");
    return null;
  }
  return oneLine(bytes);
}
