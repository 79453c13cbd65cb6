/** Writes files so that a reader never sees half a file: write a temporary sibling, then rename. */
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

let counter = 0;

/** `madeDirs`: folders known to exist already (one build passes the same set to every write). */
export async function writeFileAtomic(path: string, text: string, madeDirs?: Set<string>): Promise<void> {
  const dir = dirname(path);
  if (madeDirs?.has(dir) !== true) {
    await mkdir(dir, { recursive: true });
    madeDirs?.add(dir);
  }
  const temp = `${path}.${process.pid}.${counter++}.tmp`;
  try {
    await writeFile(temp, text, "utf8");
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Writes only when the content differs (keeps mtimes, and tsc's incremental state, stable). */
export async function writeIfChanged(path: string, text: string): Promise<boolean> {
  const old = await readFile(path, "utf8").catch(() => null);
  if (old === text) return false;
  await writeFileAtomic(path, text);
  return true;
}
