/** Small builders for units and scenarios in tests: only the fields a test cares about. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDice } from '../src/dice/expression.js';
import { parseAbility } from '../src/rules/tenth/abilities.js';
import { calculate, type Result } from '../src/rules/tenth/engine.js';
import {
  NO_MODIFIERS,
  type Conditions,
  type ModelStats,
  type Modifiers,
  type Scenario,
  type Unit,
  type Weapon,
} from '../src/rules/tenth/types.js';

export interface WeaponSpec {
  name?: string;
  range?: number | 'melee';
  A?: string | number;
  skill?: number;
  S?: number;
  AP?: number;
  D?: string | number;
  abilities?: string[];
}

export function weapon(spec: WeaponSpec = {}): Weapon {
  return {
    name: spec.name ?? 'test weapon',
    range: spec.range ?? 24,
    attacks: parseDice(spec.A ?? 1),
    skill: spec.skill ?? 4,
    strength: spec.S ?? 4,
    ap: spec.AP ?? 0,
    damage: parseDice(spec.D ?? 1),
    abilities: (spec.abilities ?? []).map(parseAbility),
  };
}

export interface GroupSpec {
  name?: string;
  count: number;
  champion?: boolean;
  stats?: Partial<ModelStats>;
}

export interface TargetSpec extends Partial<ModelStats> {
  models?: number;
  groups?: GroupSpec[];
  keywords?: string[];
  damageReduction?: number;
  halveDamage?: boolean;
}

const BASE: ModelStats = { M: 6, T: 4, Sv: 3, W: 1, Ld: 6, OC: 1 };

export function target(spec: TargetSpec = {}): Unit {
  const { models, groups, keywords, damageReduction, halveDamage, ...stats } = spec;
  const unitStats: ModelStats = { ...BASE, ...stats };
  const specs: GroupSpec[] = groups ?? [{ count: models ?? 1 }];
  return {
    name: 'target',
    aliases: [],
    faction: 'test',
    keywords: keywords ?? ['INFANTRY'],
    source: 'test',
    models: specs.map((g, i) => ({
      name: g.name ?? `group ${i}`,
      count: g.count,
      min: 1,
      max: g.count,
      champion: g.champion ?? false,
      stats: { ...unitStats, ...g.stats },
      equipment: [],
    })),
    weapons: [],
    wargear: [],
    loadouts: [],
    leaders: [],
    damageReduction: damageReduction ?? 0,
    halveDamage: halveDamage ?? false,
    points: {},
    effects: [],
    file: 'test',
  };
}

export const attacker: Unit = { ...target(), name: 'attacker' };

export interface ScenarioSpec {
  weapons: (Weapon | [Weapon, number])[];
  target?: Unit;
  conditions?: Partial<Conditions>;
  modifiers?: Partial<Modifiers>;
}

export function scenario(spec: ScenarioSpec): Scenario {
  const weapons = spec.weapons.map((w) => (Array.isArray(w) ? { weapon: w[0], count: w[1] } : { weapon: w, count: 1 }));
  const melee = weapons.every((w) => w.weapon.range === 'melee');
  return {
    attacker,
    target: spec.target ?? target(),
    weapons,
    conditions: {
      phase: melee ? 'melee' : 'ranged',
      charged: false,
      stationary: false,
      halfRange: false,
      cover: false,
      indirect: false,
      ...spec.conditions,
    },
    modifiers: { ...NO_MODIFIERS, ...spec.modifiers },
  };
}

export function run(spec: ScenarioSpec): Result {
  return calculate(scenario(spec));
}

/**
 * The project's shared fixtures (../shared: rules texts, BSData, rosters), wherever this checkout
 * sits: $WH40K_SHARED, the folder beside the checkout, or /work/shared. Tests that need them skip
 * (and say so) when none exists.
 */
export function sharedDir(): string | undefined {
  const candidates = [process.env.WH40K_SHARED, fileURLToPath(new URL('../../shared', import.meta.url)), '/work/shared'];
  return candidates.find((d): d is string => Boolean(d) && existsSync(join(d!, 'rules')));
}
