/**
 * A matchup of two legacy units (issue 14): the conditions from the options, the exact engine of
 * src/rules/legacy/, and the notes on what it assumed. `wh40k --ruleset legacy calc`, each cell of its
 * compare and run, and scripts (`import { calculateLegacyMatchup } from 'wh40k'`) call it.
 */
import { closest } from '../../profiles/closest-names.js';
import { InputError } from '../../profiles/errors.js';
import { WorkBudgetError } from '../errors.js';
import { calculateLegacy, LegacyInputError, LegacyTooLargeError } from './engine.js';
import type { LegacyUnit } from './types.js';
import { withModels } from './size.js';
import { VEHICLE_SPEED_GONE } from './vehicles.js';
import { lookupKey } from '../names.js';
import { LEGACY_DEFAULTS } from './flags.js';
import { checkLegacySimulation, simulateLegacy } from './cross-check.js';
import type { LegacyCalcOptions, LegacyReport, LegacyReportConditions } from './contract.js';
import { inertOptionNotes } from './inert.js';
import { looksTyped } from '../../profiles/typed-profile.js';

/** Where a name not among the legacy units may be found: the 10th-edition roster's names, loaded only then. */
export type OtherRulesetNames = () => Promise<readonly string[]>;


/**
 * The options given over the ruleset's defaults (src/rules/legacy/index.ts): the one place they are
 * applied, so that scripts, calc, compare, run and --vary assume the same (an option given as
 * undefined is not given).
 */
function withLegacyDefaults(given: LegacyCalcOptions): LegacyCalcOptions & Required<Pick<LegacyCalcOptions, keyof typeof LEGACY_DEFAULTS>> {
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as LegacyCalcOptions;
  return { ...LEGACY_DEFAULTS, ...set };
}

/** One matchup of two legacy units (calc, and each cell of compare and run), its options over the ruleset's defaults. */
export function legacyReport(listedAttacker: LegacyUnit, listedTarget: LegacyUnit, given: LegacyCalcOptions): LegacyReport {
  // A script's vehicleSpeed (the option this calculator once took) is refused, never ignored.
  if ((given as { vehicleSpeed?: unknown }).vehicleSpeed !== undefined) throw new InputError(`vehicleSpeed: ${VEHICLE_SPEED_GONE}`);
  const o = withLegacyDefaults(given);
  const sized = (unit: LegacyUnit, models: number | undefined) => (models === undefined ? unit : asInput(() => withModels(unit, models)));
  const [attacker, target] = [sized(listedAttacker, o.models), sized(listedTarget, o.targetModels)];
  // As 10th edition's calc (README 'Contradictory and inert options'): a unit shoots in its Shooting phase, before its
  // Assault phase's charge (7th edition core rules, 'The Turn'), so its shooting never follows a charge that turn.
  if (o.ranged && o.charged) throw new InputError('--charged with ranged attacks: a unit shoots in the Shooting phase, before it charges in the Assault phase; use --melee, or leave out --charged');
  const hasRanged = attacker.weapons.some((w) => w.type.kind !== 'melee');
  const phase = o.melee || (!o.ranged && (o.charged || !hasRanged)) ? 'melee' : 'shooting';
  const notes = [...(o.melee || o.ranged ? [] : [`${phase} attacks (choose with --melee or --ranged)`]), ...inertOptionNotes(given, { attacker, target, phase })];
  const conditions: LegacyReportConditions = {
    phase,
    charged: Boolean(o.charged),
    halfRange: Boolean(o.halfRange),
    moved: Boolean(o.moved),
    cover: o.cover ?? null,
    blastHits: o.blastHits ?? null,
    ...(o.barrageCircles ? { barrageCircles: o.barrageCircles } : {}),
    ...(o.megaBlastZones ? { megaBlastZones: o.megaBlastZones } : {}),
    facing: o.facing,
    firstRound: o.firstRound,
    supercharge: Boolean(o.supercharge),
    wasCharged: Boolean(o.wasCharged),
    jink: Boolean(o.jink),
    force: Boolean(o.force),
    ...(o.precisionTarget === undefined ? {} : { precisionTarget: o.precisionTarget }),
    smashAttack: Boolean(o.smashAttack),
    ...(o.vectorStrike ? { vectorStrike: true } : {}),
    ...(o.krakGrenades ? { krakGrenades: true } : {}),
    ...(o.immobilised ? { immobilised: true } : {}),
  };
  const scenario = { attacker, target, conditions };
  const runs = o.simulate;
  // The cross-check's budget is refused before the exact engine starts; then it plays the same scenario.
  if (runs !== undefined) asInput(() => checkLegacySimulation(scenario, runs));
  const result = asInput(() => calculateLegacy(scenario));
  const simulation = runs === undefined ? {} : { simulation: asInput(() => simulateLegacy(scenario, runs, o.seed ?? 1)) };
  return { attacker, target, conditions, result, notes: [...notes, ...result.notes], ...simulation };
}

/** What the legacy rules refuse (a vehicle in close combat, a size the unit file does not allow) is bad input, exit 2; a matchup past the work budget exits 1. */
function asInput<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof LegacyInputError) throw new InputError(e.message);
    if (e instanceof LegacyTooLargeError) throw new WorkBudgetError(e.message);
    throw e;
  }
}

/** A legacy unit by name or alias; a 10th-edition unit's name is an error that says so. */
export async function findLegacyUnit(units: readonly LegacyUnit[], name: string, tenthNames: OtherRulesetNames): Promise<LegacyUnit> {
  const k = lookupKey(name);
  const found = units.find((u) => [u.name, ...u.aliases].some((n) => lookupKey(n) === k));
  if (found) return found;
  // Issue 29: a unit typed on the command line in its edition's words ("10x WS4 BS4 S4 T4 W1 I4 A1 Ld8 Sv3+ 24\" S4 AP5 Rapid Fire").
  if (looksTyped(name) || /(^|\s)(WS|BS|Ld|AV)\d/i.test(name)) return (await import('./typed.js')).legacyTypedUnit(name);
  if ((await tenthNames()).some((n) => lookupKey(n) === k)) {
    throw new InputError(`"${name}" is a 10th-edition unit: a legacy matchup takes legacy units only (\`wh40k --ruleset legacy units\` lists them)`);
  }
  // A unit file of a --data folder that could not be read may be the one named: its problems are said with the name.
  const unread = (units as { notes?: readonly string[] }).notes ?? [];
  throw new InputError(`unknown legacy unit "${name}"${closest(units, name)}${unread.length ? `\n${unread.join('\n')}` : ''}`);
}
