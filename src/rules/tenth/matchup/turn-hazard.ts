/**
 * Hazardous tests in a turn (003 'Page 28 – Hazardous'): each time a unit is selected to shoot or
 * fight (its shooting, its Overwatch, its fight), after it has resolved all of its attacks it takes
 * one test (a D6) per Hazardous weapon it used; each 1 fails, and each failed test, one at a time,
 * puts 3 mortal wounds on one of its models, all allocated to that model (damage beyond its wounds
 * is lost). Mortal wounds allow no saving throw; Feel No Pain applies to each (hazardous.ts
 * mortalWoundLost, as calc counts it: the models' own, not an effect's). The unit carries its losses
 * into the next phase.
 *
 * The turn carries a unit's state as the wounds it has lost in its allocation order (turn-state.ts),
 * a model that has lost wounds taking the next: the 3 mortal wounds go to the model that order takes
 * next. That is the model the text selects when it is the wounded one, or an unhurt model with a
 * Hazardous weapon (a CHARACTER only where no other has one); where it is not, a note says so.
 */
import { Dist, zeros } from '../../../dice/dist.js';
import { FAIL, hazardousUsed, MORTAL_WOUNDS, mortalWoundLost } from '../hazardous.js';
import type { Unit } from '../types.js';
import { UsageError } from '../../errors.js';
import type { PhaseOptions } from './turn-one-roll.js';
import { addScaled, massOf, partsBySet, survivorCounts, survivorSets, survivorsIn, type Defender } from './turn-state.js';
import { attacksIn, phaseScenario, withBelowHalf, type BuiltPhases } from './turn-volley.js';

/**
 * The states p of `side` after the Hazardous tests of its models `attacking` (a set of its survivors)
 * once they have attacked `defender` in the phase of `options`: p itself where they used no Hazardous
 * weapon (the same mass either way).
 */
export function afterHazardous(built: BuiltPhases, side: Defender, attacking: Unit, defender: Unit, options: PhaseOptions, p: readonly number[], note: (text: string) => void): readonly number[] {
  if (!attacksIn(attacking, options)) return p;
  const { tests, names } = usedBy(built, attacking, defender, options);
  if (tests === 0) return p;
  if (side.twoQueues) throw new UsageError(`turn: ${side.unit.name}'s Hazardous tests with --precision's two queues are not modelled; leave out --precision`);
  const other = otherSelected(side, names, p);
  if (other) {
    note(
      `Hazardous: the turn carries ${side.unit.name}'s wounds in its allocation order, so a failed test's 3 mortal wounds go to the ${other.next} it takes next, not to the ${other.selected} 003 'Page 28 – Hazardous' selects`,
    );
  }
  return afterTests(side, tests, p);
}

/**
 * A unit takes Hazardous tests "each time [it] is selected to shoot or fight", which it is not with
 * no enemy model left to attack: in a joint term (the attacking unit's states x the defender's d) the
 * part where the defender is wiped (d's last state) takes none. d split there: the rest, and that
 * state alone; null where d has no mass on it.
 */
export function splitAtWiped(d: readonly number[]): { rest: number[]; wiped: number[] } | null {
  const last = d.length - 1;
  if (d[last] === 0) return null;
  const rest = d.slice();
  rest[last] = 0;
  const wiped = zeros(d.length);
  wiped[last] = d[last];
  return { rest, wiped };
}

/**
 * The target's Hazardous tests after it fights back, where no fight-on-death rule is in play: per term
 * of the joint state (the attacker's states a x the target's states s after the fight), each set of
 * the target's survivors in s fights back where the attacker has a model left (a's share not wiped),
 * and takes its tests there. The target's states per term after them; null where none took a test
 * (the whole unit's melee weapons are not Hazardous: no set's are).
 */
