/**
 * A fast-check arbitrary of small valid 11th-edition scenarios (src/rules/eleventh/types.ts Scenario), for the
 * property test of the exact engine against the die-by-die simulator: 1-3 model groups in the target (CHARACTERs
 * and a wounded model among them), 1-3 weapons with random abilities (every kind of types.ts, some keyword-
 * qualified), random conditions (every shooting type, cover, plunging fire...) and modifiers. Scenarios stay small
 * (a few models and attack dice) so the simulator can play each one thousands of times quickly.
 *
 * It draws what tells the T of a later batch apart (11e 05.02.01): one time in four the first troops are a lone
 * model of high T that one batch can destroy (T 8-10, W1, no save), with the rest of lower T; and close-quarters
 * shooting by a MONSTER/VEHICLE at an engaged MONSTER/VEHICLE (10.06 and 17.03: two -1s). One time in three the
 * first batch gathers a second weapon of its resolved profile but other attack dice, Rapid Fire, Blast, Cleave or
 * Hazardous (Batch.joined, RULINGS 12): its save dice are sorted with the first's.
 *
 * What it leaves out, and why: a Damaged attacker of more than one model (which model fires which weapon is not in
 * a Scenario); two non-CHARACTER profiles sharing W, Sv and InSv but not the rest but T (one allocation group of
 * models that differ: which the defender picks is not a rule; both take them in listed order, so they may differ in
 * T); [BLAST] at an engaged target (10.06, 17.03 forbid it); [PRECISION] with two CHARACTER models (RULINGS 15's
 * choice is the engine's and not in its Result).
 */
import fc from 'fast-check';
import { parseDice, type DiceExpression } from '../../../src/dice/expression.js';
import {
  NO_MODIFIERS,
  type Ability,
  type AbilityKind,
  type Batch,
  type Conditions,
  type ModelGroup,
  type ModelStats,
  type Modifiers,
  type Scenario,
  type ShootingType,
  type Unit,
  type Weapon,
} from '../../../src/rules/eleventh/types.js';
import { lawfulOrder, tableOf } from '../../../src/rules/eleventh/simulate-target.js';
import { group, unit } from './sim-fixtures.js';

const dice = (...list: string[]) => fc.constantFrom(...list).map(parseDice);
const KEYWORDS = ['INFANTRY', 'VEHICLE', 'MONSTER'] as const;
/** Present one time in three (fast-check's `option`: nil with frequency 1 in freq + 1). */
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });
const against = maybe(fc.subarray([...KEYWORDS], { minLength: 1, maxLength: 2 }));
const qualified = <T extends Ability>(make: (against?: string[]) => T) => against.map((k) => make(k));

/** Every ability kind of types.ts: a new kind fails to compile here until the arbitrary draws it. */
const ABILITIES: Record<AbilityKind, fc.Arbitrary<Ability>> = {
  'sustained hits': fc.tuple(dice('1', '1', '2', 'D3'), against).map(([hits, k]) => ({ kind: 'sustained hits', hits, ...(k ? { against: k } : {}) })),
  'lethal hits': qualified((k) => ({ kind: 'lethal hits', ...(k ? { against: k } : {}) })),
  'devastating wounds': qualified((k) => ({ kind: 'devastating wounds', ...(k ? { against: k } : {}) })),
  anti: fc.record({ kind: fc.constant('anti' as const), keyword: fc.constantFrom(...KEYWORDS, 'CHARACTER'), threshold: fc.integer({ min: 2, max: 5 }) }),
  melta: dice('1', '2').map((damage) => ({ kind: 'melta', damage })),
  'rapid fire': dice('1', '2', 'D3').map((attacks) => ({ kind: 'rapid fire', attacks })),
  blast: fc.constantFrom(1, 1, 2).map((per5) => ({ kind: 'blast', per5 })),
  cleave: fc.constantFrom(1, 2).map((per5) => ({ kind: 'cleave', per5 })),
  torrent: fc.constant({ kind: 'torrent' }),
  'twin-linked': qualified((k) => ({ kind: 'twin-linked', ...(k ? { against: k } : {}) })),
  lance: fc.constant({ kind: 'lance' }),
  heavy: fc.constant({ kind: 'heavy' }),
  'ignores cover': fc.constant({ kind: 'ignores cover' }),
  hazardous: fc.constant({ kind: 'hazardous' }),
  'indirect fire': fc.constant({ kind: 'indirect fire' }),
  pistol: fc.constant({ kind: 'pistol' }),
  'close-quarters': fc.constant({ kind: 'close-quarters' }),
  assault: fc.constant({ kind: 'assault' }),
  psychic: fc.constant({ kind: 'psychic' }),
  'extra attacks': fc.constant({ kind: 'extra attacks' }),
  precision: fc.constant({ kind: 'precision' }),
  'no effect': fc.constant({ kind: 'no effect', name: 'one shot' }),
};

