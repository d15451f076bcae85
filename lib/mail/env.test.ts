import { afterEach, describe, expect, it, vi } from "vitest";
import { isDemoEnvironment, mailCaptureEnabled } from "./env";

// The demo (every mail recorded, dev secret allowed) needs an explicit
// SYMPOSIA_DEMO=1 in production; DEFAULT_CONFERENCE_HOST no longer switches it on.
const env = (nodeEnv: string, demo: string, host = "", capture = "") => {
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.stubEnv("SYMPOSIA_DEMO", demo);
  vi.stubEnv("DEFAULT_CONFERENCE_HOST", host);
  vi.stubEnv("MAIL_CAPTURE", capture);
};

describe("isDemoEnvironment", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is off in production, even with DEFAULT_CONFERENCE_HOST set", () => {
    env("production", "");
    expect(isDemoEnvironment()).toBe(false);
    env("production", "", "demo.localhost");
    expect(isDemoEnvironment()).toBe(false);
    env("production", "0", "demo.localhost");
    expect(isDemoEnvironment()).toBe(false);
  });

  it("is on in production only with SYMPOSIA_DEMO=1", () => {
    env("production", "1");
    expect(isDemoEnvironment()).toBe(true);
    env("production", "true"); // only the documented value counts
    expect(isDemoEnvironment()).toBe(false);
  });

  it("is on under next dev and the test runner unless SYMPOSIA_DEMO=0", () => {
    env("development", "");
    expect(isDemoEnvironment()).toBe(true);
    env("test", "");
    expect(isDemoEnvironment()).toBe(true);
    env("development", "0");
    expect(isDemoEnvironment()).toBe(false);
  });

  it("is off when NODE_ENV says nothing (a standalone worker in production)", () => {
    env("", "");
    expect(isDemoEnvironment()).toBe(false);
    env("", "", "demo.localhost");
    expect(isDemoEnvironment()).toBe(false);
  });
});

describe("mailCaptureEnabled", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("follows the demo unless MAIL_CAPTURE forces it", () => {
    env("production", "", "demo.localhost");
    expect(mailCaptureEnabled()).toBe(false);
    env("production", "1");
    expect(mailCaptureEnabled()).toBe(true);
    env("production", "1", "", "0");
    expect(mailCaptureEnabled()).toBe(false);
    env("production", "", "", "1");
    expect(mailCaptureEnabled()).toBe(true);
  });
});
