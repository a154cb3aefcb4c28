/** `turn`'s own flags (cli/turn.ts runs the command; main.ts parses these without loading it). */
import { TURN_PHASES } from '../rules/tenth/matchup/turn-result.js';
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { choiceWords } from '../rules/flags.js';
import { REFUSED_FLAGS } from '../rules/tenth/matchup/turn-options.js';

export interface TurnFlags {
  phases?: readonly (typeof TURN_PHASES)[number][];
  overwatch?: boolean;
  fightBack: boolean;
  simulate?: number;
  seed?: number;
}

type Phase = (typeof TURN_PHASES)[number];

/**
 * `--phases shoot,fight`: which of the attacker's phases happen (in turn order, whatever the order given),
 * in the words a script's `phases` is read with (rules/tenth/matchup/option-schema.ts TURN_SETTING_FIELDS), without zod.
 */
export function parsePhases(text: string): Phase[] {
  const named = text.trim().toLowerCase().split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = named.find((n) => !(TURN_PHASES as readonly string[]).includes(n));
  if (wrong !== undefined) throw new InvalidArgumentError(`expected ${choiceWords(TURN_PHASES)}, got ${JSON.stringify(wrong)}`);
  if (!named.length) throw new InvalidArgumentError('expected at least one phase');
  return TURN_PHASES.filter((p) => named.includes(p));
}

/** calc's options a turn refuses (rules/tenth/matchup/turn.ts REFUSED) left out of its help and completion; still parsed, to say why. */
export function hideRefused(cmd: Command): Command {
  for (const o of cmd.options) if (REFUSED_FLAGS.includes(o.long ?? '')) o.hideHelp();
  return cmd;
}
