// Reading the Universal Special Rules a profile lists (names lower case, as 004 heads them).
import { creatureRules } from './creatures.js';
import type { LegacyModelGroup, LegacyUnit, Usr } from './types.js';

function findRule(rules: readonly Usr[], name: string): Usr | undefined {
  return rules.find((rule) => rule.name === name);
}

export function hasRule(rules: readonly Usr[], name: string): boolean {
  return findRule(rules, name) !== undefined;
}

/** A rule's number in brackets, e.g. Poisoned (2+) -> 2; `fallback` when it has none. */
export function ruleNumber(rules: readonly Usr[], name: string, fallback: number): number {
  const value = findRule(rules, name)?.value;
  return typeof value === 'number' ? value : fallback;
}

/** A model's rules: its unit's and its group's, then those its unit type grants (creatures.ts); the first of a name counts. */
export function modelRules(unit: LegacyUnit, group: LegacyModelGroup): readonly Usr[] {
  return [...unit.rules, ...group.rules, ...creatureRules(unit)];
}

/** Rules any model of the unit has: what "a unit that contains at least one model with this special rule" reads. */
export function anyModelRules(unit: LegacyUnit): readonly Usr[] {
  return unit.models.flatMap((group) => modelRules(unit, group));
}

/**
 * Whether a rule written against a foe (Preferred Enemy (X), Hatred (X)) applies to the target: with no X, everyone;
 * else X names the target's faction or unit (004 'Hatred', 'Preferred Enemy').
 */
export function againstFoe(rules: readonly Usr[], name: string, target: LegacyUnit): boolean {
  const rule = findRule(rules, name);
  if (rule === undefined) return false;
  if (rule.value === undefined || typeof rule.value === 'number') return true;
  const foe = rule.value.toLowerCase();
  return [target.faction, target.name, ...target.aliases].some((n) => n.toLowerCase() === foe);
}

/**
 * A characteristic of the unit's majority; on a tie the highest (7th edition core rules, 'Majority Toughness', which
 * the Weapon Skill chart follows for a unit of mixed Weapon Skills).
 */
export function majority(unit: LegacyUnit, characteristic: (group: LegacyModelGroup) => number): number {
  const counts = new Map<number, number>();
  for (const group of unit.models) counts.set(characteristic(group), (counts.get(characteristic(group)) ?? 0) + group.count);
  let best = -Infinity;
  let bestCount = -1;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && value > best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

export function modelCount(unit: LegacyUnit): number {
  return unit.models.reduce((n, group) => n + group.count, 0);
}
