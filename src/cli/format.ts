import type { ChalkInstance } from 'chalk';
import type { Expected } from '../rules/tenth/engine.js';
import type { CalcReport } from '../matchup/run.js';
import { DISTRIBUTION_LABEL, LABEL } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { pointsFor } from '../rules/tenth/points.js';
import { workingOf } from '../rules/tenth/plan-working.js';
import { pointsExtrapolated } from '../matchup/points-shown.js';
import type { Outcome } from './outcomes.js';
import { count, unique } from '../matchup/json.js';
import { fitTable } from './wrap-table.js';
import { effectLine } from './effect-line.js';
import { oneRollLines } from '../matchup/one-roll-words.js';
import { destroyedLine, distributionTable, footnotes, lastPossible, table } from './tables.js';

// Where scripts and other modules found them before calc's JSON and NA moved out (issue 13: JSON loads no table code).
export { notModelledAbilities, toJsonObject } from '../matchup/json.js';
export { NA, naText } from './sheet.js';
export { destroyedLine, distributionTable, metricText, sheetTable, table } from './tables.js';

/** `wh40k run`: one row per matchup (n/a [N] with the reasons below when it could not be computed), then each full table. */
export function toSummaryTable(
  named: readonly { name: string; json: Outcome; report?: CalcReport }[],
  explain: boolean,
  c: ChalkInstance,
): string {
  const L = LABEL;
  const t = table([L.matchup, L.kills_mean, L.p_wipe, L.damage_mean, L.kills_median, L.kills_p10_p90, L.effects_applied], c, [0, 6]);
  const notes = footnotes();
  for (const { name, json } of named) {
    if (json.kills === null) {
      t.push([name, notes.mark(json.reason), '', '', '', '', '']);
      continue;
    }
    const k = json.kills;
    const applied = json.effects.filter((e) => e.applied).map((e) => e.id);
    t.push([name, fixed(k.mean), percent(k.wipe), fixed(json.damage.mean), String(k.median), `${k.p10}-${k.p90}`, applied.join(', ') || '-']);
  }
  const out = [fitTable(t, c), ...notes.lines(c)];
  for (const { name, report } of named) if (report) out.push('', c.bold(`== ${name}`), toTable(report, explain, c));
  return out.join('\n');
}

export const COLUMNS: [string, keyof Expected][] = [
  ['Attacks', 'attacks'],
  ['Hits', 'hits'],
  ['Wounds', 'wounds'],
  ['Unsaved', 'unsaved'],
  ['Mortal', 'mortalWounds'],
  ['Damage', 'damage'],
  ['Wasted', 'wasted'],
  ['Kills', 'kills'],
];

/**
 * 002 'The Phoenix Gem': the bearer back at the end of the phase, a row of the weapon table of its
 * own (its kills taken off), so that the Kills column sums to the models destroyed shown below it.
 */
export function bearerRow(r: CalcReport['result']): string[] | null {
  const back = r.bearerReturns;
  if (!back) return null;
  const name = `${back.name} back (The Phoenix Gem, ${percent(back.chance)})`;
  return [name, '', ...COLUMNS.map(([, k]) => (k === 'kills' ? fixed(-back.kills) : ''))];
}

export function toTable(report: CalcReport, explain: boolean, c: ChalkInstance): string {
  const { result: r, simulation } = report;
  const out: string[] = [headline(report, c)];
  out.push(...conditionsLine(report));

  const expected = table(['Weapon', '#', ...COLUMNS.map(([h]) => h)], c);
  for (const w of r.weapons) expected.push([w.name, String(w.count), ...COLUMNS.map(([, k]) => fixed(w[k]))]);
  const back = bearerRow(r);
  if (back) expected.push(back);
  expected.push([c.bold('Total'), '', ...COLUMNS.map(([, k]) => c.bold(fixed(r.total[k])))]);
  // Wider than the terminal: turned (a column per weapon) or a block per weapon (wrap-table.ts).
  out.push('', c.underline('Expected (exact)'), fitTable(expected, c));

  out.push('', killsLine(report, c));
  out.push(distributionTable(DISTRIBUTION_LABEL.kills, r.kills.distribution, r.kills.atLeast, c));
  if (r.byGroup.length > 1) {
    const groups = table(['Models', 'of', 'Expected destroyed', 'P(all destroyed)'], c);
    for (const g of r.byGroup) groups.push([`${g.name}${g.leader ? ' (Leader)' : ''}`, String(g.models), fixed(g.destroyed), percent(g.allDestroyed)]);
    out.push('By model group:', fitTable(groups, c));
  }
  out.push('', damageLine(report, c));
  out.push(distributionTable(DISTRIBUTION_LABEL.damage, r.damage.distribution, r.damage.atLeast, c, true));

  if (r.hazard) {
    out.push('', c.yellow(hazardLine(r.hazard)), ...r.hazard.notes.map((n) => c.dim(`note: ${n}`)));
  }
  if (report.fightBack) out.push('', c.yellow(fightLine(report.fightBack)));
  const effects = effectLines(report, c);
  if (effects.length) out.push('', ...effects);
  if (simulation) out.push('', simulationTable(report, c));
  if (report.notes.length) out.push('', ...report.notes.map((n) => c.dim(`note: ${n}`)));
  if (explain) out.push('', c.underline('Working'), ...working(report));
  return out.join('\n');
}

/** The matchup in one line: units, sizes, points, phase and the target's defences. */
export function headline(report: CalcReport, c: ChalkInstance): string {
  const { scenario: s, result: r } = report;
  const t = s.target.models[0].stats;
  return (
    `${c.bold(s.attacker.name)} (${models(count(s.attacker))}${points(s.attacker)}, ${s.conditions.phase}) vs ` +
    `${c.bold(s.target.name)} (${models(r.targetModels)}, T${Math.max(...s.target.models.map((g) => g.stats.T))} ` +
    `Sv${t.Sv}+${t.invulnerable ? ` ${t.invulnerable}++` : ''}${t.feelNoPain ? ` FNP ${t.feelNoPain}+` : ''}, ${r.targetWounds} wounds)`
  );
}

