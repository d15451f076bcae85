// DESIGN §3 uploads: one interface, a local-directory driver now and an S3-compatible driver later
// (selected by STORAGE_DRIVER). Keys are always server-generated.
export interface StorageDriver {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  copy(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Where a temporary upload and a kept file live. */
export const tempKey = (storedName: string) => `temp/${storedName}`;
export const fileKey = (conferenceId: number, storedName: string) => `files/${conferenceId}/${storedName}`;
