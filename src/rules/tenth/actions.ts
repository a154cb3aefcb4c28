import { Dist, zeros } from '../../dice/dist.js';
import { allocate, emptyTally, expectation, type LossKernel, type TargetLayout } from './allocation.js';
import type { ActionSpec } from './effects/types.js';
import { mortalWoundLost } from './hazardous.js';
import type { WeaponResult } from './result.js';
import type { MortalWoundAction, Unit } from './types.js';

/**
 * The action for this attacking unit. TANK SHOCK: "select one VEHICLE model in your unit that is
 * within Engagement Range of that enemy unit": the calculator selects the one with the highest
 * Toughness (the most dice), and says so.
 */
export function actionFor(spec: ActionSpec, attacker: Unit): { action: MortalWoundAction; detail: string } {
  const rolls = (n: number) => `${n}D6 before the attacks: ${faces(spec)}${spec.most ? ` (at most ${spec.most})` : ''}`;
  if (spec.dice !== 'toughness') return { action: { ...spec, dice: spec.dice }, detail: rolls(spec.dice) };
  const model = attacker.models.reduce((a, b) => (b.stats.T > a.stats.T ? b : a));
  const dice = model.stats.T;
  return { action: { ...spec, dice }, detail: `${rolls(dice)}; the selected model: ${model.name} (T${dice}, the highest Toughness)` };
}

function faces(spec: ActionSpec): string {
  return [1, 2]
    .map((n) => ({ n, on: spec.perFace.map((m, f) => (m === n ? f + 1 : 0)).filter(Boolean) }))
    .filter(({ on }) => on.length)
    .map(({ n, on }) => `${on.length > 1 ? `${on[0]}-${on[on.length - 1]}` : on[0]}: ${n} mortal wound${n > 1 ? 's' : ''}`)
    .join(', ');
}

/** The exact number of mortal wounds the action inflicts: the sum of its dice, capped. */
export function mortalWoundsOf(action: MortalWoundAction): Dist {
  const die = Dist.mix(action.perFace.map((m) => [1 / 6, Dist.constant(m)] as const));
  const sum = Dist.repeat(action.dice, die);
  return action.most === undefined ? sum : sum.cap(action.most);
}

/** One die rolled at a time, as the simulator plays it. */
export function rollMortalWounds(action: MortalWoundAction, d6: () => number): number {
  let n = 0;
  for (let i = 0; i < action.dice; i++) n += action.perFace[d6() - 1];
  return action.most === undefined ? n : Math.min(n, action.most);
}

/** How many totals of mortal wounds the actions can inflict together (each 0..its most). */
export function actionOutcomes(actions: readonly MortalWoundAction[]): number {
  return actions.reduce((n, a) => n + mortalWoundsOf(a).max, 0) + 1;
}

/** The engine's steps for the actions: one allocation over the states per possible mortal wound. */
export function actionsWork(actions: readonly MortalWoundAction[], size: number): number {
  return actions.reduce((sum, a) => sum + mortalWoundsOf(a).max * size * 3, 0);
}

/**
 * Resolve the actions in order on the state vector (wounds lost so far). 003 'Mortal Wounds': each
 * mortal wound is one point of damage, allocated one at a time as an attack is (to the model that
 * has lost wounds), no saving throw; Feel No Pain, and a Feel No Pain against mortal wounds, apply
 * (003 'Mortal Wounds', RULINGS 8); damage goes on to the next model. So with N mortal wounds the
 * vector is K^N v, K one mortal wound; summed over P(N = n).
 */
export function resolveActions(
  v: readonly number[],
  actions: readonly MortalWoundAction[],
  target: Unit,
  layout: TargetLayout,
): { v: readonly number[]; rows: WeaponResult[] } {
  if (actions.length === 0) return { v, rows: [] };
  const kernels: LossKernel[] = target.models.map((g) => ({ loss: [1 - mortalWoundLost(g), mortalWoundLost(g)], unsaved: 0, mortal: 1 }));
  const rows = actions.map((action) => {
    const count = mortalWoundsOf(action);
    const out = zeros(v.length);
    let power = v;
    for (let n = 0; n <= count.max; n++) {
      if (n > 0) {
        const next = zeros(v.length);
        allocate(power, next, layout, kernels, emptyTally());
        power = next;
      }
      const p = count.prob(n);
      for (let i = 0; i < out.length; i++) out[i] += p * power[i];
    }
    const gain = (f: (t: number) => number) => expectation(out, layout, f) - expectation(v, layout, f);
    const damage = gain((t) => t);
    const row: WeaponResult = {
      name: action.name,
      count: 1,
      // The dice rolled stand in the Attacks column: there are no Hit, Wound or saving throw rolls.
      attacks: action.dice,
      hits: 0,
      wounds: 0,
      unsaved: 0,
      mortalWounds: count.mean(),
      damage,
      // Every wound an action costs is a mortal wound.
      mortalDamage: damage,
      wasted: 0,
      kills: gain((t) => layout.kills[t]),
    };
    v = out;
    return row;
  });
  return { v, rows };
}
