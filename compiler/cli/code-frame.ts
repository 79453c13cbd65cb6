/** file:line:col, the source line and a caret under the range: how the CLI shows a diagnostic. */
import type { Diagnostic } from "../../grammar/diagnostic";
import type { Palette } from "./colors";

export function codeFrame(fileName: string, text: string, d: Diagnostic, colors: Palette): string {
  const { line, column } = d.range.start;
  const lines = text.split(/\r?\n/);
  const src = lines[line - 1] ?? "";
  const width = d.range.end.line === line ? Math.max(1, d.range.end.column - column) : Math.max(1, src.length - column + 1);
  const gutter = String(line).length;
  const sev = d.severity === "error" ? colors.red("error") : d.severity === "warning" ? colors.yellow("warning") : colors.cyan("info");
  const parts = [
    `${colors.bold(`${fileName}:${line}:${column}`)} ${sev} ${colors.dim(d.code)} ${d.message}`,
    `${" ".repeat(gutter)} |`,
    `${line} | ${src}`,
    `${" ".repeat(gutter)} | ${" ".repeat(Math.max(0, column - 1))}${colors.red("^".repeat(width))}`,
  ];
  if (d.suggestion) parts.push(`${" ".repeat(gutter)} = ${d.suggestion.message}`);
  return parts.join("\n");
}
