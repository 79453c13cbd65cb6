/**
 * The shape of a `grimoire` sub-command. Each command lives in `commands/<name>.ts`
 * and is listed once in `commands/index.ts`; main.ts knows nothing else about it.
 */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** True when colours and progress bars may be used (a terminal, not CI). */
  readonly tty: boolean;
  readonly cwd: string;
}

export interface CliCommand {
  readonly name: string;
  /** One line for `grimoire --help`. */
  readonly summary: string;
  /** The full `grimoire <name> --help` text. */
  readonly help: string;
  /** Runs the command; resolves to the process exit code (0 ok, 1 errors found, 2 bad usage). */
  readonly run: (args: readonly string[], io: CliIo) => Promise<number>;
}

/** Exit codes shared by every command. */
export const exitCodes = { ok: 0, errors: 1, usage: 2 } as const;

/** Splits argv into flags (`--json`, `--lang fr`) and positional arguments. */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[] = [],
): { flags: Map<string, string | true>; positional: string[] } {
  const flags = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (a.startsWith("--")) {
      const [key = "", inline] = a.slice(2).split("=", 2);
      if (inline !== undefined) flags.set(key, inline);
      else if (valued.includes(key) && i + 1 < args.length) flags.set(key, args[++i] ?? "");
      else flags.set(key, true);
    } else positional.push(a);
  }
  return { flags, positional };
}
