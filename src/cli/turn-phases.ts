/** `turn`'s own flags (cli/turn.ts runs the command; main.ts parses these without loading it). */
import { TURN_PHASES } from '../matchup/turn-result.js';
import { InvalidArgumentError } from 'commander';

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
