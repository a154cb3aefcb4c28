/**
 * 11th edition's engine of many matchups (../ruleset.ts MatchupEngine): what compare, run, report and --vary
 * compute 11th-edition matchups with, over the engine it is given (index.ts: engine.ts's calculate11).
 */
import type { MatchupEngine } from '../ruleset.js';
import type { EleventhOptions } from './flags.js';
import { eleventhJson } from './json.js';
import { reportOf, type Engine } from './matchup.js';
import type { EleventhUnit } from './profiles/load.js';

/** The options set (no false, no undefined), as compare's JSON records them. */
export function optionsSet(o: EleventhOptions): Partial<EleventhOptions> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== false));
}

/** Threads only when told to (WH40K_THREADS_FROM_WORK=0): the engine refuses past its own budget, and has no cheaper estimate of a matchup's work. */
const threadsWanted = () => process.env.WH40K_THREADS_FROM_WORK === '0';

export function eleventhMatchups(engine: Engine): MatchupEngine<EleventhUnit, EleventhOptions> {
  return {
    ruleset: '11th',
    saysAssumptions: true,
    // The scenario put together (its input errors: a size the file does not allow, --spotter without indirect) without a die rolled.
    threads: (jobs, matchups) => (threadsWanted() && matchups.length > 1 ? Math.min(jobs, matchups.length) : 1),
    sameResultKeys: () => (m) => JSON.stringify([m.attacker, m.target, m.options]),
    json: (m) => eleventhJson(reportOf(m.attacker, m.target, m.options, engine)),
    shown: (m) => ({ json: eleventhJson(reportOf(m.attacker, m.target, m.options, engine)) }),
    points: (_, shown) => ({ points: shown.attacker.points ?? null, extrapolated: false }),
    cellExtra: (json) => ({ phase: (json as { attacker: { phase?: string } }).attacker.phase }),
    shownOptions: optionsSet,
    threadState: () => null,
    useThreadState: () => {},
    // Each matchup is refused past the engine's own budget: a sweep adds none.
    work: () => 0,
    budget: Infinity,
  };
}
