import "server-only";
import path from "node:path";
import { localDriver } from "./local";
import type { StorageDriver } from "./types";

export * from "./types";
export { sniffFile, ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from "./sniff";

let driver: StorageDriver | undefined;

/** The configured driver. Only "local" exists yet; an S3 driver implements the same interface. */
export function storage(): StorageDriver {
  if (driver) return driver;
  const kind = process.env.STORAGE_DRIVER ?? "local";
  if (kind !== "local") throw new Error(`STORAGE_DRIVER=${kind} is not available in this build`);
  driver = localDriver(path.resolve(process.env.UPLOAD_DIR ?? ".data/uploads"));
  return driver;
}
