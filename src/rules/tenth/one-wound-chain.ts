import type { LossKernel } from './allocation.js';
import { attackOutcomes, type AttackOutcome } from './attack.js';
import { blockPlan, expectedHits } from './block-plan.js';
import type { WeaponPlan } from './plan.js';
import type { StepTally } from './weapon-step.js';
import { plainEntriesOf, type Entry } from './wound-entries.js';

/**
 * One weapon's attacks on W1 models all alike with no one-roll resources (the fold's domain,
 * devastating-fold.ts): the same numbers as the weapon step (weapon-step.ts), worked out as coins.
 * Every allocated wound destroys its model or does nothing, with a chance its kind alone sets, so
 * one attack from state t (models destroyed) ends in min(N, t + k) with k the coins it wins: one
 * distribution of k per weapon instead of a state per wound within the attack. The tallies that
 * count wounds allocated to a live model (unsaved, wasted) depend on how far t is from N, for the
 * last few states only: worked out per distance.
 */

/** A kind of allocated wound against a W1 model. */
export interface Coin {
  /** P(the model is destroyed): the loss kernel's masses from 1 wound on (a sum, not 1 - P(none)). */
  readonly kill: number;
  readonly miss: number;
  /** Expected failed saves and wounds lost beyond the one the model has, per allocation. */
  readonly unsaved: number;
  readonly wasted: number;
}

export function coinOf(loss: readonly number[], unsaved: number): Coin {
  let kill = 0;
  let wasted = 0;
  for (let l = 1; l < loss.length; l++) {
    kill += loss[l];
    wasted += loss[l] * (l - 1);
  }
  return { kill, miss: loss[0] ?? 0, unsaved, wasted };
}

/** What one attack does, by coins. */
interface CoinAttack {
  /** P(the attack wins k coins), k = 0..most. */
  readonly kills: number[];
  /**
   * Expected unsaved wounds and wounds wasted while the target lives, from a state s models short
   * of destroyed (index s; the last index serves every larger s: there every wound is allocated).
   */
  readonly unsaved: number[];
  readonly wasted: number[];
  readonly hits: number;
  readonly wounds: number;
}

/**
 * The attack as coins, shared in the process by what it depends on: the attack's outcomes (attack.ts
 * shares them, and they fix the hit rolls), the entries of an ordinary and of a critical wound
 * (wound-entries.ts shares them) and the mortal kernel (devastating-fold.ts shares it).
 */
function coinAttack(plan: WeaponPlan, mortal: LossKernel | null): CoinAttack {
  const list = attackOutcomes(plan);
  // W1 models alike, no resources (the fold's domain): one entry per kind of wound, wounds left 1.
  const [normal, critical] = [plan.defence[0], (plan.criticalDefence ?? plan.defence)[0]].map((d) => plainEntriesOf(plan, d, 1));
  let known = coinAttacks.get(list);
  if (!known || known.length > 16) coinAttacks.set(list, (known = []));
  const same = known.find((k) => k.normal === normal && k.critical === critical && k.mortal === mortal);
  if (same) return same.attack;
  if (normal.length !== 1 || critical.length !== 1) throw new Error('internal error: a W1 target without resources has one entry per wound');
  const [n, c] = [normal[0], critical[0]];
  const attack = coinsOf(plan, list, coinOf(n.loss, n.unsaved), coinOf(c.loss, c.unsaved), mortal && coinOf(mortal.loss, 0));
  known.push({ normal, critical, mortal, attack });
  return attack;
}

const coinAttacks = new WeakMap<readonly AttackOutcome[], { normal: Entry[]; critical: Entry[]; mortal: LossKernel | null; attack: CoinAttack }[]>();

/**
 * As weapon-step.ts allocates them: the ordinary wounds, then the critical ones; `mortal`: the
 * Devastating Wounds too, last, allocated at once as mortal wounds (the fold). Their tallies are not
 * kept: the fold reports them by another way (devastating-fold.ts).
 */
