// Random legacy matchups for the engine-against-simulator tests: small units (so the simulator is quick), every
// weapon type, Strength kind and USR the engine models, in random combinations.
import fc from 'fast-check';
import { parseDice } from '../../../src/dice/expression.js';
import type { LegacyConditions, LegacyScenario, LegacyStrength, LegacyWeapon, LegacyWeaponType, Usr } from '../../../src/rules/legacy/types.js';
import { group, unit } from './fixtures.js';

const WEAPON_RULES = [
  'rending', 'poisoned', 'fleshbane', 'shred', 'twin-linked', 'master-crafted', 'gets hot', 'graviton', 'sniper',
  'instant death', 'force', 'ignores cover', 'precision shots', 'precision strikes', 'one use only', 'skyfire', 'specialist weapon',
];
const ATTACKER_RULES = [
  'preferred enemy', 'hatred', 'zealot', 'monster hunter', 'furious charge', 'rage', 'rampage', 'hammer of wrath',
  'relentless', 'slow and purposeful', 'smash', 'counter-attack', 'missile lock', 'feel no pain', 'sniper', 'rending',
  'fearless', 'and they shall know no fear', 'precision strikes', 'vector strike',
];
const TARGET_RULES = ['feel no pain', 'eternal warrior', 'stealth', 'shrouded', 'jink', 'skilled rider', 'daemon', 'swarms', 'fear'];

const rulesArb = (names: string[]): fc.Arbitrary<Usr[]> =>
  fc.subarray(names, { maxLength: 3 }).chain((picked) =>
    fc.tuple(...picked.map((name) =>
      name === 'poisoned' || name === 'feel no pain'
        ? fc.option(fc.integer({ min: 2, max: 6 }), { nil: undefined }).map((value) => (value === undefined ? { name } : { name, value }))
        : fc.constant({ name }),
    )),
  );

const strengthArb: fc.Arbitrary<LegacyStrength> = fc.oneof(
  fc.integer({ min: 1, max: 10 }).map((value) => ({ kind: 'value' as const, value })),
  fc.constant({ kind: 'user' as const }),
  fc.constant({ kind: 'times' as const, factor: 2 }),
  fc.integer({ min: 1, max: 2 }).map((add) => ({ kind: 'plus' as const, add })),
  fc.constant({ kind: 'destroyer' as const }),
);

const typeArb: fc.Arbitrary<LegacyWeaponType> = fc.oneof(
  fc.constant({ kind: 'rapid fire' as const }),
  fc.constant({ kind: 'pistol' as const }),
  fc.constantFrom('assault', 'heavy', 'ordnance').chain((kind) =>
    fc.constantFrom('1', '2', 'D3', 'D6').map((shots) => ({ kind: kind as 'assault', shots: parseDice(shots) })),
  ),
  fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 2, max: 3 })).map(([moving, stationary]) => ({ kind: 'salvo' as const, moving, stationary })),
);

const weaponArb = (name: string): fc.Arbitrary<LegacyWeapon> =>
  fc.record({
    name: fc.constant(name),
    range: fc.constant(24),
    strength: strengthArb,
    ap: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    type: typeArb,
    area: fc.option(fc.constantFrom('blast' as const, 'large blast' as const, 'massive blast' as const, 'apocalyptic blast' as const, 'template' as const), { nil: undefined }),
    rules: rulesArb(WEAPON_RULES),
  }).map(({ area, ...w }) => (area === undefined ? w : { ...w, area }));

const statsArb = fc.record({
  WS: fc.integer({ min: 1, max: 10 }),
  BS: fc.integer({ min: 1, max: 10 }),
  S: fc.integer({ min: 1, max: 8 }),
  T: fc.integer({ min: 2, max: 8 }),
  W: fc.integer({ min: 1, max: 3 }),
  A: fc.integer({ min: 1, max: 3 }),
  Ld: fc.integer({ min: 5, max: 10 }),
  Sv: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
  invulnerable: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined }),
});

const conditionsArb: fc.Arbitrary<LegacyConditions> = fc.record({
  phase: fc.constantFrom('shooting' as const, 'melee' as const),
  charged: fc.boolean(),
  halfRange: fc.boolean(),
  moved: fc.boolean(),
  cover: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
  blastHits: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  facing: fc.constant('front' as const),
  firstRound: fc.boolean(),
  supercharge: fc.boolean(),
  wasCharged: fc.boolean(),
  jink: fc.boolean(),
  force: fc.boolean(),
  vectorStrike: fc.boolean(),
});

/** Unit types whose core rules change numbers (creatures.ts). */
const unitTypeArb = fc.constantFrom('infantry', 'monstrous creature', 'flying monstrous creature', 'gargantuan creature');

/** A matchup: 1-2 attacker groups (1-3 models, a ranged and a melee weapon each), 1-2 target groups (1-4 models). */
export const legacyScenarioArb: fc.Arbitrary<LegacyScenario> = fc
  .record({
    shooters: fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), statsArb, rulesArb(ATTACKER_RULES), weaponArb('gun'), weaponArb('blade')), { minLength: 1, maxLength: 2 }),
    targets: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), statsArb, rulesArb(TARGET_RULES)), { minLength: 1, maxLength: 2 }),
    conditions: conditionsArb,
    precision: fc.constantFrom('first', 'last', 'none'),
    types: fc.tuple(unitTypeArb, unitTypeArb),
    vehicleAttacker: fc.option(fc.constantFrom(['walker'], ['walker', 'power of the machine spirit']), { nil: undefined }),
  })
  .map(({ shooters, targets, conditions: drawn, precision, types, vehicleAttacker }) => {
    const named = precision === 'none' ? {} : { precisionTarget: precision === 'first' ? 't0' : `t${targets.length - 1}` };
    // Vector Strike only where a model has it (else the engine refuses it).
    const vectorStrike = drawn.vectorStrike && shooters.some(([, , rules]) => rules.some((r) => r.name === 'vector strike'));
    const conditions = { ...drawn, ...named, vectorStrike };
    const weapons = shooters.flatMap(([, , , gun, blade], i) => [
      { ...gun, name: `gun ${i}` },
      { ...blade, name: `blade ${i}`, range: 'melee' as const, type: { kind: 'melee' as const } },
    ]);
    const groups = shooters.map(([count, stats, rules], i) => group(`a${i}`, count, stats, [`gun ${i}`, `blade ${i}`], rules));
    // Maybe the first group is a Walker (it fights in melee) with two copies of its gun (vehicle-attacks.ts).
    const vehicleGroups = vehicleAttacker === undefined ? groups : groups.map((g, i) => (i > 0 ? g : {
      ...g,
      weapons: [`gun 0`, ...g.weapons],
      rules: [...g.rules, ...vehicleAttacker.slice(1).map((name) => ({ name }))],
      vehicle: { front: 12, side: 12, rear: 10, hullPoints: 3, types: vehicleAttacker.slice(0, 1) },
    }));
    const attacker = { ...unit('attacker', vehicleGroups, weapons), type: vehicleAttacker === undefined ? types[0] : 'vehicle' };
    const target = { ...unit('target', targets.map(([count, stats, rules], i) => group(`t${i}`, count, stats, [], rules))), type: types[1] };
    return { attacker, target, conditions };
  });
