/**
 * The progress bar (src/cli/progress-bar.ts, cli-progress) with a fake clock: it shows an ETA, is
 * redrawn at most ~10 times a second however many updates come, and clears its line and leaves no
 * timer behind when done or stopped (a timer left running would keep the CLI from exiting).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressBar } from '../../src/cli/progress-bar.js';
import { runInProcess } from './in-process.js';

const DRAWN = /\] \d+\/\d+ ETA /;
/** ECMA-48 EL 2: erase the whole line (how cli-progress clears a bar). */
const ERASE_LINE = '\u001b[2K';

let written: string[];
const draws = () => written.filter((t) => DRAWN.test(t));

beforeEach(() => {
  vi.useFakeTimers();
  written = [];
});
afterEach(() => vi.useRealTimers());

describe('progressBar', () => {
  it('shows the ETA from the rate so far; none before the first result', () => {
    const bar = progressBar((t) => written.push(t), 80);
    bar.update(0, 100);
    expect(draws()).toEqual(['[..............................] 0/100 ETA ?']);
    vi.advanceTimersByTime(2000);
    bar.update(50, 100);
    // 50 done in 2 s is 25 a second; 50 left take 2 s. Half of the 30 cells are filled.
    expect(draws().at(-1)).toBe('[###############...............] 50/100 ETA 2s');
    bar.stop();
  });

  it('100 updates in 1 s of a free event loop (worker threads): 12 draws, not 101', () => {
    const bar = progressBar((t) => written.push(t), 80);
    for (let done = 0; done <= 100; done++) {
      bar.update(done, 100);
      vi.advanceTimersByTime(10);
    }
    // The first draw at 0 ms, one per 100 ms tick up to 1000 ms (10), the last (100/100) as it ends: 12.
    expect(draws().length).toBeLessThanOrEqual(12);
    expect(draws().at(-1)).toMatch(/ 100\/100 ETA 0s$/);
  });

  it('100 updates in 1 s of a busy event loop (jobs 1: no timer runs): one draw per 200 ms at most', () => {
    const bar = progressBar((t) => written.push(t), 80);
    const start = Date.now();
    for (let done = 0; done <= 100; done++) {
      vi.setSystemTime(start + 10 * done);
      bar.update(done, 100);
    }
    // The first draw at 0 ms, then whenever 200 ms have passed since the last: 210, 420, 630, 840 ms (4),
    // then the last as it ends: 6.
    expect(draws().length).toBeLessThanOrEqual(6);
  });

  it('when done, and when stopped early, the line is erased and no timer is left', () => {
    const done = progressBar((t) => written.push(t), 80);
    done.update(1, 2);
    done.update(2, 2);
    expect(written.at(-1)).toBe(ERASE_LINE);
    expect(vi.getTimerCount()).toBe(0);
    written = [];
    const early = progressBar((t) => written.push(t), 80);
    early.update(1, 4);
    expect(vi.getTimerCount()).toBe(1);
    early.stop();
    expect(written.at(-1)).toBe(ERASE_LINE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cut to the terminal width', () => {
    const bar = progressBar((t) => written.push(t), 20);
    bar.update(0, 4);
    expect(draws()).toEqual([]);
    expect(written).toContain('[...................');
    bar.stop();
  });
});

describe('the CLI with a progress writer (stderr a terminal)', () => {
  it('run: the bar counts the matchups and is erased before the result is printed', async () => {
    vi.useRealTimers();
    const log: string[] = [];
    const { main } = await import('../../src/cli/main.js');
    const status = await main(['run', 'examples/charge.yaml', '--jobs', '1'], {
      out: (t) => log.push(`out:${t}`),
      err: (t) => log.push(`err:${t}`),
      progress: (t) => log.push(t),
      colour: false,
    });
    expect(status).toBe(0);
    const firstOut = log.findIndex((t) => t.startsWith('out:'));
    expect(log.slice(0, firstOut).some((t) => / 4\/4 ETA /.test(t))).toBe(true);
    expect(log.slice(0, firstOut).lastIndexOf(ERASE_LINE)).toBe(firstOut - 1);
    expect(log.slice(firstOut).filter((t) => !t.startsWith('out:') && !t.startsWith('err:'))).toEqual([]);
  });

  it('without one (a pipe, or in tests), nothing is drawn', async () => {
    vi.useRealTimers();
    const r = await runInProcess(['run', 'examples/charge.yaml', '--jobs', '1']);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });
});
