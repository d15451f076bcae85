import type { ApiJson } from "../support/http";
import http from "node:http";
import { rawRequest } from "../support/http";
import { createSessionToken, expect, test } from "./support/fixtures";

// Strict input against the production server: bodies past a route's limit are refused with 413 before
// they are read whole, and broken or hostile input answers 400 with a translated field error.

const MiB = 1024 * 1024;
const CHECK_PASSWORD = "/api/conference/conferenceRegUserConfig/checkPassword";

/**
 * Sends up to `max` bytes (respecting back-pressure) until the server answers; reports both. A server
 * that answers and closes while bytes are still in flight may reset the connection before its answer
 * is read (EPIPE / ECONNRESET): that is reported as `cut` with status 0.
 */
function pushUntilAnswered(
  port: number,
  path: string,
  headers: Record<string, string>,
  max: number,
  /** Sends one chunk, then waits this long for an answer before pushing on (a refusal on the headers alone). */
  waitFirstMs = 0,
): Promise<{ status: number; json: ApiJson | null; sent: number; cut: boolean }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    // From a loopback address of its own: sign-ins of the specs before this one spend 127.0.0.1's
    // per-address budget of this route, and a 429 sent before the body is read ends in EPIPE.
    const localAddress = `127.0.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false, localAddress }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")), sent, cut: false });
      });
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (answered) return;
      if (e.code === "EPIPE" || e.code === "ECONNRESET") resolve({ status: 0, json: null, sent, cut: true });
      else reject(e);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < max) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    if (!waitFirstMs) return pump();
    sent += chunk.length;
    req.write(chunk);
    setTimeout(pump, waitFirstMs);
  });
}

test("a declared 100 MiB body on an anonymous route is refused with 413 without being sent", async ({ port }) => {
  const r = await pushUntilAnswered(
    port,
    CHECK_PASSWORD,
    { host: `demo.localhost:${port}`, "content-type": "application/json", "content-length": String(100 * MiB) },
    100 * MiB,
    15_000, // the answer comes on the headers: pushing the body meanwhile would only race the close
  );
  expect(r.status).toBe(413);
  expect(r.json).toMatchObject({ code: 413, data: null });
  expect(r.json?.message).toContain("1 MB");
  expect(r.sent).toBe(64 * 1024); // answered on the headers, before a second chunk went out
});

test("an endless chunked body is cut off at the route's limit", async ({ port }) => {
  const r = await pushUntilAnswered(
    port,
    CHECK_PASSWORD,
    { host: `demo.localhost:${port}`, "content-type": "application/json", "transfer-encoding": "chunked" },
    200 * MiB,
  );
  // Either the 413 arrives or the connection is cut while bytes are in flight; both only after the
  // route's 1 MiB was read (a refusal before reading, such as a throttle, would come sooner).
  expect(r.cut ? "cut" : String(r.status)).toMatch(/^(cut|413)$/);
  expect(r.sent).toBeGreaterThan(1 * MiB);
  expect(r.sent).toBeLessThan(20 * MiB); // the limit plus what the sockets buffer, far from 200 MiB
});

test("broken multipart, NUL bytes, ids past int4 and impossible dates answer 400 on the field", async ({ port, sql }) => {
  const host = `demo.localhost:${port}`;
  const participant = await createSessionToken(sql, "alice@example.org");
  const manager = await createSessionToken(sql, "manager@example.org");
  const multipart = await rawRequest({
    port,
    host,
    path: "/api/conference/conferenceUser/temp/upload",
    method: "POST",
    headers: { authorization: `Bearer ${participant}`, "content-type": "multipart/form-data; boundary=x" },
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
  });
  expect([multipart.status, Object.keys(multipart.json().data.fieldErrors)]).toEqual([400, ["_"]]);

  const nul = await rawRequest({
    port,
    host,
    path: CHECK_PASSWORD,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "alice@example.org", password: "x\u0000" }),
  });
  expect(nul.status).toBe(400);
  expect(nul.json().data.fieldErrors.password).toBe("请删除文本中不可见的控制字符或损坏的符号");

  const id = await rawRequest({
    port,
    host,
    path: "/api/conference/conferenceRegUserConfig/deleteOptions?id=2147483648",
    method: "DELETE",
    headers: { authorization: `Bearer ${manager}` },
  });
  expect([id.status, Object.keys(id.json().data.fieldErrors)]).toEqual([400, ["id"]]);

  const list = await rawRequest({
    port,
    host,
    path: "/api/conference/conferenceUser/list",
    method: "POST",
    headers: { authorization: `Bearer ${manager}`, "content-type": "application/json" },
    body: JSON.stringify({ page: "1e15", from: "2026-02-30" }),
  });
  expect([list.status, Object.keys(list.json().data.fieldErrors).sort()]).toEqual([400, ["from", "page"]]);
});

test("a server action answers a NUL byte with a 400 field error, never a 500", async ({ page, at }) => {
  await page.goto(at("demo.localhost", "/conferencelogin"));
  await expect.poll(() => page.evaluate(() => localStorage.getItem("locale"))).not.toBeNull(); // hydrated
  await page
    .getByTestId("login-form")
    .getByLabel(/邮箱|Email/)
    .fill("nobody@example.org");
  await page
    .getByTestId("login-form")
    .getByLabel(/密码|Password/)
    .fill("Wrong-password-123");
  const sent = page.waitForRequest((r) => r.method() === "POST" && !!r.headers()["next-action"]);
  await page.getByTestId("login-submit").click();
  const action = await sent;
  const body = (action.postData() ?? "").replace("nobody@example.org", "nobody\\u0000@example.org");
  expect(body).toContain("\\u0000");
  const answer = await page.evaluate(
    async ({ id, type, body }) => {
      const r = await fetch("/conferencelogin", { method: "POST", headers: { "next-action": id, "content-type": type, accept: "text/x-component" }, body });
      return { status: r.status, text: await r.text() };
    },
    { id: action.headers()["next-action"], type: action.headers()["content-type"], body },
  );
  expect(answer.status).toBe(200);
  expect(answer.text).toContain('"ok":false');
  expect(answer.text).toContain('"status":400');
  expect(answer.text).toMatch(/"fieldErrors":\{"email":/);
});
