/**
 * Small 11th-edition scenarios for the simulator's tests, built straight from types.ts: a weapon, a unit and a
 * scenario with everything not named at its plainest (normal shooting, no modifiers, no abilities).
 */
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
  melee?: boolean;
  A?: string | number;
  skill?: number | null;
  S?: number;
  AP?: number;
  D?: string | number;
  abilities?: Ability[];
  hunter?: string[];
}

export function weapon(w: WeaponSpec = {}): Weapon {
  return {
    name: w.name ?? 'gun',
    range: w.melee ? 'melee' : 24,
    attacks: parseDice(w.A ?? 1),
    skill: w.skill === undefined ? 3 : w.skill,
    strength: w.S ?? 4,
    ap: w.AP ?? 0,
    damage: parseDice(w.D ?? 1),
    abilities: w.abilities ?? [],
    ...(w.hunter ? { hunter: w.hunter } : {}),
  };
}

export interface GroupSpec extends Partial<ModelStats> {
  name?: string;
  count?: number;
  character?: boolean;
  wounded?: number;
}

export function group(g: GroupSpec = {}): ModelGroup {
  const { name, count, character, wounded, ...stats } = g;
  return {
    name: name ?? (character ? 'leader' : 'trooper'),
    count: count ?? 1,
    min: 1,
    max: 20,
    character: character ?? false,
    ...(wounded ? { wounded } : {}),
    stats: { T: 4, Sv: 3, W: 1, ...stats },
    equipment: [],
  };
}

export function unit(models: ModelGroup[], extra: Partial<Unit> = {}): Unit {
  return {
    name: 'unit',
    aliases: [],
    faction: 'test',
    keywords: ['INFANTRY'],
    source: 'test',
    models,
    weapons: [],
    damageReduction: 0,
    halveDamage: false,
    points: {},
    abilities: [],
    file: 'test',
    ...extra,
  };
}

export const NORMAL: Conditions = {
  phase: 'ranged',
  shooting: 'normal',
  charged: false,
  halfRange: false,
  heavy: false,
  cover: false,
  plunging: false,
  spotter: false,
  targetEngaged: false,
};

export interface ScenarioSpec {
  batches: [Weapon, number][];
  target: Unit;
  attacker?: Unit;
  conditions?: Partial<Conditions>;
  modifiers?: Partial<Modifiers>;
  groupOrder?: number[];
  lethalHits?: Record<string, boolean>;
}

export function scenario(s: ScenarioSpec): Scenario {
  const melee = s.batches.some(([w]) => w.range === 'melee');
  return {
    attacker: s.attacker ?? unit([group({ count: 10 })]),
    target: s.target,
    batches: s.batches.map(([w, firers]) => ({ weapon: w, firers })),
    conditions: { ...NORMAL, ...(melee ? { phase: 'melee' } : {}), ...s.conditions },
    modifiers: { ...NO_MODIFIERS, ...s.modifiers },
    ...(s.groupOrder ? { groupOrder: s.groupOrder } : {}),
    ...(s.lethalHits ? { lethalHits: s.lethalHits } : {}),
  };
}

/** A crowd of one-wound models with no save worth rolling (Sv 7+): every unsaved wound is one model destroyed. */
export const crowd = (extra: GroupSpec = {}, keywords = ['INFANTRY']) => unit([group({ count: 20, Sv: 7, ...extra })], { keywords });
