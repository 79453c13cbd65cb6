import { scenariosOneToFive } from "./scenarios-1-to-5";
import { scenariosSix } from "./scenarios-6";
import { scenariosSevenOn } from "./scenarios-7-on";

/** Every oracle scenario, keyed by ruling id; each throws when the runtime disagrees with the ruling. */
export const scenarios: Record<string, () => void> = { ...scenariosOneToFive, ...scenariosSix, ...scenariosSevenOn };
