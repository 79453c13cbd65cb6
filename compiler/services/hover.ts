/** Hover text: what the word under the cursor means, its syntax and its rule number. */
import type { Range } from "../../grammar/ast";
import { PositionMap } from "../../grammar/cst-to-ast";
import { lexAll, tokenAt } from "./token-at";
import { wordInfo } from "./word-index";

export interface HoverResult {
  readonly range: Range;
  /** Markdown. */
  readonly contents: string;
}

export function hover(text: string, offset: number): HoverResult | null {
  const tokens = lexAll(text);
  const token = tokenAt(tokens, offset);
  if (token === undefined) return null;
  const positions = new PositionMap(text);
  const range = positions.range(token.startOffset, (token.endOffset ?? token.startOffset) + 1);
  const infos = wordInfo(token.image);
  if (infos.length > 0) {
    const contents = infos
      .map((i) => `**${i.id}** (${i.family}, rule ${i.rule})\n\n\`${i.signature}\`\n\n${i.doc}\n\nExample: \`${i.example}\``)
      .join("\n\n---\n\n");
    return { range, contents };
  }
  if (token.tokenType.name === "CardIdLiteral") return { range, contents: `Card id **${token.image}**: set ${token.image.split("-")[0]}, number ${token.image.split("-")[1]}.` };
  if (token.tokenType.name === "ClassName") return { range, contents: `Classification **${token.image}** (5.2.6).` };
  if (token.tokenType.name === "SignedNumber") return { range, contents: `A modifier of ${token.image} (6.6).` };
  return null;
}