/** Abilities of ranged weapons only (half range, shooting types, cover), and of melee weapons only. */
const RANGED_ONLY: AbilityKind[] = ['rapid fire', 'melta', 'blast', 'heavy', 'indirect fire', 'pistol', 'close-quarters', 'assault', 'ignores cover', 'torrent'];
const MELEE_ONLY: AbilityKind[] = ['cleave', 'extra attacks', 'lance'];
const abilitiesFor = (melee: boolean) => {
  const not = melee ? RANGED_ONLY : MELEE_ONLY;
  return fc.oneof(...Object.entries(ABILITIES).filter(([k]) => !not.includes(k as AbilityKind)).map(([, a]) => a));
};

const weaponArb = (melee: boolean, index: number): fc.Arbitrary<Weapon> =>
  fc
    .record({
      attacks: dice('1', '2', '3', 'D3', 'D6', 'D3+1'),
      skill: fc.integer({ min: 2, max: 6 }),
      strength: fc.integer({ min: 2, max: 10 }),
      ap: fc.integer({ min: -3, max: 0 }),
      damage: dice('1', '1', '2', '3', 'D3', 'D6', 'D3+1'),
      abilities: fc.array(abilitiesFor(melee), { maxLength: 3 }),
      hunter: fc.option(fc.subarray([...KEYWORDS], { minLength: 1 }), { nil: undefined, freq: 8 }),
    })
    .map(({ skill, hunter, ...w }) => ({
      name: `weapon ${index}`,
      range: melee ? ('melee' as const) : 24,
      skill: w.abilities.some((a) => a.kind === 'torrent') ? null : skill,
      ...w,
      ...(hunter ? { hunter } : {}),
    }));

const statsArb: fc.Arbitrary<ModelStats> = fc
  .record({
    T: fc.integer({ min: 3, max: 10 }),
    // 7: no save worth rolling.
    Sv: fc.integer({ min: 2, max: 7 }),
    W: fc.integer({ min: 1, max: 4 }),
    InSv: maybe(fc.integer({ min: 3, max: 6 })),
    InSvOnly: fc.option(fc.constantFrom('ranged' as const, 'melee' as const), { nil: undefined, freq: 4 }),
    feelNoPain: fc.option(fc.integer({ min: 4, max: 6 }), { nil: undefined, freq: 3 }),
    mortalFeelNoPain: fc.option(fc.integer({ min: 3, max: 6 }), { nil: undefined, freq: 4 }),
  })
  .map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== undefined)) as unknown as ModelStats)
  .map((s) => (s.InSv === undefined ? (({ InSvOnly: _, ...rest }) => rest)(s) : s));

const groupArb = (character: boolean, index: number): fc.Arbitrary<ModelGroup> =>
  fc.record({ count: fc.integer({ min: 1, max: character ? 1 : 4 }), stats: statsArb }).map(({ count, stats }) => ({
    ...group({ name: `${character ? 'leader' : 'squad'} ${index}`, count, character }),
    stats,
  }));

