// Random legacy matchups against one vehicle, for the engine-against-simulator tests: the attackers of
// tests/rules/legacy/arbitrary.ts, with the rules that act on armour added, at a random vehicle, facing, Immobilised or not.
import fc from 'fast-check';
import type { LegacyScenario, LegacyUnit, Usr } from '../../../src/rules/legacy/types.js';
import { legacyScenarioArb } from './arbitrary.js';
import { vehicle } from './vehicle-fixtures.js';

const ARMOUR_RULES = ['armourbane', 'melta', 'lance', 'haywire', 'rending', 'graviton', 'sniper', 'twin-linked'];
const TYPES = ['walker', 'open-topped', 'skimmer'];

const usrs = (names: string[]): Usr[] => names.map((name) => ({ name }));

/** The attacker with extra armour rules on each weapon and maybe Tank Hunters on its first group. */
function armed(attacker: LegacyUnit, weaponRules: string[][], tankHunters: boolean): LegacyUnit {
  return {
    ...attacker,
    weapons: attacker.weapons.map((w, i) => ({ ...w, rules: [...w.rules, ...usrs(weaponRules[i % weaponRules.length])] })),
    models: attacker.models.map((g, i) => (i === 0 && tankHunters ? { ...g, rules: [...g.rules, { name: 'tank hunters' }] } : g)),
  };
}

export const vehicleScenarioArb: fc.Arbitrary<LegacyScenario> = fc
  .record({
    base: legacyScenarioArb,
    weaponRules: fc.array(fc.subarray(ARMOUR_RULES, { maxLength: 2 }), { minLength: 1, maxLength: 4 }),
    tankHunters: fc.boolean(),
    armour: fc.record({
      front: fc.integer({ min: 10, max: 14 }),
      side: fc.integer({ min: 10, max: 13 }),
      rear: fc.integer({ min: 10, max: 12 }),
      hullPoints: fc.integer({ min: 1, max: 4 }),
      types: fc.subarray(TYPES),
    }),
    weapons: fc.integer({ min: 0, max: 2 }),
    WS: fc.integer({ min: 1, max: 5 }),
    invulnerable: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined }),
    jink: fc.boolean(),
    fear: fc.boolean(),
    smashAttack: fc.boolean(),
    facing: fc.constantFrom('front' as const, 'side' as const, 'rear' as const),
    immobilised: fc.boolean(),
  })
  .map(({ base, weaponRules, tankHunters, armour, weapons, WS, invulnerable, jink, fear, smashAttack, facing, immobilised }) => {
    const stats = invulnerable === undefined ? { WS } : { WS, invulnerable };
    const target = vehicle(armour, weapons, stats, usrs([...(jink ? ['jink'] : []), ...(fear ? ['fear'] : [])]));
    const conditions = { ...base.conditions, facing, smashAttack, immobilised };
    return { attacker: armed(base.attacker, weaponRules, tankHunters), target, conditions };
  });
