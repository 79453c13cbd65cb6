/** The build cache, kept in the output directory: what each source file produced last time. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Diagnostic } from "../../grammar/diagnostic";
import { writeFileAtomic } from "./atomic-write";

export interface CardEntry {
  readonly id: string;
  /** Module path relative to the output directory. */
  readonly module: string;
  /** Hash of everything the module's text depends on. */
  readonly key: string;
  readonly line: number;
  readonly column: number;
}

export interface FileEntry {
  /** sha256 of the whole source file. */
  readonly hash: string;
  readonly cards: readonly CardEntry[];
  /** Error diagnostics of this file (broken cards are not in `cards`). */
  readonly diagnostics: readonly Diagnostic[];
  /** Card units found, built or not. */
  readonly units: number;
}

export interface Manifest {
  readonly version: number;
  /** Hash of the grammar, checker and emitter sources that produced these modules. */
  readonly toolchain: string;
  readonly runtimeImport: string;
  readonly files: Readonly<Record<string, FileEntry>>;
  /** Hash of the module set that last type-checked clean, if any. */
  readonly typeChecked: string | null;
}

export const manifestName = ".grimoire-build.json";
const manifestVersion = 1;

export async function readManifest(outDir: string, toolchain: string, runtimeImport: string): Promise<Manifest | null> {
  const text = await readFile(join(outDir, manifestName), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isManifest(parsed)) return null;
    if (parsed.version !== manifestVersion || parsed.toolchain !== toolchain || parsed.runtimeImport !== runtimeImport) return null;
    return parsed;
  } catch {
    return null;
  }
}

function isManifest(value: unknown): value is Manifest {
  return typeof value === "object" && value !== null && "version" in value && "files" in value && typeof value.files === "object";
}

export function newManifest(toolchain: string, runtimeImport: string, files: Record<string, FileEntry>, typeChecked: string | null): Manifest {
  return { version: manifestVersion, toolchain, runtimeImport, files, typeChecked };
}

export async function writeManifest(outDir: string, manifest: Manifest): Promise<void> {
  await writeFileAtomic(join(outDir, manifestName), JSON.stringify(manifest) + "\n");
}
