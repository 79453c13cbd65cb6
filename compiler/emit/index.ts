/** The emitter: cards → typed TypeScript modules for the runtime. */
export { cardModel, emitCardModule, emitterVersion, type CardModel, type EmitResult } from "./emit-card";
export { formatModule } from "./format";
export type { EmitOptions } from "./context";
export { stringLiteral } from "./code";
export { mappingTables } from "./mapping-tables";
export { cardDefinition, evaluateCode, type LiveDefinition } from "./live-definition";
