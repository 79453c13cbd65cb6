/**
 * The vocabulary: every keyword, event, effect, predicate, restriction, condition,
 * duration, cost and selector part, declared once. See docs/language.md (generated
 * from these tables by `npx grimoire docs`).
 */
export * from "./card-parts";
export * from "./conditions";
export * from "./costs";
export * from "./durations";
export * from "./effects";
export * from "./entry";
export * from "./events";
export * from "./keywords";
export * from "./pattern";
export * from "./predicates";
export * from "./restrictions";
export * from "./selectors";
export * from "./classifications";
