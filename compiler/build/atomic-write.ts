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

/**
 * Atomic writes kept in flight while the caller goes on (compiling the next card), at most
 * `limit` at once; `drain` waits for all of them and throws the first failure.
 */
export class WriteQueue {
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;
  private readonly madeDirs = new Set<string>();

  constructor(private readonly limit = 32) {}

  async write(path: string, text: string): Promise<void> {
    while (this.inFlight.size >= this.limit) await Promise.race(this.inFlight);
    const p: Promise<void> = writeFileAtomic(path, text, this.madeDirs)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  async drain(): Promise<void> {
    await Promise.all(this.inFlight);
    if (this.failure !== null) throw this.failure;
  }
}
