/**
 * A calc's table, and the sentences its Markdown shares (calc-views.ts), written once over the result
 * contract (issue 27; rules/contract.ts CalcJson): every ruleset's calc draws through these, reading
 * the documented sub-objects (10th edition's hazardous, effects..., the legacy ruleset's vehicle) where present.
 */
import type { ChalkInstance } from 'chalk';
import { DISTRIBUTION_LABEL, LABEL, standingText } from '../labels.js';
import { fixed, percent } from '../numbers.js';
import { DEFAULT_RULESET, WEAPON_NUMBERS, type CalcJson, type ConditionValue, type VehicleJson, type WeaponNumber } from '../rules/contract.js';
import type { CalcShown } from '../rules/contract.js';
import type { Outcome } from './outcomes.js';
import { fitTable } from './wrap-table.js';
import { effectLine } from './effect-line.js';
import { destroyedLine, distributionTable, footnotes, lastPossible, table } from './tables.js';

export type { CalcShown };

// Where scripts and other modules found them before NA moved out (issue 13: JSON loads no table code).
export { NA, naText } from './sheet.js';
export { destroyedLine, distributionTable, metricText, sheetTable, table } from './tables.js';

/** `wh40k run`: one row per matchup (n/a [N] with the reasons below when it could not be computed), then each full table (`detail`, with --details). */
export function toSummaryTable(named: readonly { name: string; json: Outcome; detail?: CalcShown }[], c: ChalkInstance): string {
  const L = LABEL;
  const t = table([L.matchup, L.kills_mean, L.p_wipe, L.damage_mean, L.kills_median, L.kills_p10_p90, L.effects_applied], c, [0, 6]);
  const notes = footnotes();
  for (const { name, json } of named) {
    if (json.kills === null) {
      t.push([name, notes.mark(json.reason), '', '', '', '', '']);
      continue;
    }
    const k = json.kills;
    const applied = (json.effects ?? []).filter((e) => e.applied).map((e) => e.id);
    t.push([name, fixed(k.mean), percent(k.wipe), fixed(json.damage.mean), String(k.median), `${k.p10}-${k.p90}`, applied.join(', ') || '-']);
  }
  const out = [fitTable(t, c), ...notes.lines(c)];
  for (const { name, detail } of named) if (detail) out.push('', c.bold(`== ${name}`), toTable(detail, c));
  return out.join('\n');
}

/** The weapon table's columns, in WEAPON_NUMBERS' order. */
const COLUMN_HEAD = {
  attacks: 'Attacks',
  hits: 'Hits',
  wounds: 'Wounds',
  unsaved: 'Unsaved',
  mortalWounds: 'Mortal',
  damage: 'Damage',
  wasted: 'Wasted',
  kills: 'Kills',
} as const satisfies Record<WeaponNumber, string>;

/** The columns a ruleset's weapon rows carry (those its total has), with their heads. */
export function columns(json: CalcJson): [head: string, key: WeaponNumber][] {
  return WEAPON_NUMBERS.filter((k) => json.total[k] !== undefined).map((k) => [COLUMN_HEAD[k], k]);
}

/** The Expected table's rows: each weapon, the bearer back (10th edition), the total (`bold` the total's cells). */
export function expectedRows(json: CalcJson, bold: (text: string) => string): string[][] {
  const cols = columns(json);
  const value = (row: CalcJson['total'], k: WeaponNumber) => fixed(row[k] ?? 0);
  return [
    ...json.weapons.map((w) => [w.name, String(w.count), ...cols.map(([, k]) => value(w, k))]),
    ...[bearerRow(json, cols)].filter((row) => row !== null),
    [bold('Total'), '', ...cols.map(([, k]) => bold(value(json.total, k)))],
  ];
}

/**
 * 002 'The Phoenix Gem': the bearer back at the end of the phase, a row of the weapon table of its
 * own (its kills taken off), so that the Kills column sums to the models destroyed shown below it.
 */
function bearerRow(json: CalcJson, cols: [string, WeaponNumber][]): string[] | null {
  const back = json.bearerReturns;
  if (!back) return null;
  const name = `${back.name} back (The Phoenix Gem, ${percent(back.chance)})`;
  return [name, '', ...cols.map(([, k]) => (k === 'kills' ? fixed(-back.kills) : ''))];
}

