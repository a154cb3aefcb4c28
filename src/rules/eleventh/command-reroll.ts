/**
 * 11e 15.02 Command Re-roll, the attacker's: just after a hit roll, a wound roll or a roll for the number of
 * attacks, one of its dice re-rolled (a die is re-rolled once: 11e 02). The engine fixes the batch and the
 * kind of roll before any dice, where it gains most in expectation (the most expected models destroyed), and
 * then re-rolls the first die of that kind that it can improve: a failed hit or wound roll, or the lowest
 * Attacks roll below its average. A player who chooses after seeing the dice can do better, so the expected
 * kills are a lower bound, and the notes say so.
 */
import { Dist, zeros } from '../../dice/dist.js';
import type { BatchPlan } from './attack.js';
import { batchName } from './batch-sources.js';
import { attackDieJoint, hitFailKept, hitOutcome, hitsPerDie, woundFailKept, woundJoint, woundOutcome, type RollOutcome } from './hit-wound.js';
import { jointConstant, jointMeans, jointMix, jointPlus, jointSumOf, type Joint } from './joint.js';
import { atEachToughness, planAt, type Planned, type PlannedAt, type Run } from './run.js';
import type { RerolledRoll, RerollPlacement, Scenario, Unit } from './types.js';

export type { RerolledRoll };

/** A roll's law when the re-roll is still free: `keep` not using it, `use` using it (sub-probabilities); `plain` once it is spent. */
interface OneRoll {
  readonly keep: Joint;
  readonly use: Joint;
  readonly plain: Joint;
}

/**
 * The sum of `count` such rolls with one re-roll for the first that needs it (dice of one kind are alike, so
 * which failed die is re-rolled does not matter): `keep`, the law when it was not needed; `use`, when it was.
 */
function withOne(count: Dist, roll: OneRoll): { keep: Joint; use: Joint } {
  const keep: [number, Joint][] = [];
  const use: [number, Joint][] = [];
  let free = jointConstant(0, 0);
  let spent: Joint | undefined;
  for (let n = 0; n <= count.max; n++) {
    if (n > 0) {
      const spentNow = jointPlus(free, roll.use);
      spent = spent ? jointMix([[1, jointPlus(spent, roll.plain)], [1, spentNow]]) : spentNow;
      free = jointPlus(free, roll.keep);
    }
    const p = count.prob(n);
    if (p === 0) continue;
    keep.push([p, free]);
    if (spent) use.push([p, spent]);
  }
  return { keep: jointMix(keep), use: use.length ? jointMix(use) : [[0]] };
}

const lessFail = ([fail, success, critical]: RollOutcome, r: number): RollOutcome => [fail - r, success, critical];
const scaled = ([fail, success, critical]: RollOutcome, r: number): RollOutcome => [fail * r, success * r, critical * r];

/** One attack die with the hit re-roll free: a failed hit roll its own rule kept is rolled again, fresh. */
function hitDie(plan: BatchPlan): OneRoll {
  const { profile } = plan;
  const fresh = hitOutcome({ ...profile.hit, reroll: 'none' });
  const r = hitFailKept(profile.hit);
  return {
    keep: attackDieJoint(profile, lessFail(hitOutcome(profile.hit), r)),
    use: attackDieJoint(profile, scaled(fresh, r)),
    plain: plan.dieJoint,
  };
}

/** One attack die with the wound re-roll free: its hits' wound rolls (Sustained Hits' included), the first kept fail rolled again. */
function woundDie(plan: BatchPlan): OneRoll {
  const { profile } = plan;
  const r = woundFailKept(profile.wound);
  const roll: OneRoll = {
    keep: woundJoint(profile, lessFail(woundOutcome(profile.wound), r)),
    use: woundJoint(profile, scaled(woundOutcome({ ...profile.wound, reroll: 'none' }), r)),
    plain: woundJoint(profile),
  };
  const [miss, hit, critical] = hitOutcome(profile.hit);
  // 11e 24.19: Lethal Hits' automatic wound makes no wound roll; Sustained Hits' extra hits each make one.
  const lethal = jointConstant(profile.lethalHits ? 1 : 0, 0);
  const onCritical = withOne(Dist.constant(profile.lethalHits ? 0 : 1).plus(profile.sustainedHits ?? 0), roll);
  return {
    keep: jointMix([
      [miss, jointConstant(0, 0)],
      [hit, roll.keep],
      [critical, jointPlus(lethal, onCritical.keep)],
    ]),
    use: jointMix([
      [hit, roll.use],
      [critical, jointPlus(lethal, onCritical.use)],
    ]),
    plain: plan.dieJoint,
  };
}

/**
 * The sum of `copies` Attacks rolls of law `each`, the lowest rolled again when it is below the average
 * (a fresh roll is worth more). Exact: the copies one by one, keeping (lowest so far, sum so far).
 */
