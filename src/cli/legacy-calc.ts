/**
 * `wh40k --ruleset legacy calc A vs B` (issue 14): the matchup of the command line's words
 * (src/matchup/legacy-calculate.ts computes it), and the result's views (table, csv, Markdown; its JSON
 * is src/matchup/legacy-json.ts).
 */
import type { ChalkInstance } from 'chalk';
import type { LegacyUnit } from '../rules/legacy/types.js';
import { DISTRIBUTION_LABEL } from '../labels.js';
import { fixed } from '../numbers.js';
import type { LegacyCalcOptions, LegacyReport, LegacyReportConditions } from '../matchup/legacy-contract.js';
import type { OtherRulesetNames } from '../rules/legacy/matchup.js';
import { legacy } from '../rules/legacy/index.js';
import type { z } from 'zod';
import { valueFields } from '../rules/option-fields.js';
import { LEGACY_FLAGS, type LegacyOptionKey } from '../rules/legacy/flags.js';

import { killsSummary, total, woundsIn, type Totalled } from '../matchup/legacy-json.js';
import { modelCount } from '../rules/legacy/special-rules.js';
import { splitMatchup } from './matchup-words.js';
import { destroyedLine, distributionTable, table } from './tables.js';
import { vehicleDescription, vehicleLines, vehicleSheets } from './legacy-vehicle.js';
import type { Sheet } from './sheet.js';

/** The legacy options' zod fields, made from its flags (rules/legacy/flags.ts). */
const LEGACY_OPTION_FIELDS = valueFields(LEGACY_FLAGS) as Record<LegacyOptionKey, z.ZodType>;


/** Through the ruleset value, as scripts choosing a ruleset by name call it (src/rules/ruleset.ts). */
export async function runLegacyCalc(units: readonly LegacyUnit[], words: readonly string[], o: LegacyCalcOptions, tenthNames: OtherRulesetNames): Promise<LegacyReport> {
  // The flags that are options (the ruleset checks them as a script's); --format and --quiet are the command's.
  const options = Object.fromEntries(Object.entries(o).filter(([key]) => key in LEGACY_OPTION_FIELDS));
  return legacy.calculate(units, ...splitMatchup(words), options, tenthNames);
}

const models = (n: number) => `${n} ${n === 1 ? 'model' : 'models'}`;
const COLUMNS = [
  ['Attacks', 'attacks'],
  ['Hits', 'hits'],
  ['Wounds', 'wounds'],
  ['Unsaved', 'unsaved'],
  ['Kills', 'kills'],
] as const satisfies readonly (readonly [string, Totalled])[];

/** The conditions that hold, by name (phase and facing aside, and the first round in the Shooting phase; cover, blast hits and the precision target with their value). */
export function conditionsSet(c: LegacyReportConditions): string[] {
  return Object.entries(c)
    .filter(([k, v]) => k !== 'phase' && k !== 'facing' && !(k === 'firstRound' && c.phase === 'shooting') && v !== false && v !== null)
    .map(([k, v]) => (typeof v === 'number' ? `${k} ${v}${k === 'cover' ? '+' : ''}` : typeof v === 'string' ? `${k} ${v}` : Array.isArray(v) ? `${k} ${v.join(',')}` : k));
}

function headline(report: LegacyReport, c: ChalkInstance): string {
  const { attacker: a, target: t } = report;
  const points = a.points ? `, ${a.points.base} pts` : '';
  const attacker = `${c.bold(a.name)} (${models(modelCount(a))}${points}, ${report.conditions.phase}) vs ${c.bold(t.name)}`;
  const armour = vehicleDescription(t);
  if (armour !== null) return `${attacker} (${armour})`;
  const s = t.models[0].stats;
  const saves = `${s.Sv === null ? 'no armour save' : `Sv${s.Sv}+`}${s.invulnerable ? ` ${s.invulnerable}++` : ''}`;
  return `${attacker} (${models(report.result.targetModels)}, T${Math.max(...t.models.map((g) => g.stats.T))} ${saves}, ${woundsIn(t)} wounds)`;
}

export function legacyTable(report: LegacyReport, c: ChalkInstance): string {
  const r = report.result;
  const out = [headline(report, c), `ruleset: legacy (7th edition core rules, USRs of 004)`];
  const conditions = conditionsSet(report.conditions);
  if (conditions.length) out.push(`conditions: ${conditions.join(', ')}`);
  const expected = table(['Weapon', '#', ...COLUMNS.map(([h]) => h)], c);
  for (const w of r.weapons) expected.push([w.name, String(w.count), ...COLUMNS.map(([, k]) => fixed(w[k]))]);
  const sum = total(r.weapons);
  expected.push([c.bold('Total'), '', ...COLUMNS.map(([, k]) => c.bold(fixed(sum[k])))]);
  out.push('', c.underline('Expected (exact)'), expected.toString());
  if (r.vehicle) out.push(...vehicleLines(r, c));
  else {
    const kills = killsSummary(r);
    out.push('', destroyedLine(kills, c), distributionTable(DISTRIBUTION_LABEL.kills, kills.distribution, kills.atLeast, c));
  }
  if (report.notes.length) out.push('', ...report.notes.map((n) => c.dim(`note: ${n}`)));
  return out.join('\n');
}

/** For csv and Markdown: the weapons' expectations, then the kill distribution. */
export function legacySheets(report: LegacyReport): Sheet[] {
  const r = report.result;
  const sum = total(r.weapons);
  const kills = killsSummary(r);
  return [
    {
      title: `${report.attacker.name} vs ${report.target.name} (legacy ruleset, ${report.conditions.phase})`,
      columns: ['weapon', 'count', ...COLUMNS.map(([, k]) => k)],
      rows: [...r.weapons.map((w) => [w.name, w.count, ...COLUMNS.map(([, k]) => w[k])]), ['total', '', ...COLUMNS.map(([, k]) => sum[k])]],
    },
    { columns: ['models destroyed', 'p_exactly', 'p_at_least'], rows: kills.distribution.map((p, k) => [k, p, kills.atLeast[k]]) },
    ...vehicleSheets(r),
  ];
}
