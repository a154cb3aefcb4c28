/**
 * A calc's JSON (README 'JSON output'), apart from the table views (format.ts): `--format json`,
 * `run` and the worker threads need it without loading cli-table3 and chalk (issue 13, cold start).
 */
import { notModelled } from '../profiles/abilities.js';
import { pointsFor } from '../points.js';
import { workingOf } from '../plan-working.js';
import type { CalcReport } from './run.js';
import { pointsExtrapolated } from './points-shown.js';
import { SCHEMA_VERSION, type CalcJson } from '../../contract.js';
import type { Unit } from '../types.js';

/** A calc's JSON, as `--format json` prints it. */
export type MatchupJson = ReturnType<typeof toJsonObject>;

/** The documented JSON contract (README 'JSON output'). */
export function toJsonObject(report: CalcReport, explain: boolean) {
  const { scenario: s, result: r, simulation } = report;
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'calc' as const,
    ruleset: '10th' as const,
    attacker: {
      name: s.attacker.name,
      models: count(s.attacker),
      points: pointsFor(s.attacker, count(s.attacker)),
      pointsExtrapolated: pointsExtrapolated(s.attacker, count(s.attacker)),
      phase: s.conditions.phase,
    },
    target: { name: s.target.name, models: r.targetModels, wounds: r.targetWounds, profile: defences(s.target) },
    conditions: s.conditions,
    modifiers: s.modifiers,
    options: report.options,
    weapons: r.weapons,
    total: r.total,
    ...(r.bearerReturns ? { bearerReturns: r.bearerReturns } : {}),
    kills: r.kills,
    byGroup: r.byGroup,
    damage: r.damage,
    hazardous: r.hazard,
    effects: report.effects,
    oneRolls: report.oneRolls,
    fightOnDeath: report.fightBack,
    notes: report.notes,
    notModelled: notModelledAbilities(report),
    ...(explain ? { working: r.plans.map((p) => ({ weapon: p.name, notes: unique(workingOf(p)) })) } : {}),
    simulation,
  } satisfies CalcJson;
}

/** The target's defences as the headline says them: "T4 Sv3+ 4++ FNP 5+" (the highest Toughness; the first model group's saves). */
function defences(target: Unit): string {
  const t = target.models[0].stats;
  return `T${Math.max(...target.models.map((g) => g.stats.T))} Sv${t.Sv}+${t.invulnerable ? ` ${t.invulnerable}++` : ''}${t.feelNoPain ? ` FNP ${t.feelNoPain}+` : ''}`;
}

/**
 * The attacker's and the target's datasheet abilities that change an attack or the damage taken but
 * are not modelled (issue 11 section 4): the result is without them, and says so.
 */
export function notModelledAbilities(report: CalcReport): { attacker: string[]; target: string[] } {
  return { attacker: notModelled(report.scenario.attacker), target: notModelled(report.scenario.target) };
}

export function unique(lines: readonly string[]): string[] {
  return [...new Set(lines)];
}

export function count(unit: CalcReport['scenario']['attacker']): number {
  return unit.models.reduce((s, g) => s + g.count, 0);
}
