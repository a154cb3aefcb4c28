/**
 * A progress bar redraws one line of stderr and ends it only when done: a message printed while it is
 * unfinished would be glued to it (`324/625wh40k: ...`, issue 12 section 2). main.ts stops its bars
 * before anything is printed; this wraps the Io's progress writer to know whether a line is still
 * open (whatever wrote it), and clears it before any message.
 */
export interface Writers {
  err(text: string): void;
  progress?: (text: string) => void;
}

/** Erase the current terminal line and return to its start (ECMA-48 EL). */
export const CLEAR_LINE = '\r\u001b[K';

export function progressLine<T extends Writers>(io: T): T {
  let open = false;
  const write = io.progress;
  if (!write) return io;
  const clear = () => {
    if (open) write(CLEAR_LINE);
    open = false;
  };
  return {
    ...io,
    progress: (text: string) => {
      write(text);
      open = !text.endsWith('\n');
    },
    err: (text: string) => {
      clear();
      io.err(text);
    },
  };
}
