/**
 * A fast-check arbitrary of whole matchups over everything the engine supports: every weapon
 * ability, dice expressions for A and D, modifiers and re-rolls, critical thresholds, every effect
 * of the registry on the side it belongs to, mortal-wound actions before the attacks (Grenade, Tank
 * Shock, Rapid Ambush), one-roll rules (Command Re-roll, Fate dice on both sides), attached Leaders, mixed-profile targets, a wounded target model, Precision, fight-on-death, cover, half range,
 * charges... Scenarios stay small (a few models and attacks) so the simulator can play each one
 * thousands of times quickly.
 *
 * A drawn scenario is plain data (`Drawn`), printable as JSON and as YAML files plus a `wh40k calc`
 * command (`reproducer`), and `toMatchup` builds the typed units the engine takes.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import type { CalcOptions } from '../../src/rules/tenth/matchup/options.js';
import type { Matchup } from '../../src/rules/tenth/matchup/run.js';
import { parseDice } from '../../src/dice/expression.js';
import { parseAbility } from '../../src/rules/tenth/abilities.js';
import { builtInEffects } from '../../src/rules/tenth/effects/index.js';
import type { UnitWithAbilities } from '../../src/rules/tenth/profiles/abilities.js';
import { attach } from '../../src/rules/tenth/selection.js';
import type { AbilityKind, ModelGroup, ModelStats, Unit, Weapon } from '../../src/rules/tenth/types.js';

export interface DrawnWeapon {
  name: string;
  melee: boolean;
  A: string;
  skill: number;
  S: number;
  AP: number;
  D: string;
  abilities: string[];
}

export interface DrawnStats {
  T: number;
  Sv: number;
  W: number;
  invulnerable?: number;
  rangedInvulnerable?: number;
  feelNoPain?: number;
  mortalFeelNoPain?: number;
}

export interface DrawnGroup {
  count: number;
  champion: boolean;
  stats: DrawnStats;
}

export interface Drawn {
  /** T: the attacker's Toughness (Tank Shock rolls that many D6, at most 6 mortal wounds). */
  attacker: { keywords: string[]; T: number; models: number; sergeant: boolean; weapons: DrawnWeapon[] };
  target: { keywords: string[]; groups: DrawnGroup[]; damageReduction: number; halveDamage: boolean };
  /** Leaders attached to the target (003 'Attached Units': at most two). */
  leaders: (DrawnStats & { keywords: string[] })[];
  options: CalcOptions;
  /** The simulator's seed. */
  seed: number;
}

const dice = (list: string[]) => fc.constantFrom(...list);
const ATTACKS = ['1', '2', '3', 'D3', 'D6', '2D6', 'D6+1', '2D3-1', 'D3+1'];
const DAMAGE = ['1', '2', '3', 'D3', 'D6', '2D6', 'D6+1', '2D3-1', 'D3+3'];
const KEYWORDS = ['INFANTRY', 'VEHICLE', 'MONSTER', 'CHARACTER', 'GUARDIANS', 'AELDARI'];

/**
 * Every weapon ability the parser knows, by kind: a new kind in src/rules/tenth/types.ts fails to
 * compile here until the arbitrary draws it. 'no effect' covers the datasheet abilities that do not
 * change the numbers (abilities.ts NO_EFFECT).
 */
const ABILITIES: Record<AbilityKind, fc.Arbitrary<string>> = {
  'sustained hits': dice(['1', '2', 'D3']).map((x) => `sustained hits ${x}`),
  'lethal hits': fc.constant('lethal hits'),
  'devastating wounds': fc.constant('devastating wounds'),
  anti: fc.tuple(fc.constantFrom('infantry', 'vehicle', 'monster', 'character'), fc.integer({ min: 2, max: 5 })).map(([k, n]) => `anti-${k} ${n}+`),
  melta: fc.constantFrom(1, 2, 4).map((x) => `melta ${x}`),
  'rapid fire': dice(['1', '2', 'D3']).map((x) => `rapid fire ${x}`),
  blast: fc.constant('blast'),
  torrent: fc.constant('torrent'),
  'twin-linked': fc.constant('twin-linked'),
  lance: fc.constant('lance'),
  heavy: fc.constant('heavy'),
  'ignores cover': fc.constant('ignores cover'),
  hazardous: fc.constant('hazardous'),
  'indirect fire': fc.constant('indirect fire'),
  pistol: fc.constant('pistol'),
  'extra attacks': fc.constant('extra attacks'),
  'no effect': fc.constantFrom('assault', 'precision', 'psychic', 'one shot'),
};

