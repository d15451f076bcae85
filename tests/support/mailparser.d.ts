// Minimal types for mailparser (it ships none): what the mail tests read.
declare module "mailparser" {
  import type { Readable } from "node:stream";
  export type ParsedMail = {
    subject?: string;
    html: string | false;
    text?: string;
    messageId?: string;
    from?: { text: string; value: { address?: string; name: string }[] };
    to?: { text: string; value: { address?: string; name: string }[] } | { text: string }[];
    headers: Map<string, unknown>;
  };
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
