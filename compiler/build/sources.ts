/** Finds the `.grim` files a build compiles, in a stable order. */
import { readdir, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";

async function walk(dir: string, into: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const e of entries) {
    if (e.name.startsWith(".") || e.name === "node_modules") continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) await walk(path, into);
    else if (e.isFile() && e.name.endsWith(".grim")) into.push(path);
  }
}

/** Absolute paths of every `.grim` file under `paths` (files or folders), sorted and unique. */
export async function findSources(cwd: string, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const p of paths) {
    const abs = resolve(cwd, p);
    const info = await stat(abs);
    if (info.isDirectory()) await walk(abs, found);
    else found.push(abs);
  }
  return [...new Set(found)].sort();
}

/** A path as shown to people and written into modules: relative to cwd, with `/`. */
export function displayPath(cwd: string, abs: string): string {
  return relative(cwd, abs).split("\\").join("/");
}
