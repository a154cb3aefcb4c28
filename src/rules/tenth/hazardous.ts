import { Dist } from '../../dice/dist.js';
import { keptFor } from '../kept-for.js';
import type { WeaponPlan } from './plan.js';
import { weaponAbilities } from './plan-parts.js';
import type { ModelGroup, Unit, WeaponUse } from './types.js';

/**
 * 000 'Hazardous' (003 'Hazardous'): after the unit has resolved its attacks, one test (one D6)
 * per Hazardous weapon used; each 1 fails. Each failed test, one at a time: select a model with a
 * Hazardous weapon that has lost wounds, else one (not a CHARACTER) with one, else a CHARACTER with
 * one; the unit suffers 3 mortal wounds, all allocated to that model. Mortal wounds allow no saving
 * throw (000 'Mortal Wounds'); Feel No Pain still applies. Damage beyond the model's wounds is lost
 * (they must go to the selected model).
 */
export interface Hazard {
  readonly tests: number;
  readonly expectedMortalWounds: number;
  readonly anyFailed: number;
  /** The attacker's models destroyed by its Hazardous tests: P(exactly k), k = 0..models that carry one. */
  readonly modelsLost: number[];
  readonly expectedModelsLost: number;
  /**
   * The same if its player spends Command Re-roll (003 'Page 41 – Command Re-roll Stratagem') on one
   * failed Hazardous test instead of on an attack roll: not applied to the numbers above.
   */
  readonly expectedModelsLostWithCommandReroll: number;
  readonly notes: readonly string[];
}

export const FAIL = 1 / 6;
export const MORTAL_WOUNDS = 3;

/**
 * The Hazardous weapons among the weapons a unit attacked with (its own abilities and those effects
 * gave it): one test each (003 'Page 28 – Hazardous': "for each Hazardous weapon that targets were
 * selected for"), and their names (the models equipped with them are the ones a failed test selects).
 */
export function hazardousUsed(weapons: readonly WeaponUse[]): { readonly tests: number; readonly names: readonly string[] } {
  let tests = 0;
  const names: string[] = [];
  for (const use of weapons) {
    if (!weaponAbilities(use.weapon.abilities, use.adjust?.abilities ?? []).kinds.has('hazardous')) continue;
    tests += use.count;
    names.push(use.weapon.name);
  }
  return { tests, names };
}

export function hazard(plans: readonly WeaponPlan[], attacker: Unit): Hazard | null {
  const hazardous = plans.filter((p) => p.hazardous);
  if (hazardous.length === 0) return null;
  // It depends on the attacker and its Hazardous weapons only, not on the target: a matrix's row
  // asks the same every cell (issue 13 goal 4). Units are immutable; a Hazard is never written.
  const key = hazardous.map((p) => `${p.count} ${p.name}`).join('\n');
  return keptFor(hazardOf, attacker, key, () => hazardOfWeapons(hazardous, attacker));
}

const hazardOf = new WeakMap<Unit, Map<string | number, Hazard | null>>();

function hazardOfWeapons(hazardous: readonly WeaponPlan[], attacker: Unit): Hazard | null {
  const tests = hazardous.reduce((s, p) => s + p.count, 0);
  if (tests === 0) return null;
  const { models, notes } = selectable(attacker, hazardous.map((p) => p.name));
  const failed = Dist.binomial(tests, FAIL);
  // Command Re-roll: one failed test is rolled again (fails again on a 1).
  const rerolled = failed.flatMap((f) => (f === 0 ? Dist.of([1]) : Dist.binomial(1, FAIL).map((again) => f - 1 + again)));
  const modelsLost = lossesAfter(failed, models);
  return {
    tests,
    expectedMortalWounds: tests * FAIL * MORTAL_WOUNDS,
    anyFailed: 1 - (1 - FAIL) ** tests,
    modelsLost: modelsLost.toArray(),
    expectedModelsLost: modelsLost.mean(),
    expectedModelsLostWithCommandReroll: lossesAfter(rerolled, models).mean(),
    notes,
  };
}

