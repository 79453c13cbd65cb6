/**
 * Bundled by bench/grammar-bench.ts with esbuild and run in a fresh node process, as the
 * playground's compiler worker runs it: only the compiler in the heap. Reads the card text from
 * the file named by its first argument and prints `{"us": <CPU µs per compile>}`.
 */
import { readFileSync } from "node:fs";
import { compileSource } from "../compiler/compile-source";
import { cpuMicros } from "./cpu-micros";

const path = process.argv[2];
if (path === undefined) throw new Error("usage: front-end-probe <card file>");
console.log(JSON.stringify({ us: cpuMicros(compileSource, readFileSync(path, "utf8")) }));
