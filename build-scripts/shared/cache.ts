import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 24);
}

/**
 * A content-addressed JSON cache under .cache/: unchanged inputs skip the expensive stage on a
 * warm build. Entries are never invalidated by time, only by their key.
 */
export function createJsonCache(root: string, name: string) {
  const dir = path.join(root, ".cache", name);
  return {
    async get<T>(key: string): Promise<T | undefined> {
      try {
        return JSON.parse(await readFile(path.join(dir, `${key}.json`), "utf8")) as T;
      } catch {
        return undefined;
      }
    },
    async set(key: string, value: unknown): Promise<void> {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${key}.json`), JSON.stringify(value));
    },
  };
}

/** Writes a file only when its content differs, so watchers and Vite see real changes only. */
export async function writeIfChanged(file: string, content: string): Promise<boolean> {
  try {
    if ((await readFile(file, "utf8")) === content) return false;
  } catch {
    // missing: write it
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}
