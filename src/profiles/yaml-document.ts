import { isScalar, Lexer, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { InputError } from './errors.js';

/**
 * The most levels of nesting a YAML file may have, as `nestingDepth` counts them. A unit file needs
 * 5, a scenario file with inline units 8; the YAML package composes a document recursively and
 * Node dies (stack overflow, then out of memory) somewhere past 800 levels, so the file is refused
 * before it is composed.
 */
export const MAX_NESTING = 64;

/**
 * The most lexer tokens a YAML file may have. The largest bundled unit file has about 1,000, a
 * scenario of 8,000 matchups about 200,000 (25 a matchup). The YAML package's parser slows with
 * the size of its tree (a 3.9 MB file of `[],` took 129 s and 2.7 GB), so a larger file is refused
 * before it is parsed.
 */
export const MAX_TOKENS = 200_000;

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
  const shape = tooBig(text);
  if (shape) {
    const line = text.slice(0, shape.offset).split('\n').length;
    const col = shape.offset - text.lastIndexOf('\n', shape.offset - 1);
    throw new InputError(`${file}:${line}:${col} ${shape.problem}`);
  }
  // Keys are checked for repeats below, in linear time: the YAML package compares every pair (28,000 keys took 5 s).
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const first = doc.errors[0];
  const at = first ? first.pos[0] : repeatedKey(doc);
  if (at !== undefined) {
    const { line, col } = lines.linePos(at);
    throw new InputError(`${file}:${line}:${col} YAML syntax: ${first ? first.message.split('\n')[0] : 'Map keys must be unique'}`);
  }
  return { doc, lines };
}

/** The offset of the first key that repeats an earlier key of its map (scalar keys, compared by value), if any. */
function repeatedKey(doc: Document): number | undefined {
  let at: number | undefined;
  visit(doc, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        if (!isScalar(key)) continue;
        if (seen.has(key.value)) {
          at = key.range?.[0];
          return visit.BREAK;
        }
        seen.add(key.value);
      }
      return undefined;
    },
  });
  return at;
}

/**
 * Where the file first goes past MAX_NESTING or MAX_TOKENS, if it does. Nesting is measured on the
 * lexer's tokens (linear, no recursion; quoted and block scalars are single tokens, so brackets
 * inside them do not count): open flow collections, plus the block indentation levels open on the
 * line, plus the `- ` and `? ` indicators on it. That is never less than the real depth over 2 (a
 * block sequence may sit at its parent map's indentation), so the composer stays far from its limit.
 */
export function tooBig(text: string): { offset: number; problem: string } | undefined {
  const indents: number[] = [];
  let flow = 0;
  let indicators = 0;
  let offset = 0;
  let tokens = 0;
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
    if (flow + indents.length + indicators > MAX_NESTING) {
      return { offset, problem: `YAML nesting: more than ${MAX_NESTING} levels of lists and maps inside each other (a unit file needs about 5)` };
    }
    if (++tokens > MAX_TOKENS) {
      return { offset, problem: `YAML size: more than ${MAX_TOKENS} keys, values and brackets (a unit file has about 1,000)` };
    }
    // Control tokens (document start, scalar and flow-error markers) are not in the text.
    if (!/^[\x02\x18\x1f]$/.test(token)) offset += token.length;
  }
  return undefined;
}
