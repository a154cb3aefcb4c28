/**
 * `wh40k turn ATTACKER vs TARGET` (issue 15 section 1): the command line's words to the matchup layer's
 * turn (src/rules/tenth/matchup/turn.ts), and its views: a table and Markdown for people, csv in long form
 * (`section,row,key,value`, as calc's), JSON from src/rules/tenth/matchup/turn-json.ts.
 */
import type { ChalkInstance } from 'chalk';
import { fixed, percent } from '../numbers.js';
import type { Roster } from '../profiles/registry.js';
import type { CalcOptions } from '../rules/tenth/matchup/options.js';
import { runTurn } from '../rules/tenth/matchup/turn.js';
import { turnSettings, type TurnReport } from '../rules/tenth/matchup/turn-result.js';
import { headline, tradeLine, turnSheets } from '../report/turn-tables.js';
import { simulateTurn, type TurnSimulation } from '../rules/tenth/matchup/turn-simulate.js';
import { matchupOf } from './calc.js';
import { UsageError } from './errors.js';
import type { TurnFlags } from './turn-phases.js';
import { PLAIN } from './colour.js';
import { toMarkdown, type Sheet } from './sheet.js';
import { effectLine } from './effect-line.js';
import { FIRE_OVERWATCH, type TurnOneRoll } from '../rules/tenth/matchup/turn-effects.js';
import { oneRollLines } from '../rules/tenth/matchup/one-roll-words.js';
import { ONE_A_PHASE } from '../rules/tenth/matchup/fate-pool.js';

export function runTurnCommand(roster: Roster, words: readonly string[], o: CalcOptions & TurnFlags): { report: TurnReport; simulation: TurnSimulation | null } {
  const { phases, overwatch, fightBack, simulate, seed, ...options } = o;
  const settings = turnSettings({ phases, overwatch, fightBack });
  if (overwatch && !settings.phases.includes('fight')) throw new UsageError('--overwatch: Overwatch is fired at a charging unit, and with --phases shoot the attacker does not charge');
  const m = matchupOf(roster, words, options);
  const report = runTurn(m, settings);
  const withNotes = roster.notes.length ? { ...report, notes: [...roster.notes, ...report.notes] } : report;
  return { report: withNotes, simulation: simulate ? simulateTurn(m, settings, simulate, seed ?? 1) : null };
}

/** Each phase's effects, one line each, as calc's Effects (format.ts effectLines) with the phase first. */
function turnEffectLines(r: TurnReport, c: ChalkInstance): string[] {
  return r.effects.map((e) => {
    const from = e.fromProfile ? `${r[e.side].name}'s profile` : e.id === FIRE_OVERWATCH ? '--overwatch' : e.side === 'attacker' ? '--with' : '--target-with';
    return `${e.phase}: ${effectLine(e, from, c)}`;
  });
}

/**
 * Each phase's one-roll rules and Fate dice, one line each (RULINGS 13: where each Fate die was used,
 * and which were kept and why), as calc's Effects says them (one-roll-words.ts), with the phase first.
 */
function turnOneRollLines(r: TurnReport): string[] {
  return r.oneRolls.map((o) => `${o.phase}: ${r[o.side].name}'s ${o.source}${o.dice ? ` (${o.dice})` : ''}: ${o.dice === undefined ? ruleUses(o) : fateUses(o)}`);
}

/** A one-roll rule other than Fate dice: where it went, or not used. */
function ruleUses(o: TurnOneRoll): string {
  const uses = o.uses.map((u) => oneRollLines(u.placed).join('; ') || 'not used: it helps no roll');
  return uses.length > 1 ? `not the same for every set of survivors: ${uses.join(' | ')}` : uses[0];
}

/** Fate dice: where one went and which were kept, and why (002 'Strands of Fate': one a phase; RULINGS 13: only where it helps). */
function fateUses(o: TurnOneRoll): string {
  // turn-one-roll.ts: a phase before its player's last spends one only on a Hit roll that surely comes.
  const only = o.sureOnly ? ', where this phase may spend one (only a Hit roll that surely comes: the fight follows),' : '';
  const unused = `no roll they can replace${only} does better with one than rolling (RULINGS 13)`;
  const [first, ...others] = o.uses;
  const placed = (u: TurnOneRoll['uses'][number]) => oneRollLines(u.placed).join('; ');
  if (!others.length) {
    if (!first.placed.length) return `kept ${o.dice}: ${unused}`;
    return first.kept ? `${placed(first)}; kept ${first.kept}: ${ONE_A_PHASE}` : placed(first);
  }
  const each = o.uses.map((u) => (u.placed.length ? `${placed(u)} (kept ${u.kept ?? 'none'})` : `none spent (kept ${o.dice})`));
  // A set of survivors that finds the target already destroyed has no roll to spend one on.
  const none = o.uses.some((u) => !u.placed.length) ? `; where none is spent, ${unused.replace(' (RULINGS 13)', '')} or the unit attacked is already destroyed` : '';
  return `not the same for every set of survivors: ${each.join(' | ')}; ${ONE_A_PHASE}${none}`;
}

