/**
 * `turn`'s own flags (cli/turn.ts runs the command; main.ts parses these without loading it): the
 * ruleset's plain descriptors (src/rules/ruleset.ts turnFlags) as commander options.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { choiceWords, longFlag, type Flag } from '../rules/flags.js';
import type { Ruleset } from '../rules/ruleset.js';
import { flagOption } from './flags.js';
import { nameList } from './options.js';

export interface TurnFlags {
  phases?: readonly string[];
  overwatch?: boolean;
  fightBack: boolean;
  simulate?: number;
  seed?: number;
}

/** The ruleset's phases of a turn, in turn order: its `phases` flag's choices. */
export function turnPhases(ruleset: Ruleset): readonly string[] {
  const field = ruleset.turnFlags.find((f) => f.key === 'phases')?.field;
  return field?.kind === 'choice' ? field.values : [];
}

/**
 * `--phases shoot,fight`: which of the attacker's phases happen (in turn order, whatever the order given),
 * in the words a script's `phases` is read with (rules/tenth/matchup/option-schema.ts TURN_SETTING_FIELDS), without zod.
 */
export function parsePhases(phases: readonly string[], text: string): string[] {
  const named = text.trim().toLowerCase().split(',').map((s) => s.trim()).filter(Boolean);
  const wrong = named.find((n) => !phases.includes(n));
  if (wrong !== undefined) throw new InvalidArgumentError(`expected ${choiceWords(phases)}, got ${JSON.stringify(wrong)}`);
  if (!named.length) throw new InvalidArgumentError('expected at least one phase');
  return phases.filter((p) => named.includes(p));
}

/** One of turn's flags as a commander option: `phases` and `order` read as comma-separated lists, the others as every flag is (cli/flags.ts). */
function turnOption(f: Flag, phases: readonly string[]): Option {
  if (f.key === 'phases') return new Option(f.flag, f.description).argParser((v: string) => parsePhases(phases, v));
  if (f.key === 'order') return new Option(f.flag, f.description).argParser(nameList);
  return flagOption(f);
}

/** The command with the ruleset's turn flags. */
export function withTurnFlags(cmd: Command, ruleset: Ruleset): Command {
  const phases = turnPhases(ruleset);
  for (const f of ruleset.turnFlags) cmd.addOption(turnOption(f, phases));
  return cmd;
}

/** The matchup options a turn refuses (src/rules/ruleset.ts turnRefuses) left out of its help and completion; still parsed, to say why. */
export function hideRefused(cmd: Command, ruleset: Ruleset): Command {
  const refused = new Set(ruleset.turnRefuses.map(([key]) => key));
  const flags = new Set(ruleset.flags.filter((f) => refused.has(f.key)).map(longFlag));
  for (const o of cmd.options) if (flags.has(o.long ?? '')) o.hideHelp();
  return cmd;
}
