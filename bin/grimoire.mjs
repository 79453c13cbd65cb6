#!/usr/bin/env node
// The `grimoire` command: loads the TypeScript CLI through tsx's loader.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../compiler/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
