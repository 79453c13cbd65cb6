/**
 * A port of the part of prettier's document printer (src/document/printer) that the
 * emitter's layout needs: groups (with forced breaks, ids and expanded states), indent,
 * line / softline, ifBreak, indentIfBreak and breakParent. The layout builds the same
 * documents prettier's estree printer builds for calls, objects, arrays and literals, so
 * printing them here gives prettier's output without parsing the module again.
 */

export type Doc = string | readonly Doc[] | Group | Indent | Line | IfBreak | IndentIfBreak | BreakParent;

export interface Group {
  readonly type: "group";
  readonly contents: Doc;
  /** `true` when built with shouldBreak, "propagated" when a child forced it (set by `propagateBreaks`). */
  break: boolean | "propagated";
  readonly expandedStates?: readonly Doc[];
  readonly id?: symbol;
}
interface Indent {
  readonly type: "indent";
  readonly contents: Doc;
}
interface Line {
  readonly type: "line";
  readonly soft: boolean;
}
interface IfBreak {
  readonly type: "if-break";
  readonly breakContents: Doc;
  readonly flatContents: Doc;
}
interface IndentIfBreak {
  readonly type: "indent-if-break";
  readonly contents: Doc;
  readonly groupId: symbol;
}
interface BreakParent {
  readonly type: "break-parent";
}

export const line: Doc = { type: "line", soft: false };
export const softline: Doc = { type: "line", soft: true };
export const breakParent: Doc = { type: "break-parent" };

export function group(contents: Doc, options: { shouldBreak?: boolean; id?: symbol } = {}): Group {
  return { type: "group", contents, break: options.shouldBreak === true, ...(options.id === undefined ? {} : { id: options.id }) };
}

/** prettier's `conditionalGroup`: the first state that fits wins, else the last one. */
export function conditionalGroup(states: readonly Doc[]): Group {
  const [first] = states;
  if (first === undefined) throw new Error("conditionalGroup needs a state");
  return { type: "group", contents: first, break: false, expandedStates: states };
}

export function indent(contents: Doc): Doc {
  return { type: "indent", contents };
}

export function ifBreak(breakContents: Doc, flatContents: Doc = ""): Doc {
  return { type: "if-break", breakContents, flatContents };
}

export function indentIfBreak(contents: Doc, groupId: symbol): Doc {
  return { type: "indent-if-break", contents, groupId };
}

export function join(separator: Doc, docs: readonly Doc[]): Doc[] {
  const out: Doc[] = [];
  docs.forEach((d, i) => {
    if (i > 0) out.push(separator);
    out.push(d);
  });
  return out;
}

function isArray(doc: Doc): doc is readonly Doc[] {
  return Array.isArray(doc);
}

/** prettier's `willBreak`: a forced group break or a breakParent, not looking into expanded states. */
export function willBreak(doc: Doc): boolean {
  if (typeof doc === "string") return false;
  if (isArray(doc)) return doc.some(willBreak);
  switch (doc.type) {
    case "group":
      return doc.break !== false || willBreak(doc.contents);
    case "break-parent":
      return true;
    case "indent":
    case "indent-if-break":
      return willBreak(doc.contents);
    case "if-break":
      return willBreak(doc.breakContents) || willBreak(doc.flatContents);
    case "line":
      return false;
  }
}

/** prettier's `propagateBreaks`: a forced break breaks every enclosing group up to a conditional group. */
function propagateBreaks(root: Doc): void {
  const visited = new Set<Group>();
  const stack: Group[] = [];
  const breakParentGroup = (): void => {
    const parent = stack[stack.length - 1];
    if (parent !== undefined && parent.expandedStates === undefined && parent.break === false) parent.break = "propagated";
  };
  const visit = (doc: Doc): void => {
    if (typeof doc === "string") return;
    if (isArray(doc)) {
      for (const d of doc) visit(d);
      return;
    }
    switch (doc.type) {
      case "break-parent":
        breakParentGroup();
        return;
      case "group": {
        stack.push(doc);
        if (!visited.has(doc)) {
          visited.add(doc);
          if (doc.expandedStates !== undefined) for (const s of doc.expandedStates) visit(s);
          else visit(doc.contents);
        }
        stack.pop();
        if (doc.break !== false) breakParentGroup();
        return;
      }
      case "indent":
      case "indent-if-break":
        visit(doc.contents);
        return;
      case "if-break":
        visit(doc.breakContents);
        visit(doc.flatContents);
        return;
      case "line":
        return;
    }
  };
  visit(root);
}

const nonAscii = /[^\x20-\x7F]/;
const zeroWidthMark = /[\p{Nonspacing_Mark}\p{Enclosing_Mark}]/u;

/** Thrown when a text holds characters whose display width this printer does not measure. */
export class UnmeasuredText extends Error {
  override readonly name = "UnmeasuredText";
}

/**
 * prettier's `getStringWidth` for the characters generated modules hold: ASCII, Latin and
 * general punctuation. Wide characters and emoji (which prettier counts as 2) are refused.
 */
