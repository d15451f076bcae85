import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EXCLUDED_UNIT_ID } from "@/lib/forms/units";
import { unitOptions } from "@/lib/registration/form-service";
import { getDb } from "@/lib/server/db";
import { seedDemo } from "@/prisma/seed/demo";
import { callGateway, envelopeOf } from "@/tests/support/gateway-call";
import { useTestDatabase } from "@/tests/integration/test-db";
import { findCompanies, listCommonProviders } from "./org-directory";

// §7 getEdugainInfo takes client_id, redirect_uri, state and nonce (checked) and gives
// each institution its sign-in start address; and the unit-153 exclusion (SPEC §9), one rule for the API and the form.

vi.mock("next/headers", async () => (await import("@/tests/support/request-scope")).nextHeaders);
useTestDatabase();

const CALL = "/conference/conferenceUser/getEdugainInfo";
type Entry = { entityId: string; providerKey: string | null; redirectUrl: string };
const ask = async (json: Record<string, unknown>) => {
  const r = await callGateway("POST", CALL, { json });
  return { status: r.status, body: await envelopeOf<Entry[] & { fieldErrors?: Record<string, string> }>(r) };
};

beforeAll(async () => {
  await seedDemo(getDb());
});
afterEach(() => vi.unstubAllEnvs());

describe("getEdugainInfo (SPEC §7, §9)", () => {
  const signIn = { client_id: "", redirect_uri: "http://demo.localhost/oidcLogin", state: "Ab3dEf6hIj9lMn0p", nonce: "q1W2e3R4t5Y6u7I8" };

  it("gives every entry the start address of its institution on this conference", async () => {
    const common = await ask({ query: "", selectInput: "edugain,local", ...signIn });
    expect(common.status).toBe(200);
    expect(common.body.data.map((e) => e.redirectUrl)).toEqual([
      `http://demo.localhost/oidcLogin/start?provider=cstnet&entity=${encodeURIComponent("https://passport.cstcloud.cn")}`,
      `http://demo.localhost/oidcLogin/start?provider=carsi&entity=${encodeURIComponent("https://www.carsi.edu.cn")}`,
      `http://demo.localhost/oidcLogin/start?provider=orcid&entity=${encodeURIComponent("https://orcid.org")}`,
    ]);
    // without the optional sign-in parameters too (the page's own search sends none)
    const found = await ask({ query: "Institute of Physics", selectInput: "edugain" });
    expect(found.body.data).toHaveLength(1);
    expect(found.body.data[0].redirectUrl).toBe(`http://demo.localhost/oidcLogin/start?entity=${encodeURIComponent(found.body.data[0].entityId)}`);
  });

  it("starts federation entries through the client named by client_id", async () => {
    vi.stubEnv("OIDC_PROVIDERS", JSON.stringify([{ key: "fed", issuer: "https://idp.example.org", clientId: "conf-client.1" }]));
    const found = await ask({ query: "Institute of Physics", selectInput: "edugain", ...signIn, client_id: "conf-client.1" });
    expect(new URL(found.body.data[0].redirectUrl).searchParams.get("provider")).toBe("fed");
    const unknown = await ask({ query: "Institute of Physics", selectInput: "edugain", ...signIn, client_id: "someone-else" });
    expect([unknown.status, Object.keys(unknown.body.data.fieldErrors ?? {})]).toEqual([400, ["client_id"]]);
  });

  it("refuses a redirect_uri that is not this conference's /oidcLogin, and a state or nonce not of 16 alphanumerics", async () => {
    for (const redirect_uri of [
      "https://evil.example/oidcLogin",
      "http://demo.localhost/login",
      "http://en.localhost/oidcLogin",
      "http://demo.localhost/oidcLogin/../x",
    ]) {
      const r = await ask({ query: "", selectInput: "edugain,local", ...signIn, redirect_uri });
      expect([r.status, r.body.data.fieldErrors], redirect_uri).toEqual([400, { redirect_uri: "回调地址必须是本会议自己的登录地址（…/oidcLogin）。" }]);
    }
    for (const bad of ["short", "Ab3dEf6hIj9lMn0pX", "Ab3dEf6hIj9lMn0_", "Ab3dEf6hIj9lMn0 "]) {
      for (const field of ["state", "nonce"]) {
        const r = await ask({ query: "", selectInput: "edugain,local", ...signIn, [field]: bad });
        expect([r.status, Object.keys(r.body.data.fieldErrors ?? {})], `${field}=${bad}`).toEqual([400, [field]]);
      }
    }
  });
});

describe("the sign-in page's organisation providers", () => {
  it("offers only the common providers this deployment configured, and none without OIDC_PROVIDERS", async () => {
    vi.stubEnv("OIDC_PROVIDERS", "");
    expect(await listCommonProviders("en")).toEqual([]);
    vi.stubEnv("OIDC_PROVIDERS", JSON.stringify([{ key: "orcid", issuer: "https://orcid.example.org", clientId: "c" }]));
    expect((await listCommonProviders("en")).map((p) => p.key)).toEqual(["orcid"]);
    vi.stubEnv("OIDC_PROVIDERS", JSON.stringify([{ key: "elsewhere", issuer: "https://idp.example.org", clientId: "c" }]));
    expect(await listCommonProviders("zh")).toEqual([]); // configured, but not a common one: the search alone
  });
});

describe("the unit list (SPEC §9: unit 153 excluded) — one rule for the API and the form", () => {
  it("leaves 153 out of findByQuery, its count and the form's unit options", async () => {
    expect(await getDb().company.count({ where: { id: EXCLUDED_UNIT_ID } })).toBe(1); // the seed has it
    const all = await findCompanies({ page: 1, size: 99999 });
    expect(all.rows.map((r) => r.id)).not.toContain(EXCLUDED_UNIT_ID);
    expect(all.total).toBe((await getDb().company.count()) - 1);
    expect((await findCompanies({ page: 1, size: 99999, query: "Other (not listed)" })).total).toBe(0);
    const options = await unitOptions("en");
    expect(options).toHaveLength(all.total);
    expect(options.map((o) => o.label.en)).not.toContain("Other (not listed)");
  });
});
