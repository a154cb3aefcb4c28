/** Small builders for the 11th-edition engine's tests: only the fields a test cares about. */
import { parseDice } from '../../../src/dice/expression.js';
import {
  NO_MODIFIERS,
  type Ability,
  type Conditions,
  type ModelGroup,
  type ModelStats,
  type Modifiers,
  type Scenario,
  type Unit,
  type Weapon,
} from '../../../src/rules/eleventh/types.js';

export interface WeaponSpec {
  name?: string;
  range?: number | 'melee';
  A?: string | number;
  skill?: number | null;
  S?: number;
  AP?: number;
  D?: string | number;
  abilities?: Ability[];
  hunter?: string[];
}

export function weapon(spec: WeaponSpec = {}): Weapon {
  return {
    name: spec.name ?? 'test weapon',
    range: spec.range ?? 24,
    attacks: parseDice(spec.A ?? 1),
    skill: spec.skill === undefined ? 4 : spec.skill,
    strength: spec.S ?? 4,
    ap: spec.AP ?? 0,
    damage: parseDice(spec.D ?? 1),
    abilities: spec.abilities ?? [],
    ...(spec.hunter ? { hunter: spec.hunter } : {}),
  };
}

export interface GroupSpec extends Partial<ModelStats> {
  name?: string;
  count?: number;
  character?: boolean;
  wounded?: number;
}

export function models(spec: GroupSpec = {}): ModelGroup {
  const { name, count, character, wounded, ...stats } = spec;
  return {
    name: name ?? 'models',
    count: count ?? 1,
    min: 1,
    max: count ?? 1,
    character: character ?? false,
    ...(wounded ? { wounded } : {}),
    stats: { T: 4, Sv: 3, W: 1, ...stats },
    equipment: [],
  };
}

export interface UnitSpec {
  name?: string;
  keywords?: string[];
  models?: ModelGroup[];
  damageReduction?: number;
  halveDamage?: boolean;
  damaged?: number;
}

export function unit(spec: UnitSpec = {}): Unit {
  return {
    name: spec.name ?? 'target',
    aliases: [],
    faction: 'test',
    keywords: spec.keywords ?? ['INFANTRY'],
    source: 'test',
    models: spec.models ?? [models()],
    weapons: [],
    damageReduction: spec.damageReduction ?? 0,
    halveDamage: spec.halveDamage ?? false,
    ...(spec.damaged === undefined ? {} : { damaged: { wounds: spec.damaged } }),
    points: {},
    abilities: [],
    file: 'test',
  };
}

export interface ScenarioSpec {
  weapons: (Weapon | [Weapon, number])[];
  target?: Unit;
  attacker?: Unit;
  conditions?: Partial<Conditions>;
  modifiers?: Partial<Modifiers>;
  groupOrder?: number[];
  lethalHits?: Record<string, boolean>;
}

export function scenario(spec: ScenarioSpec): Scenario {
  const batches = spec.weapons.map((w) => (Array.isArray(w) ? { weapon: w[0], firers: w[1] } : { weapon: w, firers: 1 }));
  const melee = batches.every((b) => b.weapon.range === 'melee');
  return {
    attacker: spec.attacker ?? unit({ name: 'attacker' }),
    target: spec.target ?? unit(),
    batches,
    conditions: {
      phase: melee ? 'melee' : 'ranged',
      shooting: 'normal',
      charged: false,
      halfRange: false,
      heavy: false,
      cover: false,
      plunging: false,
      spotter: false,
      targetEngaged: false,
      ...spec.conditions,
    },
    modifiers: { ...NO_MODIFIERS, ...spec.modifiers },
    ...(spec.groupOrder ? { groupOrder: spec.groupOrder } : {}),
    ...(spec.lethalHits ? { lethalHits: spec.lethalHits } : {}),
  };
}

export const dice = parseDice;
