import { mkdir, copyFile, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageDriver } from "./types";

const SAFE_KEY = /^[a-z]+(\/[a-z0-9]+)*\/[a-z0-9]{32}(\.[a-z0-9]{1,8})?$/;

/** Files under one directory (UPLOAD_DIR, default .data/uploads). */
export function localDriver(root: string): StorageDriver {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const p = file(key);
      await mkdir(path.dirname(p), { recursive: true });
      await writeFile(p, data);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async copy(from, to) {
      const target = file(to);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file(from), target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}
