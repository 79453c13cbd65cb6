export { complete, type CompletionItem } from "./completions";
export { format, type FormatResult } from "./format";
export { hover, type HoverResult } from "./hover";
export { outline, type OutlineItem } from "./outline";