const ability = fc.oneof(...Object.values(ABILITIES));

const weaponArb = (melee: boolean, index: number): fc.Arbitrary<DrawnWeapon> =>
  fc.record({
    name: fc.constantFrom('gun', 'shuriken catapult', 'blade', 'cannon').map((n) => `${n} ${index}`),
    melee: fc.constant(melee),
    A: dice(ATTACKS),
    skill: fc.integer({ min: 2, max: 6 }),
    S: fc.integer({ min: 1, max: 12 }),
    AP: fc.integer({ min: -4, max: 0 }),
    D: dice(DAMAGE),
    // The first weapon has [PRECISION] one time in two: with --precision, a second weapon and a Leader,
    // the engine's two queues (precision.ts, [PRECISION] with other weapons) are drawn often.
    abilities: fc
      .tuple(fc.array(ability, { maxLength: 4 }), fc.boolean())
      .map(([list, precise]) => (precise && index === 1 && !list.includes('precision') ? ['precision', ...list] : list)),
  });

/** Present two times in three. */
const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });

const statsArb: fc.Arbitrary<DrawnStats> = fc.record(
  {
    T: fc.integer({ min: 2, max: 12 }),
    // 7: no armour save worth rolling (a 7+ that cover or a +1 can make 6+).
    Sv: fc.integer({ min: 2, max: 7 }),
    W: fc.integer({ min: 1, max: 4 }),
    invulnerable: optional(fc.integer({ min: 3, max: 6 })),
    rangedInvulnerable: optional(fc.integer({ min: 3, max: 6 })),
    feelNoPain: optional(fc.integer({ min: 4, max: 6 })),
    mortalFeelNoPain: optional(fc.integer({ min: 3, max: 6 })),
  },
  { requiredKeys: ['T', 'Sv', 'W'] },
);

const groupArb: fc.Arbitrary<DrawnGroup> = fc.record({
  count: fc.integer({ min: 1, max: 4 }),
  champion: fc.boolean(),
  stats: statsArb,
});

const ids = (side: 'attacker' | 'target') => builtInEffects().filter((e) => e[side] || e.noEffect).map((e) => e.id);
/** Drawn more often than one effect among many would be, so their Binomial mixture is well tested. */
const FIGHT_ON_DEATH = builtInEffects().filter((e) => e.target?.fightOnDeath !== undefined).map((e) => e.id);
/** The mortal-wound actions (src/rules/tenth/actions.ts), drawn often; Rapid Ambush with the Hatchway it needs. */
const ACTIONS = builtInEffects().filter((e) => e.attacker?.action).map((e) => e.id);
const FATE = ['6', '1', 'hit:6', 'wound:1', 'wound:6', 'damage:6', 'damage:1', '6,2'];
const TARGET_FATE = ['save:6', 'save:1', '1,6'];
/** True one time in six. */
const rare = fc.integer({ min: 0, max: 5 }).map((x) => x === 0);
const reroll = fc.constantFrom('none', 'none', 'ones', 'failed') as fc.Arbitrary<'none' | 'ones' | 'failed'>;

