/** Every `grimoire` sub-command, in the order `--help` lists them. */
import type { CliCommand } from "../command";
import { command as build } from "./build";
import { command as check } from "./check";
import { command as docs } from "./docs";
import { command as fmt } from "./fmt";
import { command as l10n } from "./l10n";
import { command as render } from "./render";
import { command as test } from "./test";

export const commands: readonly CliCommand[] = [check, fmt, build, test, render, l10n, docs];
