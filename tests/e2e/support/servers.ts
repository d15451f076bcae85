// The app servers the browser tests run against: one normal, one with proxy.ts switched off to
// prove that pages, actions and the gateway deny by themselves (DESIGN §2).
export type E2EServer = { name: string; port: number; schema: string; proxy: boolean; embeddedPort: number };

// The suite runs in E2E_LANES lanes at once (`npm test` uses two: most of a browser test is waiting,
// so one lane leaves half the machine idle). Each lane is a Playwright worker with servers, schemas,
// mail and sign-in peers, payment simulator and upload folder of its own, so lanes never see each
// other's changes to the demo conference; a worker finds its lane in TEST_PARALLEL_INDEX, which
// Playwright sets before the test files load. E2E_PORT_OFFSET moves a whole copy of the suite.
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 1));
const LANE_STRIDE = 200;
const base = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The port offset of `lane` (the whole copy's offset included). */
export function laneOffset(lane: number): number {
  return base + lane * LANE_STRIDE;
}

/** This worker's lane's offset. */
export const E2E_OFFSET = laneOffset(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const offset = E2E_OFFSET;
/** What a lane's schemas and folders are told apart by (none for the first lane). */
const laneSuffix = (o: number) => (o ? `_${o}` : "");

function serversAt(o: number): E2EServer[] {
  const s = laneSuffix(o);
  return [
    { name: "proxy-on", port: 3100 + o, schema: `e2e${s}`, proxy: true, embeddedPort: 55433 + o },
    { name: "proxy-off", port: 3101 + o, schema: `e2e_noproxy${s}`, proxy: false, embeddedPort: 55434 + o },
  ];
}

/** This lane's app servers. */
export const E2E_SERVERS: E2EServer[] = serversAt(offset);
/** Every lane's app servers, with the offset that starts them (playwright.config.ts). */
export const ALL_LANES = Array.from({ length: E2E_LANES }, (_, lane) => ({ offset: laneOffset(lane), servers: serversAt(laneOffset(lane)) }));
/** Where this lane's servers keep uploaded files (lib/server/storage's local driver). */
export const E2E_UPLOAD_DIR = `.data/uploads${laneSuffix(offset)}`;

// The account specs run a real SMTP server and a real OIDC provider on these loopback
// ports; the app servers get SMTP_URL and OIDC_PROVIDERS pointing at them (scripts/serve-test-app.ts).
export const E2E_SMTP_PORT = 4025 + offset;
export const E2E_OIDC_PORT = 4026 + offset;
export const E2E_OIDC_CLIENT = { key: "cstnet", clientId: "symposia-e2e", clientSecret: "e2e-oidc-client-secret-2026" };
export const E2E_SMTP_AUTH = { user: "platform@example.org", pass: "Smtp-platform-2026" };
// The loopback payment simulator both app servers pay through (its keys: .data/payment-sim).
export const E2E_PAYSIM_PORT = 4027 + offset;
/** The payment simulator's port in the copy at `o` (playwright.config.ts starts one per lane). */
export const paysimPortAt = (o: number) => 4027 + o;
export const E2E_PAYSIM_URL = `http://127.0.0.1:${E2E_PAYSIM_PORT}`;
/** The APP_SECRET of the e2e servers (the seed encrypts the simulated providers' keys with it). */
export const E2E_APP_SECRET = "e2e-only-secret-0123456789abcdef0123456789";

export function e2eAccountEnv(): Record<string, string> {
  const { key, clientId, clientSecret } = E2E_OIDC_CLIENT;
  return {
    UPLOAD_DIR: E2E_UPLOAD_DIR,
    PAYMENT_SIMULATOR_URL: E2E_PAYSIM_URL,
    // The mail specs' "send test mail" goes to that loopback server, which a deployment refuses by default.
    SMTP_ALLOWED_HOSTS: "127.0.0.1,localhost",
    SMTP_URL: `smtp://${encodeURIComponent(E2E_SMTP_AUTH.user)}:${encodeURIComponent(E2E_SMTP_AUTH.pass)}@127.0.0.1:${E2E_SMTP_PORT}?ignoreTLS=true`,
    OIDC_PROVIDERS: JSON.stringify([{ key, issuer: `http://127.0.0.1:${E2E_OIDC_PORT}`, clientId, clientSecret }]),
  };
}

// BENCH_PORT_OFFSET moves the bench's server, schema and embedded database, so that two checkouts
// can each run their part of the bench at once.
const benchOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
/** Not an e2e project: the server `npm run bench` starts. */
export const BENCH_SERVER: E2EServer = {
  name: "bench",
  port: 3190 + benchOffset,
  schema: `bench${laneSuffix(benchOffset)}`,
  proxy: true,
  embeddedPort: 55435 + benchOffset,
};

export function serverNamed(name: string): E2EServer {
  const s = [...E2E_SERVERS, BENCH_SERVER].find((x) => x.name === name);
  if (!s) throw new Error(`unknown e2e server ${name}`);
  return s;
}
