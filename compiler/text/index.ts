/**
 * The public API of the text renderers (browser-safe: no node imports), used by the CLI and
 * the playground. Names are stable; docs/text.md describes each one.
 */
export { renderCard, realiserFor } from "./render-card";
export { checkTranslation, summarise, type CheckResult, type Finding, type FindingKind } from "./l10n-check";
export { diffWords, formatDiff, type DiffOp } from "./word-diff";
export { normaliseText, type NormaliseOptions } from "./normalise";
export { compareCard, conformance, type CardData, type ConformanceReport, type Mismatch } from "./conformance";
export { lexicons, missingTemplates } from "./lexicons";
export type { Language, Lexicon, RenderedAbility, RenderedCard } from "./types";
