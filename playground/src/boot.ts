/** The entry script: start the compiler worker first, then load the editor (main.ts). */
import "./early-worker";

void import("./main");
