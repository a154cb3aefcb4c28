import { isAbsolute, relative } from 'node:path';

/** A path as people read it: relative to the working directory when it is inside it. */
export function shown(path: string, cwd = process.cwd()): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}
