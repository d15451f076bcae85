import { access, copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type StorageDriver } from "./types";

/** Files under one directory (UPLOAD_DIR, default .data/uploads). */
export function localDriver(root: string): StorageDriver {
  const file = (key: string) => path.join(root, assertSafeKey(key));
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
    async check() {
      await mkdir(root, { recursive: true });
      await access(root);
    },
  };
}
