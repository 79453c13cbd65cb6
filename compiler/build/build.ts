/**
 * `grimoire build`: compiles every card to a typed module, writes the per-set and library
 * indexes, and type-checks the result with tsc. Incremental (a manifest in the output
 * directory caches by content hash), atomic (temp file + rename), and one broken card
 * never stops the others.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, stat, unlink } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { Diagnostic } from "../../grammar/diagnostic";
import { compileSource } from "../compile-source";
import { emitCardModule, emitterVersion, formatModule } from "../emit";
import { grimPositionAt } from "../emit/source-map";
import { WriteQueue, writeIfChanged } from "./atomic-write";
import { libraryIndex, modulePath, relativeSpecifier, setIndex } from "./layout";
import { newManifest, readManifest, writeManifest, type CardEntry, type FileEntry, type Toolchain } from "./manifest";
import { displayPath, findSources } from "./sources";
import { typeCheckOutput } from "./typecheck-output";

export interface BuildOptions {
  readonly cwd: string;
  /** Files or folders to compile (default `cards`). */
  readonly paths: readonly string[];
  readonly outDir: string;
  /** Run tsc over the output (default true). */
  readonly typeCheck?: boolean;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface BuildProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly severity: "error" | "warning";
  readonly message: string;
}

export interface BuildReport {
  /** Card units found. */
  readonly cards: number;
  /** Modules (re)written this run. */
  readonly built: number;
  /** Modules reused from the cache. */
  readonly cached: number;
  /** Broken cards left out of the library. */
  readonly skipped: number;
  /** Error diagnostics (card errors and tsc errors). */
  readonly errors: number;
  readonly ms: number;
  readonly typeChecked: boolean;
  readonly problems: readonly BuildProblem[];
}

const runtimeIndex = fileURLToPath(new URL("../../runtime/index.ts", import.meta.url));

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * What a generated module depends on besides its card: the grammar, the checker (the
 * top-level compiler files) and the emitter. The CLI, the text renderers, the scenario
 * runner and the editor services are left out, so editing them keeps the cache.
 */
async function toolchainFiles(): Promise<string[]> {
  const grammarAndEmitter = await Promise.all(
    ["grammar", "compiler/emit"].map((f) => readdir(join(repoRoot, f), { recursive: true, withFileTypes: true }).catch(() => [])),
  );
  const checker = await readdir(join(repoRoot, "compiler"), { withFileTypes: true }).catch(() => []);
  return [...grammarAndEmitter.flat(), ...checker]
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * A hash of the compiler's own sources: when any of them changes, every cached module is
 * stale. Their sizes and mtimes (the stamp) say whether the hash of last time still holds,
 * so an unchanged toolchain is not read again.
 */
async function toolchainHash(previous: Toolchain | null): Promise<Toolchain> {
  const files = await toolchainFiles();
  const stats = await Promise.all(files.map((f) => stat(f)));
  const stamp = sha256(`emitter ${emitterVersion}\n` + files.map((f, i) => `${f} ${stats[i]?.size} ${stats[i]?.mtimeMs}`).join("\n"));
  if (previous !== null && previous.stamp === stamp) return previous;
  const hash = createHash("sha256");
  hash.update(`emitter ${emitterVersion}\n`);
  for (const file of files) {
    hash.update(relative(repoRoot, file));
    hash.update(await readFile(file));
  }
  return { hash: hash.digest("hex"), stamp };
}

/** Every file under the output directory, relative and with `/`, to check cached modules exist. */
async function existingFiles(outDir: string): Promise<Set<string>> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(entries.filter((e) => e.isFile()).map((e) => relative(outDir, join(e.parentPath, e.name)).split(sep).join("/")));
}

function problemOf(file: string, d: Diagnostic): BuildProblem {
  return {
    file,
    line: d.range.start.line,
    column: d.range.start.column,
    code: d.code,
    severity: d.severity === "error" ? "error" : "warning",
    message: d.message,
  };
}