export function attacksRerollingLowest(each: Dist, copies: number): Dist {
  const faces = each.toArray();
  const mean = each.mean();
  // byLowest[l][s]: P(lowest so far l, sum so far s); the lowest of no copy is taken as the largest face.
  let byLowest: number[][] = faces.map((_, l) => (l === faces.length - 1 ? [1] : []));
  for (let c = 0; c < copies; c++) {
    const next: number[][] = faces.map(() => []);
    byLowest.forEach((sums, low) =>
      sums.forEach((p, s) => faces.forEach((q, x) => {
        if (p === 0 || q === 0) return;
        const row = next[Math.min(low, x)];
        row[s + x] = (row[s + x] ?? 0) + p * q;
      })),
    );
    byLowest = next;
  }
  const out = zeros(copies * each.max + 1);
  byLowest.forEach((sums, low) =>
    sums.forEach((p, s) => {
      if (!p) return;
      if (low >= mean) return void (out[s] += p);
      faces.forEach((q, y) => (out[s - low + y] += p * q));
    }),
  );
  return Dist.of(out);
}

/** The batch as the re-roll leaves it, at each T it may meet (11e 05.02.01). */
const rerolled = (plan: PlannedAt, roll: RerolledRoll, target: Unit): Planned =>
  atEachToughness(rerolledAt(plan, roll), (toughness) => rerolledAt(planAt(plan, toughness), roll), target);

/** The batch as the re-roll leaves it: its joint law of wounds, and its attack dice and extra hits where they change. */
function rerolledAt(plan: PlannedAt, roll: RerolledRoll): PlannedAt {
  if (roll === 'attacks') {
    const [source] = plan.sources;
    const attackDice = attacksRerollingLowest(source.attacksPerFirer, source.firers);
    const joint = jointSumOf(attackDice, plan.dieJoint);
    return { ...plan, attackDice, joint, means: jointMeans(joint) };
  }
  const die = roll === 'hit' ? hitDie(plan) : woundDie(plan);
  const sum = withOne(plan.attackDice, die);
  const joint = jointMix([[1, sum.keep], [1, sum.use]]);
  if (roll === 'wound') return { ...plan, joint, means: jointMeans(joint) };
  // The re-roll happens when some hit roll failed and was kept: 1 - E[(1 - r)^n]; the fresh die's hits follow.
  const r = hitFailKept(plan.profile.hit);
  const used = 1 - plan.attackDice.expect((n) => Math.pow(1 - r, n));
  return { ...plan, joint, means: jointMeans(joint), extraHits: used * hitsPerDie({ ...plan.profile, hit: { ...plan.profile.hit, reroll: 'none' } }) };
}

/**
 * Whether a firer's attacks come from one die (A = D3 or D6, nothing else random): Command Re-roll re-rolls one
 * die of a roll (11e 15.02), so 2D6 or D6 with Rapid Fire D3 is not offered (the notes say so).
 */
function oneAttacksDie(p: BatchPlan): boolean {
  const a = p.batch.weapon.attacks;
  // A joined batch (RULINGS 12): its weapons' Attacks rolls differ; not offered (the note says so).
  if (p.sources.length > 1) return false;
  const outcomes = p.sources[0].attacksPerFirer.toArray().filter((x) => x > 0).length;
  return a.count === 1 && outcomes === a.sides;
}

/** The batches and rolls the attacker's Command Re-roll can improve. */
export function rerollCandidates(plans: readonly (BatchPlan | string)[]): { batch: number; roll: RerolledRoll }[] {
  return plans.flatMap((p, batch) => {
    if (typeof p === 'string') return [];
    const rolls: RerolledRoll[] = [];
    if (hitFailKept(p.profile.hit) > 0) rolls.push('hit');
    if (woundFailKept(p.profile.wound) > 0) rolls.push('wound');
    if (oneAttacksDie(p)) rolls.push('attacks');
    return rolls.map((roll) => ({ batch, roll }));
  });
}

const described: Record<RerolledRoll, string> = {
  hit: 'a failed hit roll',
  wound: 'a failed wound roll',
  attacks: 'the lowest Attacks roll below its average',
};

/**
 * The attacker's Command Re-roll, when the scenario uses it: each placement tried, the one with the most
 * expected kills kept (ties: the first; none if none is better). `runOf` runs the batches (the defender's order).
 */
export function attackersCommandReroll(
  scenario: Scenario,
  plans: readonly Planned[],
  runOf: (plans: readonly Planned[]) => Run,
): { run: Run; plans: readonly Planned[]; note?: string; placed?: RerollPlacement } {
  const base = runOf(plans);
  if (!scenario.actions?.commandReroll?.attacker) return { run: base, plans };
  let best: { run: Run; plans: readonly Planned[]; note?: string; placed?: RerollPlacement } = { run: base, plans };
  for (const { batch, roll } of rerollCandidates(plans)) {
    const plan = plans[batch];
    if (typeof plan === 'string') continue;
    const tried = plans.map((p, i) => (i === batch ? rerolled(plan, roll, scenario.target) : p));
    const run = runOf(tried);
    if (run.expectedKills > best.run.expectedKills + 1e-12 * Math.max(1, best.run.expectedKills)) {
      best = { run, plans: tried, note: `${described[roll]} of ${batchName(plan.batch)}`, placed: { batch, roll } };
    }
  }
  const where = best.note
    ? `used on ${best.note}, placed before the dice where it gains most in expectation: a player choosing after seeing the dice can do better (the expected kills are a lower bound)`
    : 'not used: no hit, wound or Attacks roll here that it could improve';
  return {
    ...best,
    note:
      `Command Re-roll (11e 15.02), the attacker's: ${where}; not modelled on Damage or hazard rolls, ` +
      'nor on an Attacks roll of more than one die (2D6, or with Rapid Fire D3) or of a batch of several weapons (RULINGS 12)',
  };
}