const reroll = fc.constantFrom('none', 'none', 'ones', 'failed') as fc.Arbitrary<'none' | 'ones' | 'failed'>;

const modifiersArb: fc.Arbitrary<Modifiers> = fc.record({
  ...Object.fromEntries(Object.keys(NO_MODIFIERS).map((k) => [k, fc.constant(NO_MODIFIERS[k as keyof Modifiers])])),
  attacks: fc.constantFrom(0, 0, 1, -1),
  skill: fc.constantFrom(0, 0, 1, -1),
  hit: fc.integer({ min: -2, max: 2 }),
  wound: fc.integer({ min: -2, max: 2 }),
  save: fc.constantFrom(0, 0, 1, 2, -1),
  strength: fc.constantFrom(0, 0, 1, -1),
  ap: fc.constantFrom(0, 0, 1, -1),
  damage: fc.constantFrom(0, 0, 1, -1),
  rerollHits: reroll,
  rerollWounds: reroll,
  critHit: fc.constantFrom(6, 6, 5, 4),
  critWound: fc.constantFrom(6, 6, 5, 4),
}) as fc.Arbitrary<Modifiers>;

const rare = fc.integer({ min: 0, max: 4 }).map((x) => x === 0);

const conditionsArb = (melee: boolean): fc.Arbitrary<Conditions> =>
  fc.record({
    phase: fc.constant(melee ? ('melee' as const) : ('ranged' as const)),
    shooting: melee ? fc.constant('normal' as const) : (fc.constantFrom('normal', 'normal', 'normal', 'assault', 'close-quarters', 'close-quarters', 'indirect', 'snap') as fc.Arbitrary<ShootingType>),
    charged: fc.boolean().map((b) => b && melee),
    halfRange: fc.boolean(),
    heavy: fc.boolean(),
    cover: fc.boolean(),
    plunging: rare,
    spotter: fc.boolean(),
    targetEngaged: fc.boolean(),
  });

interface Drawn {
  melee: boolean;
  weapons: Weapon[];
  firers: number[];
  attacker: { keywords: string[]; count: number; W: number; wounded: number; damaged: number | undefined };
  troops: ModelGroup[];
  leaders: ModelGroup[];
  wounded: number;
  target: { keywords: string[]; damageReduction: number; halveDamage: boolean };
  conditions: Conditions;
  modifiers: Modifiers;
  /** A defender's order to ask for (its groups shuffled by these keys, then made lawful), or none: RULINGS 6's. */
  order: number[] | undefined;
  /** Lethal Hits asked for per weapon (by index), or none: RULINGS 5's choice. */
  lethal: boolean[] | undefined;
  /** The first troops a fragile model of high T (fragileGiant). */
  giant: boolean;
  /** A second weapon joined to the first's batch (RULINGS 12: withTwin), or none. */
  twin: Twin | undefined;
}

/** A weapon of the first's resolved profile but its own attack dice and Hazardous, which do not split a batch (RULINGS 12). */
interface Twin {
  attacks: DiceExpression;
  firers: number;
  abilities: Ability[];
}

/** The abilities that change only how many attack dice there are, or act after the attacks (RULINGS 12). */
const DICE_ONLY: AbilityKind[] = ['rapid fire', 'blast', 'cleave', 'hazardous'];
const twinArb = (melee: boolean): fc.Arbitrary<Twin> =>
  fc.record({
    attacks: dice('1', '2', 'D3', 'D6'),
    firers: fc.integer({ min: 1, max: 2 }),
    abilities: fc.subarray<Ability>(melee ? [{ kind: 'cleave', per5: 1 }, { kind: 'hazardous' }] : [{ kind: 'rapid fire', attacks: parseDice(1) }, { kind: 'blast', per5: 1 }, { kind: 'hazardous' }]),
  });

