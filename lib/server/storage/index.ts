import "server-only";
import path from "node:path";
import { localDriver } from "./local";
import { s3Driver, s3SettingsFromEnv } from "./s3";
import type { StorageDriver } from "./types";

export * from "./types";
export { sniffFile, ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from "./sniff";

let driver: StorageDriver | undefined;

/** The configured driver: STORAGE_DRIVER=local (default, UPLOAD_DIR) or s3 (S3_* settings). */
export function storage(): StorageDriver {
  if (driver) return driver;
  const kind = process.env.STORAGE_DRIVER ?? "local";
  if (kind === "s3") driver = s3Driver(s3SettingsFromEnv());
  // The folder is chosen at run time, so the build must not trace it (it would pull the whole
  // project into the server output).
  else if (kind === "local") driver = localDriver(path.resolve(/* turbopackIgnore: true */ process.env.UPLOAD_DIR ?? ".data/uploads"));
  else throw new Error(`STORAGE_DRIVER=${kind} is not known (local or s3)`);
  return driver;
}
