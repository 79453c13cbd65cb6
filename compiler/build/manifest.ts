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
  /** Size and mtime (ms) when it was hashed: while both hold, the file is not read again. */
  readonly size: number;
  readonly mtime: number;
  readonly cards: readonly CardEntry[];
  /** Error diagnostics of this file (broken cards are not in `cards`). */
  readonly diagnostics: readonly Diagnostic[];
  /** Card units found, built or not. */
  readonly units: number;
}

/** Hash of the grammar, checker and emitter sources, and the stamp (sizes, mtimes) it was computed for. */
export interface Toolchain {
  readonly hash: string;
  readonly stamp: string;
}

export interface Manifest {
  readonly version: number;
  /** The compiler sources that produced these modules. */
  readonly toolchain: Toolchain;
  readonly runtimeImport: string;
  readonly files: Readonly<Record<string, FileEntry>>;
  /** Hash of the module set that last type-checked clean, if any. */
  readonly typeChecked: string | null;
}

export const manifestName = ".grimoire-build.json";
const manifestVersion = 2;

/** The manifest of the last build and its text, or null when there is none (or an older format). */
export async function readManifest(outDir: string): Promise<{ readonly manifest: Manifest; readonly text: string } | null> {
  const text = await readFile(join(outDir, manifestName), "utf8").catch(() => null);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isManifest(parsed) || parsed.version !== manifestVersion) return null;
    return { manifest: parsed, text };
  } catch {
    return null;
  }
}

function isManifest(value: unknown): value is Manifest {
  return (
    typeof value === "object" &&
    value !== null &&
    "version" in value &&
    "files" in value &&
    typeof value.files === "object" &&
    "toolchain" in value &&
    typeof value.toolchain === "object"
  );
}

export function newManifest(toolchain: Toolchain, runtimeImport: string, files: Record<string, FileEntry>, typeChecked: string | null): Manifest {
  return { version: manifestVersion, toolchain, runtimeImport, files, typeChecked };
}

/** Writes the manifest unless `previousText` already says the same. */
export async function writeManifest(outDir: string, manifest: Manifest, previousText: string | null): Promise<void> {
  const text = JSON.stringify(manifest) + "\n";
  if (text !== previousText) await writeFileAtomic(join(outDir, manifestName), text);
}