const drawnArb: fc.Arbitrary<Drawn> = fc.boolean().chain((melee) =>
  fc.record({
    melee: fc.constant(melee),
    weapons: fc.tuple(weaponArb(melee, 1), maybe(weaponArb(melee, 2)), maybe(weaponArb(melee, 3))).map((ws) => ws.filter((w): w is Weapon => w !== undefined)),
    firers: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
    attacker: fc.record({
      keywords: fc.subarray([...KEYWORDS], { minLength: 1, maxLength: 1 }),
      count: fc.integer({ min: 1, max: 3 }),
      W: fc.integer({ min: 1, max: 6 }),
      wounded: fc.integer({ min: 0, max: 5 }),
      damaged: maybe(fc.integer({ min: 1, max: 4 })),
    }),
    troops: fc.tuple(groupArb(false, 1), maybe(groupArb(false, 2))).map((gs) => gs.filter((g): g is ModelGroup => g !== undefined)),
    leaders: fc.array(groupArb(true, 1), { maxLength: 2 }).map((gs) => gs.map((g, i) => ({ ...g, name: `leader ${i + 1}` }))),
    wounded: fc.integer({ min: 0, max: 5 }),
    target: fc.record({ keywords: fc.subarray([...KEYWORDS], { maxLength: 2 }), damageReduction: fc.constantFrom(0, 0, 0, 1), halveDamage: rare }),
    conditions: conditionsArb(melee),
    modifiers: modifiersArb,
    order: maybe(fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 6, maxLength: 6 })),
    lethal: maybe(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 })),
    giant: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
    twin: fc.tuple(fc.integer({ min: 0, max: 2 }), twinArb(melee)).map(([x, t]) => (x === 0 ? t : undefined)),
  }),
);

/** RULINGS 12: the first batch joined by its twin, of the same resolved profile (the Blast kept out where 10.06 and 17.03 forbid it). */
function withTwin(first: Batch, twin: Twin | undefined, blastForbidden: boolean): Batch {
  if (!twin) return first;
  const kept = first.weapon.abilities.filter((a) => !DICE_ONLY.includes(a.kind));
  const extra = twin.abilities.filter((a) => !(blastForbidden && a.kind === 'blast'));
  const weapon: Weapon = { ...first.weapon, name: `${first.weapon.name} twin`, attacks: twin.attacks, abilities: [...kept, ...extra] };
  return { ...first, joined: [{ weapon, firers: twin.firers }] };
}

/**
 * Two non-CHARACTER profiles with the same W, Sv and InSv make one allocation group: give the second the first's
 * stats but its T (each model keeps its T: 11e 05.02.01).
 */
function oneGroupOneProfile(troops: ModelGroup[]): ModelGroup[] {
  const key = (g: ModelGroup) => `${g.stats.W}/${g.stats.Sv}/${g.stats.InSv}`;
  return troops.map((g, i) => {
    const same = troops.slice(0, i).find((o) => key(o) === key(g));
    return same ? { ...g, stats: { ...same.stats, T: g.stats.T } } : g;
  });
}

/** A lone bodyguard model of high T, W1 and no save in front: a first batch can destroy it and lower the T (05.02.01). */
function fragileGiant(troops: ModelGroup[]): ModelGroup[] {
  const [first, ...rest] = troops;
  const giant: ModelGroup = { ...first, count: 1, wounded: undefined, stats: { T: 8 + (first.stats.T % 3), Sv: 7, W: 1 } };
  return [giant, ...rest.map((g) => ({ ...g, stats: { ...g.stats, T: Math.min(g.stats.T, 5) } }))];
}

/** One model of one profile (`wounded` picks which) has lost wounds, fewer than its W; 0 or a one-wound model: none. */
function woundOne(groups: ModelGroup[], wounded: number): ModelGroup[] {
  if (wounded === 0) return groups;
  const at = wounded % groups.length;
  const lost = Math.min(wounded, groups[at].stats.W - 1);
  return groups.map((g, i) => (i === at && lost > 0 ? { ...g, wounded: lost } : g));
}

