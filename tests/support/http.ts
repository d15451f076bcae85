import http from "node:http";

// A plain HTTP request from Node with full control of the Host header and the source address:
// fetch() drops a Host header, and per-IP limits need distinct client addresses, which on
// loopback are real ones (127.0.0.2, 127.0.0.3, … all reach a server bound to 0.0.0.0).
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => ApiJson };

/** The gateway envelope as tests read it; `data` is whatever the call answers. */
export type ApiJson = { code: number; data: ApiData; message: string };
// A test reads the answer it expects field by field; a structural type per call would only repeat the route.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiData = any;

export function rawRequest(opts: {
  port: number;
  host: string; // the Host header, e.g. "demo.localhost:3100"
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  from?: string; // source address on loopback
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: opts.port,
        path: opts.path,
        method: opts.method ?? "GET",
        localAddress: opts.from,
        headers: { host: opts.host, ...opts.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}
