/** `turn`'s own flags (cli/turn.ts runs the command; main.ts parses these without loading it). */
import { TURN_PHASES } from '../matchup/turn-result.js';
import { InvalidArgumentError, type Command } from 'commander';
import { REFUSED_FLAGS } from '../matchup/turn-options.js';

export interface TurnFlags {
  phases?: readonly (typeof TURN_PHASES)[number][];
  overwatch?: boolean;
  fightBack: boolean;
  simulate?: number;
  seed?: number;
}

/** `--phases shoot,fight`: which of the attacker's phases happen (in turn order, whatever the order given). */
export function parsePhases(text: string): (typeof TURN_PHASES)[number][] {
  const named = text.split(',').map((w) => w.trim().toLowerCase());
  const unknown = named.filter((w) => !(TURN_PHASES as readonly string[]).includes(w));
  if (unknown.length) throw new InvalidArgumentError(`expected shoot, fight or shoot,fight, got "${text}"`);
  return TURN_PHASES.filter((p) => named.includes(p));
}

/** calc's options a turn refuses (matchup/turn.ts REFUSED) left out of its help and completion; still parsed, to say why. */
export function hideRefused(cmd: Command): Command {
  for (const o of cmd.options) if (REFUSED_FLAGS.includes(o.long ?? '')) o.hideHelp();
  return cmd;
}
