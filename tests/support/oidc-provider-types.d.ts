// Minimal types for oidc-provider (it ships none): what the sign-in tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  type Account = { accountId: string; claims: () => Promise<Record<string, unknown>> };
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & { findAccount?: (ctx: unknown, id: string) => Promise<Account> });
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