/** The simulator beside the exact numbers (sampled: the exact ones are the answer). */
function simulationSheet(r: TurnReport, sim: TurnSimulation): Sheet {
  const rows = (['attacker', 'target'] as const).flatMap((side) => [
    [`${r[side].name}: expected models lost`, fixed(r[side].modelsLost.mean), fixed(sim[side].modelsLostMean)],
    [`${r[side].name}: P(wiped)`, percent(r[side].modelsLost.wipe), percent(sim[side].wipe)],
  ]);
  return { title: 'Monte Carlo cross-check (sampled; the exact numbers above are the answer)', columns: ['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`], rows };
}

export function turnTable(r: TurnReport, sim: TurnSimulation | null, c: ChalkInstance, sheetTable: (s: Sheet) => string): string {
  const parts = [headline(r, c.bold), ...turnSheets(r).map(sheetTable), tradeLine(r)];
  if (sim) parts.push(sheetTable(simulationSheet(r, sim)));
  if (r.effects.length || r.oneRolls.length) parts.push([c.underline('Effects'), ...turnEffectLines(r, c), ...turnOneRollLines(r)].join('\n'));
  if (r.notes.length) parts.push(r.notes.map((n) => c.dim(`note: ${n}`)).join('\n'));
  return parts.join('\n\n');
}

export function turnMarkdown(r: TurnReport, sim: TurnSimulation | null): string {
  const parts = [`**${headline(r, PLAIN.bold)}**`, toMarkdown(turnSheets(r)), tradeLine(r)];
  if (sim) parts.push(toMarkdown([simulationSheet(r, sim)]));
  if (r.effects.length || r.oneRolls.length) parts.push(['**Effects**', '', ...[...turnEffectLines(r, PLAIN), ...turnOneRollLines(r)].map((l) => `- ${l}`)].join('\n'));
  if (r.notes.length) parts.push(r.notes.map((n) => `- note: ${n}`).join('\n'));
  return parts.join('\n\n');
}

/** Every part of the result as `section,row,key,value` rows (probabilities as fractions, `p_` keys), as calc's csv. */
export function turnLong(r: TurnReport, sim: TurnSimulation | null): Sheet {
  const rows: (string | number)[][] = [];
  const add = (section: string, row: string | number, values: Record<string, string | number | boolean | null>) => {
    for (const [key, value] of Object.entries(values)) if (value !== null) rows.push([section, row, key, typeof value === 'boolean' ? String(value) : value]);
  };
  add('turn', '', { phases: r.phases.map((p) => p.phase).join(' '), overwatch: r.settings.overwatch, fight_back: r.settings.fightBack });
  for (const side of ['attacker', 'target'] as const) {
    const s = r[side];
    add(side, '', { name: s.name, models: s.models, wounds: s.wounds, points: s.points, points_extrapolated: s.pointsExtrapolated });
    add(side, '', { models_lost_mean: s.modelsLost.mean, p_wiped: s.modelsLost.wipe, models_lost_median: s.modelsLost.median, models_lost_p10: s.modelsLost.p10, models_lost_p90: s.modelsLost.p90 });
    add(side, '', { wounds_lost_mean: s.woundsLost.mean, points_lost_mean: s.pointsLost });
    s.modelsLost.distribution.forEach((p, k) => add(`${side}_models_lost_distribution`, k, { p_exactly: p, p_at_least: s.modelsLost.atLeast[k] }));
  }
  r.phases.forEach((p) => add('phase', p.phase, { side: p.side, models_lost: p.modelsLost, wounds_lost: p.woundsLost, points_lost: p.pointsLost }));
  add('trade', '', { target_points_lost: r.trade.targetPointsLost, attacker_points_lost: r.trade.attackerPointsLost, p_attacker_wipes_target: r.trade.attackerWipesTarget, p_attacker_wiped: r.trade.attackerWiped });
  if (sim) {
    for (const side of ['attacker', 'target'] as const) {
      add(`simulation_${side}`, '', { runs: sim.runs, seed: sim.seed, models_lost_mean: sim[side].modelsLostMean, wounds_lost_mean: sim[side].woundsLostMean, p_wiped: sim[side].wipe });
    }
  }
  for (const e of r.effects) add('effect', `${e.phase}: ${e.id}`, { phase: e.phase, name: e.name, side: e.side, applied: e.applied, varies: e.varies, from_profile: e.fromProfile, detail: e.detail });
  const said = turnOneRollLines(r);
  r.oneRolls.forEach((o, i) => add('one_roll', `${o.phase}: ${o.source}`, { phase: o.phase, side: o.side, source: o.source, dice: o.dice ?? null, text: said[i] }));
  r.notes.forEach((n, i) => add('note', i + 1, { text: n }));
  return { columns: ['section', 'row', 'key', 'value'], rows };
}
