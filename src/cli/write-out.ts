import { InputError } from '../profiles/errors.js';

/**
 * Write where a user's option said (`-o FILE`, `--out DIR`): a path that cannot be written (a
 * missing or read-only folder, a file where a folder should be) is an input error naming the option
 * and the path, never an internal error.
 */
export function writingTo<T>(option: string, path: string, write: () => T): T {
  try {
    return write();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (!code) throw e;
    throw new InputError(`${option} ${path}: cannot write: ${WHY[code] ?? 'the system refused'} (${code})`);
  }
}

/** What the usual system errors mean to someone who typed the path. */
const WHY: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a file stands where a folder of the path should be',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
};
