/**
 * The target's attacks on the attacker before the attacker fights (turn.ts): its Overwatch (003 'Fire
 * Overwatch'), and its fight when it fights first (10th edition core rules 'Fight Phase': both units
 * have Fights First, the charging one by its charge (003 'Charge Bonus'), and in the Fights First step
 * the player whose turn it is not selects first). From here the two sides' states go together: a sum
 * of products, one branch per set of the target's survivors that attacked.
 */
import { abilitiesOf } from '../profiles/abilities.js';
import { lookupKey } from '../../names.js';
import { leadershipTestPassed } from '../leadership.js';
import type { Unit } from '../types.js';
import { afterHazardous, splitAtWiped } from './turn-hazard.js';
import type { PhaseOptions } from './turn-one-roll.js';
import { addScaled, partsBySet, survivorSets, survivorsIn, type Defender } from './turn-state.js';
import { afterEach, type TurnLog } from './turn-volley.js';

/** Part of the target's state (P(wounds lost), with its mass): its Phoenix Gem still to use or used (turn-phoenix.ts). */
export interface TargetPart {
  readonly p: number[];
  readonly gemUsed: boolean;
}

/** One term of the joint state: the attacker's states (a distribution) x the target's part (its mass: mass). */
export interface Branch {
  readonly part: TargetPart;
  readonly attacker: readonly number[];
  readonly mass: number;
}

/**
 * Per branch and set of the target's survivors in it (mass: its chance), the attacker's state after
 * their attacks, and the set's states after its own Hazardous tests (turn-hazard.ts; `hazardous`:
 * whether any set took one). With `test`, each set attacks only if it passes a Leadership test with
 * that added to the result (000 'SHOCKING ONSLAUGHT').
 */
export function targetAttacks(
  sides: { attacker: Defender; target: Defender },
  branches: readonly Branch[],
  options: PhaseOptions,
  say: TurnLog,
  phase: string,
  test?: number,
): { branches: Branch[]; hazardous: boolean } {
  const { attacker, target } = sides;
  const log = say(phase);
  const sets = branches.flatMap(({ part: { p: whole, gemUsed: used }, attacker: start }) =>
    partsBySet(whole, survivorSets(target.unit, target.layout)).map(({ key, p, mass }) => ({ part: { p, gemUsed: used }, mass, striking: survivorsIn(target, key), start })),
  );
  // Every set's attacks from its branch's attacker states, side by side where they can be (turn-volley.ts volleys).
  const after = afterEach(sets, (s) => s.striking, attacker, options, log);
  let hazardous = false;
  const out = sets.flatMap(({ part, mass, striking, start }, i): Branch[] => {
    const hazard = afterHazardous(say.built, target, striking, attacker.unit, options, part.p, log.note);
    hazardous ||= hazard !== part.p;
    // A Leadership test failed (000 'SHOCKING ONSLAUGHT'): no attacks, and no Hazardous tests.
    const fires = test === undefined ? 1 : leadershipTestPassed(striking, test);
    const split = hazard === part.p ? null : splitAtWiped(start);
    // Parts as literals, not withFields copies: a copy site that sees many shapes makes a hidden class each time (turn-options.ts).
    if (!split) return [{ part: { p: mixed(hazard, part.p, fires), gemUsed: part.gemUsed }, mass, attacker: mixed(after[i], start, fires) }];
    // An attacker already destroyed (its own Hazardous tests, Overwatch) made no charge: no attacks on it there, and no tests.
    const alive = 1 - split.wiped[split.wiped.length - 1];
    const rest = after[i].map((q, a) => (q - split.wiped[a]) / alive);
    return [
      { part: { p: mixed(hazard, part.p, fires).map((q) => q * alive), gemUsed: part.gemUsed }, mass: mass * alive, attacker: mixed(rest, split.rest.map((q) => q / alive), fires) },
      { part: { p: part.p.map((q) => q * (1 - alive)), gemUsed: part.gemUsed }, mass: mass * (1 - alive), attacker: split.wiped.map((q) => q / (1 - alive)) },
    ];
  });
  return { branches: out, hazardous };
}

/** q x a + (1 - q) x b, entry by entry (a itself where q is 1). */
function mixed(a: readonly number[], b: readonly number[], q: number): number[] {
  return q === 1 ? (a as number[]) : a.map((x, i) => q * x + (1 - q) * b[i]);
}

/** The attacker's state over the branches: Σ attacker x mass. */
export function attackerOver(branches: readonly Branch[]): number[] {
  const out = new Array<number>(branches[0].attacker.length).fill(0);
  for (const b of branches) addScaled(out, b.attacker, b.mass);
  return out;
}

/** Whether every model of the unit has Fights First (002 'FIGHTS FIRST': "provided every model in the unit has this ability"): its datasheet lists it. */
export function fightsFirst(unit: Unit): boolean {
  return abilitiesOf(unit).some((a) => lookupKey(a.name) === FIGHTS_FIRST);
}

const FIGHTS_FIRST = lookupKey('Fights First');