export function afterFightBackTests(
  built: BuiltPhases,
  sides: { readonly attacker: Defender; readonly target: Defender },
  options: PhaseOptions,
  terms: readonly { readonly attacker: readonly number[] }[],
  struck: readonly (readonly number[])[],
  note: (text: string) => void,
): (readonly number[])[] | null {
  const { attacker, target } = sides;
  if (!usedBy(built, target.unit, attacker.unit, options).tests) return null;
  const sets = survivorSets(target.unit, target.layout);
  return terms.map((term, i) => {
    const aMass = massOf(term.attacker);
    const alive = aMass === 0 ? 0 : 1 - term.attacker[term.attacker.length - 1] / aMass;
    if (alive === 0) return struck[i];
    const after = zeros(struck[i].length);
    for (const { key, p } of partsBySet(struck[i], sets)) {
      addScaled(after, afterHazardous(built, target, survivorsIn(target, key), attacker.unit, options, p, note), alive);
      addScaled(after, p, 1 - alive);
    }
    return after;
  });
}

/**
 * With a fight-on-death rule in play the target's Hazardous tests after it fights (back or on death)
 * are not carried: who fights back then depends on the fight on death, of which the turn keeps only
 * the attacker's states. Said, where the target's melee weapons are Hazardous.
 */
export function hazardousNotCarried(built: BuiltPhases, attacking: Unit, defender: Unit, options: PhaseOptions, note: (text: string) => void): void {
  const { tests, names } = usedBy(built, attacking, defender, options);
  if (tests) note(`${attacking.name}'s Hazardous tests after it fights (${names.join(', ')}) are not modelled with a fight-on-death rule in play: the turn does not carry its losses after the fight on death and fight back`);
}

/** The Hazardous weapons these models use against the defender in the phase of `options`. */
function usedBy(built: BuiltPhases, attacking: Unit, defender: Unit, options: PhaseOptions): ReturnType<typeof hazardousUsed> {
  return hazardousUsed(phaseScenario(built, attacking, defender, withBelowHalf(built, options, false), () => {}).scenario.weapons);
}

/** p after `tests` Hazardous tests: the sum over the number failed, F ~ Binomial(tests, 1/6), of p after F failed tests one at a time. */
export function afterTests(side: Defender, tests: number, p: readonly number[]): number[] {
  const failed = Dist.binomial(tests, FAIL).toArray();
  const out = zeros(p.length);
  let now: readonly number[] = p;
  failed.forEach((chance, k) => {
    if (k > 0) now = oneFailedTest(side, now);
    addScaled(out, now, chance);
  });
  return out;
}

/** One failed test from states p: 3 mortal wounds on the model taking the next wound, each lost unless Feel No Pain saves it, those beyond its wounds lost. */
function oneFailedTest({ unit, layout }: Defender, p: readonly number[]): number[] {
  const out = zeros(p.length);
  for (let t = 0; t < p.length; t++) {
    if (p[t] === 0) continue;
    if (t >= layout.totalWounds) {
      out[t] += p[t];
      continue;
    }
    const left = layout.remaining[t];
    const lost = Dist.binomial(MORTAL_WOUNDS, mortalWoundLost(unit.models[layout.group[t]])).toArray();
    lost.forEach((q, taken) => (out[t + Math.min(taken, left)] += p[t] * q));
  }
  return out;
}

/**
 * Where, in a state of p, the model taking the next wound is not the one the text selects: not
 * equipped with a Hazardous weapon, or an unhurt CHARACTER while another model with one is left.
 * The first such state's two models, by name; else null.
 */
function otherSelected({ unit, layout }: Defender, names: readonly string[], p: readonly number[]): { next: string; selected: string } | null {
  const carries = unit.models.map((g) => g.equipment.some((e) => names.includes(e)));
  // Where no model lists the weapons (a unit without equipment lists), any model may be selected (hazardous.ts selectable).
  if (!carries.some(Boolean)) return null;
  const hasLeaders = unit.models.some((g) => g.leader);
  const character = unit.models.map((g) => Boolean(g.leader) || (!hasLeaders && unit.keywords.includes('CHARACTER')));
  for (let t = 0; t < layout.totalWounds; t++) {
    if (p[t] === 0) continue;
    const g = layout.group[t];
    const hurt = layout.remaining[t] < unit.models[g].stats.W;
    const left = survivorCounts(unit, layout, t);
    const wanted = left.findIndex((n, i) => n > 0 && carries[i] && !character[i]);
    if (carries[g] && (hurt || !character[g] || wanted < 0)) continue;
    const selected = wanted >= 0 ? wanted : carries.findIndex((c, i) => c && left[i] > 0);
    if (selected >= 0) return { next: unit.models[g].name, selected: unit.models[selected].name };
  }
  return null;
}
