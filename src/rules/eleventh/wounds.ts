/**
 * A batch's wounds (11e 05.02): the sum of its attack dice's, as the joint law of (w to save, v critical wounds
 * making mortal wounds). Where allocation.ts reads only the total w + v (criticalShare known, and no save re-roll
 * to follow v by v), the one-dimensional law of the total, as a joint of one column.
 */
import { Dist } from '../../dice/dist.js';
import { BoundedCache } from '../bounded-cache.js';
import { jointMeans, jointSumOf, jointSupport, jointTotals, type Joint } from './joint.js';

/** One weapon's share of a batch's attack dice (RULINGS 12): `firers` copies of `attacksPerFirer`. */
export interface DiceSource {
  readonly firers: number;
  readonly attacksPerFirer: Dist;
}

export interface WoundsOf {
  readonly dieJoint: Joint;
  readonly dieKey: number | string;
  readonly attackDice: Dist;
  readonly sources: readonly DiceSource[];
  readonly criticalShare?: number;
}

/** Expected wounds to save (w) and Devastating Wounds' critical wounds (v) of the batch. */
export function woundMeans(p: WoundsOf): { w: number; v: number } {
  const die = jointMeans(p.dieJoint);
  const n = p.attackDice.mean();
  return { w: n * die.w, v: n * die.v };
}

/**
 * The batch's joint law, or undefined when it is two-dimensional with many wounds: then the engine makes it
 * after its work check (engine.ts withJoints), one attack die at a time, as estimateWork counts it.
 */
export function batchJoint(p: WoundsOf, saveReroll: boolean): Joint | undefined {
  const totalOnly = p.criticalShare === 0 || (p.criticalShare !== undefined && !saveReroll);
  // Two-dimensional with many wounds: made after the work check (its size grows with the square of the wounds).
  if (!totalOnly && p.attackDice.max * jointSupport(p.dieJoint).total > MADE_BEFORE_THE_CHECK) return undefined;
  const make = (): Joint => (totalOnly ? totalWounds(p) : jointSumOf(p.attackDice, p.dieJoint));
  // Few attack dice: made again (cheaper than a key), unless one weapon's, remembered by its objects; many: remembered.
  if (p.attackDice.max <= REMEMBERED_FROM) return p.sources.length === 1 ? byObjects(p, p.sources[0], totalOnly, make) : make();
  const key = `${p.dieKey}|${p.sources.map((s) => `${s.firers}:${s.attacksPerFirer.toArray().join()}`).join('/')}|${totalOnly}`;
  return batchJoints.get(key) ?? batchJoints.set(key, make());
}

/** The total of a batch's wounds, as a joint of one column: each source's firers' sums by binary powering. */
function totalWounds(p: WoundsOf): Joint {
  const die = Dist.of(jointTotals(p.dieJoint));
  const total = p.sources.reduce((sum, s) => sum.plus(Dist.repeat(s.firers, Dist.sumOf(s.attacksPerFirer, die))), Dist.constant(0));
  return total.toArray().map((x) => [x]);
}

/**
 * One weapon's batch remembered by its die's law and its firer's attack dice as objects (attack.ts remembers
 * both), then its firers: the same batch in every calculation of a sweep, found without building a key.
 */
function byObjects(p: WoundsOf, source: DiceSource, totalOnly: boolean, make: () => Joint): Joint {
  let byDice = jointsByObjects.get(p.dieJoint);
  if (!byDice) jointsByObjects.set(p.dieJoint, (byDice = new WeakMap()));
  let byFirers = byDice.get(source.attacksPerFirer);
  if (!byFirers) byDice.set(source.attacksPerFirer, (byFirers = new Map()));
  const key = totalOnly ? source.firers : -source.firers - 1;
  return byFirers.get(key) ?? setAndGive(byFirers, key, make());
}

const setAndGive = <K, V>(map: Map<K, V>, key: K, value: V): V => (map.set(key, value), value);

const jointsByObjects = new WeakMap<Joint, WeakMap<Dist, Map<number, Joint>>>();

/** Batches' totals remembered by their die's profile and attack dice (a sweep meets the same ones again). */
const batchJoints = new BoundedCache<string, Joint>();
const REMEMBERED_FROM = 40;
const MADE_BEFORE_THE_CHECK = 60;
