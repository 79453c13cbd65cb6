/** Formats generated modules with prettier's standalone build (no Node API: runs in a worker too). */
import type { Options } from "prettier";
import { format } from "prettier/standalone";
import * as estree from "prettier/plugins/estree";
import * as typescript from "prettier/plugins/typescript";

/** The one prettier configuration every generated module uses. */
export const prettierOptions: Options = {
  parser: "typescript",
  printWidth: 100,
  trailingComma: "all",
  plugins: [estree, typescript],
};

export function formatModule(code: string): Promise<string> {
  return format(code, prettierOptions);
}
