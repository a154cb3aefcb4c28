import { allocationOrder, layoutTarget, type TargetLayout } from './allocation.js';
import type { AllocationOrder, Scenario, Unit, WeaponUse } from './types.js';

/**
 * [PRECISION] with mixed weapons (003 'Attached Units with Multiple Characters (allocating
 * attacks)': "Each time an attack with the [PRECISION] ability successfully wounds such a unit, the
 * attacking model's controlling player can choose to have that attack allocated to any visible
 * Character model in that unit"; 002 'Leader': any other attack "cannot be allocated to a CHARACTER
 * model" while a Bodyguard model is left).
 *
 * When some but not all of the weapons used have [PRECISION], the target is two queues of models:
 * the Bodyguard and the Leaders, each in the usual order (allocation.ts; a wounded model first). The
 * state is (b, l), the wounds each queue has lost, flattened to b * (L + 1) + l (L: the Leaders'
 * wounds). A [PRECISION] attack goes to the Leaders while one lives, else to the Bodyguard; any other
 * attack to the Bodyguard while one lives, else to the Leaders. Mortal wounds of a [PRECISION]
 * attack (Devastating Wounds) go the same way (003 'Mortal Wounds': "If those mortal wounds are
 * inflicted by an attack that has the [PRECISION] ability, the attacking model's controlling player
 * can allocate those mortal wounds to a Character model in that unit").
 */

const RULE = "003 'Attached Units with Multiple Characters (allocating attacks)'";

/**
 * The order to use when the player asks for 'precision', and notes saying what it does: no weapon
 * used with [PRECISION], or no Leader in the target: the normal order; else 'precision' (with other
 * weapons too, the engine's two queues: only the [PRECISION] attacks go to the Leaders first).
 */
export function precisionAllocation(
  requested: AllocationOrder,
  weapons: readonly WeaponUse[],
  target: Unit,
): { order: AllocationOrder; notes: string[] } {
  if (requested !== 'precision') return { order: requested, notes: [] };
  const used = weapons.filter((w) => w.count > 0);
  const names = (precise: boolean) => used.filter((w) => isPrecise(w) === precise).map((w) => w.weapon.name).join(', ');
  if (!used.some(isPrecise)) {
    const has = used.length > 1 ? 'have' : 'has';
    return {
      order: 'toughest-last',
      notes: [`--precision not applied: ${names(false)} ${has} no [PRECISION], and only [PRECISION] attacks can be allocated to a CHARACTER ahead of its Bodyguard (${RULE}): the normal order (Bodyguard first)`],
    };
  }
  const leaders = allocationOrder(target, 'precision').filter((i) => target.models[i].leader).map((i) => target.models[i].name);
  if (!leaders.length || leaders.length === target.models.length) {
    return { order: 'toughest-last', notes: [`--precision has no effect: ${target.name} is not a Bodyguard unit with a Leader attached (${RULE})`] };
  }
  const notes = [];
  if (used.some((w) => !isPrecise(w))) {
    notes.push(`--precision: only the [PRECISION] attacks (${names(true)}) go to the Leaders first; the others (${names(false)}) to the Bodyguard while one of its models is left (${RULE}; 002 'Leader')`);
  }
  // The attacker's choice: the Leader that takes less to finish first (allocation.ts effectiveWounds).
  if (leaders.length > 1) notes.push(`--precision: [PRECISION] attacks go to ${leaders.join(', then ')} (the one that takes less to finish first)`);
  return { order: 'precision', notes };
}

export function isPrecise(use: WeaponUse): boolean {
  return [...use.weapon.abilities, ...(use.adjust?.abilities ?? [])].some((a) => a.kind === 'no effect' && a.name === 'precision');
}

/**
 * Whether the scenario needs the two queues: the player asks for 'precision', the target has
 * Leaders and Bodyguard models, and some but not all weapons used have [PRECISION]. (All of them:
 * the one queue with the Leaders first is the same and cheaper; none: 'precision' keeps its one
 * queue, Leaders first, for callers that ask for it; the CLI does not, see precisionAllocation.)
 */
