import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { createSessionToken, expect, test } from "./support/fixtures";

// Issue 29's page-weight budgets, on the production build: the HTML as a browser that accepts gzip
// receives it, counted in bytes on the wire. Visitor pages ≤ 40 KB, a personal-centre page ≤ 60 KB,
// a management list ≤ 90 KB. The home page is fetched both from the anonymous HTML cache (host
// "localhost": the only host the e2e servers cache, scripts/serve-test-app.ts) on a first visit, and
// rendered by Next (demo.localhost), so both ways of answering are compressed and within budget.

const KB = 1024;

type Wire = { status: number; encoding: string | undefined; vary: string; cache: string | undefined; bytes: number; html: string };

function fetchWire(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: "127.0.0.1",
        port,
        path,
        headers: { host: `${host}:${port}`, "accept-encoding": "gzip", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) budget", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          resolve({
            status: res.statusCode ?? 0,
            encoding,
            vary: String(res.headers.vary ?? ""),
            cache: res.headers["x-symposia-cache"] as string | undefined,
            bytes: body.length,
            html: (encoding === "gzip" ? gunzipSync(body) : body).toString("utf8"),
          });
        });
      },
    )
      .on("error", reject)
      .end();
  });
}

// Soft on the size: every page's figure is reported, not only the first one over its budget.
function withinBudget(w: Wire, budgetKb: number, page: string) {
  expect(w.status, page).toBe(200);
  expect(w.html, page).toContain("<html");
  expect(w.encoding, page).toBe("gzip");
  expect(w.vary, page).toMatch(/accept-encoding/i);
  test.info().annotations.push({ type: "gzip KB", description: `${page}: ${(w.bytes / KB).toFixed(1)} (budget ${budgetKb})` });
  expect.soft(w.bytes, `${page}: ${(w.bytes / KB).toFixed(1)} KB gzip, budget ${budgetKb} KB`).toBeLessThanOrEqual(budgetKb * KB);
}

test("visitor pages: gzip'd HTML ≤ 40 KB, the cached home page too, on a first visit", async ({ port }) => {
  const first = await fetchWire(port, "localhost", "/");
  const cached = await fetchWire(port, "localhost", "/");
  expect(cached.cache).toBe("hit");
  withinBudget(first, 40, "home, first visit (cache miss)");
  withinBudget(cached, 40, "home, first visit (cache hit)");
  withinBudget(await fetchWire(port, "demo.localhost", "/", { cookie: "locale=en" }), 40, "home, rendered");
  withinBudget(await fetchWire(port, "demo.localhost", "/page/about"), 40, "/page/about");
  withinBudget(await fetchWire(port, "demo.localhost", "/conferencelogin"), 40, "/conferencelogin");
});

test("a personal-centre page ≤ 60 KB and a management list ≤ 90 KB, gzip'd, signed in", async ({ port, sql }) => {
  const participant = await createSessionToken(sql, "alice@example.org");
  withinBudget(await fetchWire(port, "demo.localhost", "/profile/userInfo", { cookie: `symposia_session=${participant}; locale=zh` }), 60, "/profile/userInfo");
  const manager = await createSessionToken(sql, "manager@example.org");
  withinBudget(
    await fetchWire(port, "demo.localhost", "/platform/manage/user", { cookie: `symposia_session=${manager}; locale=zh` }),
    90,
    "/platform/manage/user",
  );
});
