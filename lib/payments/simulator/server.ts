import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fromMinor } from "@/lib/billing/money";
import type { SimKeys } from "./keys";
import type { Decision, Delivery, Notify, NotifyOptions, SimModule, SimPayment, SimRequest, SimResponse, SimState } from "./types";

// The loopback payment simulator: speaks each provider's protocol to the app (create,
// query, capture, refund), shows the payer an approve / decline page clearly marked "demo payment",
// and sends signed notifications — delayed, repeated or dropped on request. Never in production:
// scripts/payment-sim.ts refuses NODE_ENV=production without SYMPOSIA_DEMO=1, and the app ignores
// PAYMENT_SIMULATOR_URL outside a demo (lib/payments/providers/endpoints.ts).
//
// Control API (tests, the control page /sim):
//   GET  /sim/payments?bill=…            the simulator's payments (JSON)
//   GET  /sim/deliveries?bill=…          notifications sent or held back, with the app's answers
//   POST /sim/controls {outage?, dropNotifies?, delayMs?, replays?}
//   POST /sim/deliveries/{id}/replay?times=n   send a recorded notification again
//   GET  /sim/pay/{id}  and  POST /sim/pay/{id} decision=approve|decline   the payer's page

const MAX_BODY = 256 * 1024;

export type Simulator = { url: string; state: SimState; close(): Promise<void> };

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export const html = (body: string, status = 200): SimResponse => ({ status, headers: { "content-type": "text/html; charset=utf-8" }, body });
export const json = (value: unknown, status = 200): SimResponse => ({ status, headers: { "content-type": "application/json" }, body: JSON.stringify(value) });
export const redirect = (location: string): SimResponse => ({ status: 303, headers: { location }, body: "" });

