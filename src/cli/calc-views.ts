/**
 * `calc` as csv and Markdown, each with every part of the result the table shows (issue 12 section 2):
 * csv in long form, one value a row under a `section` (README 'Output formats'); Markdown for people,
 * with the table's sentences and the labels and percentages of src/labels.ts.
 */
import { DISTRIBUTION_LABEL, LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { pointsFor } from '../rules/tenth/points.js';
import type { CalcReport } from '../matchup/run.js';
import { pointsExtrapolated } from '../matchup/points-shown.js';
import { bearerRow, COLUMNS, conditionsLine, conditionsSet, damageLine, effectLines, fightLine, hazardLine, headline, killsLine, working } from './format.js';
import { notModelledAbilities } from '../matchup/json.js';
import { toMarkdown, type Sheet } from './sheet.js';
import { PLAIN } from './colour.js';

type Value = string | number | boolean;
type Long = [section: string, row: string | number, key: string, value: Value][];

/** Every part of the result as `section,row,key,value` rows; probabilities as fractions (`p_` keys). */
export function calcLong(report: CalcReport, explain: boolean): Sheet {
  const { scenario: s, result: r, simulation: sim } = report;
  const rows: Long = [];
  const add = (section: string, row: string | number, values: Record<string, Value | null | undefined>) => {
    for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined) rows.push([section, row, key, value]);
  };
  const attackers = s.attacker.models.reduce((n, g) => n + g.count, 0);
  add('matchup', '', {
    attacker: s.attacker.name,
    attacker_models: attackers,
    attacker_points: pointsFor(s.attacker, attackers),
    attacker_points_extrapolated: pointsExtrapolated(s.attacker, attackers),
    phase: s.conditions.phase,
    target: s.target.name,
    target_models: r.targetModels,
    target_wounds: r.targetWounds,
  });
  for (const name of conditionsSet(report)) add('condition', '', { [name]: true });
  for (const w of r.weapons) add('weapon', w.name, Object.fromEntries([['count', w.count], ...COLUMNS.map(([, k]) => [k, w[k]])]));
  if (r.bearerReturns) add('bearer_returns', r.bearerReturns.name, { p_back: r.bearerReturns.chance, kills: -r.bearerReturns.kills });
  add('total', 'Total', Object.fromEntries(COLUMNS.map(([, k]) => [k, r.total[k]])));
  const summary = (d: { mean: number; median: number; p10: number; p90: number }) => ({ mean: d.mean, median: d.median, p10: d.p10, p90: d.p90 });
  add('kills', '', { ...summary(r.kills), p_wipe: r.kills.wipe });
  r.kills.distribution.forEach((p, k) => add('kills_distribution', k, { p_exactly: p, p_at_least: r.kills.atLeast[k] }));
  if (r.byGroup.length > 1) {
    for (const g of r.byGroup) add('model_group', g.name, { leader: g.leader, models: g.models, destroyed: g.destroyed, p_all_destroyed: g.allDestroyed });
  }
  add('damage', '', summary(r.damage));
  r.damage.distribution.forEach((p, t) => add('damage_distribution', t, { p_exactly: p, p_at_least: r.damage.atLeast[t] }));
  if (r.hazard) {
    const h = r.hazard;
    add('hazardous', '', {
      tests: h.tests,
      expected_mortal_wounds: h.expectedMortalWounds,
      expected_models_lost: h.expectedModelsLost,
      p_any_failed: h.anyFailed,
      expected_models_lost_with_command_reroll: h.expectedModelsLostWithCommandReroll,
    });
    h.notes.forEach((n, i) => add('hazardous_note', i + 1, { text: n }));
  }
  const f = report.fightBack;
  if (f) add('fight_on_death', '', { rolls: f.rolls.map((on) => `${on}+`).join(' or '), p_fights: f.chance, mean: f.mean, p_at_least_one: f.atLeast[1] ?? 0, p90: f.p90 });
  for (const e of report.effects) {
    add('effect', e.id, { name: e.name, side: e.side, applied: e.applied, from_profile: e.fromProfile, detail: e.detail });
  }
  report.oneRolls.forEach((o, i) => add('one_roll', i + 1, { weapon: o.weaponName, roll: o.roll, action: o.action, value: o.value, once: o.once, last_attacks: o.lastAttacks }));
  if (sim) {
    add('simulation', '', { runs: sim.runs, seed: sim.seed, kills_mean: sim.killsMean, damage_mean: sim.damageMean, p_wipe: sim.wipe });
    sim.kills.forEach((p, k) => add('simulation_kills_distribution', k, { p_exactly: p }));
  }
  const notModelled = notModelledAbilities(report);
  for (const side of ['attacker', 'target'] as const) notModelled[side].forEach((a) => add('not_modelled', side, { ability: a }));
  report.notes.forEach((n, i) => add('note', i + 1, { text: n }));
  if (explain) working(report).forEach((line, i) => add('working', i + 1, { text: line.trim() }));
  return { columns: ['section', 'row', 'key', 'value'], rows: rows.map(([a, b, c, v]) => [a, b, c, typeof v === 'boolean' ? String(v) : v]) };
}

