/**
 * 11e 05.04 without following the dice face by face, for a batch whose save rolls that inflict damage each take a
 * fixed number of wounds (a fixed D, no Feel No Pain), from one known state: the target's path is then fixed (the
 * i-th save roll that inflicts damage takes the current model's next wounds, excess lost), and the batch's outcome
 * is J, how many save rolls inflict damage before the first that is saved (the rest are higher: every later one is
 * saved too, as the group that saved stays current) or the unit is destroyed.
 *
 * Group g fails the unmodified results 1..φ_g (a group that saves a result saves every higher one). The i-th lowest
 * result r_(i) fails iff N(φ_i) >= i, N(ℓ) the number of save rolls showing ℓ or less and φ_i the level of the group
 * the i-th die meets. Along the path the levels come in runs; for j in a run of level L, "J >= j" is N(L) >= j and,
 * for each lower level ℓ of an earlier run, N(ℓ) >= the last die of those runs (a higher level's condition follows
 * from N(L) >= j, as N is nondecreasing in ℓ). N(L) is a mixture of Binomial(m, L/6) over the m save dice, and given
 * N(L) = x the lower counts are Binomial thinnings of x (those x dice show 1..L uniformly), whatever m: so
 * P(J >= j) = Σ_{x >= j} P(N(L) = x) g(x), g the probability that the thinnings meet the earlier runs' conditions.
 *
 * The work is O(levels x dice²) where allocation.ts resolveDice takes O(faces x dice² x states): the defender's
 * order search (RULINGS 6) makes it once per order. Used for a target of several groups (engine.ts); a test holds it
 * equal to resolveDice on random batches (tests/rules/eleventh/fixed-path.test.ts).
 */
import { zeros } from '../../dice/dist.js';
import { BoundedCache } from '../bounded-cache.js';
import { binomialPmf } from './faces.js';
import type { Track, View } from './track.js';

/** What the fixed path reads of a batch's defence (allocation.ts BatchDefence). */
interface PathDefence {
  readonly damages: readonly (readonly boolean[])[];
  readonly lost: readonly { toArray(): readonly number[] }[];
}

/** The states the path goes through (`states[i]`: after i save rolls inflicted damage; the last, destroyed) and the level each die meets. */
export interface FixedPath {
  readonly states: readonly number[];
  /** levels[i]: the highest result failing the group that the (i + 1)-th save roll inflicting damage meets. */
  readonly levels: readonly number[];
}

/** The highest result each group fails, when its failing results are 1..that (else undefined). */
function failingLevel(damages: readonly boolean[]): number | undefined {
  let level = 0;
  while (level < 6 && damages[level + 1]) level++;
  for (let f = level + 1; f <= 6; f++) if (damages[f]) return undefined;
  return level;
}

/** The wounds a save roll that inflicts damage takes, when fixed (at least 1); else undefined. */
function fixedLoss(lost: { toArray(): readonly number[] }): number | undefined {
  const p = lost.toArray();
  const at = p.findIndex((x) => x !== 0);
  return at >= 1 && p[at] === 1 ? at : undefined;
}

/** The one state `before` holds (a point mass), or undefined. */
export function onlyState(before: readonly number[]): number | undefined {
  const at = before.findIndex((x) => x !== 0);
  return at >= 0 && before[at] === 1 ? at : undefined;
}

/** The path from `start`, when every group it meets takes fixed wounds and fails the results up to a level; else undefined. */
export function fixedPath(track: Track, view: View, defence: PathDefence, start: number): FixedPath | undefined {
  const states = [start];
  const levels: number[] = [];
  for (let s = start; s !== track.destroyed; ) {
    const g = view.groupAt[s];
    const loss = fixedLoss(defence.lost[g]);
    const level = failingLevel(defence.damages[g]);
    if (loss === undefined || level === undefined) return undefined;
    levels.push(level);
    s += Math.min(loss, view.left[s]) * view.stride[s];
    states.push(s);
  }
  return { states, levels };
}

/** P(N(L) = x) by level, remembered by the count's array (allocation.ts makes one per batch's joint law). */
const marginalsOf = new WeakMap<readonly number[], Map<number, number[]>>();

/** P(N(L) = x), x = 0..dice: the save dice count mixed over `count` (P(m dice)), each showing L or less with L/6. */
function atOrBelow(level: number, count: readonly number[]): number[] {
  const out = zeros(count.length);
  count.forEach((p, m) => {
    if (p === 0) return;
    const pmf = binomialPmf(m, level / 6);
    for (let x = 0; x <= m; x++) out[x] += p * pmf[x];
  });
  return out;
}

