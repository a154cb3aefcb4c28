/**
 * stdout and stderr for the command line (main.ts nodeIo). Where one is not a terminal (a file, a pipe: scripts, CI, the
 * bench), text goes out with writeSync and Node's stream objects are never made: making them loads its stream and
 * socket modules, 2-3 ms of a 70 ms cold calc (issue 30 section 3). A terminal gets Node's stream, as does the rest of
 * a text a pipe would not take at once (EAGAIN). A reader that stops early (`| head`) ends the process quietly, as it
 * would have ended, with no stack trace.
 */
import { fstatSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';

type Fd = 1 | 2;

const ttys = new Map<Fd, boolean>();

/** Whether the descriptor is a terminal: a character device that tty.isatty says is one (/dev/null is not). */
export function isTerminal(fd: Fd): boolean {
  let known = ttys.get(fd);
  if (known === undefined) {
    let device = false;
    try {
      device = fstatSync(fd).isCharacterDevice();
    } catch {
      // closed: no terminal
    }
    // node:tty loads the socket modules: asked only of a character device.
    known = device && (createRequire(import.meta.url)('node:tty') as typeof import('node:tty')).isatty(fd);
    ttys.set(fd, known);
  }
  return known;
}

/** Whether any text went through Node's streams, which may hold it until the event loop writes it out. */
let streamed = false;

/** Whether everything written so far is out: it all went with writeSync (bin/wh40k.js may then exit at once). */
export const allWritten = (): boolean => !streamed;

const streamOf = (fd: Fd): NodeJS.WriteStream => {
  streamed = true;
  const stream = fd === 1 ? process.stdout : process.stderr;
  if (stream.listenerCount('error') === 0) stream.on('error', closedPipe);
  return stream;
};

function closedPipe(e: NodeJS.ErrnoException): never {
  if (e.code !== 'EPIPE') throw e;
  process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
}

/** A writer of text to stdout (1) or stderr (2), as above. */
export function writerTo(fd: Fd): (text: string) => void {
  let stream: NodeJS.WriteStream | undefined = isTerminal(fd) ? streamOf(fd) : undefined;
  return (text) => {
    if (stream) {
      stream.write(text);
      return;
    }
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') closedPipe(e as NodeJS.ErrnoException);
      if (code !== 'EAGAIN') throw e;
      // A full non-blocking pipe: the rest, and all after it, through Node's stream, which waits for the reader.
      stream = streamOf(fd);
      stream.write(bytes.subarray(done));
    }
  };
}

/** The terminal's columns when stdout is one, else none. */
export const stdoutColumns = (): number | undefined => (isTerminal(1) && process.stdout.columns > 0 ? process.stdout.columns : undefined);
