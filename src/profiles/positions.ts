import { isMap, isNode, isScalar, isSeq, visit, type Document, type LineCounter } from 'yaml';

export type Path = readonly (string | number)[];

/** weapons[1].abilities[0] */
export function fieldName(path: Path): string {
  return path
    .map((p, i) => {
      if (typeof p === 'number') return `[${p}]`;
      // A key with spaces, quotes or line breaks is quoted, so a message stays on one line.
      if (!/^[\w-]+$/.test(p)) return `[${JSON.stringify(p)}]`;
      return i === 0 ? p : `.${p}`;
    })
    .join('');
}

/**
 * file:line:col of the deepest YAML node along `path`; where the last step found is a map key,
 * the key itself (so an unknown or bad field points at its name). Map keys are compared as text:
 * zod reports the key of `points: { 5: 90 }` as "5", the YAML holds the number 5.
 */
export function position(doc: Document, lines: LineCounter, path: Path, file: string): string {
  let node: unknown = doc.contents;
  let found: unknown = node;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === String(step));
      if (!pair) break;
      found = pair.key;
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number' && step < node.items.length) {
      node = node.items[step];
      found = node;
    } else break;
  }
  return at(lines, found, file);
}

function at(lines: LineCounter, node: unknown, file: string): string {
  const range = isNode(node) ? node.range : undefined;
  if (!range) return file;
  const { line, col } = lines.linePos(range[0]);
  return `${file}:${line}:${col}`;
}

/** Where the first alias (`*name`) of a document is, for errors the YAML package raises late. */
export function firstAlias(doc: Document, lines: LineCounter, file: string): string {
  let where = file;
  visit(doc, {
    Alias(_, node) {
      where = at(lines, node, file);
      return visit.BREAK;
    },
  });
  return where;
}

/** A file's problems from its top to its bottom (zod lists unknown fields last); the order is kept otherwise. */
export function byPosition(file: string, errors: readonly string[]): string[] {
  const place = (e: string) => {
    const m = e.startsWith(`${file}:`) ? /^(\d+):(\d+) /.exec(e.slice(file.length + 1)) : null;
    return m ? Number(m[1]) * 1e6 + Number(m[2]) : Infinity;
  };
  return errors.map((e, i) => ({ e, i, at: place(e) })).sort((a, b) => a.at - b.at || a.i - b.i).map((x) => x.e);
}
