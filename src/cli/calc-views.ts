/**
 * `calc` as csv and Markdown, each with every part of the result the table shows (issue 12 section 2):
 * csv in long form, one value a row under a `section` (README 'Output formats'); Markdown for people,
 * with the table's sentences and the labels and percentages of src/labels.ts. Written once over the
 * result contract (issue 27; rules/contract.ts CalcJson), as the table (format.ts).
 */
import { DISTRIBUTION_LABEL, LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import type { CalcJson } from '../rules/contract.js';
import type { CalcShown } from '../rules/contract.js';
import {
  columns,
  conditionsHeld,
  conditionsLine,
  damageLabel,
  damageLine,
  destroyedLine,
  effectLines,
  expectedRows,
  fightLine,
  hazardLine,
  headline,
  rulesetLine,
  vehicleLine,
} from './format.js';
import { STANDING } from '../labels.js';
import { toMarkdown, type Sheet } from './sheet.js';
import { PLAIN } from './colour.js';
import { distributionRows } from './tables.js';

type Value = string | number | boolean;
type Long = [section: string, row: string | number, key: string, value: Value][];

/** The vehicle's results as csv keys: p_destroyed, p_explodes, p_immobilised... */
const VEHICLE_KEYS = [
  ['destroyed', 'p_destroyed'],
  ['explodes', 'p_explodes'],
  ...STANDING.map(([key]) => [key, `p_${key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}`] as const),
] as const;

/** Every part of the result as `section,row,key,value` rows; probabilities as fractions (`p_` keys). */
export function calcLong({ json, working }: CalcShown): Sheet {
  const rows: Long = [];
  const add = (section: string, row: string | number, values: Record<string, Value | readonly number[] | null | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value !== null && value !== undefined) rows.push([section, row, key, Array.isArray(value) ? value.join(',') : (value as Value)]);
    }
  };
  const { attacker: a, target: t } = json;
  add('matchup', '', {
    ...(rulesetLine(json).length ? { ruleset: json.ruleset } : {}),
    attacker: a.name,
    attacker_models: a.models,
    attacker_points: a.points,
    attacker_points_extrapolated: a.pointsExtrapolated,
    phase: a.phase,
    target: t.name,
    target_models: t.models,
    target_wounds: t.wounds,
    target_hull_points: t.hullPoints,
  });
  for (const [name, value] of conditionsHeld(json)) add('condition', '', { [name]: value });
  const cols = columns(json);
  for (const w of json.weapons) add('weapon', w.name, Object.fromEntries([['count', w.count], ...cols.map(([, k]) => [k, w[k]])]));
  if (json.bearerReturns) add('bearer_returns', json.bearerReturns.name, { p_back: json.bearerReturns.chance, kills: -json.bearerReturns.kills });
  add('total', 'Total', Object.fromEntries(cols.map(([, k]) => [k, json.total[k]])));
  const summary = (d: { mean: number; median: number; p10: number; p90: number }) => ({ mean: d.mean, median: d.median, p10: d.p10, p90: d.p90 });
  const { kills, damage } = json;
  add('kills', '', { ...summary(kills), p_wipe: kills.wipe });
  kills.distribution.forEach((p, k) => add('kills_distribution', k, { p_exactly: p, p_at_least: kills.atLeast[k] }));
  const byGroup = json.byGroup ?? [];
  if (byGroup.length > 1) {
    for (const g of byGroup) add('model_group', g.name, { leader: g.leader, models: g.models, destroyed: g.destroyed, p_all_destroyed: g.allDestroyed });
  }
  add('damage', '', summary(damage));
  damage.distribution.forEach((p, d) => add('damage_distribution', d, { p_exactly: p, p_at_least: damage.atLeast[d] }));
  const v = json.vehicle;
  if (v) add('vehicle', '', Object.fromEntries(VEHICLE_KEYS.map(([key, column]) => [column, v[key]])));
  const h = json.hazardous;
  if (h) {
    add('hazardous', '', {
      tests: h.tests,
      expected_mortal_wounds: h.expectedMortalWounds,
      expected_models_lost: h.expectedModelsLost,
      p_any_failed: h.anyFailed,
      expected_models_lost_with_command_reroll: h.expectedModelsLostWithCommandReroll,
    });
    h.notes.forEach((n, i) => add('hazardous_note', i + 1, { text: n }));
  }
  const f = json.fightOnDeath;
  if (f) add('fight_on_death', '', { rolls: f.rolls.map((on) => `${on}+`).join(' or '), p_fights: f.chance, mean: f.mean, p_at_least_one: f.atLeast[1] ?? 0, p90: f.p90 });
  for (const e of json.effects ?? []) {
    add('effect', e.id, { name: e.name, side: e.side, applied: e.applied, from_profile: e.fromProfile, detail: e.detail });
  }
  (json.oneRolls ?? []).forEach((o, i) => add('one_roll', i + 1, { weapon: o.weaponName, roll: o.roll, action: o.action, value: o.value, once: o.once, last_attacks: o.lastAttacks }));
  const sim = json.simulation;
  if (sim) {
    add('simulation', '', { runs: sim.runs, seed: sim.seed, kills_mean: sim.killsMean, damage_mean: sim.damageMean, p_wipe: sim.wipe });
    sim.kills.forEach((p, k) => add('simulation_kills_distribution', k, { p_exactly: p }));
  }
  const notModelled = json.notModelled;
  if (notModelled) for (const side of ['attacker', 'target'] as const) notModelled[side].forEach((ability) => add('not_modelled', side, { ability }));
  json.notes.forEach((n, i) => add('note', i + 1, { text: n }));
  (working ?? []).forEach((line, i) => add('working', i + 1, { text: line.trim() }));
  return { columns: ['section', 'row', 'key', 'value'], rows: rows.map(([a, b, c, v]) => [a, b, c, typeof v === 'boolean' ? String(v) : v]) };
}

