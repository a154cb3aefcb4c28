/**
 * 10th edition's engine of many matchups (src/rules/ruleset.ts MatchupEngine): what compare, run,
 * report, --vary and each worker thread compute its matchups with.
 */
import { loadedPlayerEffects, usePlayerEffects } from '../effects/index.js';
import type { Effect } from '../effects/types.js';
import { MAX_WORK } from '../engine.js';
import { pointsFor } from '../points.js';
import type { Unit } from '../types.js';
import type { MatchupEngine } from '../../ruleset.js';
import { toJsonObject } from './json.js';
import type { CalcOptions } from './options.js';
import { pointsExtrapolated } from './points-shown.js';
import { matchupNumbers, matchupWork, runMatchup } from './run.js';
import { sameResultKeys } from './same-result.js';
import { threadsFor } from './threads-worth.js';
import { calcShown } from './working.js';

export const tenthMatchups: MatchupEngine<Unit, CalcOptions> = {
  ruleset: '10th',
  saysAssumptions: false,
  threads: (jobs, matchups) => threadsFor(jobs, matchups),
  sameResultKeys,
  json: (m, explain) => toJsonObject(runMatchup(m), explain),
  numbers: (m) => matchupNumbers(m),
  shown: (m, explain) => calcShown(runMatchup(m), explain),
  points: (m, shown) => ({ points: pointsFor(m.attacker, shown.attacker.models), extrapolated: pointsExtrapolated(m.attacker, shown.attacker.models) }),
  cellExtra: () => ({}),
  shownOptions: (options) => options,
  // Each thread has its own modules: the player's effects in play (--effects, effects/ folders) travel with its tasks.
  threadState: () => loadedPlayerEffects(),
  useThreadState: (state) => usePlayerEffects(state as readonly Effect[]),
  work: (m, stopAbove) => matchupWork(m, stopAbove),
  budget: MAX_WORK,
};
