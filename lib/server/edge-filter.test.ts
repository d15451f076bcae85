import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPagePolicy } from "@/lib/site/page-csp";
import { ACTION_BODY_MAX, foreignOrigin, malformedPath, withEdgeFilter } from "./edge-filter";

// The custom server's edge (scripts/server.ts) around a stand-in for Next that answers like Next
// would once a request gets past: pages as HTML stamped with the nonce it was given, actions by
// echoing the body they read.
let server: Server;
let port = 0;
const reached: string[] = [];

function fakeNext(req: IncomingMessage, res: ServerResponse) {
  reached.push(`${req.method} ${req.url}`);
  if (req.headers["next-action"]) {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/x-component" });
      res.end(Buffer.concat(chunks));
    });
    return;
  }
  if (req.url?.startsWith("/api/")) {
    res.setHeader("content-type", "application/json");
    res.end("{}");
    return;
  }
  if (req.url === "/proxied") res.setHeader("content-security-policy", "script-src 'nonce-fromproxy'");
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"] ?? ""))?.[1] ?? "none";
  res.statusCode = req.url === "/foo.bar" ? 404 : 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(`<script nonce="${nonce}"></script>`);
}

type Answer = { status: number; headers: IncomingMessage["headers"]; body: string };
function send(method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers: { host: "demo.localhost:3000", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}
const action = (body: Buffer | string, headers: Record<string, string> = {}) =>
  send(
    "POST",
    "/platform/config/mail",
    { "next-action": "7f00aa", origin: "http://demo.localhost:3000", "content-type": "text/plain;charset=UTF-8", ...headers },
    body,
  );

beforeAll(async () => {
  server = createServer(withEdgeFilter(fakeNext, { pagePolicy: (h) => freshPagePolicy(h, { dev: false, formActions: [] }) }));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the edge before Next", () => {
  it("answers a malformed %-escape in the path 400 with the envelope, in the visitor's language", async () => {
    expect(malformedPath("/api/%E0%A4%A")).toBe(true);
    expect(malformedPath("/page/%E4%BC%9A?q=%E0%A4%A")).toBe(false); // only the path: Next reads queries leniently
    const zh = await send("GET", "/api/%E0%A4%A");
    expect(zh.status).toBe(400);
    expect(zh.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(zh.body)).toEqual({ code: 400, data: null, message: "请求格式不正确。" });
    const en = await send("GET", "/page/%zz", { cookie: "locale=en" });
    expect(JSON.parse(en.body)).toEqual({ code: 400, data: null, message: "The request is malformed." });
    expect(reached.filter((r) => r.includes("%E0%A4%A") || r.includes("%zz"))).toEqual([]);
  });

  it("gives every HTML page the CSP whose nonce Next stamped, also where proxy.ts's matcher skips (a dot in the last segment)", async () => {
    for (const path of ["/foo.bar", "/page/1.x", "/"]) {
      const r = await send("GET", path);
      const csp = String(r.headers["content-security-policy"] ?? "");
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(csp).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      expect(r.body).toBe(`<script nonce="${nonce}"></script>`);
    }
    // The policy proxy.ts set stays; JSON answers get none.
    expect((await send("GET", "/proxied")).headers["content-security-policy"]).toBe("script-src 'nonce-fromproxy'");
    expect((await send("GET", "/api/ping")).headers["content-security-policy"]).toBeUndefined();
  });

  it("refuses a server action from a foreign or unparseable origin with 403 and the envelope", async () => {
    for (const origin of ["https://evil.example", "null", "http://demo.localhost:3000.evil.example", "not a url"]) {
      const r = await action("[]", { origin });
      expect(r.status, origin).toBe(403);
      expect(JSON.parse(r.body)).toMatchObject({ code: 403, data: null, message: "请求来源不被允许。" });
    }
    expect(foreignOrigin({ origin: "http://demo.localhost:3000", host: "demo.localhost:3000" })).toBe(false);
    expect(foreignOrigin({ origin: "https://demo.example", host: "127.0.0.1:3000", "x-forwarded-host": "demo.example" })).toBe(false);
    expect(foreignOrigin({ host: "demo.localhost:3000" })).toBe(false); // no Origin: left to Next and action(...)
  });

  it("refuses a server action whose body Next could not decode with 400, and hands a good one over intact", async () => {
    for (const [body, type] of [
      ["{not json", "text/plain;charset=UTF-8"],
      ["", "text/plain;charset=UTF-8"],
      ["--x\r\nbroken", "multipart/form-data; boundary=x"],
      ["whatever", "multipart/form-data"],
    ]) {
      const r = await action(body, { "content-type": type });
      expect(r.status, `${type} ${body}`).toBe(400);
      expect(JSON.parse(r.body)).toMatchObject({ code: 400, data: null });
    }
    const json = '["$K1",{"name":"会议"}]';
    expect(await action(json)).toMatchObject({ status: 200, body: json });
    const form =
      '--b\r\nContent-Disposition: form-data; name="1_name"\r\n\r\n会议\r\n--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--b--\r\n';
    expect(await action(form, { "content-type": "multipart/form-data; boundary=b" })).toMatchObject({ status: 200, body: form });
    expect((await action(Buffer.alloc(ACTION_BODY_MAX + 1, 0x20))).status).toBe(413);
  });

  it("bounds an action's body as Next does: a multipart upload of exactly the limit goes through whole, one byte more is 413", async () => {
    const type = { "content-type": "multipart/form-data; boundary=b" };
    const head =
      '--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--b\r\nContent-Disposition: form-data; name="1_file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n';
    const tail = "\r\n--b--\r\n";
    const upload = (size: number) => Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length, 0x25), Buffer.from(tail)]);
    const atLimit = await action(upload(ACTION_BODY_MAX), type);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.length).toBe(ACTION_BODY_MAX);
    expect((await action(upload(ACTION_BODY_MAX + 1), type)).status).toBe(413);
  });

  it("lets a client go that hangs up in the middle of an action's body: the wrapper settles, nothing is left rejected", async () => {
    const settled: Promise<unknown>[] = [];
    const edge = withEdgeFilter(fakeNext, { pagePolicy: (h) => freshPagePolicy(h, { dev: false, formActions: [] }) });
    const s = createServer((req, res) => void settled.push(Promise.resolve(edge(req, res))));
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    try {
      const { port: p } = s.address() as AddressInfo;
      const client = connect(p, "127.0.0.1");
      await new Promise<void>((r) => client.once("connect", r));
      client.write(
        "POST /platform/config/mail HTTP/1.1\r\nHost: demo.localhost:3000\r\nNext-Action: 7f00aa\r\nOrigin: http://demo.localhost:3000\r\n" +
          'Content-Type: text/plain;charset=UTF-8\r\nContent-Length: 1000\r\n\r\n["$K1"',
      );
      await expect.poll(() => settled.length).toBe(1);
      client.destroy();
      await expect(settled[0]).resolves.toBeUndefined();
    } finally {
      await new Promise<void>((r) => s.close(() => r()));
    }
  });

  it("uses Next's own limit, which next.config.ts leaves at its default", async () => {
    const { default: config } = await import("@/next.config");
    expect(config.experimental?.serverActions?.bodySizeLimit).toBeUndefined();
    expect(ACTION_BODY_MAX).toBe(1024 * 1024);
  });
});
