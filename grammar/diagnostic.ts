/** Diagnostics shared by every stage: a stable code, a severity, a range and a message. */
import type { Range } from "./ast";

export type Severity = "error" | "warning" | "info";

export interface Diagnostic {
  /** Stable code, e.g. `GRM101`; documented in docs/diagnostics.md. */
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly range: Range;
  /** A replacement the editor can offer as a quick fix ("did you mean …"). */
  readonly suggestion?: { readonly message: string; readonly replacement: string; readonly range: Range };
}
