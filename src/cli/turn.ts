/**
 * `wh40k turn ATTACKER vs TARGET` (issue 15 section 1), written once over the ruleset value (issue 27):
 * the command line's words to its turn (src/rules/ruleset.ts turn), and the views of the turn's JSON
 * (src/rules/contract.ts TurnShown): a table and Markdown for people, csv in long form
 * (`section,row,key,value`, as calc's); the JSON is the contract's.
 */
import type { ChalkInstance } from 'chalk';
import { fixed, percent } from '../numbers.js';
import type { TurnJson, TurnShown } from '../rules/contract.js';
import type { Ruleset } from '../rules/ruleset.js';
import { headline, tradeLine, turnSheets } from '../report/turn-tables.js';
import { splitMatchup } from '../rules/matchup-words.js';
import { PLAIN } from './colour.js';
import { toMarkdown, type Sheet } from './sheet.js';
import { effectLine } from './effect-line.js';

/** `ATTACKER vs TARGET`'s turn under the ruleset, `options` as the command line's parsers read them (turn's own among them). */
export async function runTurnCommand(ruleset: Ruleset, units: unknown, words: readonly string[], options: object): Promise<TurnShown> {
  return sidesNamed(await ruleset.turn(units, ...splitMatchup(words), options));
}

/**
 * A unit against another of its name: each side named with its role (`Khorne Berzerkers (attacker)`), so that no line
 * reads as one unit's losses to itself (issue 29 section 3).
 */
function sidesNamed(shown: TurnShown): TurnShown {
  const { attacker, target } = shown.json;
  if (attacker.name !== target.name) return shown;
  return { ...shown, json: { ...shown.json, attacker: { ...attacker, name: `${attacker.name} (attacker)` }, target: { ...target, name: `${target.name} (target)` } } };
}

/** Each phase's effects, one line each, as calc's Effects (format.ts effectLines) with the phase first. */
function turnEffectLines({ json, effectSources }: TurnShown, c: ChalkInstance): string[] {
  return json.effects.map((e, i) => `${e.phase}: ${effectLine(e, effectSources[i], c)}`);
}

/** The simulator beside the exact numbers (sampled: the exact ones are the answer). */
function simulationSheet(r: TurnJson, sim: NonNullable<TurnJson['simulation']>): Sheet {
  const rows = (['attacker', 'target'] as const).flatMap((side) => [
    [`${r[side].name}: expected models lost`, fixed(r[side].modelsLost.mean), fixed(sim[side].modelsLostMean)],
    [`${r[side].name}: P(wiped)`, percent(r[side].modelsLost.wipe), percent(sim[side].wipe)],
  ]);
  return { title: 'Monte Carlo cross-check (sampled; the exact numbers above are the answer)', columns: ['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`], rows };
}

/** The turn as people read it; `quiet` leaves out the notes. */
export function turnTable(t: TurnShown, quiet: boolean, c: ChalkInstance, sheetTable: (s: Sheet) => string): string {
  const { json: r } = t;
  const parts = [headline(r, c.bold), ...turnSheets(r).map(sheetTable), tradeLine(r)];
  if (r.simulation) parts.push(sheetTable(simulationSheet(r, r.simulation)));
  if (r.effects.length || r.oneRolls.length) parts.push([c.underline('Effects'), ...turnEffectLines(t, c), ...t.oneRollLines].join('\n'));
  if (r.notes.length && !quiet) parts.push(r.notes.map((n) => c.dim(`note: ${n}`)).join('\n'));
  return parts.join('\n\n');
}

export function turnMarkdown(t: TurnShown, quiet: boolean): string {
  const { json: r } = t;
  const parts = [`**${headline(r, PLAIN.bold)}**`, toMarkdown(turnSheets(r)), tradeLine(r)];
  if (r.simulation) parts.push(toMarkdown([simulationSheet(r, r.simulation)]));
  if (r.effects.length || r.oneRolls.length) parts.push(['**Effects**', '', ...[...turnEffectLines(t, PLAIN), ...t.oneRollLines].map((l) => `- ${l}`)].join('\n'));
  if (r.notes.length && !quiet) parts.push(r.notes.map((n) => `- note: ${n}`).join('\n'));
  return parts.join('\n\n');
}

/** Every part of the result as `section,row,key,value` rows (probabilities as fractions, `p_` keys), as calc's csv. */
export function turnLong({ json: r, oneRollLines: said }: TurnShown): Sheet {
  const sim = r.simulation;
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
  r.oneRolls.forEach((o, i) => add('one_roll', `${o.phase}: ${o.source}`, { phase: o.phase, side: o.side, source: o.source, dice: o.dice ?? null, text: said[i] }));
  r.notes.forEach((n, i) => add('note', i + 1, { text: n }));
  return { columns: ['section', 'row', 'key', 'value'], rows };
}
