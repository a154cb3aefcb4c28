/**
 * `wh40k --ruleset legacy calc A vs B` (issue 14): the two legacy units, the conditions from the
 * options, the exact engine of src/rules/legacy/, and the result's views (table, JSON, csv, Markdown).
 */
import type { ChalkInstance } from 'chalk';
import { InputError } from '../profiles/errors.js';
import { closest } from '../profiles/registry.js';
import { calculateLegacy, LegacyInputError } from '../rules/legacy/engine.js';
import type { LegacyConditions, LegacyResult, LegacyUnit, LegacyWeaponResult } from '../rules/legacy/types.js';
import { withModels } from '../rules/legacy/size.js';
import { lookupKey } from '../rules/names.js';
import { summarise } from '../rules/tenth/engine.js';
import { DISTRIBUTION_LABEL } from '../labels.js';
import { fixed } from '../numbers.js';
import { splitMatchup } from './calc.js';
import { destroyedLine, distributionTable, table } from './format.js';
import { vehicleDescription, vehicleLines, vehicleSheets } from './legacy-vehicle.js';
import { SCHEMA_VERSION, type Sheet } from './sheet.js';

/** The options of a legacy calc (README 'The older edition (legacy ruleset)'). */
export interface LegacyCalcOptions {
  readonly charged?: boolean;
  readonly halfRange?: boolean;
  readonly moved?: boolean;
  /** The cover save, as 4 for 4+. */
  readonly cover?: number;
  readonly blastHits?: number;
  readonly melee?: boolean;
  readonly ranged?: boolean;
  readonly firstRound: boolean;
  readonly supercharge?: boolean;
  readonly wasCharged?: boolean;
  readonly jink?: boolean;
  readonly force?: boolean;
  readonly precisionTarget?: string;
  /** The vehicle facing shot at (default front). */
  readonly facing?: LegacyConditions['facing'];
  /** How far the target vehicle moved, for close combat attacks on it (default: it did not move). */
  readonly vehicleSpeed?: 'stationary' | 'combat-speed' | 'flat-out';
  readonly smashAttack?: boolean;
  readonly vectorStrike?: boolean;
  /** The attacker's models in all, and the target's (default: as the unit file lists them). */
  readonly models?: number;
  readonly targetModels?: number;
}

export interface LegacyReport {
  readonly attacker: LegacyUnit;
  readonly target: LegacyUnit;
  readonly conditions: LegacyConditions;
  readonly result: LegacyResult;
  readonly notes: readonly string[];
}

/** Where a name not among the legacy units may be found: the 10th-edition roster's names, loaded only then. */
export type OtherRulesetNames = () => Promise<readonly string[]>;

export async function runLegacyCalc(units: readonly LegacyUnit[], words: readonly string[], o: LegacyCalcOptions, tenthNames: OtherRulesetNames): Promise<LegacyReport> {
  return legacyReport(...(await legacyMatchup(units, words, tenthNames)), o);
}

/** The attacker and the target of `A vs B`, legacy units both. */
export async function legacyMatchup(units: readonly LegacyUnit[], words: readonly string[], tenthNames: OtherRulesetNames): Promise<[LegacyUnit, LegacyUnit]> {
  const [attackerName, targetName] = splitMatchup(words);
  return [await findLegacyUnit(units, attackerName, tenthNames), await findLegacyUnit(units, targetName, tenthNames)];
}

/** One matchup of two legacy units (calc, and each cell of compare and run). */
export function legacyReport(listedAttacker: LegacyUnit, listedTarget: LegacyUnit, o: LegacyCalcOptions): LegacyReport {
  const sized = (unit: LegacyUnit, models: number | undefined) => (models === undefined ? unit : asInput(() => withModels(unit, models)));
  const [attacker, target] = [sized(listedAttacker, o.models), sized(listedTarget, o.targetModels)];
  const hasRanged = attacker.weapons.some((w) => w.type.kind !== 'melee');
  const phase = o.melee || (!o.ranged && (o.charged || !hasRanged)) ? 'melee' : 'shooting';
  const notes = o.melee || o.ranged ? [] : [`${phase} attacks (choose with --melee or --ranged)`];
  const conditions: LegacyConditions = {
    phase,
    charged: Boolean(o.charged),
    halfRange: Boolean(o.halfRange),
    moved: Boolean(o.moved),
    cover: o.cover ?? null,
    blastHits: o.blastHits ?? null,
    facing: o.facing ?? 'front',
    firstRound: o.firstRound,
    supercharge: Boolean(o.supercharge),
    wasCharged: Boolean(o.wasCharged),
    jink: Boolean(o.jink),
    force: Boolean(o.force),
    ...(o.precisionTarget === undefined ? {} : { precisionTarget: o.precisionTarget }),
    smashAttack: Boolean(o.smashAttack),
    ...(o.vectorStrike ? { vectorStrike: true } : {}),
    ...(o.vehicleSpeed ? { vehicleSpeed: o.vehicleSpeed.replace('-', ' ') as NonNullable<LegacyConditions['vehicleSpeed']> } : {}),
  };
  const result = asInput(() => calculateLegacy({ attacker, target, conditions }));
  return { attacker, target, conditions, result, notes: [...notes, ...result.notes] };
}