/** The conditions that hold (charged, cover...), by name. */
export function conditionsSet(report: CalcReport): string[] {
  return Object.entries(report.scenario.conditions).filter(([k, v]) => k !== 'phase' && v).map(([k]) => k);
}

/** The table's and Markdown's "conditions:" line (none: no line): JSON's names, but `engaged` is the attacker's (--attacker-engaged), so said. */
export function conditionsLine(report: CalcReport): string[] {
  const said = conditionsSet(report).map((k) => (k === 'engaged' ? 'attacker engaged' : k));
  return said.length ? [`conditions: ${said.join(', ')}`] : [];
}

export function killsLine({ result: r }: CalcReport, c: ChalkInstance): string {
  return destroyedLine(r.kills, c);
}

export function damageLine({ result: r }: CalcReport, c: ChalkInstance): string {
  return (
    `${c.underline('Damage dealt')} (wounds lost of ${r.targetWounds}): mean ${fixed(r.damage.mean)}, ` +
    `median ${r.damage.median}, 10th-90th percentile ${r.damage.p10}-${r.damage.p90}`
  );
}

export function hazardLine(h: NonNullable<CalcReport['result']['hazard']>): string {
  return (
    `Hazardous: ${h.tests} ${h.tests === 1 ? 'test' : 'tests'}, expected ${fixed(h.expectedMortalWounds)} mortal wounds and ` +
    `${fixed(h.expectedModelsLost)} models lost on the attacker, P(at least one failed test) ${percent(h.anyFailed)}; ` +
    `Command Re-roll on a failed test (instead of an attack roll): ${fixed(h.expectedModelsLostWithCommandReroll)} models lost`
  );
}

export function fightLine(f: NonNullable<CalcReport['fightBack']>): string {
  return (
    `Fight on death: each destroyed model fights back (${f.rolls.map((on) => `${on}+`).join(' or ')}, ${percent(f.chance)}): expected ${fixed(f.mean)}, ` +
    `P(at least one) ${percent(f.atLeast[1] ?? 0)}, 90th percentile ${f.p90}`
  );
}

/** The effects in play and where each one-roll rule went (a Fate die among them), under a title; none: no lines. */
export function effectLines(report: CalcReport, c: ChalkInstance): string[] {
  const lines = report.effects.map((e) => {
    const unit = e.side === 'attacker' ? report.scenario.attacker : report.scenario.target;
    const flag = e.fromProfile ? `${unit.name}'s profile` : e.side === 'attacker' ? '--with' : '--target-with';
    return effectLine(e, flag, c);
  });
  lines.push(...oneRollLines(report.oneRolls).map((l) => `  ${l}`));
  // RULINGS 13: where a Fate die went is said even with no effect in play (--fate alone).
  return lines.length ? [c.underline('Effects'), ...lines] : [];
}

function simulationTable(report: CalcReport, c: ChalkInstance): string {
  const { result: r, simulation: sim } = report;
  if (!sim) return '';
  const t = table(['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`], c);
  t.push(['Mean models destroyed', fixed(r.kills.mean), fixed(sim.killsMean)]);
  t.push(['Mean damage dealt', fixed(r.damage.mean), fixed(sim.damageMean)]);
  t.push(['P(wipe)', percent(r.kills.wipe), percent(sim.wipe)]);
  // Up to the last k either side found possible (linear in the support, not the unit size).
  const last = Math.max(lastPossible(r.kills.distribution), lastPossible(sim.kills));
  for (let k = 0; k <= last; k++) t.push([`P(${k} destroyed)`, percent(r.kills.distribution[k]), percent(sim.kills[k])]);
  return `${c.underline('Monte Carlo cross-check')} (sampled; the exact numbers above are the answer)\n${t.toString()}`;
}

export function working(report: CalcReport): string[] {
  const { result: r } = report;
  const lines: string[] = [];
  for (const p of r.plans) {
    lines.push(`${p.name} x${p.count}: attacks ${fixed(p.attacks.mean())} expected`);
    for (const n of unique(workingOf(p))) lines.push(`  ${n}`);
  }
  for (const a of report.scenario.actions ?? []) {
    lines.push(`${a.name}: ${a.dice}D6 before the attacks; each mortal wound is one point of damage, no saving throw, Feel No Pain applies, the rest goes on to the next model (003 'Mortal Wounds')`);
  }
  const wasted = r.weapons.filter((w) => w.wasted > 1e-9);
  lines.push(
    wasted.length
      ? `damage wasted on models already destroyed (excess damage is lost): ${wasted.map((w) => `${w.name} ${fixed(w.wasted)}`).join(', ')}`
      : 'no damage wasted: every point of damage fits the model it is allocated to',
  );
  lines.push('allocation: attacks go to a model that has already lost wounds; Unit Champions last');
  if (r.plans.some((p) => p.devastatingWounds)) {
    lines.push('devastating wounds: resolved after all other attacks, mortal wounds lost when the model dies');
  }
  return lines;
}

export { percent };

function models(n: number): string {
  return `${n} model${n === 1 ? '' : 's'}`;
}

function points(unit: CalcReport['scenario']['attacker']): string {
  const p = pointsFor(unit, count(unit));
  if (p === null) return '';
  return pointsExtrapolated(unit, count(unit)) ? `, ${Math.round(p)} pts extrapolated` : `, ${Math.round(p)} pts`;
}
