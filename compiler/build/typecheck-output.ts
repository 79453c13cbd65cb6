/** Type-checks the output directory with the TypeScript 7 `tsc` binary and a generated tsconfig. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeIfChanged } from "./atomic-write";

export interface TscError {
  /** Path relative to the output directory. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly code: string;
  readonly message: string;
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export function tscBinary(): string {
  const bin = join(repoRoot, "node_modules", ".bin", "tsc");
  if (!existsSync(bin)) throw new Error(`tsc not found at ${bin}; run npm install`);
  return bin;
}

/** The tsconfig written into the output directory: as strict as the repository's, incremental. */
export function outputTsconfig(): string {
  const config = {
    compilerOptions: {
      target: "ES2022",
      module: "preserve",
      moduleResolution: "bundler",
      lib: ["ES2023"],
      types: [],
      strict: true,
      noUncheckedIndexedAccess: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      // A rebuild re-checks only the modules that changed (and what imports them).
      incremental: true,
      tsBuildInfoFile: "./.tsbuildinfo",
    },
    include: ["**/*.ts"],
  };
  return JSON.stringify(config, null, 2) + "\n";
}

const errorLine = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;

export async function typeCheckOutput(outDir: string): Promise<{ readonly errors: readonly TscError[]; readonly output: string }> {
  await writeIfChanged(join(outDir, "tsconfig.json"), outputTsconfig());
  const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn(tscBinary(), ["-p", join(outDir, "tsconfig.json"), "--pretty", "false"], { cwd: outDir });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, text }));
  });
  const errors: TscError[] = [];
  for (const line of output.text.split(/\r?\n/)) {
    const m = errorLine.exec(line);
    if (m?.[1] !== undefined) errors.push({ file: m[1].replace(/\\/g, "/"), line: Number(m[2]), column: Number(m[3]), code: m[4] ?? "", message: m[5] ?? "" });
  }
  if (output.code !== 0 && errors.length === 0) {
    errors.push({ file: "tsconfig.json", line: 1, column: 1, code: "TSC", message: output.text.trim() || `tsc exited with ${output.code}` });
  }
  return { errors, output: output.text };
}
