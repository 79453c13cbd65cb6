import { describe, expect, it } from "vitest";
import { languages } from "../../grammar/ast";
import { loadScriptedCards } from "../../compiler/text/conformance-cli";
import { copiedCtx } from "../../compiler/text/realiser";
import { realiserFor } from "../../compiler/text/render-card";

// A copied context must have a new context's fields in the same order (V8 then gives both one
// hidden class, so reads of context fields stay monomorphic) and the same values.
describe("copiedCtx", () => {
  const card = loadScriptedCards()[0];
  it.each(languages)("%s: the fields of newCtx, in its order, with its values", (lang) => {
    if (card === undefined) throw new Error("no scripted card");
    const ctx = realiserFor(lang).newCtx(card);
    ctx.thisNamed = true;
    ctx.looked = 2;
    const copy = copiedCtx(ctx);
    expect(copy).not.toBe(ctx);
    expect(Object.keys(copy)).toEqual(Object.keys(ctx));
    expect(copy).toEqual(ctx);
  });
});
