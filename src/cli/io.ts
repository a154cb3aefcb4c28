// What every command is given and lends (main.ts and the commands it registers, such as commands-battle.ts): where
// output goes, the options all commands share, and a view that may wait for its module. A module of its own so the
// command files need not import main.ts, which imports them.
import type { Format } from './sheet.js';

export interface Io {
  out(text: string): void;
  err(text: string): void;
  colour: boolean;
  /** Where a progress bar may go (stderr, when it is a terminal), if anywhere. */
  progress?: (text: string) => void;
  /** The terminal's width when stdout is one: the table format's prose wraps to it (wrapProse). */
  width?: number;
}

export type Common = { format: Format; quiet?: boolean };

/** A view made now, or once the module it needs has loaded. */
export type Later<T> = T | Promise<T>;
