import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkedKey, type Storage } from "./storage.ts";

function isMissing(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ENOENT";
}

/** Files on this machine's disk under `root` (MEDIA_DIR/uploads). Several processes may share the folder. */
export function createLocalStorage(root: string): Storage {
  const file = (key: string) => path.join(root, ...checkedKey(key).split("/"));
  return {
    kind: "local",
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const target = file(key);
      await rm(target, { force: true });
      // The file's own folder goes with its last file (keys are <…>/<file id>/<size>); others stay.
      await rmdir(path.dirname(target)).catch(() => {});
    },
    directUrl: () => null,
  };
}
