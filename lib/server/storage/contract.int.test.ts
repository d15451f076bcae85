import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "@/tests/support/s3-server";
import { localDriver } from "./local";
import { s3Driver } from "./s3";
import { fileKey, tempKey, type StorageDriver } from "./types";

// One contract, both drivers — what the app relies on from any store.

const name = (ext = ".pdf") => randomBytes(16).toString("hex") + ext;

let s3: S3Server;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(tmpdir(), "symposia-local-"));
});
afterAll(async () => {
  await s3?.close();
  await rm(localRoot, { recursive: true, force: true });
});

const drivers: [string, () => StorageDriver][] = [
  ["local", () => localDriver(localRoot)],
  ["s3", () => s3Driver(s3.settings)],
];

describe.each(drivers)("storage contract: %s driver", (_kind, make) => {
  it("reads back exactly the bytes put, and null for a key never written", async () => {
    const store = make();
    const key = fileKey(7, name());
    const bytes = randomBytes(300_000);
    await store.put(key, bytes);
    expect(Buffer.compare((await store.get(key))!, bytes)).toBe(0);
    expect(await store.get(fileKey(7, name()))).toBeNull();
  });

  it("stores an empty object and overwrites on a second put", async () => {
    const store = make();
    const key = tempKey(name(".txt"));
    await store.put(key, new Uint8Array());
    expect((await store.get(key))!.length).toBe(0);
    await store.put(key, Buffer.from("second"));
    expect((await store.get(key))!.toString()).toBe("second");
  });

  it("copies a temporary upload to its kept place, leaving the original", async () => {
    const store = make();
    const stored = name(".docx");
    await store.put(tempKey(stored), Buffer.from("draft"));
    await store.copy(tempKey(stored), fileKey(3, stored));
    expect((await store.get(fileKey(3, stored)))!.toString()).toBe("draft");
    expect((await store.get(tempKey(stored)))!.toString()).toBe("draft");
  });

  it("deletes, and deleting twice is not an error", async () => {
    const store = make();
    const key = fileKey(9, name());
    await store.put(key, Buffer.from("x"));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it("answers the readiness check", async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });

  it.each([
    "files/1/../../etc/passwd",
    "/etc/passwd",
    "files/1/report.pdf", // a person's own file name, not a generated one
    "files/1/" + "a".repeat(32) + "/../x",
    "files/1/" + "A".repeat(32) + ".pdf",
    "files/1/" + "a".repeat(32) + ".pdf\0.txt",
    "",
  ])("refuses the key %j before it reaches the store", async (key) => {
    const store = make();
    await expect(store.put(key, Buffer.from("x"))).rejects.toThrow(/unsafe storage key/);
    await expect(store.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(store.copy(key, fileKey(1, name()))).rejects.toThrow(/unsafe storage key/);
    await expect(store.delete(key)).rejects.toThrow(/unsafe storage key/);
  });
});

describe("nothing escapes the stores' roots", () => {
  it("the local root holds only the files the contract wrote, under files/ and temp/", async () => {
    expect((await readdir(localRoot)).sort()).toEqual(["files", "temp"]);
  });

  it("an unreachable S3 endpoint fails the readiness check", async () => {
    const store = s3Driver({ ...s3.settings, endpoint: "http://127.0.0.1:9" });
    await expect(store.check()).rejects.toThrow();
  });
});
