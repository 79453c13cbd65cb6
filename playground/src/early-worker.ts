/**
 * The compiler worker, started by the tiny entry script (boot.ts) before the editor's bundle is
 * even downloaded: its download, parse and grammar set-up overlap with Monaco's.
 */
import CompilerWorker from "./compiler-worker?worker";

export const earlyWorker: Worker = new CompilerWorker();