export function needsSplit(scenario: Scenario): boolean {
  if (scenario.allocation !== 'precision') return false;
  const models = scenario.target.models;
  if (!models.some((g) => g.leader) || !models.some((g) => !g.leader)) return false;
  if (scenario.twoQueues) return true;
  const precise = scenario.weapons.filter((w) => w.count > 0).map(isPrecise);
  return precise.includes(true) && precise.includes(false);
}

/** The two queues and the flattened layouts each kind of attack sees. */
export interface SplitTarget {
  readonly bodyguard: TargetLayout;
  readonly leaders: TargetLayout;
  /** The attacks with [PRECISION], and the others: the same states, another model to allocate to. */
  readonly precise: TargetLayout;
  readonly other: TargetLayout;
}

/** States of the two-queue target: (Bodyguard wounds + 1) x (Leader wounds + 1). */
export function splitStates(unit: Unit): number {
  const wounds = (leader: boolean) => unit.models.reduce((s, g) => s + (Boolean(g.leader) === leader ? g.count * g.stats.W : 0), 0);
  return (wounds(false) + 1) * (wounds(true) + 1);
}

/** One queue: the layout of the unit's Leader (or Bodyguard) groups only, group indices those of the whole unit. */
function queue(unit: Unit, leader: boolean): TargetLayout {
  const indices = unit.models.flatMap((g, i) => (Boolean(g.leader) === leader ? [i] : []));
  const sub = layoutTarget({ ...unit, models: indices.map((i) => unit.models[i]) }, 'precision');
  const destroyedAt = unit.models.map((_, i) => (indices.includes(i) ? sub.destroyedAt[indices.indexOf(i)] : new Int32Array(0)));
  return { ...sub, group: sub.group.map((g) => indices[g]), destroyedAt };
}

export function splitTarget(unit: Unit): SplitTarget {
  const bodyguard = queue(unit, false);
  const leaders = queue(unit, true);
  const B = bodyguard.totalWounds;
  const L = leaders.totalWounds;
  const width = (B + 1) * (L + 1);
  const kills = new Int32Array(width);
  const lost = new Int32Array(width);
  for (let b = 0; b <= B; b++) {
    for (let l = 0; l <= L; l++) {
      kills[b * (L + 1) + l] = bodyguard.kills[b] + leaders.kills[l];
      lost[b * (L + 1) + l] = b + l;
    }
  }
  /** The layout of one kind of attack: Leaders first or Bodyguard first (a queue, its place and step in the flat index). */
  const flat = (leadersFirst: boolean): TargetLayout => {
    const group = new Int32Array(width - 1);
    const remaining = new Int32Array(width - 1);
    const step = new Int32Array(width - 1);
    for (let b = 0; b <= B; b++) {
      for (let l = 0; l <= L; l++) {
        const t = b * (L + 1) + l;
        if (t === width - 1) continue;
        const toLeader = leadersFirst ? l < L : b === B;
        const [q, at, s] = toLeader ? [leaders, l, 1] : [bodyguard, b, L + 1];
        group[t] = q.group[at];
        remaining[t] = q.remaining[at];
        step[t] = s;
      }
    }
    return { totalWounds: width - 1, models: bodyguard.models + leaders.models, group, remaining, kills, destroyedAt: [], step, lost };
  };
  return { bodyguard, leaders, precise: flat(true), other: flat(false) };
}

/** The marginal distributions of the Bodyguard's and the Leaders' wounds lost, from P(state). */
export function queueMarginals(byState: readonly number[], split: SplitTarget): { bodyguard: number[]; leaders: number[] } {
  const L = split.leaders.totalWounds;
  const bodyguard = new Array<number>(split.bodyguard.totalWounds + 1).fill(0);
  const leaders = new Array<number>(L + 1).fill(0);
  byState.forEach((p, t) => {
    bodyguard[Math.floor(t / (L + 1))] += p;
    leaders[t % (L + 1)] += p;
  });
  return { bodyguard, leaders };
}

/** P(wounds lost = k), k = 0..B + L, from P(state). */
export function totalLost(byState: readonly number[], split: SplitTarget): number[] {
  const out = new Array<number>(split.bodyguard.totalWounds + split.leaders.totalWounds + 1).fill(0);
  byState.forEach((p, t) => (out[split.precise.lost![t]] += p));
  return out;
}
