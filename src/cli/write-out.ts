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
    throw new InputError(`${option} ${path}: cannot write (${code})`);
  }
}
