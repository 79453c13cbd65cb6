/**
 * The canonical formatter. It re-lays out the tokens of a file that parses cleanly:
 * one card field, ability or statement per line, two-space indentation, blocks opened
 * at the end of their line, comments kept where they were. It only changes whitespace,
 * so it never changes the AST, and format(format(x)) === format(x).
 */
import type { CstElement, CstNode, IToken } from "chevrotain";
import { grimoireLexer } from "../../grammar/lexer";
import { grimoireParser } from "../../grammar/parser";

export interface FormatResult {
  readonly text: string;
  /** False when the source has syntax errors: it is returned unchanged. */
  readonly formatted: boolean;
}

function isToken(e: CstElement): e is IToken {
  return "image" in e;
}
function offsetOf(e: CstElement): number {
  return isToken(e) ? e.startOffset : (e.location?.startOffset ?? Number.MAX_SAFE_INTEGER);
}
function childrenInOrder(node: CstNode): { label: string; el: CstElement }[] {
  const out: { label: string; el: CstElement }[] = [];
  for (const [label, list] of Object.entries(node.children)) for (const el of list) out.push({ label, el });
  return out.sort((a, b) => offsetOf(a.el) - offsetOf(b.el));
}
function statementCount(block: CstNode): number {
  return (block.children.statement ?? []).length;
}

class Printer {
  private readonly lines: string[] = [];
  private current = "";
  private indent = 0;
  private lastTokenEnd = -1;
  private commentIndex = 0;

  constructor(
    private readonly text: string,
    private readonly comments: readonly IToken[],
  ) {}

  private flushComments(beforeOffset: number): void {
    while (this.commentIndex < this.comments.length) {
      const c = this.comments[this.commentIndex];
      if (c === undefined || c.startOffset >= beforeOffset) break;
      const sameLine = this.lastTokenEnd >= 0 && !this.text.slice(this.lastTokenEnd, c.startOffset).includes("\n");
      if (sameLine && this.current.trim().length > 0) {
        this.current += " " + c.image.trimEnd();
        this.newline();
      } else {
        this.newline();
        this.current = "  ".repeat(this.indent) + c.image.trimEnd();
        this.newline();
      }
      this.commentIndex++;
    }
  }

  newline(): void {
    if (this.current.trim().length > 0) this.lines.push(this.current.trimEnd());
    this.current = "";
  }
  blankLine(): void {
    this.newline();
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== "") this.lines.push("");
  }
  token(t: IToken): void {
    this.flushComments(t.startOffset);
    if (this.current.length === 0) this.current = "  ".repeat(this.indent);
    const glue = this.current.trim().length === 0 || t.image === "," || t.image === ";" ? "" : " ";
    this.current += glue + t.image;
    this.lastTokenEnd = (t.endOffset ?? t.startOffset) + 1;
  }

  node(node: CstNode, label = ""): void {
    switch (node.name) {
      case "card":
      case "scenario":
        return this.container(node, node.name === "card" ? "cardItem" : "scenarioStep");
      case "block":
        return this.block(node, label);
      case "cardItem": {
        const first = childrenInOrder(node)[0]?.el;
        if (first && !isToken(first) && (first.name === "ability" || first.name === "effectField")) this.blankLine();
        this.newline();
        this.children(node);
        return this.newline();
      }
      case "statement":
      case "scenarioStep":
        this.newline();
        this.children(node);
        return this.newline();
      default:
        return this.children(node);
    }
  }

  private children(node: CstNode): void {
    for (const { label, el } of childrenInOrder(node)) {
      if (isToken(el)) this.token(el);
      else this.node(el, label);
    }
  }

  private container(node: CstNode, itemName: string): void {
    this.blankLine();
    for (const { label, el } of childrenInOrder(node)) {
      if (isToken(el)) {
        if (el.image === "}") {
          this.indent--;
          this.newline();
          this.token(el);
          this.newline();
        } else {
          this.token(el);
          if (el.image === "{") {
            this.newline();
            this.indent++;
          }
        }
      } else this.node(el, label);
    }
    void itemName;
  }

  private block(node: CstNode, label: string): void {
    const inline = (label === "first" || label === "second") && statementCount(node) <= 1;
    for (const { label: l, el } of childrenInOrder(node)) {
      if (isToken(el)) {
        if (el.image === "{") {
          this.token(el);
          if (!inline) {
            this.newline();
            this.indent++;
          }
        } else if (el.image === "}") {
          if (!inline) {
            this.indent--;
            this.newline();
          }
          this.token(el);
        } else this.token(el);
      } else if (inline && el.name === "statement") {
        for (const c of childrenInOrder(el)) {
          if (isToken(c.el)) this.token(c.el);
          else this.node(c.el, c.label);
        }
      } else this.node(el, l);
    }
  }

  finish(): string {
    this.flushComments(Number.MAX_SAFE_INTEGER);
    this.newline();
    while (this.lines[0] === "") this.lines.shift();
    while (this.lines[this.lines.length - 1] === "") this.lines.pop();
    return this.lines.join("\n") + "\n";
  }
}

export function format(text: string): FormatResult {
  const lexed = grimoireLexer.tokenize(text);
  if (lexed.errors.length > 0) return { text, formatted: false };
  const parser = grimoireParser();
  parser.input = lexed.tokens;
  const cst = parser.file();
  if (parser.errors.length > 0) return { text, formatted: false };
  const comments = lexed.groups.comments ?? [];
  const printer = new Printer(text, comments);
  printer.node(cst);
  return { text: printer.finish(), formatted: true };
}
