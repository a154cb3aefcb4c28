/**
 * 11th edition's exact engine (src/rules/eleventh/engine.ts calculate11) against the die-by-die simulator
 * (simulate.ts), written apart from it from the rules, over SCENARIOS random scenarios (arbitrary.ts, fixed seed),
 * each played RUNS times with the choices the engine made (Lethal Hits per weapon, RULINGS 5; the defender's group
 * order, RULINGS 6; where Command Re-roll went, 11e 15.02).
 *
 * Checks per scenario, for the models destroyed and the wounds lost: the exact distribution sums to 1 (1e-9); its
 * mean is within Z = 5 standard errors of the simulated mean (the SD taken from the exact distribution); each
 * P(exactly k) is within Z standard errors, Z * sqrt(p(1 - p) / RUNS), plus 2 / RUNS (a slack of two games, so a
 * value the engine puts near 0 is not failed by a normal approximation that does not hold there: seeing 3 games of
 * one with p = 1e-5 in 3,000 has probability 4.5e-6).
 *
 * Why 5 SE: a correct pair fails one check with probability about 5.7e-7 (two-sided normal tail), and there are
 * about 15 checks a scenario, so about 2,000 over the whole file: a chance failure somewhere about 1e-3. A scenario
 * that fails is played again with other dice and 4 x RUNS (a tighter tolerance, never a wider one); only a failure
 * there too is reported, so a chance report needs two independent misses. A real disagreement, a bug in one of the
 * two, only grows more significant with more runs: read the reproducer printed, and never widen Z.
 *
 * Both read the rules text: the T of each batch's wound rolls is that of the models left (05.02.01), and a
 * MONSTER/VEHICLE's close-quarters attack at an engaged MONSTER/VEHICLE takes 10.06's and 17.03's -1s (readings.test.ts).
 *
 * The second block needs no tolerance: on TINY scenarios small enough (one weapon, at most 2 attack dice:
 * arbitrary.ts tinyScenarioArb) every sequence of dice the simulator can read is enumerated (sim-enumerate.ts), which
 * gives its exact law; the engine's must equal it within 1e-9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Refused, WorkBudgetError } from '../../../src/rules/errors.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { player, seededRoller, type Choices } from '../../../src/rules/eleventh/simulate.js';
import type { Result, Scenario } from '../../../src/rules/eleventh/types.js';
import { scenarioArb, tinyScenarioArb } from './arbitrary.js';
import { enumerateLaw, TooManyPaths } from './sim-enumerate.js';

const SCENARIOS = Number(process.env.SIM11_SCENARIOS ?? 600);
const RUNS = Number(process.env.SIM11_RUNS ?? 3000);
const TINY = Number(process.env.SIM11_TINY ?? 150);
const SEED = Number(process.env.SIM11_SEED ?? 20261128);
const Z = 5;

type Calculate = (s: Scenario) => Result;

interface Check {
  readonly what: string;
  readonly exact: number;
  readonly simulated: number;
  readonly ok: boolean;
}

/** Mass, mean and each P(k) of an exact distribution against the simulated counts. */
function checks(name: string, exact: readonly number[], counts: readonly number[], runs: number): Check[] {
  const total = exact.reduce((s, p) => s + p, 0);
  const mean = exact.reduce((s, p, k) => s + p * k, 0);
  const sd = Math.sqrt(exact.reduce((s, p, k) => s + p * (k - mean) ** 2, 0));
  const simulatedMean = counts.reduce((s, c, k) => s + c * k, 0) / runs;
  const size = Math.max(exact.length, counts.length);
  return [
    { what: `P(${name}) sums to 1`, exact: 1, simulated: total, ok: Math.abs(total - 1) <= 1e-9 },
    { what: `mean ${name}`, exact: mean, simulated: simulatedMean, ok: Math.abs(simulatedMean - mean) <= (Z * sd) / Math.sqrt(runs) + 1e-9 },
    ...Array.from({ length: size }, (_, k) => {
      const p = exact[k] ?? 0;
      const f = (counts[k] ?? 0) / runs;
      // Clamped: a float sum can put p a rounding above 1.
      const q = Math.min(1, Math.max(0, p));
      return { what: `P(${name} = ${k})`, exact: p, simulated: f, ok: Math.abs(f - p) <= Z * Math.sqrt((q * (1 - q)) / runs) + 2 / runs };
    }),
  ];
}

/** The engine's choices, for the simulator to play the same game (the rules text otherwise: 05.02.01's T included). */
function choicesOf(result: Result, s: Scenario): Choices {
  // What the scenario asks for is played as asked, so an engine that ignored it would be caught.
  const lethalHits = s.lethalHits ?? Object.fromEntries(result.batches.filter((b) => b.lethalHits !== undefined).map((b) => [b.weapon, b.lethalHits as boolean]));
  return { lethalHits, groupOrder: s.groupOrder ?? result.groupOrder, ...(result.commandReroll ? { commandReroll: result.commandReroll } : {}) };
}

