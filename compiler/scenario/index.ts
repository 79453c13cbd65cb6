/**
 * `runScenarios`: finds the scenario tests of .grim files, compiles the cards they name
 * (from the same file first, then from the card library by id) and runs each scenario on
 * the runtime. Used by `grimoire test` and by test/scenario/card-scenarios.test.ts.
 */
import { readFile } from "node:fs/promises";
import type { Range } from "../../grammar/ast";
import type { CardDefinition } from "../../runtime";
import { findSources, displayPath } from "../build/sources";
import { compileSource } from "../compile-source";
import { emittedDefinition, type CardSource, type DefinitionLoader } from "./definitions";
import { runScenario, type ScenarioFailure, type ScenarioResult } from "./run-scenario";

export type { ScenarioFailure, ScenarioResult } from "./run-scenario";
export { runScenario } from "./run-scenario";
export type { CardSource, DefinitionLoader, LoadedDefinition } from "./definitions";

export interface RunScenariosOptions {
  /** Paths are shown relative to this folder (default `process.cwd()`). */
  readonly cwd?: string;
  /** Files or folders holding the card library scenarios may name by id (default `["cards"]`). */
  readonly library?: readonly string[];
  /** Only scenarios whose title contains this text. */
  readonly filter?: string;
  readonly loader?: DefinitionLoader;
}

/** A library of card sources by id, read once per call. */
async function readLibrary(cwd: string, paths: readonly string[]): Promise<Map<string, CardSource>> {
  const out = new Map<string, CardSource>();
  const files = await findSources(cwd, paths).catch(() => []);
  for (const abs of files) {
    const text = await readFile(abs, "utf8");
    const file = displayPath(cwd, abs);
    for (const result of compileSource(text, file).cards) {
      if (result.ok && !out.has(result.card.id.text)) out.set(result.card.id.text, { card: result.card, file, text });
    }
  }
  return out;
}

/** Runs every scenario of `files` (files or folders); one result per scenario, in file order. */
export async function runScenarios(files: readonly string[], options: RunScenariosOptions = {}): Promise<ScenarioResult[]> {
  const cwd = options.cwd ?? process.cwd();
  const loader = options.loader ?? emittedDefinition;
  const library = await readLibrary(cwd, options.library ?? ["cards"]);
  const ids = new Set(library.keys());
  const loaded = new Map<CardSource, Promise<CardDefinition | ScenarioFailure[]>>();
  const load = (source: CardSource): Promise<CardDefinition | ScenarioFailure[]> => {
    let p = loaded.get(source);
    if (p === undefined) {
      p = loader(source).then((r) =>
        r.ok ? r.definition : r.diagnostics.map((d) => ({ message: `${source.file}:${d.range.start.line}:${d.range.start.column} ${d.code} ${d.message}`, range: d.range })),
      );
      loaded.set(source, p);
    }
    return p;
  };

  const results: ScenarioResult[] = [];
  for (const abs of await findSources(cwd, files)) {
    const text = await readFile(abs, "utf8");
    const file = displayPath(cwd, abs);
    const compiled = compileSource(text, file, { library: ids });
    const own = new Map(compiled.cards.map((c) => [c.card.id.text, c]));
    for (const scenario of compiled.file.scenarios) {
      if (options.filter !== undefined && !scenario.title.includes(options.filter)) continue;
      const within = (r: Range): boolean => r.start.offset >= scenario.range.start.offset && r.start.offset <= scenario.range.end.offset;
      const failures: ScenarioFailure[] = compiled.diagnostics.filter((d) => d.severity === "error" && within(d.range)).map((d) => ({ message: `${d.code} ${d.message}`, range: d.range }));
      const definitions = new Map<string, CardDefinition>();
      for (const step of scenario.steps) {
        for (const ref of Object.values(step.cards)) {
          if (ref.id === null || definitions.has(ref.id)) continue;
          const mine = own.get(ref.id);
          if (mine !== undefined && !mine.ok) {
            failures.push({ message: `Card ${ref.id} has errors: ${mine.diagnostics.map((d) => `${d.code} ${d.message}`).join("; ")}`, range: ref.range });
            continue;
          }
          const source: CardSource | undefined = mine !== undefined ? { card: mine.card, file, text } : library.get(ref.id);
          if (source === undefined) continue;
          const def = await load(source);
          if (Array.isArray(def)) failures.push(...def);
          else definitions.set(ref.id, def);
        }
      }
      results.push(failures.length > 0 ? { file, title: scenario.title, range: scenario.range, passed: false, failures, log: [] } : runScenario(scenario, file, definitions));
    }
  }
  return results;
}
