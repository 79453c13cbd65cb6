/** Fuzzed texts for the property tests of text passes (finishing, elision, contraction). */

/** `count` strings of `min`–`max` tokens joined by separators, from a fixed seed (the same strings on every run). */
export function* fuzzTexts(seed: number, count: number, tokens: readonly string[], separators: readonly string[] = [""], min = 1, max = 8): Generator<string> {
  let state = seed;
  const next = (n: number): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n;
  };
  for (let k = 0; k < count; k++) {
    let text = "";
    const words = min + next(max - min + 1);
    for (let w = 0; w < words; w++) text += (w === 0 ? "" : (separators[next(separators.length)] ?? "")) + (tokens[next(tokens.length)] ?? "");
    yield text;
  }
}
