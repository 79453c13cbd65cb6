/** Every `grimoire` sub-command, in the order `--help` lists them. */
import type { CliCommand } from "../command";
import { command as check } from "./check";
import { command as fmt } from "./fmt";

export const commands: readonly CliCommand[] = [check, fmt];
