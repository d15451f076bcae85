import { createHash } from "node:crypto";

// What a log line may say about a message someone else wrote (a refused payment notification):
// its size, a SHA-256 to find the full body among the stored rows, and a short excerpt in which
// every character outside printable ASCII is escaped — so a body cannot end the line and write a
// forged one after it, nor hide text with terminal or bidirectional control characters.

const EXCERPT_CHARS = 200;

export function escapeForLog(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ch === "\\" || ch === '"') out += `\\${ch}`;
    else if (c >= 0x20 && c <= 0x7e) out += ch;
    else if (c <= 0xffff) out += `\\u${c.toString(16).padStart(4, "0")}`;
    else out += `\\u{${c.toString(16)}}`;
  }
  return out;
}

export function bodyForLog(body: string, max = EXCERPT_CHARS): string {
  const sha256 = createHash("sha256").update(body, "utf8").digest("hex");
  const chars = Array.from(body);
  const excerpt = escapeForLog(chars.slice(0, max).join(""));
  return `sha256=${sha256} bytes=${Buffer.byteLength(body, "utf8")} excerpt="${excerpt}"${chars.length > max ? "…" : ""}`;
}
