import { Lexer, LineCounter, parseDocument, type Document } from 'yaml';
import { InputError } from './errors.js';

/**
 * The most levels of nesting a YAML file may have, as `nestingDepth` counts them. A unit file needs
 * 5, a scenario file with inline units 8; the YAML package composes a document recursively and
 * Node dies (stack overflow, then out of memory) somewhere past 800 levels, so the file is refused
 * before it is composed.
 */
export const MAX_NESTING = 64;

/** A parsed YAML document and the line counter that maps its offsets to line:col. */
export interface YamlDocument {
  readonly doc: Document;
  readonly lines: LineCounter;
}

/**
 * The one way the loader turns YAML text into a document: old Mac line endings (a lone CR) read as
 * line breaks, nesting bounded, syntax errors as an InputError at file:line:col.
 */
export function readYamlDocument(raw: string, file: string): YamlDocument {
  // A lone CR becomes an LF: one character for one, so every offset (and so every line:col the
  // LineCounter gives) is that of the original text. CR LF stays as it is.
  const text = raw.replace(/\r(?!\n)/g, '\n');
  const lines = new LineCounter();
  const deep = tooDeep(text);
  if (deep !== undefined) {
    const line = text.slice(0, deep).split('\n').length;
    const col = deep - text.lastIndexOf('\n', deep - 1);
    throw new InputError(`${file}:${line}:${col} YAML nesting: more than ${MAX_NESTING} levels of lists and maps inside each other (a unit file needs about 5)`);
  }
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const { line, col } = lines.linePos(e.pos[0]);
    throw new InputError(`${file}:${line}:${col} YAML syntax: ${e.message.split('\n')[0]}`);
  }
  return { doc, lines };
}

/**
 * The offset where the nesting first goes past MAX_NESTING, if it does. Measured on the lexer's
 * tokens (linear, no recursion; quoted and block scalars are single tokens, so brackets inside
 * them do not count): open flow collections, plus the block indentation levels open on the line,
 * plus the `- ` and `? ` indicators on it. That is never less than the real depth over 2 (a block
 * sequence may sit at its parent map's indentation), so the composer stays far from its limit.
 */
function tooDeep(text: string): number | undefined {
  const indents: number[] = [];
  let flow = 0;
  let indicators = 0;
  let offset = 0;
  let lineStart = true;
  for (const token of new Lexer().lex(text)) {
    if (lineStart) {
      // The first token of a line: its indentation (spaces), or none.
      const indent = /^ +$/.test(token) ? token.length : 0;
      while (indents.length && indents[indents.length - 1] >= indent) indents.pop();
      indents.push(indent);
      indicators = 0;
      lineStart = false;
    }
    if (token === '[' || token === '{') flow++;
    else if ((token === ']' || token === '}') && flow > 0) flow--;
    else if (token === '\x18') flow = 0; // the lexer left flow context (a flow collection indented too little)
    else if (token === '-' || token === '?') indicators++;
    else if (token === '\n' || token === '\r\n') lineStart = true;
    if (flow + indents.length + indicators > MAX_NESTING) return offset;
    // Control tokens (document start, scalar and flow-error markers) are not in the text.
    if (!/^[\x02\x18\x1f]$/.test(token)) offset += token.length;
  }
  return undefined;
}
