import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { InputError } from './errors.js';

const MB = 1024 * 1024;

/**
 * The most a YAML file (unit or scenario) may hold. The largest bundled unit file is about 3 kB and
 * a scenario with every matchup of a big army inline stays well under 1 MB; past this it is not a
 * profile, and reading it all would only cost memory.
 */
export const MAX_YAML_BYTES = 4 * MB;

/**
 * Read a file a user named, refusing what is not a plain file before opening it (a FIFO would block
 * the open forever, /dev/zero never ends) and anything over `maxBytes` (checked on the size the
 * file reports and again while reading, for files like /proc's that report 0). InputError naming
 * the file otherwise.
 */
export function readUserFile(path: string, maxBytes: number): Buffer {
  const cannot = (e: unknown) => new InputError(`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  const notAFile = () => new InputError(`${path}: not a regular file (a pipe, device or socket); give a file`);
  let size: number;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new InputError(`${path}: is a folder, not a file`);
    if (!stat.isFile()) throw notAFile();
    size = stat.size;
  } catch (e) {
    throw e instanceof InputError ? e : cannot(e);
  }
  const tooLarge = () => new InputError(`${path}: too large (more than ${limitText(maxBytes)}, the most this kind of file may hold)`);
  if (size > maxBytes) throw tooLarge();
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw cannot(e);
  }
  try {
    // Checked again on the open file: it may have been replaced since the stat.
    if (!fstatSync(fd).isFile()) throw notAFile();
    const chunks: Buffer[] = [];
    let total = 0;
    // The first chunk one byte over the size the file reports, the others small, none zero-filled: a file that is what
    // it says is read in one call and one more that finds its end (a 2.5 MB import cache entry: about 3 ms less, issue 30).
    for (let room = Math.min(size + 1, maxBytes + 1); ; room = Math.min(64 * 1024, maxBytes + 1 - total)) {
      const chunk = Buffer.allocUnsafe(room);
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk.subarray(0, n));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
  } catch (e) {
    throw e instanceof InputError ? e : cannot(e);
  } finally {
    closeSync(fd);
  }
}

/** A text file a user named (UTF-8), with the checks of readUserFile. */
export function readUserText(path: string, maxBytes: number): string {
  return readUserFile(path, maxBytes).toString('utf8');
}

function limitText(bytes: number): string {
  if (bytes >= MB) return `${+(bytes / MB).toFixed(1)} MB`;
  return bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} kB` : `${bytes} bytes`;
}
