// 004 'Precision Shots', 'Precision Strikes' (and 'Sniper'): a roll To Hit of 6 makes a precision hit, whose Wounds
// go to a model of the attacker's choice: the condition precisionTarget names the target's group. Here: the joint
// distribution of a group's normal and precision hits, as the precision count with the normal hits beside it.
import { Dist } from '../../dice/dist.js';
import { diceDist } from '../../dice/expression.js';
import type { AttackProfile } from './attack-profile.js';
import { passChance, rollOutcome, type RollPolicy } from './charts.js';
import { LegacyInputError } from './errors.js';
import type { ApplyHits } from './removal.js';
import type { LegacyScenario } from './types.js';
import { rampageBonus } from './rampage.js';

/** P(normal hits = n and precision hits = k) as joint[n][k]. */
type Joint = number[][];

/** For each number of precision hits k, the (not normalised) distribution of the normal hits beside them. */
export type SplitHits = readonly (readonly [precise: number, normal: Dist])[];


/** A group's hits split into normal and precision ones (a final To Hit roll of 6; the profile rolls To Hit). */
export function splitHits(profile: AttackProfile): SplitHits {
  const hit = profile.hit;
  if (hit.kind !== 'roll') throw new Error('precision hits need a roll To Hit');
  const shots = diceDist(profile.shots);
  const ofGroup = (extra: number): Joint => {
    const perModel = combine(shots.toArray().map((p, n) => [ofShots(n + extra, hit.policy, hit.masterCrafted), p] as const));
    let total: Joint = [[1]];
    for (let m = 0; m < profile.count; m++) total = convolve(total, perModel);
    return total;
  };
  const joint = combine(rampageBonus(profile).toArray().map((chance, extra) => [ofGroup(extra), chance] as const));
  const columns = Math.max(...joint.map((row) => row.length));
  return Array.from({ length: columns }, (_, k) => [k, Dist.of(joint.map((row) => row[k] ?? 0))] as const);
}

/** The models [start, end) of the group that precision Wounds go to, or undefined if the scenario names none. */
export function chosenModels({ target, conditions }: LegacyScenario): { start: number; end: number } | undefined {
  if (conditions.precisionTarget === undefined) return undefined;
  const wanted = conditions.precisionTarget.toLowerCase();
  const index = target.models.findIndex((group) => group.name.toLowerCase() === wanted);
  if (index < 0) {
    const names = target.models.map((group) => group.name).join(', ');
    throw new LegacyInputError(`precision target "${conditions.precisionTarget}" is not a model group of ${target.name} (its groups: ${names})`);
  }
  const start = target.models.slice(0, index).reduce((n, group) => n + group.count, 0);
  return { start, end: start + target.models[index].count };
}

/**
 * The state after a group's hits, precision hits first (their Wounds to the chosen group), then the normal ones; and
 * the expected hits and unsaved wounds.
 */
export function applySplitHits(state: readonly number[], split: SplitHits, applyHits: ApplyHits): { readonly state: number[]; readonly unsaved: number; readonly hits: number } {
  const out = new Array<number>(state.length).fill(0);
  let precise = [...state];
  let unsaved = 0;
  let hits = 0;
  let atLeast = split.reduce((sum, [, normal]) => sum + normal.total(), 0);
  for (const [k, normal] of split) {
    const after = applyHits(precise, normal);
    after.state.forEach((p, i) => (out[i] += p));
    unsaved += after.unsaved;
    hits += normal.expect((n) => n + k);
    atLeast -= normal.total();
    if (atLeast <= 0) break;
    const next = applyHits(precise, Dist.constant(1), true);
    unsaved += atLeast * next.unsaved;
    precise = next.state;
  }
  return { state: out, unsaved, hits };
}

/**
 * 004 'Master-crafted': the hits of one model's `shots` rolls with one fresh failure re-rolled, from the one chain below
 * (its normal and precision hits summed).
 */
export function masterCraftedHits(shots: number, policy: RollPolicy): Dist {
  const hits: number[] = [];
  ofShots(shots, policy, true).forEach((row, n) => row.forEach((p, k) => (hits[n + k] = (hits[n + k] ?? 0) + p)));
  return Dist.of(hits);
}

/** One model's `shots` rolls: miss, hit, or precision hit (a 6), with one fresh failure re-rolled if Master-crafted. */
function ofShots(shots: number, policy: RollPolicy, masterCrafted: boolean): Joint {
  const o = rollOutcome(policy);
  // A final 6 passes whenever the target is 6 or less (a re-roll never needs more than the first roll).
  const precise = policy.target <= 6 ? o.six : 0;
  // Clamped at 0: the chances are sums of sixths, and a difference of two may round below 0.
  const normal = Math.max(0, o.success - precise);
  const fresh = masterCrafted ? o.freshFail : 0;
  const used = Math.max(0, 1 - o.success - fresh);
  // States: no fresh failure yet, and a fresh failure (Master-crafted re-rolls one at the end).
  let clean: Joint = [[1]];
  let failed: Joint = [[0]];
  const roll = (j: Joint, miss: number): [Joint, number][] => [[shift(j, 1, 0), normal], [shift(j, 0, 1), precise], [j, miss]];
  for (let s = 0; s < shots; s++) {
    [clean, failed] = [combine(roll(clean, used)), combine([...roll(failed, 1 - o.success), [clean, fresh]])];
  }
  // The re-roll needs the roll's own target; a 6 is a precision hit.
  const sixes = policy.target <= 6 ? 1 / 6 : 0;
  const pass = passChance(policy.target);
  return combine([[clean, 1], [shift(failed, 1, 0), pass - sixes], [shift(failed, 0, 1), sixes], [failed, 1 - pass]]);
}

/** j moved by (dn, dk). */
function shift(j: Joint, dn: number, dk: number): Joint {
  const out: Joint = [];
  j.forEach((row, n) => row.forEach((p, k) => ((out[n + dn] ??= [])[k + dk] = p)));
  return dense(out);
}

/** The weighted sum of joint distributions. */
function combine(parts: readonly (readonly [Joint, number])[]): Joint {
  const out: Joint = [];
  for (const [j, weight] of parts) {
    if (weight !== 0) j.forEach((row, n) => row.forEach((p, k) => ((out[n] ??= [])[k] = (out[n][k] ?? 0) + weight * p)));
  }
  return dense(out);
}

/** The joint distribution of the sum of two independent pairs. */
function convolve(a: Joint, b: Joint): Joint {
  const out: Joint = [];
  a.forEach((rowA, n) => rowA.forEach((p, k) => {
    if (p !== 0) b.forEach((rowB, m) => rowB.forEach((q, l) => {
      (out[n + m] ??= [])[k + l] = (out[n + m]?.[k + l] ?? 0) + p * q;
    }));
  }));
  return dense(out);
}

function dense(j: Joint): Joint {
  return Array.from(j, (row) => Array.from(row ?? [], (p) => p ?? 0));
}
