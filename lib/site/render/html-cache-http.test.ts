import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { HtmlCache } from "./html-cache";
import { withHtmlCache } from "./html-cache-http";

// The wrapper of scripts/server.ts on a real socket: what Next writes is copied and kept only when
// nothing personal could be in it, and hits never reach the handler. (Raw-array headers reach
// getHeaders() too: the wrapper sets its own header first, so Node merges them.)

const NONCE = "AbCdEfGhIjKlMnOpQrStUw==";
const CSP = `script-src 'self' 'nonce-${NONCE}'`;
const BODY = `<script nonce="${NONCE}">1</script><p>hi</p>`;
type Answer = (res: ServerResponse) => void;
const plain: Answer = (res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("content-security-policy", CSP);
  res.end(BODY);
};

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(answer: Answer) {
  const cache = new HtmlCache({ ttlMs: 10_000, maxEntries: 10, maxBytes: 1_000_000, hosts: null });
  const seen: IncomingMessage[] = [];
  const server = createServer(
    withHtmlCache((req, res) => {
      seen.push(req);
      answer(res);
    }, cache),
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  close = () => server.close();
  const port = (server.address() as AddressInfo).port;
  const get = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { cookie: "locale=zh", ...headers } });
    return { cache: res.headers.get("x-symposia-cache"), csp: res.headers.get("content-security-policy") ?? "", body: await res.text() };
  };
  return { get, seen };
}

describe("withHtmlCache", () => {
  it("answers the second anonymous request from the copy, with a fresh nonce in body and policy", async () => {
    const { get, seen } = await serve(plain);
    expect((await get()).cache).toBe("miss");
    const hit = await get();
    expect(hit.cache).toBe("hit");
    expect(seen).toHaveLength(1);
    const nonce = /'nonce-([^']+)'/.exec(hit.csp)![1];
    expect(nonce).not.toBe(NONCE);
    expect(hit.body).toBe(BODY.replace(NONCE, nonce));
  });

  it("never answers a session or Authorization request from the copy, nor keeps what it gets", async () => {
    const { get, seen } = await serve(plain);
    await get();
    expect((await get({ cookie: "locale=zh; symposia_session=abc" })).cache).toBeNull();
    expect((await get({ authorization: "Bearer abc" })).cache).toBeNull();
    expect((await get({ rsc: "1" })).cache).toBeNull();
    expect(seen).toHaveLength(4);
  });

  it.each<[string, Answer]>([
    [
      "setHeader",
      (res) => {
        res.setHeader("set-cookie", "x=1");
        plain(res);
      },
    ],
    ["writeHead object", (res) => res.writeHead(200, { "content-type": "text/html", "set-cookie": "x=1" }).end(BODY)],
    ["writeHead raw array", (res) => res.writeHead(200, ["content-type", "text/html", "set-cookie", "x=1"]).end(BODY)],
  ])("keeps no answer that sets a cookie (%s)", async (_, answer) => {
    const { get, seen } = await serve(answer);
    await get();
    expect((await get()).cache).toBe("miss");
    expect(seen).toHaveLength(2);
  });
});
