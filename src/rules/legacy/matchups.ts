/**
 * The legacy ruleset's engine of many matchups (src/rules/ruleset.ts MatchupEngine), and its scenario
 * files' matchups: what compare, run, report and --vary compute legacy matchups with.
 */
import { InputError } from '../../profiles/errors.js';
import { loadLegacyScenario, type LegacyScenarioMatchup } from './scenario.js';
import { legacyJson } from './json.js';
import type { MatchupEngine, Pairing, ScenarioMatchups } from '../ruleset.js';
import type { LegacyCalcOptions } from './contract.js';
import { findLegacyUnit, legacyReport, type OtherRulesetNames } from './matchup.js';
import type { LegacyUnit } from './types.js';

type LegacyPairing = Pairing<LegacyUnit, LegacyCalcOptions>;

/** The options set: no false, no undefined (firstRound shown only when turned off), as compare's JSON records them. */
function optionsSet(o: LegacyCalcOptions): Partial<LegacyCalcOptions> {
  return Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== undefined && v !== false && !(k === 'firstRound' && v === true)));
}

/**
 * Threads only when told to (WH40K_THREADS_FROM_WORK=0, as the tests of the threads say): the legacy engine has no
 * estimate of a matchup's work cheaper than computing it, and its matchups take milliseconds, less than a thread's start.
 */
const threadsWanted = () => process.env.WH40K_THREADS_FROM_WORK === '0';

export const legacyMatchups: MatchupEngine<LegacyUnit, LegacyCalcOptions> = {
  ruleset: 'legacy',
  saysAssumptions: true,
  // Its input errors come from the engine itself (a vehicle in close combat): found as the matchup is computed.
  threads: (jobs, matchups) => (threadsWanted() && matchups.length > 1 ? Math.min(jobs, matchups.length) : 1),
  sameResultKeys: () => (m) => JSON.stringify([m.attacker, m.target, m.options]),
  json: (m) => legacyJson(legacyReport(m.attacker, m.target, m.options)),
  shown: (m) => ({ json: legacyJson(legacyReport(m.attacker, m.target, m.options)) }),
  points: (_, shown) => ({ points: shown.attacker.points ?? null, extrapolated: false }),
  // Against a vehicle, kills is the vehicle destroyed (0 or 1) and damage the Hull Points lost; its results beside them.
  cellExtra: (json) => {
    const { attacker, vehicle } = json as typeof json & ReturnType<typeof legacyJson>;
    return { phase: attacker.phase, ...(vehicle ? { vehicle } : {}) };
  },
  shownOptions: optionsSet,
  threadState: () => null,
  useThreadState: () => {},
  // Each matchup is refused past the engine's budget alone (work.ts): a sweep adds none.
  work: () => 0,
  budget: Infinity,
};

/** The scenario's options as calc's (README: the same names, camelCase); melee and ranged together are refused. */
export function calcOptions(m: LegacyScenarioMatchup): LegacyCalcOptions {
  if (m.options.melee && m.options.ranged) throw new InputError(`${m.where('ranged')} ranged: a matchup is melee or ranged, not both`);
  // Checked by the fields made from the flags (rules/legacy/flags.ts), which zod types unknown.
  return m.options as LegacyCalcOptions;
}

async function unitAt(units: readonly LegacyUnit[], m: LegacyScenarioMatchup, field: 'attacker' | 'target', tenthNames: OtherRulesetNames): Promise<LegacyUnit> {
  const ref = m[field];
  if (typeof ref !== 'string') return ref;
  try {
    return await findLegacyUnit(units, ref, tenthNames);
  } catch (e) {
    if (e instanceof InputError) throw new InputError(`${m.where(field)} ${field}: ${e.message}`);
    throw e;
  }
}

/** A legacy scenario file's matchups, each named (by its units when the file does not); it has no need: or turn: entries. */
export async function legacyScenario(file: string, units: readonly LegacyUnit[], tenthNames: OtherRulesetNames): Promise<ScenarioMatchups<LegacyUnit, LegacyCalcOptions>> {
  const scenario = loadLegacyScenario(file);
  const matchups: (LegacyPairing & { name: string })[] = [];
  for (const m of scenario.matchups) {
    const [attacker, target] = [await unitAt(units, m, 'attacker', tenthNames), await unitAt(units, m, 'target', tenthNames)];
    matchups.push({ name: m.name ?? `${attacker.name} vs ${target.name}`, attacker, target, options: calcOptions(m) });
  }
  return { ...(scenario.title === undefined ? {} : { title: scenario.title }), matchups, need: [], turn: [] };
}
