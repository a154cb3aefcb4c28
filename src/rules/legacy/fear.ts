// 004 'Fear': at the start of each Fight phase a unit in base contact with models that cause Fear takes a Leadership
// test; if it fails, its models have WS 1 for that Fight sub-phase. The engine mixes the two outcomes by the test's
// chance; the simulator rolls the test.
import { anyModelRules, hasRule, modelRules } from './special-rules.js';
import type { LegacyModelGroup, LegacyScenario } from './types.js';

/** Rules that pass Fear tests automatically (004 'Fearless', 'And They Shall Know No Fear', 'Zealot'). */
const FEARLESS = ['fearless', 'and they shall know no fear', 'zealot'];

/**
 * The Leadership the attacker tests against Fear, or null if it takes no test: not in close combat, a target with no
 * model that causes Fear (004 'Fear', 'Daemon'), an attacker that passes automatically, or one with no model that has
 * a Leadership. A unit tests on its highest Leadership (7th edition core rules, 'Leadership Tests').
 */
export function fearLeadership({ attacker, target, conditions }: LegacyScenario): number | null {
  if (conditions.phase !== 'melee') return null;
  const causesFear = target.models.some((group) => ['fear', 'daemon'].some((name) => hasRule(modelRules(target, group), name)));
  if (!causesFear || FEARLESS.some((name) => hasRule(anyModelRules(attacker), name))) return null;
  const leadership = attacker.models.filter(hasLeadership).map((group) => group.stats.Ld);
  return leadership.length === 0 ? null : Math.max(...leadership);
}

/**
 * 7th edition core rules, 'Vehicles': a vehicle (a Walker included) has no Leadership and takes no Leadership test, so
 * Fear does not affect it; nor a model whose Ld is "-" (the schema reads it as 0).
 */
function hasLeadership(group: LegacyModelGroup): boolean {
  return group.vehicle === undefined && group.stats.Ld > 0;
}

/** The scenario after a failed Fear test: every attacking model at WS 1. */
export function afraid(scenario: LegacyScenario): LegacyScenario {
  const attacker = scenario.attacker;
  const models = attacker.models.map((group) => ({ ...group, stats: { ...group.stats, WS: 1 } }));
  return { ...scenario, attacker: { ...attacker, models } };
}

/** P(2D6 <= leadership): the test is passed (7th edition core rules, 'Leadership Tests'). */
export function leadershipPass(leadership: number): number {
  let pass = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= leadership) pass++;
  return pass / 36;
}
