/** `grimoire`: dispatches to the sub-commands listed in commands/index.ts. */
import type { CliIo } from "./command";
import { commands } from "./commands";

function usage(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    "Usage: grimoire <command> [options]",
    "",
    "Commands:",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Run `grimoire <command> --help` for a command's options.",
  ].join("\n");
}

export async function main(argv: readonly string[], io?: CliIo): Promise<number> {
  const stdio: CliIo = io ?? {
    out: (t) => process.stdout.write(t + "\n"),
    err: (t) => process.stderr.write(t + "\n"),
    tty: Boolean(process.stdout.isTTY) && process.env.CI !== "true" && process.env.NO_COLOR === undefined,
    cwd: process.cwd(),
  };
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    stdio.out(usage());
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (command === undefined) {
    stdio.err(`grimoire: unknown command '${name}'.\n\n${usage()}`);
    return 2;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    stdio.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, stdio);
  } catch (error) {
    stdio.err(`grimoire ${name}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
