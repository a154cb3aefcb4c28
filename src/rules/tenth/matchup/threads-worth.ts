/**
 * Whether worker threads pay for a set of matchups (issue 13: a 3x3 compare was 1.5x slower on the
 * default threads than on one): only when their engine work is large.
 */
import type { DiceExpression } from '../../../dice/expression.js';
import { estimateWork } from '../engine.js';
import { PER_STATE } from '../engine-work.js';
import type { Ability, Scenario } from '../types.js';
import { UsageError } from '../../errors.js';
import { buildMatchup, type Matchup } from './run.js';

/**
 * Below this much engine work in all (engine.ts estimateWork, about 1e8-3e8 steps a second), threads
 * cost more than they save: each starts cold and loads the code (about 0.2 s here), and each task
 * copies its units to the thread and its result back. Measured on 2 cores shared with other jobs, a
 * fresh process each, one thread against two: every bundled unit against every bundled unit (676
 * light cells, 4.5e5 steps in all) 0.96 s against 1.30 s (load 7); heavy cells (Devastating Wounds
 * into 10 models of W12) at load 3: 4 of 1.1e8 steps in all 0.8 s against 1.0 s; 8 of 2.3e8 1.5 s
 * against 1.6-1.7 s; 8 of 4.0e8 2.7-3.1 s against 2.7-3.0 s; 16 of 4.9e8 3.5 s against 1.9-2.1 s.
 * On a quiet machine threads pay a little earlier: 2e8 sits between.
 */
export const THREADS_FROM_WORK = 2e8;

/**
 * What a matchup costs besides its engine steps, in steps: putting it together (its weapons chosen,
 * each alternative valued), and its summaries. Measured: 6,180 light matchups of ../shared/bsdata
 * (the bench's sweep) take about 390 ms, some 60 us each, at 1e8-3e8 steps a second.
 */
export const PER_MATCHUP = 1e4;

/**
 * How many threads to run these matchups on: one (no threads) unless their work pays for more.
 * WH40K_THREADS_FROM_WORK sets the threshold (0: threads for any 2 matchups; the tests of the
 * threads use it). `from` is read from it when not given.
 */
export function threadsWorth(jobs: number, scenarios: readonly Scenario[], from = threadsFromWork(process.env.WH40K_THREADS_FROM_WORK)): number {
  if (jobs <= 1 || scenarios.length < 2) return 1;
  const threads = Math.min(jobs, scenarios.length);
  if (from <= 0) return threads;
  // estimateWork plans every weapon (a third of a small calculation): first a bound that plans nothing.
  if (scenarios.reduce((sum, s) => sum + roughWork(s) + PER_MATCHUP, 0) < from) return 1;
  let work = 0;
  for (const s of scenarios) {
    work += workOf(s) + PER_MATCHUP;
    if (work >= from) return threads;
  }
  return 1;
}

/**
 * threadsWorth for matchups not yet put together: many enough pay for threads by their count alone
 * (PER_MATCHUP each), and are put together in the threads that compute them; fewer are put together
 * here (run.ts keeps them for runMatchup) and weighed, up to SAMPLE of them spread evenly standing for
 * the rest (a sweep of thousands put together first kept them all alive: 20-25 ms of 450). One that
 * cannot be put together weighs nothing.
 */
export function threadsFor(jobs: number, matchups: readonly Matchup[], from = threadsFromWork(process.env.WH40K_THREADS_FROM_WORK)): number {
  if (jobs <= 1 || matchups.length < 2) return 1;
  if (matchups.length * PER_MATCHUP >= from) return Math.min(jobs, matchups.length);
  const every = Math.ceil(matchups.length / SAMPLE);
  const sample = every > 1 ? matchups.filter((_, i) => i % every === 0) : matchups;
  return threadsWorth(Math.min(jobs, matchups.length), sample.flatMap((m) => builtOrNone(m)), (from * sample.length) / matchups.length);
}

/** How many matchups threadsFor puts together at most to weigh a set. */
export const SAMPLE = 100;

function builtOrNone(m: Matchup): Scenario[] {
  try {
    return [buildMatchup(m).scenario];
  } catch {
    return [];
  }
}

function threadsFromWork(text: string | undefined): number {
  if (text === undefined || text === '') return THREADS_FROM_WORK;
  const steps = Number(text);
  if (!(steps >= 0)) throw new UsageError(`WH40K_THREADS_FROM_WORK: expected a number of steps, 0 or more, got "${text}"`);
  return steps;
}

/** A matchup's work before its effects apply; one refused as too large costs nothing (it stops at once). */
function workOf(scenario: Scenario): number {
  try {
    return estimateWork(scenario);
  } catch {
    return 0;
  }
}

const most = (e: DiceExpression) => e.count * e.sides + e.constant;

/**
 * Above estimateWork, from the profiles alone: the engine's steps are, per weapon, its attacks times
 * the states (the target's wounds, times a pending count per Devastating Wounds weapon) times what
 * one attack can do, plus a fixed cost per state per weapon (engine-work.ts PER_STATE); here every
 * attack gets every bonus it might (Blast, Rapid Fire, Sustained Hits,
 * Melta), and each pending count its most. A margin covers what this leaves out (outcome kinds).
 */
export function roughWork(s: Scenario): number {
  const models = s.target.models.reduce((n, g) => n + g.count, 0);
  const states = s.target.models.reduce((n, g) => n + g.count * g.stats.W, 0) + 1;
  let pending = 1;
  let perState = 0;
  for (const use of s.weapons) {
    const b = bonuses(use.adjust?.abilities ?? NONE, bonuses(use.weapon.abilities, { rapid: 0, blast: 0, sustained: 0, melta: 0, devastating: false }));
    const attacksEach = most(use.weapon.attacks) + Math.abs(s.modifiers.attacks) + b.rapid + b.blast * Math.ceil(models / 5);
    const hits = use.count * attacksEach * (1 + b.sustained);
    const loss = most(use.weapon.damage) + Math.abs(s.modifiers.damage ?? 0) + b.melta + 1;
    perState += hits * loss * ROUGH_MARGIN;
    if (b.devastating) pending *= hits + 1;
  }
  // And, as estimateWork counts it, each weapon's set-up over the states and the summaries.
  return (perState + PER_STATE * (s.weapons.length + 1)) * states * pending;
}

const ROUGH_MARGIN = 8;
const NONE: readonly Ability[] = [];

/** What roughWork counts of a weapon's abilities, added to `b`: one pass, no closure (a sweep costs every one of thousands of matchups). */
function bonuses(abilities: readonly Ability[], b: { rapid: number; blast: number; sustained: number; melta: number; devastating: boolean }) {
  for (const a of abilities) {
    if (a.kind === 'rapid fire') b.rapid += most(a.attacks);
    else if (a.kind === 'blast') b.blast++;
    else if (a.kind === 'sustained hits') b.sustained += most(a.hits);
    else if (a.kind === 'melta') b.melta += a.damage;
    else if (a.kind === 'devastating wounds') b.devastating = true;
  }
  return b;
}
