import { describe, expect, it } from "vitest";
import { PayloadTooLarge, ValidationError } from "@/lib/server/errors";
import { readBody } from "./body";

const URL_ = "http://demo.localhost/api/x";
const MiB = 1024 * 1024;

/** A body that never ends and counts what was pulled from it. */
function endless(chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      state.pulled += chunk;
      c.enqueue(new Uint8Array(chunk).fill(0x61));
    },
  });
  return { stream, state };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("gateway bodies", () => {
  it("refuses a declared Content-Length past the limit before reading anything", async () => {
    const { stream, state } = endless();
    const request = new Request(URL_, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-length": String(100 * MiB), "content-type": "application/json" },
    } as RequestInit);
    const e = await failure(readBody(request, MiB));
    expect(e).toBeInstanceOf(PayloadTooLarge);
    expect((e as PayloadTooLarge).status).toBe(413);
    expect(state.pulled).toBeLessThanOrEqual(64 * 1024 * 2); // at most what the stream pre-buffers
  });

  it("stops reading a chunked body at the limit instead of buffering it whole", async () => {
    const { stream, state } = endless();
    const request = new Request(URL_, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    const e = await failure(readBody(request, MiB));
    expect(e).toBeInstanceOf(PayloadTooLarge);
    expect(state.pulled).toBeLessThan(MiB + 4 * 64 * 1024);
  });

  it("answers malformed multipart, urlencoded and invalid UTF-8 with a field error", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=abc", '--abc\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end'],
      ["multipart/form-data", "no boundary at all"],
      ["multipart/form-data; boundary=abc", ""],
    ] as const) {
      const e = await failure(readBody(new Request(URL_, { method: "POST", body, headers: { "content-type": type } })));
      expect(e, `${type} ${body}`).toBeInstanceOf(ValidationError);
      expect((e as ValidationError).fieldErrors).toEqual({ _: "validation.malformedBody" });
    }
    const bad = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]); // {"a":"\xff\xfe"}
    const e = await failure(readBody(new Request(URL_, { method: "POST", body: bad, headers: { "content-type": "application/json" } })));
    expect((e as ValidationError).fieldErrors).toEqual({ _: "validation.malformedBody" });
  });

  it("reads JSON, forms and an empty body; garbage JSON is a 400", async () => {
    expect(await readBody(new Request(URL_, { method: "POST", body: '{"a":[1,"x"]}' }))).toEqual({ a: [1, "x"] });
    expect(await readBody(new Request(URL_, { method: "POST" }))).toEqual({});
    const form = new FormData();
    form.set("name", "x");
    expect(await readBody(new Request(URL_, { method: "POST", body: form }))).toEqual({ name: "x" });
    expect(await readBody(new Request(URL_, { method: "POST", body: new URLSearchParams({ a: "1" }) }))).toEqual({ a: "1" });
    const e = await failure(readBody(new Request(URL_, { method: "POST", body: "{nope" })));
    expect((e as ValidationError).fieldErrors).toEqual({ _: "validation.invalidType" });
  });

  it("takes a body up to the limit exactly", async () => {
    const body = JSON.stringify({ s: "a".repeat(MiB - 10) });
    expect(await readBody(new Request(URL_, { method: "POST", body }), MiB)).toEqual({ s: "a".repeat(MiB - 10) });
    const e = await failure(readBody(new Request(URL_, { method: "POST", body: JSON.stringify({ s: "a".repeat(MiB) }) }), MiB));
    expect(e).toBeInstanceOf(PayloadTooLarge);
  });
});