const optionsArb = (melee: boolean): fc.Arbitrary<CalcOptions> =>
  fc.record(
    {
      melee: fc.constant(melee),
      ranged: fc.constant(!melee),
      // Ranged attacks never follow a Charge move that turn (--ranged --charged exits 2, README 'Contradictory and inert options').
      charged: fc.boolean().map((b) => b && melee),
      stationary: fc.boolean(),
      halfRange: fc.boolean(),
      cover: fc.boolean(),
      indirect: rare.map((b) => b && !melee),
      attacksMod: fc.integer({ min: -1, max: 1 }),
      hitMod: fc.integer({ min: -2, max: 2 }),
      woundMod: fc.integer({ min: -2, max: 2 }),
      saveMod: fc.integer({ min: -1, max: 1 }),
      strengthMod: fc.integer({ min: -2, max: 2 }),
      apMod: fc.integer({ min: -1, max: 1 }),
      damageMod: fc.integer({ min: -1, max: 1 }),
      rerollHits: reroll,
      rerollWounds: reroll,
      rerollDamage: fc.constantFrom('none', 'ones', 'any') as fc.Arbitrary<'none' | 'ones' | 'any'>,
      critHit: optional(fc.integer({ min: 4, max: 6 })),
      critWound: optional(fc.integer({ min: 4, max: 6 })),
      with: fc
        .tuple(fc.subarray(ids('attacker'), { maxLength: 2 }), fc.option(fc.constantFrom(...ACTIONS), { nil: undefined, freq: 2 }))
        .map(([list, action]) => [...new Set([...list, ...(action ? [action] : []), ...(action === 'rapid-ambush' ? ['across-hatchway'] : [])])]),
      targetWith: fc
        .tuple(fc.subarray(ids('target'), { maxLength: 2 }), fc.option(fc.constantFrom(...FIGHT_ON_DEATH), { nil: undefined, freq: 2 }))
        .map(([list, fight]) => (fight && !list.includes(fight) ? [...list, fight] : list)),
      targetBelowHalf: fc.boolean(),
      targetOnObjective: fc.boolean(),
      engaged: fc.boolean(),
      fate: optional(fc.constantFrom(...FATE)),
      targetFate: optional(fc.constantFrom(...TARGET_FATE)),
      precision: fc.boolean(),
      allocation: fc.constantFrom('toughest-last', 'listed') as fc.Arbitrary<'toughest-last' | 'listed'>,
      // Clamped below the fewest wounds of any target model by playable().
      targetWounded: optional(fc.integer({ min: 1, max: 3 })),
    },
    { requiredKeys: ['melee', 'ranged'] },
  );

export const drawnArb: fc.Arbitrary<Drawn> = fc.boolean().chain((melee) =>
  fc
    .record({
      attacker: fc.record({
        // GRENADES, VEHICLE, DIRE AVENGERS: what the actions' requirements ask for; AELDARI: Seers' Guidance.
        keywords: fc.subarray(['INFANTRY', 'VEHICLE', 'MONSTER', 'GRENADES', 'DIRE AVENGERS', 'AELDARI']),
        T: fc.integer({ min: 3, max: 12 }),
        models: fc.integer({ min: 1, max: 2 }),
        sergeant: fc.boolean(),
        weapons: fc.tuple(weaponArb(melee, 1), optional(weaponArb(melee, 2))).map(([a, b]) => (b ? [a, b] : [a])),
      }),
      target: fc.record({
        keywords: fc.subarray(KEYWORDS),
        groups: fc.array(groupArb, { minLength: 1, maxLength: 2 }),
        damageReduction: fc.constantFrom(0, 0, 1),
        halveDamage: rare,
      }),
      leaders: fc.array(fc.tuple(statsArb, fc.subarray(['INFANTRY', 'MONSTER'])).map(([s, k]) => ({ ...s, keywords: ['CHARACTER', ...k] })), {
        maxLength: 2,
      }),
      options: optionsArb(melee),
      seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    })
    .map(playable),
);

/**
 * The attacks can be made: with no target visible, the first weapon has Indirect Fire (no Torrent,
 * and no Pistol, which a model with other guns does not fire).
 */
