import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capitalize, decapitalize, fillReminder, fillTemplate, tidySpaces } from "../../compiler/text/template";

// The scan `tidySpaces` was before it became two regular expressions: the reference its output must equal.
function referenceTidy(text: string): string {
  let out = "";
  let i = 0;
  const n = text.length;
  while (i < n && text.charCodeAt(i) === 32) i++;
  while (i < n) {
    const j = text.indexOf(" ", i);
    if (j < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, j);
    let k = j;
    while (k < n && text.charCodeAt(k) === 32) k++;
    if (k === n) break;
    const next = text.charCodeAt(k);
    if (out !== "" && next !== 44 && next !== 46 && next !== 41 && out.charCodeAt(out.length - 1) !== 40) out += " ";
    i = k;
  }
  return out;
}

const piece = fc.constantFrom(" ", " ", "  ", ",", ".", ")", "(", "a", "bé", "\n", "\u00a0", "—");
const text = fc.array(piece, { maxLength: 12 }).map((ps) => ps.join(""));

describe("tidySpaces", () => {
  it("equals the scan it replaced", () => {
    fc.assert(fc.property(text, (t) => tidySpaces(t) === referenceTidy(t)), { numRuns: 20000, seed: 42 });
  });
  it("leaves a tidy text as it is", () => {
    fc.assert(fc.property(text, (t) => tidySpaces(tidySpaces(t)) === tidySpaces(t)), { numRuns: 5000, seed: 43 });
  });
});

describe("fillTemplate", () => {
  // Templates of literals and slots, some slots printing nothing: the fill drops the spaces around an empty slot as it goes.
  const filled = fc.array(fc.tuple(text, fc.oneof(fc.constant(""), text)), { minLength: 1, maxLength: 5 }).chain((parts) => fc.tuple(fc.constant(parts), text));
  it("equals tidying the plain concatenation when a slot is empty, and the concatenation itself otherwise", () => {
    fc.assert(
      fc.property(filled, ([parts, tail]) => {
        const template = parts.map(([literal], i) => `${literal}{s${i}}`).join("") + tail;
        const values = parts.map(([, value]) => value);
        const plain = parts.map(([literal, value]) => literal + value).join("") + tail;
        const out = fillTemplate(template, (ref) => values[Number(ref.name.slice(1))] ?? "");
        return out === (values.includes("") ? referenceTidy(plain) : plain);
      }),
      { numRuns: 20000, seed: 44 },
    );
  });
});

describe("fillReminder", () => {
  // The replacements it stands for, one placeholder kind after the other.
  const reference = (template: string, n: string, name: string, cls: string, what: string): string => {
    let text = template.replace(/\bN\b/g, n);
    if (text.includes("{name}")) text = text.replace(/\{name\}/g, name);
    if (text.includes("{classification}")) text = text.replace(/\{classification\}/g, cls);
    return text.includes("{what}") ? text.replace("{what}", what) : text;
  };
  const token = fc.constantFrom("N", "N", " ", "{name}", "{classification}", "{what}", "a", "Na", "(", "{N}", "_", "é");
  const template = fc.array(token, { maxLength: 10 }).map((ts) => ts.join(""));
  const value = fc.array(fc.constantFrom("x", "N", " ", "{what}", "{classification}", "&"), { maxLength: 3 }).map((ts) => ts.join(""));
  it("equals filling each placeholder kind in turn, and asks for `what` only when it is printed", () => {
    fc.assert(
      fc.property(template, fc.constantFrom("", "2", "10"), value, value, value, (t, n, name, cls, what) => {
        let asked = 0;
        const out = fillReminder(t, n, name, cls, () => {
          asked++;
          return what;
        });
        const used = reference(t, n, name, cls, "\u0001") !== reference(t, n, name, cls, "\u0002");
        return out === reference(t, n, name, cls, what) && asked === (used ? 1 : 0);
      }),
      { numRuns: 20000, seed: 45 },
    );
  });
});

describe("capitalize and decapitalize", () => {
  // The versions before their ASCII fast paths: the references their outputs must equal.
  const isLetter = (ch: string): boolean => ch.toLowerCase() !== ch.toUpperCase();
  const referenceCapitalize = (text: string): string => {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      const code = text.charCodeAt(i);
      if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return text;
      if (code < 128 && !(code >= 97 && code <= 122)) continue;
      if (isLetter(ch)) {
        const up = ch.toUpperCase();
        return up === ch ? text : text.slice(0, i) + up + text.slice(i + 1);
      }
    }
    return text;
  };
  const referenceDecapitalize = (text: string): string => {
    const [first, second, third] = [text[0], text[1], text[2]];
    if (first === undefined || second === undefined) return text;
    const isUpper = (c: string): boolean => c !== c.toLowerCase();
    const isLower = (c: string): boolean => c !== c.toUpperCase();
    const article = second === " " && third !== undefined && isLower(third);
    return isUpper(first) && (isLower(second) || article) ? first.toLowerCase() + text.slice(1) : text;
  };
  const ch = fc.constantFrom("a", "z", "A", "Z", "@", "[", "`", "{", "d", "D", " ", "I", "É", "é", "ß", "ǅ", "1", "(", "«", "\u00a0", "Ω", "ω", "𝒜", "\ud835", "İ", "x");
  const text = fc.array(ch, { maxLength: 5 }).map((cs) => cs.join(""));
  it("capitalize equals the plain version", () => {
    fc.assert(fc.property(text, (t) => capitalize(t) === referenceCapitalize(t)), { numRuns: 20000, seed: 48 });
  });
  it("decapitalize equals the plain version", () => {
    fc.assert(fc.property(text, (t) => decapitalize(t) === referenceDecapitalize(t)), { numRuns: 20000, seed: 49 });
  });
});
