import { AsyncLocalStorage } from "node:async_hooks";

// next/headers outside Next: integration tests call route code (lib/gateway/dispatch.ts) with a
// real Request, and headers() / cookies() answer from that request, as Next's request scope would.
// Use in a test file:
//   vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
//   const response = await withRequest(request, () => dispatch(request, segments));

type Scope = { headers: Headers; jar: Map<string, string> };
const scopes = new AsyncLocalStorage<Scope>();

function scope(): Scope {
  const s = scopes.getStore();
  if (!s) throw new Error("next/headers used outside withRequest()");
  return s;
}

function parseCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) jar.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  return jar;
}

function cookieStore(jar: Map<string, string>) {
  const store = {
    get: (name: string | { name: string }) => {
      const key = typeof name === "string" ? name : name.name;
      return jar.has(key) ? { name: key, value: jar.get(key)! } : undefined;
    },
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string | { name: string; value: string }, value?: string) => {
      if (typeof name === "string") jar.set(name, value ?? "");
      else jar.set(name.name, name.value);
      return store;
    },
    delete: (name: string | { name: string }) => {
      jar.delete(typeof name === "string" ? name : name.name);
      return store;
    },
    get size() {
      return jar.size;
    },
  };
  return store;
}

export const nextHeaders = {
  headers: async () => scope().headers,
  cookies: async () => cookieStore(scope().jar),
  draftMode: async () => ({ isEnabled: false, enable() {}, disable() {} }),
};

/** Runs `fn` as if inside Next's handling of `request`. */
export function withRequest<T>(request: Request, fn: () => Promise<T>): Promise<T> {
  return scopes.run({ headers: request.headers, jar: parseCookies(request.headers.get("cookie")) }, fn);
}
