/** A message printed while a progress bar's line is unfinished clears it first (issue 12: `324/625wh40k: ...`). */
import { describe, expect, it } from 'vitest';
import { CLEAR_LINE, progressLine } from '../../src/cli/progress-line.js';

describe('progressLine', () => {
  it('clears an unfinished bar before a message, and only then', () => {
    const written: string[] = [];
    const io = progressLine({ err: (t: string) => written.push(`err:${t}`), progress: (t: string) => written.push(t) });
    io.progress!('\r[#...] 324/625');
    io.err('wh40k: boom');
    io.err('second');
    io.progress!('\r[####] 625/625\n');
    io.err('after a finished bar');
    expect(written).toEqual(['\r[#...] 324/625', CLEAR_LINE, 'err:wh40k: boom', 'err:second', '\r[####] 625/625\n', 'err:after a finished bar']);
  });

  it('without a progress writer (stderr not a terminal), messages pass as they are', () => {
    const written: string[] = [];
    progressLine({ err: (t: string) => written.push(t) }).err('x');
    expect(written).toEqual(['x']);
  });
});
