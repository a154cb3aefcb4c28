import { judgeWithResources, type Judged, type Resource } from './one-roll.js';
import type { WeaponPlan } from './plan.js';
import { bit } from '../numeric-keys.js';
import { testKey } from './rolls.js';
import { BoundedCache } from '../bounded-cache.js';

/**
 * What one attack leaves to allocate: `normal` wounds that go through saves and damage, `critical`
 * Critical Wounds that save differently (Bladestorm; else counted as normal), and `dev` Critical
 * Wounds of a Devastating Wounds weapon, held until the unit's other attacks are done. `used`: the
 * one-roll resources (see one-roll.ts) this attack used up.
 */
export interface AttackOutcome {
  readonly normal: number;
  readonly critical: number;
  readonly dev: number;
  readonly used: number;
  readonly p: number;
}

type Counts = Omit<AttackOutcome, 'p'>;
type Outcomes = ReadonlyMap<number, Summing>;
const NONE: Counts = { normal: 0, critical: 0, dev: 0, used: 0 };

/** A numeric key for a combination of counts (Map lookups on numbers are cheap). */
function key(c: Counts): number {
  return ((c.normal * 128 + c.critical) * 128 + c.dev) * 256 + c.used;
}

/** An outcome being summed up: its own object, so adding to its probability changes it in place. */
type Summing = Counts & { p: number };

function add(into: Map<number, Summing>, c: Counts, p: number): void {
  if (p === 0) return;
  const key_ = key(c);
  const known = into.get(key_);
  if (known) known.p += p;
  else into.set(key_, { normal: c.normal, critical: c.critical, dev: c.dev, used: c.used, p });
}

function plus(a: Counts, b: Counts): Counts {
  return { normal: a.normal + b.normal, critical: a.critical + b.critical, dev: a.dev + b.dev, used: a.used | b.used };
}

/**
 * The joint distribution of (normal, critical, devastating wounds, resources used) from one attack,
 * with the resources in `mask` still available.
 */
export function attackOutcomes(plan: WeaponPlan, resources: readonly Resource[] = [], mask = 0): readonly AttackOutcome[] {
  if (resources.length) return outcomesOf(plan, resources, mask);
  // Without one-roll resources the outcomes depend on the rolls alone (the fields outcomesOf reads):
  // every plan with the same ones, in every calculation of a process, shares them (issue 13: a matrix
  // repeats its weapons against targets of the same save and Toughness).
  // A calculation asks once per weapon step as well as when it sets up: the key again is cheaper than a WeakMap
  // entry per plan (a sweep makes 11,000 plans, each new: 3 ms of its 350, issue 30).
  const key = outcomesKey(plan);
  return plain.get(key) ?? plain.set(key, Object.freeze(outcomesOf(plan, resources, 0)));
}

const plain = new BoundedCache<string | number, readonly AttackOutcome[]>();

/** Every testKey number is below this: a Torrent weapon's hit is this. */
const TORRENT = 2 ** 22;

/**
 * The rolls' key: a number for the usual rolls and a fixed Sustained Hits (52 bits: testKeys of 23 and
 * 22, Sustained Hits 4, flags 3), else a string: a string is built and hashed on every call, and a
 * turn plans its weapons again in every phase (issue 15).
 */
function outcomesKey(plan: WeaponPlan): string | number {
  const hit = plan.hit ? testKey(plan.hit) : TORRENT;
  const wound = testKey(plan.wound);
  const s = plan.sustainedHits;
  const flags = (bit(plan.lethalHits) * 2 + bit(plan.devastatingWounds)) * 2 + bit(plan.criticalDefence !== null);
  const sustained = s === null ? 0 : s.isConstant() && s.max < 15 ? s.max + 1 : -1;
  if (typeof hit === 'number' && typeof wound === 'number' && sustained >= 0) return ((hit * TORRENT + wound) * 16 + sustained) * 8 + flags;
  return `${hit}/${wound}/${s ? s.toArray().join(',') : ''}/${flags}`;
}

function outcomesOf(plan: WeaponPlan, resources: readonly Resource[], mask: number): AttackOutcome[] {
  const woundRolls = new Map<number, Outcomes>();
  /** `n` Wound rolls in a row, each able to use what the ones before left in `left`. */
  const wounds = (n: number, left: number): Outcomes => {
    const memoKey = n * 4096 + left;
    const known = woundRolls.get(memoKey);
    if (known) return known;
    const out = new Map<number, Summing>();
    if (n === 0) add(out, NONE, 1);
    else {
      for (const first of judgeWithResources(plan.wound, 'wound', resources, left)) {
        const one = woundCounts(plan, first);
        for (const rest of wounds(n - 1, left & ~first.used).values()) add(out, plus(one, rest), first.p * rest.p);
      }
    }
    woundRolls.set(memoKey, out);
    return out;
  };

  const out = new Map<number, Summing>();
  const hits: readonly Judged[] = plan.hit ? judgeWithResources(plan.hit, 'hit', resources, mask) : [{ result: 'success', used: 0, p: 1 }];
  for (const h of hits) {
    const used = { ...NONE, used: h.used };
    if (h.result === 'fail') add(out, used, h.p);
    else if (h.result === 'success') for (const w of wounds(1, mask & ~h.used).values()) add(out, plus(used, w), h.p * w.p);
    else {
      // 000 'Lethal Hits': the Critical Hit wounds automatically, and that is not a Critical Wound
      // (003 'Automatically Successful'). 003 'Additional Hits': Sustained Hits' extra hits are
      // ordinary automatic hits: they roll to wound and never get Lethal Hits.
      const automatic = plan.lethalHits ? { ...used, normal: 1 } : used;
      const extra = plan.sustainedHits;
      for (let s = 0; s <= (extra?.max ?? 0); s++) {
        const ps = extra ? extra.prob(s) : 1;
        if (ps === 0) continue;
        const rolls = s + (plan.lethalHits ? 0 : 1);
        for (const w of wounds(rolls, mask & ~h.used).values()) add(out, plus(automatic, w), h.p * ps * w.p);
      }
    }
  }
  return [...out.values()];
}

function woundCounts(plan: WeaponPlan, roll: Judged): Counts {
  const used = roll.used;
  if (roll.result === 'fail') return { ...NONE, used };
  // 000 'Devastating Wounds': only a Critical Wound from the Wound roll (RULINGS 7).
  if (roll.result === 'critical' && plan.devastatingWounds) return { ...NONE, dev: 1, used };
  if (roll.result === 'critical' && plan.criticalDefence) return { ...NONE, critical: 1, used };
  return { ...NONE, normal: 1, used };
}
