/**
 * `wh40k --ruleset legacy run FILE` (issue 14): every matchup of a legacy scenario file, output like
 * 10th edition's run: JSON `kind: "run"` with each matchup the legacy calc's JSON plus `index` and
 * `name`; a matchup that cannot be computed has `kills: null` and calc's message as `reason`.
 */
import { InputError } from '../profiles/errors.js';
import { loadLegacyScenario, type LegacyScenarioMatchup } from '../profiles/legacy-scenario.js';
import type { LegacyUnit } from '../rules/legacy/types.js';
import type { LegacyRunJson } from '../matchup/legacy-contract.js';
import { findLegacyUnit, legacyReport, type OtherRulesetNames } from '../rules/legacy/matchup.js';
import { legacyJson } from '../matchup/legacy-json.js';
import { calcOptions } from '../rules/legacy/scenario-options.js';
import { failIfAllFailed } from './legacy-calc.js';
import { forPeople } from './people.js';
import { NA, SCHEMA_VERSION, type Sheet } from './sheet.js';

// Where the report reads it from (src/matchup/legacy-contract.ts holds it, issue 14 section 4).
export type { LegacyRunJson };

async function unitAt(units: readonly LegacyUnit[], m: LegacyScenarioMatchup, field: 'attacker' | 'target', tenthNames: OtherRulesetNames): Promise<LegacyUnit> {
  const ref = m[field];
  if (typeof ref !== 'string') return ref;
  try {
    return await findLegacyUnit(units, ref, tenthNames);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`${m.where(field)} ${field}: ${e.message}`);
    throw e;
  }
}

/** Each matchup's report, or why it cannot be computed (the message calc of that pairing would exit with). */
export async function legacyRun(units: readonly LegacyUnit[], file: string, tenthNames: OtherRulesetNames) {
  const scenario = loadLegacyScenario(file);
  const resolved = [];
  for (const m of scenario.matchups) {
    resolved.push({ attacker: await unitAt(units, m, 'attacker', tenthNames), target: await unitAt(units, m, 'target', tenthNames), options: calcOptions(m), m });
  }
  const runs = resolved.map(({ attacker, target, options, m }, index) => {
    const name = m.name ?? `${attacker.name} vs ${target.name}`;
    try {
      const report = legacyReport(attacker, target, options);
      return { name, report, json: { index, name, ...legacyJson(report) } };
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      return { name, report: undefined, json: { index, name, attacker: { name: attacker.name }, target: { name: target.name }, kills: null, reason: e.message } };
    }
  });
  failIfAllFailed(runs.map((r) => (r.json.kills === null ? r.json.reason : null)));
  const json: LegacyRunJson = {
    schemaVersion: SCHEMA_VERSION,
    kind: 'run',
    ruleset: 'legacy',
    ...(scenario.title === undefined ? {} : { title: scenario.title }),
    total: runs.length,
    matchups: runs.map((r) => r.json),
  };
  return { json, reports: runs.map(({ name, report }) => ({ name, report })) };
}

/** One row per matchup, csv's columns (10th's run plus wounds lost; against a vehicle, kills is P(destroyed), wounds the Hull Points lost). */
export function legacyRunRows(r: LegacyRunJson): Sheet {
  return {
    columns: ['matchup', 'attacker', 'target', 'kills_mean', 'p_wipe', 'kills_median', 'kills_p10', 'kills_p90', 'wounds_lost_mean', 'reason'],
    rows: r.matchups.map((m) =>
      m.kills === null
        ? [m.name, m.attacker.name, m.target.name, ...new Array<string>(6).fill(NA), m.reason]
        : [m.name, m.attacker.name, m.target.name, m.kills.mean, m.kills.wipe, m.kills.median, m.kills.p10, m.kills.p90, m.damage.mean, ''],
    ),
  };
}

/** The table's and Markdown's rows: as 10th edition's run table, the matchup's name stands for its units. */
export function legacyRunPeople(r: LegacyRunJson): Sheet {
  const rows = legacyRunRows(r);
  const shown = (_: unknown, i: number) => rows.columns[i] !== 'attacker' && rows.columns[i] !== 'target';
  return forPeople({ columns: rows.columns.filter(shown), rows: rows.rows.map((row) => row.filter(shown)) });
}