/** `allRows`: every row of the distributions (calc --all-rows), not their tails in one row each. */
export function toTable(shown: CalcShown, c: ChalkInstance, allRows = false): string {
  const { json, working } = shown;
  const out: string[] = [headline(json, c), ...rulesetLine(json), ...conditionsLine(json)];

  const expected = table(['Weapon', '#', ...columns(json).map(([h]) => h)], c);
  for (const row of expectedRows(json, c.bold)) expected.push(row);
  // Wider than the terminal: turned (a column per weapon) or a block per weapon (wrap-table.ts).
  out.push('', c.underline('Expected (exact)'), fitTable(expected, c));

  if (json.vehicle) out.push('', vehicleLine(json.vehicle, c));
  else {
    out.push('', destroyedLine(json.kills, c));
    out.push(distributionTable(DISTRIBUTION_LABEL.kills, json.kills.distribution, json.kills.atLeast, c, false, allRows));
  }
  const byGroup = json.byGroup ?? [];
  if (byGroup.length > 1) {
    const groups = table(['Models', 'of', 'Expected destroyed', 'P(all destroyed)'], c);
    for (const g of byGroup) groups.push([`${g.name}${g.leader ? ' (Leader)' : ''}`, String(g.models), fixed(g.destroyed), percent(g.allDestroyed)]);
    out.push('By model group:', fitTable(groups, c));
  }
  out.push('', damageLine(json, c));
  out.push(distributionTable(damageLabel(json), json.damage.distribution, json.damage.atLeast, c, true, allRows));

  const h = json.hazardous;
  if (h) out.push('', c.yellow(hazardLine(h)), ...h.notes.map((n) => c.dim(`note: ${n}`)));
  if (json.fightOnDeath) out.push('', c.yellow(fightLine(json.fightOnDeath)));
  const effects = effectLines(shown, c);
  if (effects.length) out.push('', ...effects);
  if (json.simulation) out.push('', simulationTable(json, json.simulation, c));
  if (json.notes.length) out.push('', ...json.notes.map((n) => c.dim(`note: ${n}`)));
  if (working) out.push('', c.underline('Working'), ...working);
  return out.join('\n');
}

/** The matchup in one line: units, sizes, points, phase and the target's defences (a vehicle's: its armour, Hull Points and types, which say its size). */
export function headline({ attacker: a, target: t }: CalcJson, c: ChalkInstance): string {
  const defences = t.hullPoints !== undefined ? t.profile : `${models(t.models)}, ${t.profile}, ${t.wounds} wounds`;
  return `${c.bold(a.name)} (${models(a.models)}${points(a)}, ${a.phase}) vs ${c.bold(t.name)} (${defences})`;
}

/** "ruleset: legacy": said for every ruleset but the default. */
export function rulesetLine(json: CalcJson): string[] {
  return json.ruleset === DEFAULT_RULESET ? [] : [`ruleset: ${json.ruleset}`];
}

/**
 * How a condition that holds is said where its JSON name alone does not say it, by name (the rulesets'
 * conditions share their names: one table); null: not said on the line. Any other condition: its name,
 * with its value unless that is `true`.
 */
const CONDITION_WORDS: Readonly<Record<string, (value: ConditionValue, phase: string) => string | null>> = {
  // 10th edition: `engaged` is the attacker's (--attacker-engaged); the target's is an option.
  engaged: () => 'attacker engaged',
  // The legacy ruleset's cover is the save it gives.
  cover: (v) => (typeof v === 'number' ? `cover ${v}+` : 'cover'),
  // The legacy ruleset's facing hit: a note says it against a vehicle.
  facing: () => null,
  // The legacy ruleset's first round of a close combat (Hatred, Zealot): nothing to the Shooting phase.
  firstRound: (_, phase) => (phase === 'shooting' ? null : 'firstRound'),
};

/** The conditions that hold (phase aside), as JSON names them, with their values: csv's `condition` rows. */
export function conditionsHeld(json: CalcJson): [string, Exclude<ConditionValue, null | undefined | false>][] {
  return Object.entries(json.conditions as Readonly<Record<string, ConditionValue>>).filter(
    (e): e is [string, Exclude<ConditionValue, null | undefined | false>] => e[0] !== 'phase' && e[1] !== false && e[1] !== null && e[1] !== undefined,
  );
}

