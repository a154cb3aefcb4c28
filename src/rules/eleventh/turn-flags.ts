/**
 * 11th edition's `turn` flags (src/rules/ruleset.ts turnFlags) as plain descriptors, and the matchup flags a turn
 * refuses: plain data, so the command line makes its options without loading the turn (turn.ts).
 */
import type { Flag } from '../flags.js';
import type { EleventhOptionKey } from './flags.js';

export const ELEVENTH_TURN_FLAGS: readonly Flag[] = [
  { key: 'phases', flag: '--phases <phases>', description: "the attacker's phases: shoot, fight or shoot,fight (default: both)", field: { kind: 'choice', values: ['shoot', 'fight'] }, vary: false },
  {
    key: 'overwatch',
    flag: '--overwatch',
    description: "the target fires Overwatch at the end of the attacker's Movement phase, Snap Shooting: hits on unmodified 6s (11e 15.08, 15.09)",
    field: { kind: 'switch' },
  },
  { key: 'fightBack', flag: '--no-fight-back', description: "leave out the target's survivors fighting the attacker after its fight", field: { kind: 'switch' } },
  {
    key: 'order',
    flag: '--order <weapons>',
    description: 'the order the attacker\'s batches resolve in (RULINGS 7), both phases\' weapons named once, each used in its phase: "bolt rifle, close combat weapon"',
    field: { kind: 'name' },
    vary: false,
  },
];

/** Options a turn cannot honour as a calc does: refused, never ignored (turn-shown.ts). */
export const ELEVENTH_TURN_REFUSED: readonly (readonly [EleventhOptionKey, string])[] = [
  ['melee', 'a turn uses both: choose phases with --phases'],
  ['ranged', 'a turn uses both: choose phases with --phases'],
  ['charged', 'the attacker charges before it fights in a turn already (11e 11.04)'],
  ['groupOrder', "the target's allocation groups change as it loses models: the defender orders them in each phase (RULINGS 6)"],
];
