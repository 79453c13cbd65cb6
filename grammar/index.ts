export * from "./ast";
export * from "./diagnostic";
export { parse, type ParseResult } from "./parse";
export { PositionMap } from "./cst-to-ast";
export * as vocabulary from "./vocabulary";