/**
 * g(x) = P(N(ℓ) >= t for each condition (ℓ, t) | N(top) = x), the conditions' levels below `top`, by the thinning
 * chain from the highest level down (each step a Binomial thinning of the count above). A pure function of its
 * arguments, remembered (the defender's orders and a sweep's matchups ask for the same ones).
 */
function thinningsMeet(top: number, conditions: readonly (readonly [level: number, at: number])[], dice: number): Float64Array {
  const key = `${top}|${conditions.join(';')}|${dice}`;
  return thinnings.get(key) ?? thinnings.set(key, thinningsOf(top, conditions, dice));
}

const thinnings = new BoundedCache<string, Float64Array>(2000);

function thinningsOf(top: number, conditions: readonly (readonly [level: number, at: number])[], dice: number): Float64Array {
  const chain = [...conditions].sort((a, b) => b[0] - a[0]);
  // h(a): P(the conditions below | a dice at this level), from the lowest level up.
  let h = new Float64Array(dice + 1).fill(1);
  for (let k = chain.length - 1; k >= 0; k--) {
    const [level, at] = chain[k];
    const p = level / (k === 0 ? top : chain[k - 1][0]);
    const next = new Float64Array(dice + 1);
    // next(x) = Σ_{a >= at} P(Binomial(x, p) = a) h(a); the row P(Binomial(x, p) = a) built by its recurrence in a.
    for (let x = at; x <= dice; x++) {
      let pmf = Math.pow(1 - p, x);
      let sum = at === 0 ? pmf * h[0] : 0;
      for (let a = 0; a < x; a++) {
        pmf = (pmf * (x - a) * p) / ((a + 1) * (1 - p));
        if (a + 1 >= at) sum += pmf * h[a + 1];
      }
      next[x] = sum;
    }
    h = next;
  }
  return h;
}

/** The conditions of earlier runs on levels below `level`, each (level, last die), without those another implies. */
function earlierConditions(levels: readonly number[], before: number, level: number): [number, number][] {
  const last = new Map<number, number>();
  for (let i = 0; i < before; i++) if (levels[i] < level) last.set(levels[i], i + 1);
  const all = [...last.entries()];
  // (ℓ, t) follows from (ℓ', t') with ℓ' <= ℓ and t' >= t (N is nondecreasing in ℓ).
  return all.filter(([l, t]) => !all.some(([l2, t2]) => (l2 < l && t2 >= t) || (l2 === l && t2 > t)));
}

/**
 * The batch along the fixed path, its save dice P(m) = `count[m]`: the law of the state after it and the expected
 * save rolls that inflicted damage.
 */
export function resolveFixedPath(track: Track, path: FixedPath, count: readonly number[]): { state: number[]; unsaved: number } {
  const { states, levels } = path;
  const dice = count.length - 1;
  let marginals = marginalsOf.get(count);
  if (!marginals) marginalsOf.set(count, (marginals = new Map()));
  // atLeast[j] = P(J >= j), j = 0..levels.length.
  const atLeast = zeros(levels.length + 2);
  atLeast[0] = 1;
  for (let start = 0; start < levels.length; ) {
    const level = levels[start];
    let end = start;
    while (end + 1 < levels.length && levels[end + 1] === level) end++;
    let byCount = marginals.get(level);
    if (!byCount) marginals.set(level, (byCount = atOrBelow(level, count)));
    const g = thinningsMeet(level, earlierConditions(levels, start, level), dice);
    // Σ_{x >= j} P(N(L) = x) g(x), for the run's dice j = start + 1..end + 1.
    let tail = 0;
    for (let x = dice; x > end + 1; x--) tail += byCount[x] * g[x];
    for (let j = end + 1; j >= start + 1; j--) {
      if (j <= dice) tail += byCount[j] * g[j];
      atLeast[j] = tail;
    }
    start = end + 1;
  }
  const state = zeros(track.destroyed + 1);
  let unsaved = 0;
  for (let j = 0; j < states.length; j++) {
    state[states[j]] += Math.max(0, atLeast[j] - atLeast[j + 1]);
    if (j > 0) unsaved += atLeast[j];
  }
  return { state, unsaved };
}
