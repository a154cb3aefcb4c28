/** Which of calc's options a turn takes, and how (matchup/turn.ts; cli/turn-phases.ts hides the refused ones from the help). */
import type { CalcOptions } from './options.js';

/** Options a turn cannot honour as a calc does: refused, never ignored. */
export const REFUSED: readonly [keyof CalcOptions, string][] = [
  ['melee', 'a turn uses both: choose phases with --phases'],
  ['ranged', 'a turn uses both: choose phases with --phases'],
  ['charged', 'the attacker charges before it fights in a turn already'],
  ['targetWounded', 'a turn starts from unhurt units'],
  ['targetWoundedModel', 'a turn starts from unhurt units'],
  ['fate', 'Fate dice over several phases are not modelled'],
  ['targetFate', 'Fate dice over several phases are not modelled'],
  ['precision', 'the two allocation queues of [PRECISION] are not carried from phase to phase'],
  ['order', 'each phase resolves its weapons in the profile order'],
];

/** The command-line flags of REFUSED (the turn command hides them from its help). */
export const REFUSED_FLAGS = REFUSED.map(([key]) => `--${kebab(key)}`);

/** Only the shooting's conditions: they say nothing about a fight (run.ts notes them as inert there; a fight is within Engagement Range). */
export const SHOOTING_ONLY = ['stationary', 'halfRange', 'cover', 'indirect', 'engaged'] as const;

export function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
