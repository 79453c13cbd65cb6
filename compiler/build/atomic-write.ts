/** Writes files so that a reader never sees half a file: write a temporary sibling, then rename. */
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

let counter = 0;

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
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
