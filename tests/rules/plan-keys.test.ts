/**
 * Parts of a weapon's plan kept for the rest of the process by a key (plan-parts.ts damageOf and
 * attacksPerCopy, defence.ts unitDefence, attack.ts attackOutcomes): a number for the usual small values,
 * else a string (issue 15). Every input must have a key of its own: each scenario's parts, worked out
 * after all the others' in one process, are those a fresh process works out for it alone.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../../src/rules/tenth/types.js';
import { scenario, target, weapon, type ScenarioSpec } from '../helpers.js';

const squad = target({ models: 10, W: 2, Sv: 4 });
// One Attacks and one Damage expression for every weapon: parts are kept per expression, by key.
const base = weapon({ A: 'D6', D: 'D6' });
const armed = (spec: Parameters<typeof weapon>[0]) => ({ ...weapon(spec), attacks: base.attacks, damage: base.damage });
const one = (spec: Parameters<typeof weapon>[0], rest: Omit<ScenarioSpec, 'weapons'> = {}) => scenario({ weapons: [[armed(spec), 3]], target: squad, ...rest });

/** Each differs from some other in one input of a key, on either side of the numeric keys' bounds. */
const VARIANTS: Scenario[] = [
  one({}),
  one({ abilities: ['torrent'] }),
  one({ abilities: ['sustained hits 1'] }),
  one({ abilities: ['sustained hits 2'] }),
  one({ abilities: ['sustained hits d3'] }),
  one({ abilities: ['lethal hits', 'sustained hits 1'] }),
  one({ abilities: ['devastating wounds'] }),
  one({ skill: 3 }, { modifiers: { hit: 1, rerollWounds: 'ones' } }),
  one({ AP: -2 }),
  one({ AP: -2 }, { conditions: { cover: true } }),
  one({ AP: -2, abilities: ['ignores cover'] }, { conditions: { cover: true } }),
  one({ AP: -2, range: 'melee' }, { conditions: { cover: true } }),
  one({ AP: -2, abilities: ['indirect fire'] }, { conditions: { indirect: true } }),
  one({ AP: -1 }),
  one({ AP: -1 }, { modifiers: { save: -1 } }),
  one({ AP: -1 }, { modifiers: { save: 40 } }),
  one({}, { modifiers: { rerollDamageOnes: true } }),
  one({ abilities: ['melta 2'] }, { conditions: { halfRange: true } }),
  one({}, { modifiers: { damage: 2 } }),
  one({}, { modifiers: { damage: -1 } }),
  one({}, { modifiers: { damage: 300 } }),
  one({}, { target: target({ models: 10, W: 2, halveDamage: true }) }),
  one({}, { target: target({ models: 10, W: 2, damageReduction: 1 }) }),
  one({ abilities: ['blast'] }),
  one({}, { modifiers: { attacks: 1 } }),
  one({}, { modifiers: { attacks: -600 } }),
  one({ abilities: ['rapid fire 1'] }, { conditions: { halfRange: true } }),
  one({ abilities: ['rapid fire d3'] }, { conditions: { halfRange: true } }),
  // A script's own values may leave a flag out (read as false): its key is still its own, not NaN (every NaN key is one).
  ...[0, -3].map((AP) => unflagged(one({ AP }, { modifiers: { damage: AP ? 2 : 0 } }))),
];

/** The scenario with its target's halveDamage and its cover and indirect conditions left out. */
function unflagged(s: Scenario): Scenario {
  const { halveDamage: _h, ...target } = s.target;
  const { cover: _c, indirect: _i, ...conditions } = s.conditions;
  return { ...s, target: target as Scenario['target'], conditions: conditions as Scenario['conditions'] };
}

/** What is kept of each weapon's plan in a scenario, as plain data. */
async function keptParts(scenarios: readonly Scenario[]): Promise<unknown[]> {
  const { planWeapon } = await import('../../src/rules/tenth/plan.js');
  const { attackOutcomes } = await import('../../src/rules/tenth/attack.js');
  return scenarios.map((s) =>
    s.weapons.map((u) => {
      const plan = planWeapon(u, s);
      return { attacksEach: plan.attacksEach.toArray(), damage: plan.damage.toArray(), defence: plan.defence, outcomes: attackOutcomes(plan) };
    }),
  );
}

describe("a plan's kept parts: one key per input", () => {
  it('each scenario after all the others in one process, as in a fresh process alone', async () => {
    vi.resetModules();
    const together = await keptParts(VARIANTS);
    for (const [i, s] of VARIANTS.entries()) {
      vi.resetModules();
      expect((await keptParts([s]))[0], `variant ${i}`).toEqual(together[i]);
    }
    // The variants are not all alike: each key's inputs change what is kept.
    expect(new Set(together.map((p) => JSON.stringify(p))).size).toBeGreaterThan(VARIANTS.length / 2);
  });
});