function playable(drawn: Drawn): Drawn {
  let d = drawn;
  // --target-wounded N needs N below the wounded model's W (else exit 2): below every model's here.
  const fewest = Math.min(...d.target.groups.map((g) => g.stats.W), ...d.leaders.map((l) => l.W));
  if (d.options.targetWounded !== undefined) d = { ...d, options: { ...d.options, targetWounded: Math.min(d.options.targetWounded, fewest - 1) || undefined } };
  // 002 'Seers’ Guidance' replaces Strands of Fate: no Fate dice beside it (calc refuses them).
  const seers = (list: string[] | undefined, fate: string | undefined) => (fate ? list?.filter((id) => id !== 'seers-guidance') : list);
  d = { ...d, options: { ...d.options, with: seers(d.options.with, d.options.fate), targetWith: seers(d.options.targetWith, d.options.targetFate) } };
  // 000 'Blast': Blast weapons cannot target a unit within Engagement Range of friendly units.
  if (!d.attacker.weapons[0].melee && d.options.engaged) {
    const [first, ...rest] = d.attacker.weapons;
    d = { ...d, attacker: { ...d.attacker, weapons: [{ ...first, abilities: first.abilities.filter((a) => a !== 'blast') }, ...rest] } };
  }
  const indirect = !d.attacker.weapons[0].melee && (d.options.indirect || d.options.with?.includes('indirect-fire'));
  if (!indirect) return d;
  const [first, ...rest] = d.attacker.weapons;
  const abilities = [...first.abilities.filter((a) => !['torrent', 'pistol', 'indirect fire'].includes(a)), 'indirect fire'];
  return { ...d, attacker: { ...d.attacker, weapons: [{ ...first, abilities }, ...rest] } };
}

function weapon(w: DrawnWeapon): Weapon {
  return {
    name: w.name,
    range: w.melee ? 'melee' : 24,
    attacks: parseDice(w.A),
    skill: w.skill,
    strength: w.S,
    ap: w.AP,
    damage: parseDice(w.D),
    abilities: w.abilities.map(parseAbility),
  };
}

function stats(s: DrawnStats): ModelStats {
  return { M: 6, Ld: 6, OC: 1, ...s };
}

/**
 * The abilities rules for "units with this ability" ask for (000 'Blessings of Khorne', 002 'Strands
 * of Fate'): every drawn unit lists them, so the Blessings and Fate dice drawn reach it.
 */
const LISTED = ['Blessings of Khorne', 'Strands of Fate'].map((name) => ({ name, modelled: 'drawn', affectsAttacks: true }));

function unit(name: string, keywords: string[], models: ModelGroup[], extra: Partial<Unit> = {}): Unit {
  const drawn: UnitWithAbilities = {
    abilities: LISTED,
    name,
    aliases: [],
    faction: 'test',
    keywords,
    source: 'drawn',
    models,
    weapons: [],
    wargear: [],
    loadouts: [],
    leaders: [],
    damageReduction: 0,
    halveDamage: false,
    points: {},
    effects: [],
    file: 'drawn',
    ...extra,
  };
  return drawn;
}

const group = (name: string, count: number, champion: boolean, s: ModelStats, equipment: string[] = []): ModelGroup => ({
  name,
  count,
  min: 1,
  max: count,
  champion,
  stats: s,
  equipment,
});

const leaderName = (i: number) => `fuzzboss${i + 1}`;

export function toMatchup(d: Drawn): Matchup {
  const weapons = d.attacker.weapons.map(weapon);
  const names = weapons.map((w) => w.name);
  const body = stats({ T: d.attacker.T, Sv: 3, W: 2 });
  const attackerModels = [group('trooper', d.attacker.models, false, body, names)];
  if (d.attacker.sergeant) attackerModels.push(group('sergeant', 1, true, body, names.slice(0, 1)));
  const attacker = unit('fuzzattacker', d.attacker.keywords, attackerModels, { weapons });
  const t = d.target;
  const groups = t.groups.map((g, i) => group(`group ${i}`, g.count, g.champion, stats(g.stats)));
  let target = unit('fuzztarget', t.keywords, groups, {
    damageReduction: t.damageReduction,
    halveDamage: t.halveDamage,
    leaders: d.leaders.map((_, i) => leaderName(i)),
  });
  if (d.leaders.length) {
    target = attach(target, d.leaders.map(({ keywords, ...s }, i) => unit(leaderName(i), keywords, [group('boss', 1, false, stats(s))])));
  }
  return { attacker, target, options: d.options };
}