function coinsOf(plan: WeaponPlan, list: readonly AttackOutcome[], normal: Coin, critical: Coin, mortal: Coin | null): CoinAttack {
  const reach = Math.max(1, ...list.map((o) => o.normal + o.critical));
  const kills: number[] = [0];
  const unsaved = new Array<number>(reach + 1).fill(0);
  const wasted = new Array<number>(reach + 1).fill(0);
  for (const o of list) {
    let won = [1];
    const allocate = (coin: Coin, count: number, tallied: boolean) => {
      for (let j = 0; j < count; j++) {
        // Allocated while fewer than s coins are won: P(won < s), s = 1..reach.
        if (tallied)
          for (let s = 1, below = 0; s <= reach; s++) {
            below += won[s - 1] ?? 0;
            unsaved[s] += o.p * coin.unsaved * below;
            wasted[s] += o.p * coin.wasted * below;
          }
        won = toss(won, coin);
      }
    };
    allocate(normal, o.normal, true);
    allocate(critical, o.critical, true);
    if (mortal) allocate(mortal, o.dev, false);
    for (let k = kills.length; k < won.length; k++) kills.push(0);
    for (let k = 0; k < won.length; k++) kills[k] += o.p * won[k];
  }
  return { kills, unsaved, wasted, hits: expectedHits(plan, [], 0), wounds: blockPlan(0, 1, list).wounds };
}

/** The distribution of coins won after one more toss. */
function toss(won: readonly number[], coin: Coin): number[] {
  const next = new Array<number>(won.length + 1).fill(0);
  for (let k = 0; k < won.length; k++) {
    next[k] += won[k] * coin.miss;
    next[k + 1] += won[k] * coin.kill;
  }
  return next;
}

/**
 * weapon-step.ts resolveWeapon for the fold's domain: the attacks' count by Horner's scheme as
 * there, each attack by coins. `mortal`: allocate the Devastating Wounds at once with this kernel.
 */
export function resolveCoins(v: readonly number[], plan: WeaponPlan, tally: StepTally, mortal?: LossKernel): number[] {
  const attack = coinAttack(plan, mortal ?? null);
  const count = plan.attacks;
  const start = v;
  const most = count.prob(count.max);
  let acc = doubles(v.length);
  for (let i = 0; i < v.length; i++) acc[i] = v[i] * most;
  let spare = doubles(v.length);
  for (let n = count.max - 1; n >= 0; n--) {
    const out = oneAttack(acc, spare.fill(0), attack, tally);
    spare = acc;
    acc = out;
    const w = count.prob(n);
    if (w !== 0) for (let i = 0; i < start.length; i++) acc[i] += w * start[i];
  }
  return acc;
}

/**
 * Zeros held as doubles from the start (filled with 0.5 first, then 0): V8 then never converts the
 * array from small integers on its first fractional write (a copy per array).
 */
function doubles(n: number): number[] {
  return new Array<number>(n).fill(0.5).fill(0);
}

function oneAttack(v: readonly number[], out: number[], attack: CoinAttack, tally: StepTally): number[] {
  const destroyed = v.length - 1;
  const { kills, unsaved, wasted } = attack;
  const reach = unsaved.length - 1;
  let mass = 0;
  for (let t = 0; t <= destroyed; t++) mass += v[t];
  if (mass === 0) return out;
  tally.hits += mass * attack.hits;
  tally.wounds += mass * attack.wounds;
  let unsavedSum = tally.unsaved;
  let wastedSum = tally.wasted;
  for (let t = 0; t < destroyed; t++) {
    const x = v[t];
    if (x === 0) continue;
    const s = destroyed - t < reach ? destroyed - t : reach;
    unsavedSum += x * unsaved[s];
    wastedSum += x * wasted[s];
    for (let k = 0; k < kills.length; k++) out[t + k < destroyed ? t + k : destroyed] += x * kills[k];
  }
  out[destroyed] += v[destroyed];
  tally.unsaved = unsavedSum;
  tally.wasted = wastedSum;
  return out;
}
