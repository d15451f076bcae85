import { describe, expect, it } from "vitest";
import { decideRoute } from "@/lib/server/route-policy";
import { PREVIEW_TTL_MS, previewToken, previewUrl, verifyPreviewToken } from "./preview-link";

const KEY = "test-secret";
const NOW = 1_800_000_000_000;

describe("the administrator's preview link", () => {
  it("is valid for its conference for an hour", () => {
    const t = previewToken(7, NOW, KEY);
    expect(verifyPreviewToken(t, 7, NOW, KEY)).toBe(true);
    expect(verifyPreviewToken(t, 7, NOW + PREVIEW_TTL_MS - 1, KEY)).toBe(true);
    expect(verifyPreviewToken(t, 7, NOW + PREVIEW_TTL_MS, KEY)).toBe(false);
  });

  it("is bound to the conference and to the secret, and cannot be altered", () => {
    const t = previewToken(7, NOW, KEY);
    expect(verifyPreviewToken(t, 8, NOW, KEY)).toBe(false);
    expect(verifyPreviewToken(t, 7, NOW, "other-secret")).toBe(false);
    const [id, exp, sig] = t.split(".");
    expect(verifyPreviewToken(`8.${exp}.${sig}`, 8, NOW, KEY)).toBe(false);
    expect(verifyPreviewToken(`${id}.${Number(exp) + 60_000}.${sig}`, 7, NOW, KEY)).toBe(false);
    for (const bad of ["", "7", "7..", `${id}.${exp}.`, `${t}x`, null, undefined]) expect(verifyPreviewToken(bad, 7, NOW, KEY)).toBe(false);
  });

  it("opens /preview on the conference's site, which the unpublished guard lets through to decide itself", () => {
    process.env.APP_SECRET = KEY;
    expect(previewUrl("http://draft.localhost:3000", 7, NOW)).toMatch(/^http:\/\/draft\.localhost:3000\/preview\?token=7\.\d+\.[\w-]{43}$/);
    const visitor = { loggedIn: false, published: false, manager: false, reviewer: false };
    expect(decideRoute("/preview", "?token=x", visitor)).toBeNull();
    expect(decideRoute("/", "", visitor)).toBe("/unpublished");
  });
});
