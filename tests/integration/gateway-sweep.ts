import { standardField } from "@/lib/forms/fields";
import { dispatch } from "@/lib/gateway/dispatch";
import { saveOptions, saveVersion } from "@/lib/registration/form-service";
import { ZRegisterSettings } from "@/lib/registration/schemas";
import { saveAttendance } from "@/lib/registration/service";
import { saveRegisterSettings } from "@/lib/registration/settings-service";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { invalidateConferenceCache, resolveConference } from "@/lib/server/tenant";
import { gatewaySamples, UNIQUE, type Sample } from "@/tests/integration/gateway-samples";
import { withRequest } from "@/tests/support/request-scope";

// What the gateway sweeps share (lib/gateway/bad-input.int.test.ts, generated-input.int.test.ts):
// the callers, the demo state every route starts from, and one in-process call of a route. The
// test file mocks next/headers with tests/support/request-scope.ts (vi.mock is per file).

export const HOST = "demo.localhost";
export type Who = "visitor" | "participant" | "manager";
export const WHO: Who[] = ["visitor", "participant", "manager"];
/** Who may use a route of each audience. */
export const MAY: Record<string, Who[]> = {
  signin: WHO,
  public: WHO,
  user: ["participant", "manager"],
  participant: ["participant", "manager"],
  manager: ["manager"],
  reviewer: ["manager"],
};

let counter = 0;

/** The sample with its UNIQUE placeholders replaced by fresh numbers. */
export const fill = (v: unknown): unknown => (v === undefined ? v : JSON.parse(JSON.stringify(v).replaceAll(UNIQUE, String(++counter))));

export type Sent = { status: number; fieldErrors: Record<string, string>; message: string };
export type Input = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: BodyInit | (() => ReadableStream<Uint8Array>); type?: string };

/** One call of the route `key` ("METHOD /path/{name}"), as the catch-all route would make it. */
export async function send(key: string, token: string | undefined, input: Input): Promise<Sent> {
  const [method, route] = [key.slice(0, key.indexOf(" ")), key.slice(key.indexOf(" ") + 1)];
  // `{name}` segments get the job's params: Next hands the catch-all route decoded segments.
  // (A URL carries UTF-8: a lone surrogate arrives as U+FFFD.)
  const segments = route
    .slice(1)
    .split("/")
    .map((s) => (/^\{\w+\}$/.test(s) ? String(input.params?.[s.slice(1, -1)] ?? "").toWellFormed() : s));
  const url = new URL(`http://${HOST}/api/${segments.map(encodeURIComponent).join("/")}`);
  for (const [k, v] of Object.entries(input.query ?? {})) for (const one of [v].flat()) url.searchParams.append(k, String(one));
  const n = ++counter;
  const headers = new Headers({
    host: HOST,
    origin: `http://${HOST}`,
    "user-agent": "sweep",
    "x-symposia-edge": "sweep-edge",
    "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  if (input.type) headers.set("content-type", input.type);
  if (token) headers.set("authorization", `Bearer ${token}`);
  const body = typeof input.body === "function" ? input.body() : input.body;
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (body !== undefined && method !== "GET") Object.assign(init, { body, duplex: "half" });
  const request = new Request(url, init);
  const response = await withRequest(request, () => dispatch(request, segments));
  const json = (await response.json().catch(() => null)) as { message?: string; data?: { fieldErrors?: Record<string, string> } } | null;
  return { status: response.status, fieldErrors: json?.data?.fieldErrors ?? {}, message: json?.message ?? "" };
}

/** The demo conference with a current registration version (a date field in it) and one attendee. */
export async function seedSweep(): Promise<{ samples: Record<string, Sample>; userIds: Partial<Record<Who, number>> }> {
  const db = getDb();
  await seedDemo(db);
  invalidateConferenceCache();
  const conf = (await resolveConference(HOST))!;
  const userIds: Partial<Record<Who, number>> = {};
  for (const [who, email] of [
    ["participant", "alice@example.org"],
    ["manager", "manager@example.org"],
  ] as const) {
    userIds[who] = (await db.user.findUniqueOrThrow({ where: { email } })).id;
  }
  // A current version with a date field, so dates inside answers are exercised too.
  const fields = ["name", "email", "telephone", "country", "unit"].map((f, i) => standardField(f as "name", true, i));
  await saveVersion(conf.id, { version: "sweep", makeCurrent: true, fields: [...fields, standardField("birthday", false, 5)] });
  invalidateConferenceCache();
  const bob = await db.user.findUniqueOrThrow({ where: { email: "bob@example.org" } });
  const answers = { name: "Bob Builder", email: bob.email, telephone: "123", country: "China", unit: "北京大学", birthday: "1990-05-01" };
  const saved = await saveAttendance((await resolveConference(HOST))!, { userId: bob.id, email: bob.email }, { version: "sweep", notice: true, answers }, "en");
  const optionsId = (await saveOptions(conf.id, "sweepList", [{ value: "x", label: { zh: "x", en: "x" } }])).id;
  return { samples: gatewaySamples({ attendeeId: saved.attendeeId, optionsId }), userIds };
}

const SETTINGS = "POST /conference/admin/register/config/basic/save";

/** Routes change what later routes see (settings, the current version): each starts from the same state. */
export async function resetSweepState(samples: Record<string, Sample>): Promise<void> {
  const db = getDb();
  const conf = (await resolveConference(HOST))!;
  await saveRegisterSettings(conf.id, ZRegisterSettings.parse(samples[SETTINGS].body));
  // The publish calls (applyRelease, cancelRelease, close) really move the status: start published.
  await db.conference.update({ where: { id: conf.id }, data: { status: 4 } });
  await db.registerFormVersion.updateMany({ where: { conferenceId: conf.id }, data: { isCurrent: false } });
  await db.registerFormVersion.update({ where: { conferenceId_name: { conferenceId: conf.id, name: "sweep" } }, data: { isCurrent: true } });
  invalidateConferenceCache();
}