/** The table's content as Markdown: its sentences as paragraphs, its tables as GitHub tables. */
export function calcMarkdown(report: CalcReport, explain: boolean): string {
  const { result: r, simulation: sim } = report;
  const distribution = (label: string, d: { distribution: number[]; atLeast: number[] }, skipImpossible: boolean): Sheet => ({
    columns: [label, LABEL.p_exactly, LABEL.p_at_least],
    rows: d.distribution.flatMap((p, k) => (skipImpossible && p === 0 && k > 0 ? [] : [[String(k), percent(p), percent(d.atLeast[k])]])),
  });
  const expected: Sheet = {
    title: 'Expected (exact)',
    columns: ['Weapon', '#', ...COLUMNS.map(([h]) => h)],
    rows: [
      ...r.weapons.map((w) => [w.name, String(w.count), ...COLUMNS.map(([, k]) => fixed(w[k]))]),
      ...[bearerRow(r)].filter((row) => row !== null),
      ['Total', '', ...COLUMNS.map(([, k]) => fixed(r.total[k]))],
    ],
  };
  const parts = [`**${headline(report, PLAIN)}**`, ...conditionsLine(report), toMarkdown([expected])];
  parts.push(killsLine(report, PLAIN), toMarkdown([distribution(DISTRIBUTION_LABEL.kills, r.kills, false)]));
  if (r.byGroup.length > 1) {
    const groups: Sheet = {
      title: 'By model group',
      columns: ['Models', 'of', 'Expected destroyed', 'P(all destroyed)'],
      rows: r.byGroup.map((g) => [`${g.name}${g.leader ? ' (Leader)' : ''}`, String(g.models), fixed(g.destroyed), percent(g.allDestroyed)]),
    };
    parts.push(toMarkdown([groups]));
  }
  parts.push(damageLine(report, PLAIN), toMarkdown([distribution(DISTRIBUTION_LABEL.damage, r.damage, true)]));
  if (r.hazard) parts.push(hazardLine(r.hazard), ...r.hazard.notes.map((n) => `note: ${n}`));
  if (report.fightBack) parts.push(fightLine(report.fightBack));
  const [title, ...lines] = effectLines(report, PLAIN);
  if (title) {
    parts.push(`### ${title}`, lines.map((l) => `- ${l.trim()}`).join('\n'));
  }
  if (sim) {
    const rows = [
      ['Mean models destroyed', fixed(r.kills.mean), fixed(sim.killsMean)],
      ['Mean damage dealt', fixed(r.damage.mean), fixed(sim.damageMean)],
      ['P(wipe)', percent(r.kills.wipe), percent(sim.wipe)],
      ...sim.kills.map((p, k) => [`P(${k} destroyed)`, percent(r.kills.distribution[k] ?? 0), percent(p)]),
    ];
    parts.push(toMarkdown([{ title: 'Monte Carlo cross-check (sampled; the exact numbers above are the answer)', columns: ['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`], rows }]));
  }
  if (report.notes.length) parts.push(report.notes.map((n) => `- note: ${n}`).join('\n'));
  if (explain) parts.push('### Working', working(report).map((l) => `- ${l.trim()}`).join('\n'));
  return parts.join('\n\n');
}
