/**
 * The progress bar of compare, run, report, roster and import bsdata, drawn by cli-progress: the
 * matchups (or units) done, an ETA, redrawn at most 10 times a second however fast the work goes.
 * On stderr only when it is a terminal and not --quiet (main.ts); loaded only by those commands, so
 * a cold `wh40k calc` does not pay for it (issue 13).
 */
import { Format, SingleBar, type Options } from 'cli-progress';

export interface ProgressBar {
  /** `done` of `total` finished: the first call starts the bar, the last (done = total) clears it. */
  readonly update: (done: number, total: number) => void;
  /** Stop drawing and clear the line, finished or not (a bar left drawing keeps the process alive). */
  readonly stop: () => void;
}

/** Before the first result, and when no rate is known yet, there is no ETA to show. */
const formatTime: Options['formatTime'] = (seconds, options, roundTo) =>
  Number.isFinite(seconds) ? Format.TimeFormat(seconds, options, roundTo) : '?';

/** A bar drawn with `write` on a terminal `columns` wide (longer lines are cut). */
export function progressBar(write: (text: string) => void, columns = process.stderr.columns || 80): ProgressBar {
  // Our writer as cli-progress expects a terminal stream: it writes the line and its cursor moves.
  const stream = {
    isTTY: true,
    columns,
    write: (text: string) => {
      write(text);
      return true;
    },
  } as unknown as NodeJS.WritableStream;
  const bar = new SingleBar({
    stream,
    format: '[{bar}] {value}/{total} ETA {eta_formatted}',
    formatTime,
    barsize: 30,
    barCompleteChar: '#',
    barIncompleteChar: '.',
    fps: 10,
    clearOnComplete: true,
    linewrap: true,
  });
  let started = false;
  return {
    update: (done, total) => {
      if (!started) bar.start(total, 0);
      started = true;
      bar.update(done);
      if (done >= total) bar.stop();
    },
    stop: () => bar.stop(),
  };
}