/** YAML files and a `wh40k calc` command that replay a drawn scenario (with --simulate). */
export function reproducer(d: Drawn, runs: number): { files: Record<string, string>; args: string[]; command: string } {
  // Every group states all its stats, so nothing is inherited from the unit's line.
  const unitFile = (name: string, keywords: string[], base: DrawnStats, models: object[], extra: object = {}) =>
    stringify({ name, faction: 'test', source: 'fuzz', keywords, stats: yamlStats({ T: base.T, Sv: base.Sv, W: base.W }), ...extra, models, abilities: LISTED });
  const ws = d.attacker.weapons.map((w) => ({
    name: w.name,
    range: w.melee ? 'melee' : 24,
    A: w.A,
    [w.melee ? 'WS' : 'BS']: `${w.skill}+`,
    S: w.S,
    AP: w.AP,
    D: w.D,
    abilities: w.abilities,
  }));
  const names = ws.map((w) => w.name);
  const files: Record<string, string> = {
    'attacker.yaml': unitFile('fuzzattacker', d.attacker.keywords, { T: d.attacker.T, Sv: 3, W: 2 }, [
      { name: 'trooper', count: d.attacker.models, equipment: names },
      ...(d.attacker.sergeant ? [{ name: 'sergeant', count: 1, champion: true, equipment: names.slice(0, 1) }] : []),
    ], { weapons: ws }),
    'target.yaml': unitFile('fuzztarget', d.target.keywords, d.target.groups[0].stats, d.target.groups.map((g, i) => ({
      name: `group ${i}`, count: g.count, champion: g.champion, stats: yamlStats(g.stats),
    })), {
      ...(d.target.damageReduction ? { damageReduction: d.target.damageReduction } : {}),
      ...(d.target.halveDamage ? { halveDamage: true } : {}),
      ...(d.leaders.length ? { leaders: d.leaders.map((_, i) => leaderName(i)) } : {}),
    }),
  };
  d.leaders.forEach(({ keywords, ...s }, i) => {
    files[`${leaderName(i)}.yaml`] = unitFile(leaderName(i), keywords, s, [{ name: 'boss', count: 1, stats: yamlStats(s) }]);
  });
  const args = ['calc', 'fuzzattacker', 'vs', ['fuzztarget', ...d.leaders.map((_, i) => leaderName(i))].join('+'), ...flags(d.options)];
  return { files, args, command: `wh40k --data DIR ${args.join(' ')} --simulate ${runs} --seed ${d.seed}` };
}

function yamlStats(s: DrawnStats): object {
  return {
    M: 6, T: s.T, Sv: `${s.Sv}+`, W: s.W, Ld: '6+', OC: 1,
    ...(s.invulnerable ? { invulnerable: `${s.invulnerable}+` } : {}),
    ...(s.rangedInvulnerable ? { rangedInvulnerable: `${s.rangedInvulnerable}+` } : {}),
    ...(s.feelNoPain ? { feelNoPain: `${s.feelNoPain}+` } : {}),
    ...(s.mortalFeelNoPain ? { mortalFeelNoPain: `${s.mortalFeelNoPain}+` } : {}),
  };
}

function flags(o: CalcOptions): string[] {
  const kebab = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const named: Record<string, string> = { attacksMod: 'attacks-mod', critHit: 'crit-hit', critWound: 'crit-wound' };
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== false && v !== 0 && v !== 'none' && !(Array.isArray(v) && !v.length))
    // --hit-mod=-1, not --hit-mod -1 (which would read as an option).
    .map(([k, v]) => `--${named[k] ?? kebab(k)}${v === true ? '' : `=${Array.isArray(v) ? v.join(',') : v}`}`);
}
