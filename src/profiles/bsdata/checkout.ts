/**
 * The commit a BSData folder was checked out at, when it is a git checkout: read from .git/HEAD (and the
 * branch's ref, loose or packed), so an imported unit's source names the data's version. No git run.
 */
import { join } from 'node:path';
import { readUserText } from '../read-file.js';

const COMMIT = /^[0-9a-f]{40}$/;
const MAX_GIT_FILE = 1024 * 1024;

const read = (path: string): string | undefined => {
  try {
    return readUserText(path, MAX_GIT_FILE);
  } catch {
    return undefined;
  }
};

export function checkoutCommit(dir: string): string | undefined {
  const head = read(join(dir, '.git', 'HEAD'))?.trim();
  if (!head) return undefined;
  if (COMMIT.test(head)) return head;
  const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
  if (!ref) return undefined;
  const loose = read(join(dir, '.git', ref))?.trim();
  if (loose && COMMIT.test(loose)) return loose;
  const packed = read(join(dir, '.git', 'packed-refs'))
    ?.split('\n')
    .map((l) => l.trim().split(' '))
    .find(([, name]) => name === ref)?.[0];
  return packed && COMMIT.test(packed) ? packed : undefined;
}
