import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
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
  // The bytes on the wire (fetch would decode them).
  const raw = (headers: Record<string, string>) =>
    new Promise<{ headers: IncomingMessage["headers"]; body: Buffer }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
  return { get, raw, seen };
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

  it("keeps a page Next gzip'd decoded, and answers gzip to a browser that accepts it, identity to one that does not", async () => {
    const gzipping: Answer = (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", CSP);
      res.setHeader("content-encoding", "gzip");
      res.setHeader("vary", "rsc, Accept-Encoding");
      res.end(gzipSync(BODY));
    };
    const { raw, seen } = await serve(gzipping);
    await raw({ cookie: "locale=zh", "accept-encoding": "gzip" });
    const zipped = await raw({ cookie: "locale=zh", "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["x-symposia-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("rsc, Accept-Encoding");
    const nonce = /'nonce-([^']+)'/.exec(String(zipped.headers["content-security-policy"]))![1];
    expect(gunzipSync(zipped.body).toString()).toBe(BODY.replace(NONCE, nonce));
    const plainCopy = await raw({ cookie: "locale=zh" });
    expect(plainCopy.headers["x-symposia-cache"]).toBe("hit");
    expect(plainCopy.headers["content-encoding"]).toBeUndefined();
    expect(plainCopy.body.toString()).toContain("<p>hi</p>");
    expect(seen).toHaveLength(1);
  });

  it("answers a first visit from the copy of the default language, and gives it the locale cookie", async () => {
    // As proxy.ts does: a browser without the cookie gets the default language's and the cookie.
    const { get, raw, seen } = await serve((res) => {
      if (!/locale=/.test(seen.at(-1)?.headers.cookie ?? "")) res.setHeader("set-cookie", "locale=zh; Path=/; SameSite=lax");
      plain(res);
    });
    expect((await raw({})).headers["x-symposia-cache"]).toBe("miss");
    const again = await raw({ "accept-encoding": "gzip" });
    expect(again.headers["x-symposia-cache"]).toBe("hit");
    expect(again.headers["set-cookie"]).toEqual(["locale=zh; Path=/; SameSite=lax"]);
    const returning = await get();
    expect(returning.cache).toBe("hit");
    expect(seen).toHaveLength(1);
  });
});
