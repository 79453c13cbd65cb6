/** Expands CLI path arguments into .grim files (folders are walked, sorted for stable output). */
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

export function grimFiles(paths: readonly string[], cwd: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (st === undefined) throw new Error(`no such file or folder: ${p}`);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === "node_modules" || name.startsWith(".")) continue;
        walk(join(p, name));
      }
    } else if (p.endsWith(".grim")) out.push(p);
  };
  for (const p of paths) walk(resolve(cwd, p));
  return out;
}
