// DESIGN §3 uploads: one interface, a local-directory driver and an S3-compatible driver,
// selected by STORAGE_DRIVER. Keys are always server-generated, and both drivers refuse any other shape.
export interface StorageDriver {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  copy(from: string, to: string): Promise<void>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be reached (readiness, /api/ready). */
  check(): Promise<void>;
}

/** Where a temporary upload and a kept file live. */
export const tempKey = (storedName: string) => `temp/${storedName}`;
export const fileKey = (conferenceId: number, storedName: string) => `files/${conferenceId}/${storedName}`;

// A prefix of lower-case words and digits, then a 32-character random name with an optional extension:
// no "..", no absolute paths, no user-chosen names can reach a store.
const SAFE_KEY = /^[a-z]+(\/[a-z0-9]+)*\/[a-z0-9]{32}(\.[a-z0-9]{1,8})?$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}
