/**
 * `calc "A, B" vs T` (issue 29 section 1): several units attacking one target, one after the other, each from what the
 * ones before left (the ruleset value's oneTarget). Its views: a table and Markdown for people (each unit's row, then
 * the joint outcome as calc prints one), csv in long form (`section,row,key,value`, as calc's); the JSON is the contract's.
 */
import type { ChalkInstance } from 'chalk';
import { DISTRIBUTION_LABEL, LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import type { OneTargetJson, OneTargetShown, TurnSideJson } from '../rules/contract.js';
import { PLAIN } from './colour.js';
import { effectLine } from './effect-line.js';
import { toMarkdown, type Sheet } from './sheet.js';
import { destroyedLine, distributionRows, distributionTable } from './tables.js';

/** What calc says of several attacking units, and the flags that would need one of them. */
export const ONE_TARGET_REFUSED: readonly (readonly [string, string])[] = [
  ['--phase best', 'each unit would have its own phase; give --ranged or --melee, or leave it to each unit'],
  ['--vary', 'a row per value of one unit; calc the units one at a time'],
  ['--explain', "the working of one unit's attacks; calc the units one at a time"],
];

/** The headline: the units in the order they attack, and the target. */
function headline(r: OneTargetJson): string {
  const t = r.target;
  return `${r.attackers.map((a) => a.name).join(', then ')} vs ${t.name} (${t.models} model${t.models === 1 ? '' : 's'}, ${t.wounds} wounds)`;
}

/** Each unit's row (what it added, from what the ones before left), then the units together. */
function unitsSheet(r: OneTargetJson): Sheet {
  const points = (v: number | null) => (v === null ? 'no points' : fixed(v));
  const t = r.target;
  return {
    title: 'Each unit, from what the ones before it left (expected)',
    columns: ['Unit', 'Phase', LABEL.kills_mean, LABEL.damage_mean, 'Points removed', `${LABEL.p_wipe} after it`],
    rows: [
      ...r.attackers.map((a) => [a.name, a.phase, fixed(a.modelsLost), fixed(a.woundsLost), points(a.pointsLost), percent(a.wipeAfter)]),
      ['All together', '', fixed(t.modelsLost.mean), fixed(t.woundsLost.mean), points(t.pointsLost), percent(t.modelsLost.wipe)],
    ],
  };
}

/** `--simulate`: the exact numbers beside the die-by-die ones. */
function simulationSheet(r: OneTargetJson): Sheet | null {
  const sim = r.simulation;
  if (!sim) return null;
  const t = r.target;
  return {
    title: 'Monte Carlo cross-check (sampled; the exact numbers above are the answer)',
    columns: ['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`],
    rows: [
      [LABEL.kills_mean, fixed(t.modelsLost.mean), fixed(sim.killsMean)],
      [LABEL.p_wipe, percent(t.modelsLost.wipe), percent(sim.wipe)],
      [LABEL.damage_mean, fixed(t.woundsLost.mean), fixed(sim.damageMean)],
    ],
  };
}

const woundsLine = (w: TurnSideJson['woundsLost'], c: ChalkInstance) =>
  `${c.underline('Damage dealt')}: mean ${fixed(w.mean)}, median ${w.median}, 10th-90th percentile ${w.p10}-${w.p90} (wounds lost by the target)`;

function effectLines(shown: OneTargetShown, c: ChalkInstance): string[] {
  return shown.json.effects.map((e, i) => `${e.phase}: ${effectLine(e, shown.effectSources[i], c)}`);
}

/** As people read it at the terminal; `quiet` leaves out the notes. */
export function oneTargetTable(shown: OneTargetShown, quiet: boolean, c: ChalkInstance, sheetTable: (s: Sheet) => string, allRows = false): string {
  const r = shown.json;
  const t = r.target;
  const parts = [
    c.bold(headline(r)),
    sheetTable(unitsSheet(r)),
    destroyedLine(t.modelsLost, c),
    distributionTable(DISTRIBUTION_LABEL.kills, t.modelsLost.distribution, t.modelsLost.atLeast, c, false, allRows),
    woundsLine(t.woundsLost, c),
    distributionTable(DISTRIBUTION_LABEL.damage, t.woundsLost.distribution, t.woundsLost.atLeast, c, true, allRows),
  ];
  const sim = simulationSheet(r);
  if (sim) parts.push(sheetTable(sim));
  if (r.effects.length) parts.push([c.underline('Effects'), ...effectLines(shown, c)].join('\n'));
  if (r.notes.length && !quiet) parts.push(r.notes.map((n) => c.dim(`note: ${n}`)).join('\n'));
  return parts.join('\n\n');
}

export function oneTargetMarkdown(shown: OneTargetShown, quiet: boolean, allRows = false): string {
  const r = shown.json;
  const t = r.target;
  const distribution = (label: string, d: TurnSideJson['woundsLost'], skipImpossible: boolean): Sheet => ({
    columns: [label, LABEL.p_exactly, LABEL.p_at_least],
    rows: distributionRows(d.distribution, d.atLeast, d.distribution.length - 1, allRows).flatMap((row) =>
      skipImpossible && row.p === 0 && row.k > 0 ? [] : [[row.label, percent(row.p), percent(row.atLeast)]],
    ),
  });
  const parts = [
    `**${headline(r)}**`,
    toMarkdown([unitsSheet(r)]),
    destroyedLine(t.modelsLost, PLAIN),
    toMarkdown([distribution(DISTRIBUTION_LABEL.kills, t.modelsLost, false)]),
    woundsLine(t.woundsLost, PLAIN),
    toMarkdown([distribution(DISTRIBUTION_LABEL.damage, t.woundsLost, true)]),
  ];
  const sim = simulationSheet(r);
  if (sim) parts.push(toMarkdown([sim]));
  if (r.effects.length) parts.push(['### Effects', effectLines(shown, PLAIN).map((l) => `- ${l}`).join('\n')].join('\n\n'));
  if (r.notes.length && !quiet) parts.push(r.notes.map((n) => `- note: ${n}`).join('\n'));
  return parts.join('\n\n');
}

/** Every part as `section,row,key,value` rows (probabilities as fractions, `p_` keys), as calc's csv. */
export function oneTargetLong(shown: OneTargetShown): Sheet {
  const r = shown.json;
  const rows: (string | number)[][] = [];
  const add = (section: string, row: string | number, values: Record<string, string | number | boolean | null>) => {
    for (const [key, value] of Object.entries(values)) if (value !== null) rows.push([section, row, key, typeof value === 'boolean' ? String(value) : value]);
  };
  r.attackers.forEach((a, i) => add('unit', i + 1, { name: a.name, phase: a.phase, models_lost: a.modelsLost, wounds_lost: a.woundsLost, points_lost: a.pointsLost, p_wipe_after: a.wipeAfter }));
  const t = r.target;
  add('target', '', { name: t.name, models: t.models, wounds: t.wounds, points: t.points, points_extrapolated: t.pointsExtrapolated });
  add('target', '', { models_lost_mean: t.modelsLost.mean, p_wipe: t.modelsLost.wipe, models_lost_median: t.modelsLost.median, models_lost_p10: t.modelsLost.p10, models_lost_p90: t.modelsLost.p90 });
  add('target', '', { wounds_lost_mean: t.woundsLost.mean, points_lost_mean: t.pointsLost });
  t.modelsLost.distribution.forEach((p, k) => add('models_lost_distribution', k, { p_exactly: p, p_at_least: t.modelsLost.atLeast[k] }));
  t.woundsLost.distribution.forEach((p, k) => add('wounds_lost_distribution', k, { p_exactly: p, p_at_least: t.woundsLost.atLeast[k] }));
  const sim = r.simulation;
  if (sim) add('simulation', '', { runs: sim.runs, seed: sim.seed, models_lost_mean: sim.killsMean, p_wipe: sim.wipe, wounds_lost_mean: sim.damageMean });
  for (const e of r.effects) add('effect', `${e.phase}: ${e.id}`, { unit: e.phase, name: e.name, side: e.side, applied: e.applied, varies: e.varies, from_profile: e.fromProfile, detail: e.detail });
  r.notes.forEach((n, i) => add('note', i + 1, { text: n }));
  return { columns: ['section', 'row', 'key', 'value'], rows };
}
