/**
 * Type-checks one generated module in memory (ts-morph, no file system) against the
 * runtime's sources, and maps each TypeScript error back to the .grim position of the
 * ability it falls in: the playground's "Check generated TS" button.
 *
 * Pure: the caller passes the runtime's sources (`runtime/**.ts` text keyed by path
 * relative to the repository), so this runs in a browser worker too.
 */
import { Project, ts } from "ts-morph";
import type { Diagnostic } from "../../grammar/diagnostic";
import { grimPositionAt, type GrimPosition } from "./source-map";

export type RuntimeSources = Readonly<Record<string, string>>;

export interface GeneratedTypeError {
  /** Position in the generated module (1-based). */
  readonly moduleLine: number;
  readonly moduleColumn: number;
  readonly code: number;
  readonly message: string;
  /** The same error at the .grim position of the ability (or card) it belongs to. */
  readonly diagnostic: Diagnostic;
}

export interface GeneratedModuleChecker {
  /** `fallback`: the card's own position, used when the error is outside every ability. */
  check(moduleText: string, fallback: GrimPosition): readonly GeneratedTypeError[];
}

const modulePath = "/generated/card.ts";

export function createModuleChecker(runtime: RuntimeSources): GeneratedModuleChecker {
  const project = new Project({
    useInMemoryFileSystem: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2023.d.ts"],
      types: [],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
    },
  });
  for (const [path, text] of Object.entries(runtime)) {
    project.createSourceFile(`/${path.replace(/^\/+/, "")}`, text, { overwrite: true });
  }
  return {
    check(moduleText, fallback) {
      const file = project.createSourceFile(modulePath, moduleText, { overwrite: true });
      // Whatever the module imported the runtime as, point it at the in-memory copy (same line count).
      for (const decl of file.getImportDeclarations()) decl.setModuleSpecifier("../runtime/index");
      const checkedText = file.getFullText();
      return file.getPreEmitDiagnostics().map((d) => {
        const start = d.getStart() ?? 0;
        const { line, column } = file.getLineAndColumnAtPos(start);
        const message = ts.flattenDiagnosticMessageText(d.compilerObject.messageText, "\n");
        const at = grimPositionAt(checkedText, line, column, fallback);
        const position = { offset: 0, line: at.line, column: at.column };
        return {
          moduleLine: line,
          moduleColumn: column,
          code: d.getCode(),
          message,
          diagnostic: {
            code: "GRM901",
            severity: "error",
            message: `Generated TypeScript (line ${line}:${column}): TS${d.getCode()} ${message}`,
            range: { start: position, end: position },
          },
        };
      });
    },
  };
}
