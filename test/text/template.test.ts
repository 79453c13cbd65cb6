import fc from "fast-check";
import { describe, it } from "vitest";
import { capitalize, compileTemplate, decapitalize, fillReminder, fillTemplate, formTableOf, hasFormFor, pickForm, pickFrom, slotRef, tidySpaces } from "../../compiler/text/template";

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

describe("pickForm", () => {
  // The rule as docs/text.md states it: wanted forms in order; for each, its era variants in the entry's order (the first for
  // the card's set wins), then the plain form; a plain string serves every form.
  const reference = (forms: string | Readonly<Record<string, string>>, wanted: readonly string[], set: number): string | undefined => {
    if (typeof forms === "string") return forms;
    for (const w of wanted) {
      for (const [key, text] of Object.entries(forms)) {
        const m = /^(.*)@set(<=|s=)([\d,]+)$/.exec(key);
        if (m === null || m[1] !== w) continue;
        if (m[2] === "<=" ? set <= Number(m[3]) : (m[3] ?? "").split(",").map(Number).includes(set)) return text;
      }
      if (Object.hasOwn(forms, w)) return forms[w];
    }
    return undefined;
  };
  // Entries with few forms and with many; a wanted form is sometimes built at run time, as the realisers build qualified ones,
  // so that it is not the interned string the entry's key is.
  const names = ["default", "imp", "3s", "inf", "pl", "sg", "acc", "dat", "imp.theirs", "3s.own", "inf.per", "gen"];
  const form = fc.oneof(fc.constantFrom(...names), fc.constantFrom(...names).map((n) => [...n].join("")));
  const key = fc.tuple(fc.constantFrom(...names), fc.constantFrom("", "", "@set<=2", "@set<=5", "@sets=1,3", "@sets=4", "@sets=2,10", "@sets=0")).map(([f, era]) => f + era);
  const entry = fc.oneof(fc.constant("only"), fc.dictionary(key, fc.string({ maxLength: 3 }), { maxKeys: 6 }), fc.dictionary(key, fc.string({ maxLength: 3 }), { minKeys: 10, maxKeys: 20 }));
  it("tries each wanted form's era variants for the card's set, then its plain text", () => {
    fc.assert(
      fc.property(entry, fc.array(form, { maxLength: 4 }), fc.integer({ min: 0, max: 12 }), (forms, wanted, set) => pickForm(forms, wanted, set) === reference(forms, wanted, set)),
      { numRuns: 20000, seed: 50 },
    );
  });
  it("hasFormFor says whether picking that one form finds a text", () => {
    fc.assert(
      fc.property(entry, form, fc.integer({ min: 0, max: 12 }), (forms, w, set) => hasFormFor(formTableOf(forms), w, set) === (reference(forms, [w], set) !== undefined)),
      { numRuns: 20000, seed: 51 },
    );
  });
});

describe("compileTemplate", () => {
  // The parse as the slot pattern reads a template: literals and slots in turn.
  const slotPattern = /\{(?![A-Z]\})(\w+)(?:@([\w-]+))?(?::([\w.-]+))?\}/g;
  const reference = (template: string): { literals: string[]; slots: { name: string; term: string | null; form: string | null }[] } => {
    const parts = template.split(slotPattern);
    const literals: string[] = [];
    const slots: { name: string; term: string | null; form: string | null }[] = [];
    for (let i = 0; i < parts.length; i += 4) {
      literals.push(parts[i] ?? "");
      if (i + 1 < parts.length) slots.push({ name: parts[i + 1] ?? "", term: parts[i + 2] ?? null, form: parts[i + 3] ?? null });
    }
    return { literals, slots };
  };
  const token = fc.constantFrom("a ", " b", "{x}", "{y:acc}", "{n@card}", "{n@card:pl}", "{E}", "{", "}", ".", "{flag:f.g}");
  const template = fc.array(token, { maxLength: 6 }).map((ts) => ts.join(""));
  // A form picked last is found without a lookup: whatever was picked before, the text asked is the one parsed.
  it("gives the parse of the text asked, whatever form was picked before (the same text, a copy built at run time, another)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("default", "imp", "3s"), template, { minKeys: 1 }), fc.constantFrom("default", "imp", "3s"), template, fc.nat(2), (forms, w, other, which) => {
        const picked = pickFrom(formTableOf(forms), [w, "default", "imp", "3s"], 1) ?? "";
        const asked = which === 0 ? picked : which === 1 ? [...picked].join("") : other;
        const c = compileTemplate(asked);
        const r = reference(asked);
        return c.text === asked && JSON.stringify(c.literals) === JSON.stringify(r.literals) && JSON.stringify(c.slots.map((s) => ({ name: s.name, term: s.term, form: s.form }))) === JSON.stringify(r.slots);
      }),
      { numRuns: 10000, seed: 52 },
    );
  });
  it("builds a slot's keys with its template, as `slotRef` builds them for a reference written by hand", () => {
    fc.assert(
      fc.property(template, (t) =>
        compileTemplate(t).slots.every((ref) => {
          const built = ref.keys;
          const byHand = slotRef(ref.name, ref.term, ref.form).keys;
          return built.flag === `flag-${ref.name}` && built.choice === `choice-${ref.name}` && JSON.stringify(built.wanted) === JSON.stringify(ref.form === null ? ["default"] : [ref.form, "default"]) && JSON.stringify(byHand) === JSON.stringify(built);
        }),
      ),
      { numRuns: 5000, seed: 53 },
    );
  });
});
