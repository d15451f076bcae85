import http from "node:http";
import Provider from "oidc-provider";

// A real OpenID provider (oidc-provider 9) on loopback for the organisation sign-in tests. Its
// development login screen accepts any login name; the account's email is <login>@example.org,
// verified. Shared by the Playwright spec (fixed port, tests/e2e/support/servers.ts).

export type TestOidcProvider = { issuer: string; stop(): Promise<void> };

export async function startTestOidcProvider(opts: {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris ?? [],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: `sub-${id}`, email: `${id}@example.org`, email_verified: true, name: `OIDC ${id}`, given_name: "OIDC", family_name: id }),
    }),
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", () => resolve());
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