/** The table's content as Markdown: its sentences as paragraphs, its tables as GitHub tables. */
export function calcMarkdown(shown: CalcShown, allRows = false): string {
  const { json, working } = shown;
  // As the table (tables.ts distributionRows): the tails below 0.1% one row each unless `allRows`.
  const distribution = (label: string, d: CalcJson['damage'], skipImpossible: boolean): Sheet => ({
    columns: [label, LABEL.p_exactly, LABEL.p_at_least],
    rows: distributionRows(d.distribution, d.atLeast, d.distribution.length - 1, allRows).flatMap((r) =>
      skipImpossible && r.p === 0 && r.k > 0 ? [] : [[r.label, percent(r.p), percent(r.atLeast)]],
    ),
  });
  const expected: Sheet = { title: 'Expected (exact)', columns: ['Weapon', '#', ...columns(json).map(([h]) => h)], rows: expectedRows(json, (t) => t) };
  const parts = [`**${headline(json, PLAIN)}**`, ...rulesetLine(json), ...conditionsLine(json), toMarkdown([expected])];
  if (json.vehicle) parts.push(vehicleLine(json.vehicle, PLAIN));
  else parts.push(destroyedLine(json.kills, PLAIN), toMarkdown([distribution(DISTRIBUTION_LABEL.kills, json.kills, false)]));
  const byGroup = json.byGroup ?? [];
  if (byGroup.length > 1) {
    const groups: Sheet = {
      title: 'By model group',
      columns: ['Models', 'of', 'Expected destroyed', 'P(all destroyed)'],
      rows: byGroup.map((g) => [`${g.name}${g.leader ? ' (Leader)' : ''}`, String(g.models), fixed(g.destroyed), percent(g.allDestroyed)]),
    };
    parts.push(toMarkdown([groups]));
  }
  parts.push(damageLine(json, PLAIN), toMarkdown([distribution(damageLabel(json), json.damage, true)]));
  const h = json.hazardous;
  if (h) parts.push(hazardLine(h), ...h.notes.map((n) => `note: ${n}`));
  if (json.fightOnDeath) parts.push(fightLine(json.fightOnDeath));
  const [title, ...lines] = effectLines(shown, PLAIN);
  if (title) {
    parts.push(`### ${title}`, lines.map((l) => `- ${l.trim()}`).join('\n'));
  }
  const sim = json.simulation;
  if (sim) {
    const rows = [
      ['Mean models destroyed', fixed(json.kills.mean), fixed(sim.killsMean)],
      ['Mean damage dealt', fixed(json.damage.mean), fixed(sim.damageMean)],
      ['P(wipe)', percent(json.kills.wipe), percent(sim.wipe)],
      ...sim.kills.map((p, k) => [`P(${k} destroyed)`, percent(json.kills.distribution[k] ?? 0), percent(p)]),
    ];
    parts.push(toMarkdown([{ title: 'Monte Carlo cross-check (sampled; the exact numbers above are the answer)', columns: ['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`], rows }]));
  }
  if (json.notes.length) parts.push(json.notes.map((n) => `- note: ${n}`).join('\n'));
  if (working) parts.push('### Working', working.map((l) => `- ${l.trim()}`).join('\n'));
  return parts.join('\n\n');
}
