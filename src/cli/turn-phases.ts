/** `turn`'s own flags (cli/turn.ts runs the command; main.ts parses these without loading it). */
import { TURN_PHASES } from '../matchup/turn-result.js';
import type { Command } from 'commander';
import { TURN_SETTING_FIELDS } from '../matchup/option-schema.js';
import { schemaFlag } from './options.js';
import { REFUSED_FLAGS } from '../matchup/turn-options.js';

export interface TurnFlags {
  phases?: readonly (typeof TURN_PHASES)[number][];
  overwatch?: boolean;
  fightBack: boolean;
  simulate?: number;
  seed?: number;
}

/** `--phases shoot,fight`: which of the attacker's phases happen (in turn order, whatever the order given), read as a script's `phases` is (matchup/option-schema.ts). */
export const parsePhases = schemaFlag(TURN_SETTING_FIELDS.phases);

/** calc's options a turn refuses (matchup/turn.ts REFUSED) left out of its help and completion; still parsed, to say why. */
export function hideRefused(cmd: Command): Command {
  for (const o of cmd.options) if (REFUSED_FLAGS.includes(o.long ?? '')) o.hideHelp();
  return cmd;
}
