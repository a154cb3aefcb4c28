// Small legacy units for the engine's tests: a profile is built from the few numbers a test names.
import { expect } from 'vitest';
import { parseDice } from '../../../src/dice/expression.js';
import type {
  LegacyConditions,
  LegacyModelGroup,
  LegacyScenario,
  LegacyStats,
  LegacyUnit,
  LegacyWeapon,
  Usr,
} from '../../../src/rules/legacy/types.js';

export const MARINE: LegacyStats = { WS: 4, BS: 4, S: 4, T: 4, W: 1, I: 4, A: 1, Ld: 8, Sv: 3 };

export function group(name: string, count: number, stats: Partial<LegacyStats>, weapons: string[], rules: Usr[] = []): LegacyModelGroup {
  return { name, count, min: 1, max: count, stats: { ...MARINE, ...stats }, weapons, rules };
}

export function weapon(name: string, overrides: Partial<LegacyWeapon> = {}): LegacyWeapon {
  return {
    name,
    range: 24,
    strength: { kind: 'value', value: 4 },
    ap: 5,
    type: { kind: 'assault', shots: parseDice(1) },
    rules: [],
    ...overrides,
  };
}

export function unit(name: string, models: LegacyModelGroup[], weapons: LegacyWeapon[] = [], rules: Usr[] = []): LegacyUnit {
  return { ruleset: 'legacy', name, aliases: [], faction: 'test', source: 'test', type: 'infantry', rules, models, weapons, file: `${name}.yaml` };
}

export const SHOOTING: LegacyConditions = {
  phase: 'shooting',
  charged: false,
  halfRange: false,
  moved: false,
  cover: null,
  blastHits: null,
  facing: 'front',
  firstRound: false,
};

export const MELEE: LegacyConditions = { ...SHOOTING, phase: 'melee' };

export function scenario(attacker: LegacyUnit, target: LegacyUnit, conditions: Partial<LegacyConditions> = {}): LegacyScenario {
  return { attacker, target, conditions: { ...SHOOTING, ...conditions } };
}

/** One shooter with one weapon. */
export function shooter(w: LegacyWeapon, stats: Partial<LegacyStats> = {}, rules: Usr[] = [], count = 1): LegacyUnit {
  return unit('shooter', [group('shooter', count, stats, [w.name], rules)], [w]);
}

/** A target of `count` identical models. */
export function targets(count: number, stats: Partial<LegacyStats> = {}, rules: Usr[] = []): LegacyUnit {
  return unit('target', [group('target', count, stats, [], rules)], []);
}

/** Special rules by name, without values: rules('fleshbane', 'rending'). */
export const rules = (...names: string[]): Usr[] => names.map((name) => ({ name }));

/** Each P(k) equal to the hand-derived one, to 12 places, and no more of them. */
export const closeTo = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual.length).toBe(expected.length);
  expected.forEach((p, k) => expect(actual[k], `k = ${k}`).toBeCloseTo(p, 12));
};