/** Every check of one scenario; null when the engine refuses it (Refused or past its budget). */
function compare(calculate: Calculate, s: Scenario, runs: number, seed: number): Check[] | null {
  let result: Result;
  try {
    result = calculate(s);
  } catch (e) {
    if (e instanceof Refused || e instanceof WorkBudgetError) return null;
    return [{ what: `engine error: ${(e as Error).stack}`, exact: NaN, simulated: NaN, ok: false }];
  }
  const play = player(s, choicesOf(result, s));
  const roller = seededRoller(seed);
  const kills: number[] = [];
  const lost: number[] = [];
  for (let i = 0; i < runs; i++) {
    const o = play(roller);
    kills[o.kills] = (kills[o.kills] ?? 0) + 1;
    lost[o.woundsLost] = (lost[o.woundsLost] ?? 0) + 1;
  }
  const dense = (a: number[]) => Array.from(a, (x) => x ?? 0);
  return [...checks('kills', result.kills.toArray(), dense(kills), runs), ...checks('wounds lost', result.woundsLost.toArray(), dense(lost), runs)];
}

const line = (c: Check) => `${c.what}: exact ${c.exact}, simulated ${c.simulated}`;

describe('11th edition: the exact engine agrees with the die-by-die simulator on random scenarios', () => {
  const scenarios = fc.sample(scenarioArb, { numRuns: SCENARIOS, seed: SEED });
  it(`${SCENARIOS} scenarios, ${RUNS} games each`, () => {
    const failures: string[] = [];
    let refused = 0;
    scenarios.forEach((s, i) => {
      const first = compare(calculate11, s, RUNS, SEED + i);
      if (!first) return void refused++;
      if (first.every((c) => c.ok)) return;
      const replay = (compare(calculate11, s, 4 * RUNS, SEED + i + 1_000_000) ?? []).filter((c) => !c.ok);
      if (replay.length) failures.push([`#${i}`, ...first.filter((c) => !c.ok).map(line), `replayed with ${4 * RUNS} games:`, ...replay.map(line), JSON.stringify(s)].join('\n'));
    });
    expect(failures, failures.join('\n\n')).toEqual([]);
    // The engine must take most drawn scenarios: a draw it refuses tests nothing.
    expect(refused, `${refused} of ${SCENARIOS} refused`).toBeLessThanOrEqual(SCENARIOS / 10);
  });
});

describe('11th edition: the exact engine equals the complete enumeration of the simulator on tiny random scenarios', () => {
  const scenarios = fc.sample(tinyScenarioArb, { numRuns: TINY, seed: SEED + 1 });
  it(`${TINY} tiny scenarios, every P(k) within 1e-9`, () => {
    const failures: string[] = [];
    let compared = 0;
    scenarios.forEach((s, i) => {
      let result: Result;
      try {
        result = calculate11(s);
      } catch (e) {
        if (e instanceof Refused || e instanceof WorkBudgetError) return;
        throw e;
      }
      let law;
      try {
        law = enumerateLaw(s, choicesOf(result, s), 20_000);
      } catch (e) {
        if (e instanceof TooManyPaths) return;
        throw e;
      }
      compared++;
      const off = (name: string, exact: number[], enumerated: number[]) =>
        Array.from({ length: Math.max(exact.length, enumerated.length) }, (_, k) => k)
          .filter((k) => Math.abs((exact[k] ?? 0) - (enumerated[k] ?? 0)) > 1e-9)
          .map((k) => `P(${name} = ${k}): exact ${exact[k] ?? 0}, enumerated ${enumerated[k] ?? 0}`);
      const wrong = [...off('kills', result.kills.toArray(), law.kills), ...off('wounds lost', result.woundsLost.toArray(), law.woundsLost)];
      if (wrong.length) failures.push([`#${i}`, ...wrong, JSON.stringify(s)].join('\n'));
    });
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(compared, `${compared} of ${TINY} enumerated`).toBeGreaterThanOrEqual(TINY / 2);
  });
});

// The core stratagems that inflict mortal wounds (Scenario.actions; 11e 15.05 Explosives, 15.06 Crushing Impact), which
// the simulator plays die by die (simulate-actions.ts): each random scenario asks for the one its phase allows, with
// the keyword and the situation it needs (a GRENADES unit shooting normally at an unengaged target; a charging VEHICLE).
const ACTIONS = Number(process.env.SIM11_ACTIONS ?? 150);

function withAction(s: Scenario): Scenario {
  const keywords = (more: string) => ({ ...s.attacker, keywords: [...new Set([...s.attacker.keywords, more])] });
  if (s.conditions.phase === 'ranged') {
    return { ...s, attacker: keywords('GRENADES'), conditions: { ...s.conditions, shooting: 'normal', targetEngaged: false }, actions: { explosives: true } };
  }
  return { ...s, attacker: keywords('VEHICLE'), conditions: { ...s.conditions, charged: true }, actions: { crushingImpact: true } };
}

