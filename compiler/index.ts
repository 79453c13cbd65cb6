/** The compiler's public API, shared by the CLI and the playground. */
export { compileSource, duplicateCardDiagnostic, type CompileResult, type CardResult } from "./compile-source";
export { checkCard } from "./checker";
export * from "./services";