export async function build(options: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const outDir = options.outDir;
  // Every card module sits one folder deep (`set-01/…`), so they share one import of the runtime.
  const runtimeImport = relativeSpecifier("set/module.ts", relative(outDir, runtimeIndex).split("\\").join("/"));
  const indexRuntimeImport = relativeSpecifier("index.ts", relative(outDir, runtimeIndex).split("\\").join("/"));
  const stored = await readManifest(outDir);
  const toolchain = await toolchainHash(stored?.manifest.toolchain ?? null);
  const previous = stored !== null && stored.manifest.toolchain.hash === toolchain.hash && stored.manifest.runtimeImport === runtimeImport ? stored.manifest : null;
  const [sources, existing] = await Promise.all([findSources(options.cwd, options.paths), existingFiles(outDir)]);
  const writes = new WriteQueue();
  // Sizes and mtimes of every source, then the text of each one that changed, read in parallel.
  const infos = await Promise.all(sources.map((abs) => stat(abs)));
  const texts = await Promise.all(
    sources.map((abs, i) => {
      const old = previous?.files[displayPath(options.cwd, abs)];
      const info = infos[i];
      const unchanged = old !== undefined && info !== undefined && old.size === info.size && old.mtime === info.mtimeMs;
      return unchanged ? null : readFile(abs, "utf8");
    }),
  );

  const files: Record<string, FileEntry> = {};
  const problems: BuildProblem[] = [];
  const seenIds = new Map<string, string>();
  let built = 0;
  let cached = 0;
  let units = 0;
  let skipped = 0;
  let done = 0;

  for (const [index, abs] of sources.entries()) {
    const file = displayPath(options.cwd, abs);
    const old = previous?.files[file];
    const info = infos[index] ?? (await stat(abs));
    // Same size and mtime as last time: the file is not read again.
    const unchanged = old !== undefined && old.size === info.size && old.mtime === info.mtimeMs;
    let text = texts[index] ?? null;
    const hash = text === null ? old?.hash : sha256(text);
    let entry: FileEntry;
    if (old !== undefined && old.hash === hash && old.cards.every((c) => existing.has(c.module))) {
      entry = unchanged ? old : { ...old, size: info.size, mtime: info.mtimeMs };
      cached += old.cards.length;
    } else {
      text ??= await readFile(abs, "utf8");
      const oldCards = new Map((old?.cards ?? []).map((c) => [c.id, c]));
      const compiled = compileSource(text, file);
      const diagnostics: Diagnostic[] = [];
      const cards: CardEntry[] = [];
      const inCard = new Set<Diagnostic>();
      for (const result of compiled.cards) {
        for (const d of result.diagnostics) inCard.add(d);
        const card = result.card;
        const errors = result.diagnostics.filter((d) => d.severity === "error");
        if (errors.length > 0) {
          diagnostics.push(...errors);
          continue;
        }
        const cardText = text.slice(card.range.start.offset, card.range.end.offset);
        const { line, column } = card.range.start;
        const key = sha256(`${emitterVersion}\u0000${file}\u0000${line}:${column}\u0000${runtimeImport}\u0000${cardText}`);
        const module = modulePath(card);
        const before = oldCards.get(card.id.text);
        if (before !== undefined && before.key === key && before.module === module && existing.has(module)) {
          cards.push(before);
          cached++;
          continue;
        }
        const emitted = emitCardModule(card, { file, hash: sha256(cardText), runtimeImport });
        if (!emitted.ok) {
          diagnostics.push(...emitted.diagnostics);
          continue;
        }
        await writes.write(join(outDir, module), emitted.formatted ? emitted.code : await formatModule(emitted.code));
        built++;
        cards.push({ id: card.id.text, module, key, line, column });
      }
      // Errors outside any card (a stray token between cards) are still errors of the file.
      for (const d of compiled.diagnostics) if (!inCard.has(d) && d.severity === "error") diagnostics.push(d);
      entry = { hash: hash ?? sha256(text), size: info.size, mtime: info.mtimeMs, cards, diagnostics, units: compiled.cards.length };
    }
    // One id, one card: a duplicate in another file is an error and is left out.
    const kept: CardEntry[] = [];
    for (const c of entry.cards) {
      const first = seenIds.get(c.id);
      if (first !== undefined) {
        problems.push({ file, line: c.line, column: c.column, code: "GRM301", severity: "error", message: `Card ${c.id} is already declared in ${first}.` });
        continue;
      }
      seenIds.set(c.id, file);
      kept.push(c);
    }
    files[file] = entry;
    units += entry.units;
    skipped += entry.units - kept.length;
    for (const d of entry.diagnostics) problems.push(problemOf(file, d));
    done++;
    options.onProgress?.(done, sources.length);
  }

  await writes.drain();

  // Remove modules of cards that were deleted, renamed or are broken now.
  const live = new Set(Object.values(files).flatMap((f) => f.cards.map((c) => c.module)));
  for (const f of Object.values(stored?.manifest.files ?? {})) {
    for (const c of f.cards) if (!live.has(c.module)) await unlink(join(outDir, c.module)).catch(() => undefined);
  }

  // Per-set indexes and the library index, in id order.
  const bySet = new Map<string, { id: string; module: string; order: number }[]>();
  const included = new Set<string>();
  for (const f of Object.values(files)) {
    for (const c of f.cards) {
      if (included.has(c.id)) continue;
      included.add(c.id);
      const set = c.module.split("/")[0] ?? "";
      const list = bySet.get(set) ?? [];
      list.push({ id: c.id, module: c.module, order: Number(c.id.split("-").pop()) });
      bySet.set(set, list);
    }
  }
  const sets = [...bySet.keys()].sort();
  for (const set of sets) {
    const list = (bySet.get(set) ?? []).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
    await writeIfChanged(join(outDir, set, "index.ts"), setIndex(list, runtimeImport));
  }
  await writeIfChanged(join(outDir, "index.ts"), libraryIndex(sets, indexRuntimeImport));

  // Type-check only when the module set changed since the last clean check.
  const libraryHash = sha256(JSON.stringify(Object.values(files).map((f) => f.cards.map((c) => c.key))));
  let typeChecked: string | null = previous?.typeChecked === libraryHash ? libraryHash : null;
  let checkedNow = false;
  if (options.typeCheck !== false && typeChecked === null) {
    checkedNow = true;
    const { errors } = await typeCheckOutput(outDir);
    const byModule = new Map(Object.entries(files).flatMap(([file, f]) => f.cards.map((c) => [c.module, { file, card: c }] as const)));
    for (const e of errors) {
      const owner = byModule.get(e.file);
      if (owner === undefined) {
        problems.push({ file: join(outDir, e.file), line: e.line, column: e.column, code: e.code, severity: "error", message: e.message });
        continue;
      }
      const moduleText = await readFile(join(outDir, e.file), "utf8").catch(() => "");
      const at = grimPositionAt(moduleText, e.line, e.column, owner.card);
      problems.push({ file: owner.file, line: at.line, column: at.column, code: e.code, severity: "error", message: `generated TypeScript (${e.file}:${e.line}:${e.column}): ${e.message}` });
    }
    typeChecked = errors.length === 0 ? libraryHash : null;
  }
  await writeManifest(outDir, newManifest(toolchain, runtimeImport, files, typeChecked), stored?.text ?? null);

  const errors = problems.filter((p) => p.severity === "error").length;
  return {
    cards: units,
    built,
    cached,
    skipped,
    errors,
    ms: Math.round(performance.now() - started),
    typeChecked: checkedNow || typeChecked !== null,
    problems,
  };
}
