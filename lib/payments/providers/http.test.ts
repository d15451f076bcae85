import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentFormOrigins, providerBaseUrl, simulatorUrl } from "./endpoints";
import { providerHttp } from "./http";
import { ProviderUnavailable } from "./types";

// Every outgoing call has a timeout and a retry policy: tested against a real loopback server
// that answers what each test scripts: 503s, a hang, a 4xx.

let server: http.Server;
let base = "";
let script: ((res: http.ServerResponse) => void)[] = [];
let calls = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    calls++;
    req.resume();
    const next = script.shift();
    if (next) next(res);
    else res.end("ok");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const reply =
  (status: number, body = "") =>
  (res: http.ServerResponse) => {
    res.statusCode = status;
    res.end(body);
  };
const hang = () => () => {}; // never answers
const policy = { timeoutMs: 300, retries: 2, backoffMs: 5 };

function run(steps: ((res: http.ServerResponse) => void)[], idempotent: boolean, method: "GET" | "POST" = "POST") {
  script = steps;
  calls = 0;
  return providerHttp("TEST", policy)({ method, url: `${base}/pay?sign=SECRET`, body: method === "POST" ? "{}" : undefined, idempotent });
}

describe("providerHttp", () => {
  it("retries an idempotent call after 5xx answers and returns the success", async () => {
    const r = await run([reply(503), reply(502), reply(200, "paid")], true);
    expect([r.status, r.text, calls]).toEqual([200, "paid", 3]);
  });

  it("never repeats a call that is not safe to send twice", async () => {
    await expect(run([reply(503), reply(200)], false)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(calls).toBe(1);
  });

  it("gives up after the retries with ProviderUnavailable, without the signed query string in the message", async () => {
    const e = await run([reply(500), reply(500), reply(500), reply(200)], true).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProviderUnavailable);
    expect(calls).toBe(3);
    expect((e as Error).message).not.toContain("SECRET");
  });

  it("a provider that does not answer times out (and is retried when safe)", async () => {
    const r = await run([hang(), reply(200, "late but fine")], true, "GET");
    expect([r.text, calls]).toEqual(["late but fine", 2]);
    await expect(run([hang()], false)).rejects.toThrow(/failed after 1 attempt/);
  });

  it("a 4xx is the provider's answer, returned as it is", async () => {
    const r = await run([reply(422, '{"name":"UNPROCESSABLE_ENTITY"}')], true);
    expect([r.status, calls]).toEqual([422, 1]);
  });
});

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe("endpoints", () => {
  it("the simulator replaces the gateways only in a demo or test environment", () => {
    vi.stubEnv("SYMPOSIA_DEMO", "1");
    expect(simulatorUrl(env({ PAYMENT_SIMULATOR_URL: "http://127.0.0.1:4600/" }))).toBe("http://127.0.0.1:4600");
    expect(providerBaseUrl("WECHAT", env({ PAYMENT_SIMULATOR_URL: "http://127.0.0.1:4600" }))).toBe("http://127.0.0.1:4600/wechat");
    expect(paymentFormOrigins(env({ PAYMENT_SIMULATOR_URL: "http://127.0.0.1:4600" }))).toEqual(["http://127.0.0.1:4600"]);
    vi.stubEnv("SYMPOSIA_DEMO", "0");
    expect(simulatorUrl(env({ PAYMENT_SIMULATOR_URL: "http://127.0.0.1:4600" }))).toBeNull();
    expect(providerBaseUrl("PAYPAL", env({ PAYMENT_SIMULATOR_URL: "http://127.0.0.1:4600" }))).toBe("https://api-m.paypal.com");
    expect(providerBaseUrl("PAYPAL", env({ PAYMENT_PROVIDER_MODE: "sandbox" }))).toBe("https://api-m.sandbox.paypal.com");
    expect(paymentFormOrigins(env({}))).toContain("https://gateway.95516.com");
    vi.unstubAllEnvs();
  });
});
