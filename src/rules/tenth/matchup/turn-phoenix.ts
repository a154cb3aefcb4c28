/**
 * 002 'The Phoenix Gem' in a turn: "The first time the bearer is destroyed, roll one D6: on a 2+, keep
 * it to one side. At the end of the phase, set the bearer back up again ... with its full wounds
 * remaining." The bearer is the target's Leader or a CHARACTER alone (phoenix-gem.ts), so it is the
 * last model its allocation takes (002 'Leader': Bodyguard first): it is destroyed only with the
 * whole unit, and comes back as the unit's one model, unhurt. The target's state is then carried in
 * two parts, the gem still to use and the gem used (the bearer back, or gone for good); each phase
 * attacks the first with the gem (calc's own treatment within the phase) and the second without it.
 * The attacker's own gem (Overwatch, fight back) is not modelled (turn-volley.ts refuses it).
 */
import { parseEffectList } from '../effects/index.js';
import { returningBearer } from '../phoenix-gem.js';
import type { Unit } from '../types.js';
import { UsageError } from '../../errors.js';
import type { PhaseOptions } from './turn-one-roll.js';
import type { Defender } from './turn-state.js';
import { phaseScenario, withBelowHalf, type BuiltPhases } from './turn-volley.js';
import { withFields } from './turn-options.js';

export interface Gem {
  /** P(the bearer is back), D6 >= its roll. */
  readonly chance: number;
  /** The state the bearer comes back in: every other model destroyed, its wounds all left. */
  readonly returnsTo: number;
}

/** The target's gem, as a phase against it compiles it (null: none in play). */
export function targetGem(built: BuiltPhases, attacker: Unit, target: Defender, options: PhaseOptions): Gem | null {
  // The phase's own scenario (as its volley asks for it, turn-volley.ts calculations): built once.
  const { scenario } = phaseScenario(built, attacker, target.unit, withBelowHalf(built, options, false), () => {});
  const bearer = returningBearer(scenario.target);
  if (!bearer) return null;
  const { layout } = target;
  if (target.twoQueues) throw new UsageError('turn: The Phoenix Gem with --precision (a bearer destroyed while its Bodyguard lives) is not carried from phase to phase; use calc for it');
  const group = scenario.target.models[bearer.group];
  if (group.count !== 1 || layout.destroyedAt[bearer.group][0] !== layout.totalWounds) {
    throw new UsageError(`turn: The Phoenix Gem: its bearer ${group.name} is not the last model of ${target.unit.name} to be destroyed, which the turn needs to carry it`);
  }
  return { chance: bearer.chance, returnsTo: layout.totalWounds - group.stats.W };
}

/** A phase's options with the gem used up: it is in play no more (named or carried). */
export function gemUsed(options: PhaseOptions): PhaseOptions {
  const targetWith = parseEffectList(options.targetWith ?? []).filter((e) => e.id !== 'phoenix-gem').map((e) => e.id);
  return withFields(options, { targetWith, without: [...(options.without ?? []), 'phoenix-gem'] });
}

/** At the end of a phase, from the gem-still-to-use part: that part (the bearer destroyed for good on a failed roll) and the bearer back. */
export function endOfPhase(gem: Gem, after: readonly number[]): { unused: number[]; used: number[] } {
  const last = after.length - 1;
  const unused = after.slice();
  const used = new Array<number>(after.length).fill(0);
  // Destroyed: the roll is made, so the gem is spent either way; a failed roll stays destroyed.
  used[gem.returnsTo] = after[last] * gem.chance;
  used[last] = after[last] * (1 - gem.chance);
  unused[last] = 0;
  return { unused, used };
}