/** What the legacy rules refuse (a vehicle in close combat, a size the unit file does not allow) is bad input, exit 2. */
function asInput<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof LegacyInputError) throw new InputError(e.message);
    throw e;
  }
}

/** README 'JSON output': when every matchup of compare or run fails for the same reason, the command fails as calc would. */
export function failIfAllFailed(reasons: readonly (string | null)[]): void {
  const distinct = new Set(reasons);
  const [only] = distinct;
  if (distinct.size === 1 && only) throw new InputError(only);
}

/** A legacy unit by name or alias; a 10th-edition unit's name is an error that says so. */
export async function findLegacyUnit(units: readonly LegacyUnit[], name: string, tenthNames: OtherRulesetNames): Promise<LegacyUnit> {
  const k = lookupKey(name);
  const found = units.find((u) => [u.name, ...u.aliases].some((n) => lookupKey(n) === k));
  if (found) return found;
  if ((await tenthNames()).some((n) => lookupKey(n) === k)) {
    throw new InputError(`"${name}" is a 10th-edition unit: a legacy matchup takes legacy units only (\`wh40k --ruleset legacy units\` lists them)`);
  }
  throw new InputError(`unknown legacy unit "${name}"${closest(units, name)}`);
}

const models = (n: number) => `${n} ${n === 1 ? 'model' : 'models'}`;
const modelsIn = (u: LegacyUnit) => u.models.reduce((n, g) => n + g.count, 0);
const woundsIn = (u: LegacyUnit) => u.models.reduce((n, g) => n + g.count * g.stats.W, 0);

const COLUMNS = [
  ['Attacks', 'attacks'],
  ['Hits', 'hits'],
  ['Wounds', 'wounds'],
  ['Unsaved', 'unsaved'],
  ['Kills', 'kills'],
] as const satisfies readonly (readonly [string, keyof LegacyWeaponResult])[];

function total(weapons: readonly LegacyWeaponResult[]): Record<(typeof COLUMNS)[number][1], number> {
  const sum = (key: (typeof COLUMNS)[number][1]) => weapons.reduce((s, w) => s + w[key], 0);
  return { attacks: sum('attacks'), hits: sum('hits'), wounds: sum('wounds'), unsaved: sum('unsaved'), kills: sum('kills') };
}

/** The conditions that hold, by name (phase and facing aside, and the first round in the Shooting phase; cover, blast hits and the precision target with their value). */
export function conditionsSet(c: LegacyConditions): string[] {
  return Object.entries(c)
    .filter(([k, v]) => k !== 'phase' && k !== 'facing' && !(k === 'firstRound' && c.phase === 'shooting') && v !== false && v !== null)
    .map(([k, v]) => (typeof v === 'number' ? `${k} ${v}${k === 'cover' ? '+' : ''}` : typeof v === 'string' ? `${k} ${v}` : k));
}

function killsSummary(r: LegacyResult) {
  const s = summarise(r.kills.toArray());
  return { ...s, wipe: r.kills.prob(r.targetModels) };
}

/** The documented JSON (README 'The older edition (legacy ruleset)'). */
export function legacyJson(report: LegacyReport) {
  const { attacker, target, result: r } = report;
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'calc' as const,
    ruleset: 'legacy' as const,
    attacker: { name: attacker.name, models: modelsIn(attacker), points: attacker.points?.base ?? null, phase: report.conditions.phase },
    target: { name: target.name, models: r.targetModels, wounds: woundsIn(target) },
    conditions: report.conditions,
    weapons: r.weapons,
    total: total(r.weapons),
    kills: killsSummary(r),
    woundsLost: summarise(r.woundsLost.toArray()),
    ...(r.vehicle ? { vehicle: r.vehicle } : {}),
    notes: report.notes,
  };
}

function headline(report: LegacyReport, c: ChalkInstance): string {
  const { attacker: a, target: t } = report;
  const points = a.points ? `, ${a.points.base} pts` : '';
  const attacker = `${c.bold(a.name)} (${models(modelsIn(a))}${points}, ${report.conditions.phase}) vs ${c.bold(t.name)}`;
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