export function textWidth(text: string): number {
  if (!nonAscii.test(text)) return text.length;
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f)) continue;
    if (zeroWidthMark.test(ch)) continue;
    const narrow = (cp < 0x1100 && cp !== 0xa9 && cp !== 0xae) || (cp >= 0x2010 && cp <= 0x2027);
    if (!narrow) throw new UnmeasuredText(`cannot measure ${JSON.stringify(ch)}`);
    width += 1;
  }
  return width;
}

type Mode = "break" | "flat";
interface Command {
  readonly indent: number;
  readonly mode: Mode;
  readonly doc: Doc;
}

function fits(next: Command, rest: readonly Command[], remaining: number, modes: ReadonlyMap<symbol, Mode>): boolean {
  let restIndex = rest.length;
  let pendingSpace = false;
  const cmds: { mode: Mode; doc: Doc }[] = [next];
  while (remaining >= 0) {
    const cmd = cmds.pop();
    if (cmd === undefined) {
      if (restIndex === 0) return true;
      const r = rest[--restIndex];
      if (r !== undefined) cmds.push(r);
      continue;
    }
    const { mode, doc } = cmd;
    if (typeof doc === "string") {
      if (doc.length > 0) {
        if (pendingSpace) {
          remaining -= 1;
          pendingSpace = false;
        }
        remaining -= textWidth(doc);
      }
      continue;
    }
    if (isArray(doc)) {
      for (let i = doc.length - 1; i >= 0; i--) cmds.push({ mode, doc: doc[i] ?? "" });
      continue;
    }
    switch (doc.type) {
      case "indent":
      case "indent-if-break":
        cmds.push({ mode, doc: doc.contents });
        break;
      case "group": {
        const groupMode: Mode = doc.break !== false ? "break" : mode;
        const states = doc.expandedStates;
        const contents = states !== undefined && groupMode === "break" ? (states[states.length - 1] ?? doc.contents) : doc.contents;
        cmds.push({ mode: groupMode, doc: contents });
        break;
      }
      case "if-break": {
        const contents = mode === "break" ? doc.breakContents : doc.flatContents;
        cmds.push({ mode, doc: contents });
        break;
      }
      case "line":
        if (mode === "break") return true;
        if (!doc.soft) pendingSpace = true;
        break;
      case "break-parent":
        break;
    }
  }
  return false;
}

/** Trailing spaces and tabs of the output so far are removed at a line break (prettier's `trim`). */
function trimEnd(out: string[]): number {
  let trimmed = 0;
  while (out.length > 0) {
    const last = out[out.length - 1] ?? "";
    const kept = last.replace(/[\t ]+$/, "");
    trimmed += last.length - kept.length;
    if (kept.length > 0) {
      out[out.length - 1] = kept;
      break;
    }
    out.pop();
  }
  return trimmed;
}

/** Lays `doc` out within `width` columns, indenting by `tabWidth` spaces (prettier's `printDocToString`). */
export function printDoc(doc: Doc, width: number, tabWidth = 2): string {
  propagateBreaks(doc);
  const modes = new Map<symbol, Mode>();
  const cmds: Command[] = [{ indent: 0, mode: "break", doc }];
  const out: string[] = [];
  let pos = 0;
  while (cmds.length > 0) {
    const cmd = cmds.pop();
    if (cmd === undefined) break;
    const { indent: ind, mode, doc: d } = cmd;
    if (typeof d === "string") {
      out.push(d);
      pos += textWidth(d);
      continue;
    }
    if (isArray(d)) {
      for (let i = d.length - 1; i >= 0; i--) cmds.push({ indent: ind, mode, doc: d[i] ?? "" });
      continue;
    }
    switch (d.type) {
      case "indent":
        cmds.push({ indent: ind + tabWidth, mode, doc: d.contents });
        break;
      case "group": {
        let next: Command;
        if (mode === "flat") {
          next = { indent: ind, mode: d.break !== false ? "break" : "flat", doc: d.contents };
        } else {
          const flat: Command = { indent: ind, mode: "flat", doc: d.contents };
          const remaining = width - pos;
          const states = d.expandedStates;
          if (d.break === false && fits(flat, cmds, remaining, modes)) next = flat;
          else if (states === undefined) next = { indent: ind, mode: "break", doc: d.contents };
          else {
            next = { indent: ind, mode: "break", doc: states[states.length - 1] ?? d.contents };
            if (d.break === false) {
              for (let i = 1; i < states.length - 1; i++) {
                const state: Command = { indent: ind, mode: "flat", doc: states[i] ?? "" };
                if (fits(state, cmds, remaining, modes)) {
                  next = state;
                  break;
                }
              }
            }
          }
        }
        cmds.push(next);
        if (d.id !== undefined) modes.set(d.id, next.mode);
        break;
      }
      case "if-break":
        cmds.push({ indent: ind, mode, doc: mode === "break" ? d.breakContents : d.flatContents });
        break;
      case "indent-if-break":
        cmds.push({ indent: modes.get(d.groupId) === "break" ? ind + tabWidth : ind, mode, doc: d.contents });
        break;
      case "line":
        if (mode === "flat") {
          if (!d.soft) {
            out.push(" ");
            pos += 1;
          }
          break;
        }
        pos -= trimEnd(out);
        out.push("\n" + " ".repeat(ind));
        pos = ind;
        break;
      case "break-parent":
        break;
    }
  }
  return out.join("");
}