interface Model {
  readonly W: number;
  /** Chance one mortal wound is actually lost (Feel No Pain failed). */
  readonly lost: number;
}

/**
 * The models a failed test can select, in the order their player picks them: not CHARACTER models
 * first (the text's order), and among those the one with the most wounds (it survives the most
 * tests; a wounded model is selected again until destroyed, so the order is fixed once chosen).
 */
function selectable(attacker: Unit, weapons: readonly string[]): { models: Model[]; notes: string[] } {
  const notes: string[] = [];
  let groups = attacker.models.filter((g) => g.equipment.some((e) => weapons.includes(e)));
  if (!groups.length) {
    groups = [...attacker.models];
    notes.push(`Hazardous: no model of ${attacker.name} lists ${weapons.join(', ')}; any of its models may be selected`);
  }
  const hasLeaders = attacker.models.some((g) => g.leader);
  const character = (g: ModelGroup) => Boolean(g.leader) || (!hasLeaders && attacker.keywords.includes('CHARACTER'));
  const models = groups
    .flatMap((g) => Array.from({ length: g.count }, () => ({ g, character: character(g) })))
    .sort((a, b) => Number(a.character) - Number(b.character) || b.g.stats.W - a.g.stats.W)
    .map(({ g }) => ({ W: g.stats.W, lost: mortalWoundLost(g) }));
  notes.push('Hazardous: the attacker starts with no wounds lost');
  return { models, notes };
}

/** Chance one mortal wound is lost by a model of the group: Feel No Pain, or one against mortal wounds, failed (RULINGS 8). */
export function mortalWoundLost(g: ModelGroup): number {
  const fnp = Math.min(g.stats.feelNoPain ?? 7, g.stats.mortalFeelNoPain ?? 7);
  return Math.min(1, (fnp - 1) / 6);
}

/**
 * Wounds a model of the group is expected to lose to one Hazardous test: 1/6 x its share of the 3
 * mortal wounds (Feel No Pain failed; those beyond its wounds lost). What choosing a Hazardous profile
 * costs the bearer (rules/tenth/matchup/weapons.ts chooser).
 */
export function hazardousTestCost(g: ModelGroup): number {
  return FAIL * Dist.binomial(MORTAL_WOUNDS, mortalWoundLost(g)).expect((lost) => Math.min(lost, g.stats.W));
}

/**
 * Exact distribution of models destroyed after `failed` tests: the state is (models destroyed,
 * wounds left on the next one); each test puts 3 mortal wounds, one at a time, on that model.
 */
function lossesAfter(failed: Dist, models: readonly Model[]): Dist {
  const n = models.length;
  const key = (i: number, left: number) => `${i},${left}`;
  let states = new Map<string, number>([[key(0, models[0]?.W ?? 0), 1]]);
  const result = new Array<number>(n + 1).fill(0);
  const counts = failed.toArray();
  const settle = (t: number) => {
    for (const [k, p] of states) result[Number(k.split(',')[0])] += p * (counts[t] ?? 0);
  };
  settle(0);
  for (let t = 1; t < counts.length; t++) {
    const next = new Map<string, number>();
    const add = (i: number, left: number, p: number) => next.set(key(i, left), (next.get(key(i, left)) ?? 0) + p);
    for (const [k, p] of states) {
      const [i, left] = k.split(',').map(Number);
      if (i >= n) {
        add(i, 0, p);
        continue;
      }
      // Wounds this test takes from the model: Binomial(3, lost), capped at what it has left.
      Dist.binomial(MORTAL_WOUNDS, models[i].lost).toArray().forEach((q, taken) => {
        if (q === 0) return;
        if (taken >= left) add(i + 1, models[i + 1]?.W ?? 0, p * q);
        else add(i, left - taken, p * q);
      });
    }
    states = next;
    settle(t);
  }
  return Dist.of(result);
}