function toScenario(d: Drawn): Scenario {
  let weapons = d.weapons;
  // 10.06, 17.03: [BLAST] never targets an engaged unit.
  const blastForbidden = d.conditions.targetEngaged || d.conditions.shooting === 'close-quarters';
  if (blastForbidden) weapons = weapons.map((w) => ({ ...w, abilities: w.abilities.filter((a) => a.kind !== 'blast') }));
  const precise = weapons.some((w) => w.abilities.some((a) => a.kind === 'precision'));
  const leaders = precise ? d.leaders.slice(0, 1) : d.leaders;
  const troops = oneGroupOneProfile(d.giant ? fragileGiant(d.troops) : d.troops);
  const models = woundOne([...troops.slice(0, 1), ...leaders, ...troops.slice(1)].slice(0, 3), d.wounded);
  const keywords = [...new Set([...d.target.keywords, ...(leaders.length ? ['CHARACTER'] : [])])];
  const bigTarget = keywords.includes('MONSTER') || keywords.includes('VEHICLE');
  const a = d.attacker;
  const attacker: Unit = unit([{ ...group({ count: a.count, W: a.W }), ...(a.wounded % a.W ? { wounded: a.wounded % a.W } : {}) }], {
    keywords: a.keywords,
    ...(a.damaged !== undefined ? { damaged: { wounds: a.damaged } } : {}),
  });
  // 24.39 Damaged X: a batch is the damaged model's (Batch.damaged) or not; with Damaged, every other batch is.
  const damaged = (i: number) => (a.damaged !== undefined && (a.wounded + i) % 2 === 0 ? { damaged: true } : {});
  const target = unit(models, { keywords, damageReduction: d.target.damageReduction, halveDamage: d.target.halveDamage });
  return {
    attacker,
    target,
    batches: weapons.map((weapon, i) => (i === 0 ? withTwin({ weapon, firers: d.firers[i], ...damaged(i) }, d.twin, blastForbidden) : { weapon, firers: d.firers[i], ...damaged(i) })),
    conditions: { ...d.conditions, targetEngaged: d.conditions.targetEngaged && bigTarget && !d.melee },
    modifiers: d.modifiers,
    ...(d.order ? { groupOrder: shuffledOrder(target, d.order) } : {}),
    ...(d.lethal ? { lethalHits: Object.fromEntries(weapons.map((w, i) => [w.name, (d.lethal as boolean[])[i]])) } : {}),
  };
}

/** The target's allocation groups (11e 05.03, numbered as the simulator's tableOf) in an order the keys pick, kept lawful. */
function shuffledOrder(target: Unit, keys: number[]): number[] {
  const groups = tableOf(target);
  const shuffled = groups.map((_, i) => i).sort((a, b) => keys[a % keys.length] - keys[b % keys.length] || a - b);
  return lawfulOrder(groups, shuffled);
}

export const scenarioArb: fc.Arbitrary<Scenario> = drawnArb.map(toScenario);

/**
 * Scenarios small enough to enumerate every die (enumerate.ts): one weapon fired once with at most 2 attack dice
 * and a fixed D, no Blast or Cleave, Sustained Hits 1 at most.
 */
export const tinyScenarioArb: fc.Arbitrary<Scenario> = scenarioArb.map((s) => {
  const [first] = s.batches;
  const one = parseDice(1);
  const small = (a: Ability): Ability | undefined => {
    if (a.kind === 'blast' || a.kind === 'cleave') return undefined;
    if (a.kind === 'sustained hits') return { ...a, hits: one };
    if (a.kind === 'rapid fire') return { ...a, attacks: one };
    return a.kind === 'melta' ? { ...a, damage: one } : a;
  };
  const weapon: Weapon = {
    ...first.weapon,
    attacks: parseDice(Math.min(2, first.weapon.attacks.constant || 1)),
    damage: parseDice(first.weapon.damage.count ? 2 : first.weapon.damage.constant),
    abilities: first.weapon.abilities.map(small).filter((a): a is Ability => a !== undefined),
  };
  return { ...s, batches: [{ weapon, firers: 1, ...(first.damaged ? { damaged: true } : {}) }] };
});
