import type { WeaponPlan } from './plan.js';

/**
 * What one attack leaves to allocate: `normal` wounds that go through saves and damage, and
 * `dev` Critical Wounds of a Devastating Wounds weapon, held until the unit's other attacks are done.
 */
export interface AttackOutcome {
  readonly normal: number;
  /** Critical Wounds that save differently (Bladestorm); 0 unless the plan has criticalDefence. */
  readonly critical: number;
  readonly dev: number;
  readonly p: number;
}

type Outcomes = ReadonlyMap<string, AttackOutcome>;

type Counts = Omit<AttackOutcome, 'p'>;
const NONE: Counts = { normal: 0, critical: 0, dev: 0 };

function add(into: Map<string, AttackOutcome>, c: Counts, p: number): void {
  if (p === 0) return;
  const key = `${c.normal},${c.critical},${c.dev}`;
  into.set(key, { ...c, p: (into.get(key)?.p ?? 0) + p });
}

function single(c: Counts): Outcomes {
  return new Map([['', { ...c, p: 1 }]]);
}

function combine(a: Outcomes, b: Outcomes): Outcomes {
  const out = new Map<string, AttackOutcome>();
  for (const x of a.values()) {
    for (const y of b.values()) {
      add(out, { normal: x.normal + y.normal, critical: x.critical + y.critical, dev: x.dev + y.dev }, x.p * y.p);
    }
  }
  return out;
}

function mixInto(into: Map<string, AttackOutcome>, weight: number, parts: Outcomes): void {
  for (const o of parts.values()) add(into, o, weight * o.p);
}

/** The outcomes of one Wound roll for one hit. */
function woundRoll(plan: WeaponPlan): Outcomes {
  const out = new Map<string, AttackOutcome>();
  const { fail, success, critical } = plan.woundOdds;
  add(out, NONE, fail);
  add(out, { ...NONE, normal: 1 }, success);
  // 000 'Devastating Wounds': only a Critical Wound from the Wound roll (RULINGS 7).
  if (plan.devastatingWounds) add(out, { ...NONE, dev: 1 }, critical);
  else if (plan.criticalDefence) add(out, { ...NONE, critical: 1 }, critical);
  else add(out, { ...NONE, normal: 1 }, critical);
  return out;
}

/** The joint distribution of (normal wounds, devastating wounds) from a single attack. */
export function attackOutcomes(plan: WeaponPlan): AttackOutcome[] {
  const wound = woundRoll(plan);
  const out = new Map<string, AttackOutcome>();
  add(out, NONE, plan.hitOdds.fail);
  mixInto(out, plan.hitOdds.success, wound);
  if (plan.hitOdds.critical > 0) {
    // 000 'Lethal Hits': the Critical Hit wounds automatically, and that is not a Critical Wound
    // (003 'Automatically Successful').
    let critical = plan.lethalHits ? single({ ...NONE, normal: 1 }) : wound;
    if (plan.sustainedHits) {
      // 003 'Additional Hits': extra hits are ordinary automatic hits: they roll to wound and
      // never get Lethal Hits.
      const extra = new Map<string, AttackOutcome>();
      let power: Outcomes = single(NONE);
      const s = plan.sustainedHits;
      for (let n = 0; n <= s.max; n++) {
        if (n > 0) power = combine(power, wound);
        mixInto(extra, s.prob(n), power);
      }
      critical = combine(critical, extra);
    }
    mixInto(out, plan.hitOdds.critical, critical);
  }
  return [...out.values()];
}

/** Expected hits scored by one attack, Sustained Hits included. */
export function hitsPerAttack(plan: WeaponPlan): number {
  const extra = plan.sustainedHits ? plan.sustainedHits.mean() : 0;
  return plan.hitOdds.success + plan.hitOdds.critical * (1 + extra);
}

export function woundsPerAttack(outcomes: readonly AttackOutcome[]): number {
  return outcomes.reduce((s, o) => s + o.p * (o.normal + o.critical + o.dev), 0);
}
