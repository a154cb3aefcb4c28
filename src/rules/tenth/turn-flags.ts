/**
 * 10th edition's `turn` (issue 27; src/rules/ruleset.ts turnFlags): the turn's own flags as plain
 * descriptors (rules/flags.ts), in --help's order, and the matchup flags a turn refuses. Plain data:
 * the command line makes its options from them without loading the turn.
 */
import type { Flag } from '../flags.js';
import type { TenthOptionKey } from './flags.js';

/** The attacker's phases a turn can have, in turn order. */
export const TURN_PHASES = ['shoot', 'fight'] as const;

/** `--phases` takes its choices comma-separated; `--order` names weapons comma-separated (cli/turn-phases.ts). */
export const TENTH_TURN_FLAGS: readonly Flag[] = [
  { key: 'phases', flag: '--phases <phases>', description: "the attacker's phases: shoot, fight or shoot,fight (default: both)", field: { kind: 'choice', values: TURN_PHASES }, vary: false },
  { key: 'overwatch', flag: '--overwatch', description: 'before the fight the target fires Overwatch at the charging attacker (hits on unmodified 6s)', field: { kind: 'switch' } },
  { key: 'fightBack', flag: '--no-fight-back', description: "leave out the target's survivors fighting the attacker after its fight", field: { kind: 'switch' } },
  {
    key: 'order',
    flag: '--order <weapons>',
    description: 'the order the weapons resolve in, both phases\' weapons named once, each used in its phase: "bolt pistol, bolt rifle, close combat weapon"',
    field: { kind: 'name' },
    vary: false,
  },
  { key: 'targetLoadout', flag: '--target-loadout <name>', description: "a named loadout from the target's profile (its Overwatch and fight back)", field: { kind: 'name' }, vary: false },
  { key: 'targetWargear', flag: '--target-wargear <option>', description: "apply a wargear option from the target's profile (repeatable)", field: { kind: 'names' }, vary: false },
  { key: 'targetProfile', flag: '--target-profile <name>', description: "the target's weapon or profile where a model has alternatives (repeatable; default: the best)", field: { kind: 'names' }, vary: false },
];

/** Options a turn cannot honour as a calc does: refused, never ignored (rules/tenth/matchup/turn.ts planTurn). */
export const TURN_REFUSED: readonly (readonly [TenthOptionKey, string])[] = [
  ['melee', 'a turn uses both: choose phases with --phases'],
  ['ranged', 'a turn uses both: choose phases with --phases'],
  ['charged', 'the attacker charges before it fights in a turn already'],
  ['attackerWounded', 'a turn starts the attacker unhurt and carries the wounds it loses (a damaged profile reads them)'],
];