/** A page that posts `fields` to `action` at once (the card provider's front-end return). */
export function autoPostForm(action: string, fields: Record<string, string>): SimResponse {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return html(
    `${page("Returning…", `<form id="f" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Continue</button></noscript></form>`)}` +
      `<script>document.getElementById("f").submit()</script>`,
  );
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Demo payment</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:0;background:#f4f6f8;color:#1c2430}
main{max-width:520px;margin:0 auto;padding:24px 16px}.banner{background:#b71c1c;color:#fff;padding:10px 16px;font-weight:600;text-align:center}
.card{background:#fff;border-radius:8px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}dl{display:grid;grid-template-columns:120px 1fr;gap:6px 12px}
dt{color:#5b6675}dd{margin:0;overflow-wrap:anywhere}button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #1565c0;cursor:pointer}
.approve{background:#1565c0;color:#fff}.decline{background:#fff;color:#b71c1c;border-color:#b71c1c}.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-bottom:1px solid #ddd;padding:4px;text-align:left;vertical-align:top}</style></head>
<body><div class="banner" data-testid="sim-banner">DEMO PAYMENT · 演示支付 — no real money is moved</div><main>${body}</main></body></html>`;
}

const PROVIDER_TITLE: Record<string, string> = { paypal: "PayPal", alipay: "Alipay 支付宝", wechat: "WeChat Pay 微信支付", card: "Card payment 银联在线" };

function approvePage(p: SimPayment): SimResponse {
  const rows: [string, string][] = [
    ["Merchant order", p.billNo],
    ["Amount", `${fromMinor(p.amountMinor, p.currency)} ${p.currency}`],
    ["For", p.subject],
    ["Status", p.status],
  ];
  const dl = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd data-testid="sim-${k.split(" ")[0].toLowerCase()}">${escapeHtml(v)}</dd>`).join("");
  const open = p.status === "created" || p.status === "approved";
  const buttons = open
    ? `<form method="post" class="row"><button class="approve" name="decision" value="approve" data-testid="sim-approve">Approve payment</button>` +
      `<button class="decline" name="decision" value="decline" data-testid="sim-decline">Decline</button></form>`
    : `<p data-testid="sim-closed">This payment is ${escapeHtml(p.status)}.</p>`;
  return html(page(PROVIDER_TITLE[p.provider], `<div class="card"><h1>${escapeHtml(PROVIDER_TITLE[p.provider])}</h1><dl>${dl}</dl>${buttons}</div>`));
}

function controlPage(state: SimState): SimResponse {
  const rows = [...state.payments.values()]
    .reverse()
    .map(
      (p) =>
        `<tr><td><a href="/sim/pay/${escapeHtml(p.id)}">${escapeHtml(p.id)}</a></td><td>${escapeHtml(p.provider)}</td><td>${escapeHtml(p.billNo)}</td>` +
        `<td>${escapeHtml(fromMinor(p.amountMinor, p.currency))} ${escapeHtml(p.currency)}</td><td>${escapeHtml(p.status)}</td></tr>`,
    )
    .join("");
  const deliveries = [...state.deliveries]
    .reverse()
    .map(
      (d) =>
        `<tr><td>${d.id}</td><td>${escapeHtml(d.billNo)}</td><td>${escapeHtml(d.event)}</td><td>${d.attempts.map((a) => `${escapeHtml(a.at)} → ${a.status ?? "—"}`).join("<br>") || "held back"}</td>` +
        `<td><form method="post" action="/sim/deliveries/${d.id}/replay"><button>Send again</button></form></td></tr>`,
    )
    .join("");
  return html(
    page(
      "Simulator",
      `<h1>Payment simulator</h1><h2>Payments</h2><table><tr><th>Id</th><th>Provider</th><th>Bill</th><th>Amount</th><th>Status</th></tr>${rows}</table>` +
        `<h2>Notifications</h2><table><tr><th>#</th><th>Bill</th><th>Event</th><th>Attempts</th><th></th></tr>${deliveries}</table>`,
    ),
  );
}

/**
 * Posts a notification. The app's conference hosts are often "<name>.localhost", which Node does not
 * resolve: those are sent to 127.0.0.1 with the Host header the app needs to find the conference.
 */
export function postNotify(n: Notify, timeoutMs = 10_000): Promise<{ status: number; body: string }> {
  const u = new URL(n.url);
  const local = u.hostname === "localhost" || u.hostname.endsWith(".localhost");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: local ? "127.0.0.1" : u.hostname,
        port: u.port || 80,
        path: `${u.pathname}${u.search}`,
        method: "POST",
        headers: { ...n.headers, host: u.host, "content-length": Buffer.byteLength(n.body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8").slice(0, 500) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(n.body);
  });
}

async function attempt(d: Delivery): Promise<void> {
  const at = new Date().toISOString();
  try {
    const r = await postNotify(d.notify);
    d.attempts.push({ at, status: r.status, body: r.body });
  } catch (e) {
    d.attempts.push({ at, status: null, body: e instanceof Error ? e.message : String(e) });
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, r: SimResponse) {
  res.writeHead(r.status, { "cache-control": "no-store", ...r.headers });
  res.end(r.body);
}

export async function startSimulator(opts: { keys: SimKeys; modules: SimModule[]; port?: number; host?: string }): Promise<Simulator> {
  const pending = new Set<Promise<void>>();
  const state: SimState = {
    keys: opts.keys,
    origin: "",
    payments: new Map(),
    controls: { outage: false, dropNotifies: false, delayMs: 0, replays: 0 },
    deliveries: [],
    newId: (prefix) => `${prefix}${randomBytes(8).toString("hex").toUpperCase()}`,
    notify(p, event, notify, options: NotifyOptions = {}) {
      const d: Delivery = { id: state.deliveries.length + 1, paymentId: p.id, billNo: p.billNo, event, notify, attempts: [] };
      state.deliveries.push(d);
      if (state.controls.dropNotifies) return d;
      const delayMs = options.delayMs ?? state.controls.delayMs;
      const times = 1 + (options.replays ?? state.controls.replays);
      const run = (async () => {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        for (let i = 0; i < times; i++) await attempt(d);
      })();
      pending.add(run);
      void run.finally(() => pending.delete(run));
      return d;
    },
  };
  const moduleOf = (p: SimPayment) => opts.modules.find((m) => m.provider === p.provider)!;

  async function route(req: SimRequest): Promise<SimResponse> {
    const path = req.url.pathname;
    if (path === "/" || path === "/sim") return controlPage(state);
    if (path === "/sim/payments" && req.method === "GET") {
      const bill = req.url.searchParams.get("bill");
      return json([...state.payments.values()].filter((p) => !bill || p.billNo === bill));
    }
    if (path === "/sim/deliveries" && req.method === "GET") {
      const bill = req.url.searchParams.get("bill");
      return json(state.deliveries.filter((d) => !bill || d.billNo === bill));
    }
    if (path === "/sim/controls" && req.method === "POST") {
      const body = req.rawBody ? (JSON.parse(req.rawBody) as Partial<typeof state.controls>) : {};
      for (const k of ["outage", "dropNotifies"] as const) if (typeof body[k] === "boolean") state.controls[k] = body[k];
      for (const k of ["delayMs", "replays"] as const) if (typeof body[k] === "number") state.controls[k] = body[k];
      return json(state.controls);
    }
    const replay = path.match(/^\/sim\/deliveries\/(\d+)\/replay$/);
    if (replay && req.method === "POST") {
      const d = state.deliveries.find((x) => x.id === Number(replay[1]));
      if (!d) return json({ error: "no such delivery" }, 404);
      const times = Math.min(20, Math.max(1, Number(req.url.searchParams.get("times") ?? 1)));
      for (let i = 0; i < times; i++) await attempt(d);
      return req.headers.accept?.includes("text/html") ? redirect("/sim") : json(d);
    }
    const pay = path.match(/^\/sim\/pay\/([A-Za-z0-9_-]+)$/);
    if (pay) {
      const p = state.payments.get(pay[1]);
      if (!p) return html(page("Not found", "<p>No such payment.</p>"), 404);
      if (req.method === "GET") return approvePage(p);
      const decision = req.form().decision;
      if (decision !== "approve" && decision !== "decline") return html(page("Bad request", "<p>approve or decline</p>"), 400);
      if (p.status !== "created" && p.status !== "approved") return approvePage(p);
      return moduleOf(p).decide(p, decision as Decision, state);
    }
    for (const m of opts.modules) {
      if (path !== m.prefix && !path.startsWith(`${m.prefix}/`)) continue;
      if (state.controls.outage) return json({ name: "SERVICE_UNAVAILABLE", message: "simulated outage" }, 503);
      const r = await m.handle(req, state);
      if (r) return r;
    }
    return json({ error: "not found" }, 404);
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const rawBody = await readBody(req);
        const url = new URL(req.url ?? "/", state.origin);
        const form = () => Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : rawBody));
        send(res, await route({ method: req.method ?? "GET", url, headers: req.headers, rawBody, form }));
      } catch (e) {
        send(res, json({ error: e instanceof Error ? e.message : String(e) }, 500));
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  state.origin = `http://${opts.host ?? "127.0.0.1"}:${port}`;
  return {
    url: state.origin,
    state,
    async close() {
      await Promise.allSettled([...pending]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