/** The table's and Markdown's "conditions:" line (none: no line). */
export function conditionsLine(json: CalcJson): string[] {
  const said = conditionsHeld(json).flatMap(([k, v]) => {
    const words = CONDITION_WORDS[k];
    if (words) return words(v, json.conditions.phase) ?? [];
    return v === true ? k : `${k} ${Array.isArray(v) ? v.join(',') : v}`;
  });
  return said.length ? [`conditions: ${said.join(', ')}`] : [];
}

/** Damage dealt: wounds lost of the target's, or a vehicle's Hull Points lost. */
export function damageLine({ damage: d, target: t }: CalcJson, c: ChalkInstance): string {
  const what = t.hullPoints !== undefined ? `${c.underline('Hull Points lost')} (of ${t.hullPoints})` : `${c.underline('Damage dealt')} (wounds lost of ${t.wounds})`;
  return `${what}: mean ${fixed(d.mean)}, median ${d.median}, 10th-90th percentile ${d.p10}-${d.p90}`;
}

export function damageLabel(json: CalcJson): string {
  return json.target.hullPoints !== undefined ? DISTRIBUTION_LABEL.hullPoints : DISTRIBUTION_LABEL.damage;
}

/** The legacy ruleset's vehicle: destroyed (its kills), exploded, and the results it may stand with. */
export function vehicleLine(v: VehicleJson, c: ChalkInstance): string {
  return `${c.underline('Vehicle')}: ${c.bold(`destroyed ${percent(v.destroyed)}`)} (exploded ${percent(v.explodes)}); still standing and ${standingText(v)}`;
}

export function hazardLine(h: NonNullable<CalcJson['hazardous']>): string {
  return (
    `Hazardous: ${h.tests} ${h.tests === 1 ? 'test' : 'tests'}, expected ${fixed(h.expectedMortalWounds)} mortal wounds and ` +
    `${fixed(h.expectedModelsLost)} models lost on the attacker, P(at least one failed test) ${percent(h.anyFailed)}; ` +
    `Command Re-roll on a failed test (instead of an attack roll): ${fixed(h.expectedModelsLostWithCommandReroll)} models lost`
  );
}

export function fightLine(f: NonNullable<CalcJson['fightOnDeath']>): string {
  return (
    `Fight on death: each destroyed model fights back (${f.rolls.map((on) => `${on}+`).join(' or ')}, ${percent(f.chance)}): expected ${fixed(f.mean)}, ` +
    `P(at least one) ${percent(f.atLeast[1] ?? 0)}, 90th percentile ${f.p90}`
  );
}

/** The effects in play and where each one-roll rule went (a Fate die among them), under a title; none: no lines. */
export function effectLines({ json, oneRollWords }: CalcShown, c: ChalkInstance): string[] {
  const lines = (json.effects ?? []).map((e) => {
    const unit = e.side === 'attacker' ? json.attacker : json.target;
    const flag = e.fromProfile ? `${unit.name}'s profile` : e.side === 'attacker' ? '--with' : '--target-with';
    return effectLine(e, flag, c);
  });
  lines.push(...(oneRollWords ?? []).map((l) => `  ${l}`));
  // RULINGS 13: where a Fate die went is said even with no effect in play (--fate alone).
  return lines.length ? [c.underline('Effects'), ...lines] : [];
}

function simulationTable(json: CalcJson, sim: NonNullable<CalcJson['simulation']>, c: ChalkInstance): string {
  const k = json.kills;
  const t = table(['', 'Exact', `Simulated (${sim.runs} runs, seed ${sim.seed})`], c);
  t.push(['Mean models destroyed', fixed(k.mean), fixed(sim.killsMean)]);
  t.push(['Mean damage dealt', fixed(json.damage.mean), fixed(sim.damageMean)]);
  t.push(['P(wipe)', percent(k.wipe), percent(sim.wipe)]);
  // Up to the last k either side found possible (linear in the support, not the unit size).
  const last = Math.max(lastPossible(k.distribution), lastPossible(sim.kills));
  for (let i = 0; i <= last; i++) t.push([`P(${i} destroyed)`, percent(k.distribution[i]), percent(sim.kills[i])]);
  return `${c.underline('Monte Carlo cross-check')} (sampled; the exact numbers above are the answer)\n${t.toString()}`;
}

export { percent };

function models(n: number): string {
  return `${n} model${n === 1 ? '' : 's'}`;
}

function points(a: CalcJson['attacker']): string {
  if (a.points === null) return '';
  return a.pointsExtrapolated ? `, ${Math.round(a.points)} pts extrapolated` : `, ${Math.round(a.points)} pts`;
}