describe('11th edition: Explosives and Crushing Impact, exact against the simulator', () => {
  const scenarios = fc.sample(scenarioArb, { numRuns: ACTIONS, seed: SEED + 2 }).map(withAction);
  it(`${ACTIONS} scenarios with an action, ${RUNS} games each`, () => {
    const failures: string[] = [];
    let refused = 0;
    scenarios.forEach((s, i) => {
      const first = compare(calculate11, s, RUNS, SEED + 2_000_000 + i);
      if (!first) return void refused++;
      if (first.every((c) => c.ok)) return;
      const replay = (compare(calculate11, s, 4 * RUNS, SEED + 3_000_000 + i) ?? []).filter((c) => !c.ok);
      if (replay.length) failures.push([`#${i}`, ...first.filter((c) => !c.ok).map(line), `replayed with ${4 * RUNS} games:`, ...replay.map(line), JSON.stringify(s)].join('\n'));
    });
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(refused, `${refused} of ${ACTIONS} refused`).toBeLessThanOrEqual(ACTIONS / 10);
  });
});

// Command Re-roll (11e 15.02), placed by the engine before the dice (its Result.commandReroll) and played by the
// simulator die by die with that placement: the attacker's on one failed hit or wound roll or the lowest Attacks roll
// below its average, the defender's on the lowest save roll when the group it first meets fails it. Random scenarios
// ask for the attacker's, the defender's or both, in turn; tiny ones are enumerated (every P(k) within 1e-9).
const REROLLS = Number(process.env.SIM11_REROLLS ?? 150);

function withCommandReroll(s: Scenario, i: number): Scenario {
  const commandReroll = [{ attacker: true }, { defender: true }, { attacker: true, defender: true }][i % 3];
  return { ...s, actions: { ...s.actions, commandReroll } };
}

describe('11th edition: Command Re-roll, exact against the simulator', () => {
  it(`${REROLLS} scenarios with the attacker's, the defender's or both, ${RUNS} games each`, () => {
    const scenarios = fc.sample(scenarioArb, { numRuns: REROLLS, seed: SEED + 3 }).map(withCommandReroll);
    const failures: string[] = [];
    let [refused, used] = [0, 0];
    scenarios.forEach((s, i) => {
      const first = compare(calculate11, s, RUNS, SEED + 4_000_000 + i);
      if (!first) return void refused++;
      if (calculate11(s).commandReroll) used++;
      if (first.every((c) => c.ok)) return;
      const replay = (compare(calculate11, s, 4 * RUNS, SEED + 5_000_000 + i) ?? []).filter((c) => !c.ok);
      if (replay.length) failures.push([`#${i}`, ...first.filter((c) => !c.ok).map(line), `replayed with ${4 * RUNS} games:`, ...replay.map(line), JSON.stringify(s)].join('\n'));
    });
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(refused, `${refused} of ${REROLLS} refused`).toBeLessThanOrEqual(REROLLS / 10);
    // Most draws must use it, or the block tests little.
    expect(used, `${used} of ${REROLLS} used Command Re-roll`).toBeGreaterThanOrEqual(REROLLS / 2);
  });

  it(`${TINY} tiny scenarios with it, equal to the complete enumeration (1e-9)`, () => {
    const scenarios = fc.sample(tinyScenarioArb, { numRuns: TINY, seed: SEED + 4 }).map(withCommandReroll);
    const failures: string[] = [];
    let [compared, used] = [0, 0];
    scenarios.forEach((s, i) => {
      let result: Result;
      try {
        result = calculate11(s);
      } catch (e) {
        if (e instanceof Refused || e instanceof WorkBudgetError) return;
        throw e;
      }
      let law;
      try {
        law = enumerateLaw(s, choicesOf(result, s), 20_000);
      } catch (e) {
        if (e instanceof TooManyPaths) return;
        throw e;
      }
      compared++;
      if (result.commandReroll) used++;
      const off = (name: string, exact: number[], enumerated: number[]) =>
        Array.from({ length: Math.max(exact.length, enumerated.length) }, (_, k) => k)
          .filter((k) => Math.abs((exact[k] ?? 0) - (enumerated[k] ?? 0)) > 1e-9)
          .map((k) => `P(${name} = ${k}): exact ${exact[k] ?? 0}, enumerated ${enumerated[k] ?? 0}`);
      const wrong = [...off('kills', result.kills.toArray(), law.kills), ...off('wounds lost', result.woundsLost.toArray(), law.woundsLost)];
      if (wrong.length) failures.push([`#${i}`, JSON.stringify(result.commandReroll), ...wrong, JSON.stringify(s)].join('\n'));
    });
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(compared, `${compared} of ${TINY} enumerated`).toBeGreaterThanOrEqual(TINY / 2);
    // Many tiny draws make no attack or gain nothing from a re-roll (then it is not used): a fifth must use it.
    expect(used, `${used} of ${compared} used Command Re-roll`).toBeGreaterThanOrEqual(compared / 5);
  });
});
