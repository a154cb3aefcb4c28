/**
 * `turn --simulate N` (issue 15 section 3): the same turn played die by die (rules/tenth/simulate.ts),
 * each phase's attacks against the units as the phases before left them: the survivors, and a model
 * that has lost wounds as a wounded model (wounded.ts) that takes the next attack. Independent of the
 * exact turn's mixtures; it shares only the plan (which phases, which options) and the simulator.
 */
import { TooLargeError } from '../engine.js';
import { MAX_SIMULATED_ATTACKS, player, seededRoller, simulatedAttacks, type Roller } from '../simulate.js';
import { rulesCovering } from '../fight-back.js';
import { hazardousUsed, MORTAL_WOUNDS } from '../hazardous.js';
import type { Unit } from '../types.js';
import type { CalcOptions } from './options.js';
import { UsageError } from '../../errors.js';
import type { Matchup } from './run.js';
import { planTurn, type TurnPlan } from './turn.js';
import { attacksIn, builtPhases, phaseScenario } from './turn-volley.js';
import type { TurnSettings } from './turn-result.js';
import { belowHalfIn, fightingOnDeath, survivorCounts, survivors, type Defender } from './turn-state.js';
import { woundedTarget } from '../wounded.js';
import { got, newMap } from '../../maps.js';

export interface TurnSimulation {
  readonly runs: number;
  readonly seed: number;
  /** Per side: relative frequency of exactly k models destroyed, its mean, and how often it was wiped. */
  readonly attacker: SimulatedLosses;
  readonly target: SimulatedLosses;
}

export interface SimulatedLosses {
  readonly modelsLostMean: number;
  readonly woundsLostMean: number;
  /** How often it was wiped (calc's `wipe`); `wiped` its old name, kept for one release. */
  readonly wipe: number;
  /** @deprecated */
  readonly wiped: number;
  readonly modelsLost: number[];
}

export function simulateTurn(m: Matchup, settings: TurnSettings, runs: number, seed: number): TurnSimulation {
  const plan = planTurn(m, settings);
  const { attacker, target } = plan.sides;
  const roller = seededRoller(seed);
  // Per phase (its options), the player of each case: the models attacking and the defender's state.
  const players = new Map<CalcOptions, Map<Unit, Map<number, Play>>>();
  /** The wounds these attacking models (survivors: the same object for the same models) make `defender` lose from its state t in the phase of `options`, and their Hazardous tests. */
  const volley = (by: Unit, defender: Defender, t: number, options: CalcOptions): { lost: number; tests: number } => {
    const phase = got(got(players, options, newMap<Unit, Map<number, Play>>), by, newMap<number, Play>);
    let play = phase.get(t);
    if (!play) {
      const scenario = attacksIn(by, options) && t < defender.layout.totalWounds ? scenarioAt(by, defender, t, options) : null;
      const played = scenario ? player(scenario) : null;
      play = { play: played ? (r) => played(r).woundsLost : () => 0, tests: scenario ? hazardousUsed(scenario.weapons).tests : 0 };
      phase.set(t, play);
    }
    return { lost: play.play(roller), tests: play.tests };
  };
  /** `by` (its models `attacking`, in state s) attacks `defender` (in state t): both states after, `by`'s after its Hazardous tests (003 'Page 28 – Hazardous'). */
  const attack = (by: Defender, s: number, attacking: Unit, defender: Defender, t: number, options: CalcOptions): [number, number] => {
    const { lost, tests } = volley(attacking, defender, t, options);
    return [hazardTests(by, s, tests, roller), t + lost];
  };
  if (target.twoQueues) throw new UsageError("turn --simulate: --precision's two queues (a Leader wounded while its Bodyguard lives) are not played die by die; leave out --simulate or --precision");
  const fightBack = settings.fightBack && plan.targetFights;
  checkTurnBudget(plan, runs, fightBack);
  const left = (side: Defender, state: number) => survivorCounts(side.unit, side.layout, state);
  // The models attacking from a state, once per side and state: a lone model with a damaged profile
  // (effects/damaged.ts) as wounded as the state leaves it (wounded.ts), its profile's requirement read from that.
  const attacking = new Map<Defender, Unit[]>();
  const from = (side: Defender, state: number) => (got(attacking, side, () => [])[state] ??= attackingAt(side, state));
  // 003 'Fight on Death': each model the fight destroys rolls a D6 per rule covering it and fights if one succeeds.
  const rules = plan.fight && plan.targetFights ? phaseScenario(builtPhases(), attacker.unit, target.unit, { ...plan.fight, targetBelowHalf: false }, () => {}).fightRules : [];
  const covering = rulesCovering(target.unit, rules);
  const fightsOnDeath = (destroyed: number[]) => destroyed.map((n, g) => Array.from({ length: n }).filter(() => covering[g].some((r) => roller.d6() >= r.on)).length);
  const tally = { attacker: new Array<number>(attacker.layout.models + 1).fill(0), target: new Array<number>(target.layout.models + 1).fill(0) };
  const wounds = { attacker: 0, target: 0 };
  for (let i = 0; i < runs; i++) {
    let a = 0;
    let t = 0;
    if (plan.shoot) [a, t] = attack(attacker, a, from(attacker, a), target, t, plan.shoot);
    // 003 'Fire Overwatch': the models the shooting left fire.
    if (plan.overwatch && firesOverwatch(from(target, t), plan.overwatchTest, roller)) [t, a] = attack(target, t, from(target, t), attacker, a, plan.overwatch);
    // Core rules 'Fight Phase': a target with Fights First fights first, and has then fought.
    if (plan.fight && plan.targetFightsFirst) {
      [t, a] = attack(target, t, from(target, t), attacker, a, plan.fightBack);
      [a, t] = attack(attacker, a, from(attacker, a), target, t, plan.fight);
    } else if (plan.fight) {
      const before = left(target, t);
      [a, t] = attack(attacker, a, from(attacker, a), target, t, plan.fight);
      const after = left(target, t);
      // With a fight-on-death rule the target's own Hazardous tests after it fights are not carried (turn-hazard.ts hazardousNotCarried): only its attacks.
      if (rules.length) a += volley(fightingOnDeath(target.unit, fightsOnDeath(before.map((n, g) => n - after[g]))), attacker, a, plan.fightBack).lost;
      if (fightBack && rules.length) a += volley(from(target, t), attacker, a, plan.fightBack).lost;
      else if (fightBack) [t, a] = attack(target, t, from(target, t), attacker, a, plan.fightBack);
    }
    tally.attacker[attacker.layout.kills[a]]++;
    tally.target[target.layout.kills[t]]++;
    wounds.attacker += a;
    wounds.target += t;
  }
  const losses = (counts: number[], lost: number): SimulatedLosses => {
    const freq = counts.map((n) => n / runs);
    return { modelsLostMean: freq.reduce((s, f, k) => s + f * k, 0), woundsLostMean: lost / runs, wipe: freq[freq.length - 1], wiped: freq[freq.length - 1], modelsLost: freq };
  };
  return { runs, seed, attacker: losses(tally.attacker, wounds.attacker), target: losses(tally.target, wounds.target) };
}

/** Whether the unit fires Overwatch: where a rule makes it take a Leadership test (000 'SHOCKING ONSLAUGHT'), 2D6 + test at least its best Leadership. */
function firesOverwatch(unit: Unit, test: number | undefined, roller: Roller): boolean {
  if (test === undefined || !unit.models.length) return true;
  return roller.d6() + roller.d6() + test >= Math.min(...unit.models.map((g) => g.stats.Ld));
}

/** A case's player: the wounds it makes the defender lose, and the Hazardous tests its weapons take. */
interface Play {
  readonly play: (r: Roller) => number;
  readonly tests: number;
}

/**
 * A unit's state s after `tests` Hazardous tests, die by die: each 1 puts 3 mortal wounds on the model
 * taking the next wound (turn-hazard.ts), each lost unless Feel No Pain saves it, those beyond its wounds lost.
 */
function hazardTests({ unit, layout }: Defender, s: number, tests: number, roller: Roller): number {
  for (let i = 0; i < tests && s < layout.totalWounds; i++) {
    if (roller.d6() !== 1) continue;
    const g = unit.models[layout.group[s]];
    const fnp = Math.min(g.stats.feelNoPain ?? 7, g.stats.mortalFeelNoPain ?? 7);
    let taken = 0;
    for (let w = 0; w < MORTAL_WOUNDS; w++) if (fnp > 6 || roller.d6() < fnp) taken++;
    s += Math.min(taken, layout.remaining[s]);
  }
  return s;
}

/**
 * The simulator's budget (simulate.ts MAX_SIMULATED_ATTACKS) over the whole turn: each phase with its
 * whole unit attacking at most (the fight back and fight on death together are at most the target's models).
 */
function checkTurnBudget(plan: TurnPlan, runs: number, fightBack: boolean): void {
  const { attacker, target } = plan.sides;
  const phases: [Defender, Defender, CalcOptions | null][] = [
    [attacker, target, plan.shoot],
    [target, attacker, plan.overwatch],
    [attacker, target, plan.fight],
    [target, attacker, plan.fight && fightBack ? plan.fightBack : null],
  ];
  const attacks = phases.reduce((sum, [by, at, options]) => sum + (options ? simulatedAttacks(scenarioAt(by.unit, at, 0, options), runs) : 0), 0);
  if (attacks > MAX_SIMULATED_ATTACKS) {
    throw new TooLargeError(`this turn needs up to ${attacks.toExponential(1)} simulated attacks (${runs} runs; limit ${MAX_SIMULATED_ATTACKS.toExponential(0)}); simulate fewer runs`);
  }
}

/** The unit attacking from state t: its survivors, a lone model with a damaged profile wounded as the state leaves it. */
function attackingAt(side: Defender, t: number): Unit {
  const { unit, layout } = side;
  const left = survivors(unit, survivorCounts(unit, layout, t));
  const lost = layout.models === 1 && t < layout.totalWounds ? unit.models[layout.group[t]].stats.W - layout.remaining[t] : 0;
  return unit.damaged && lost ? woundedTarget(left, lost, 'toughest-last') : left;
}

/** The defender in state t as a calc's target: its survivors, the model taking damage wounded (--target-wounded). */
export function scenarioAt(attacker: Unit, defender: Defender, t: number, options: CalcOptions, command = 'turn --simulate') {
  const { layout } = defender;
  const lostOnModel = defender.unit.models[layout.group[t]].stats.W - layout.remaining[t];
  const left = survivors(defender.unit, survivorCounts(defender.unit, layout, t));
  const belowHalf = options.targetBelowHalf ?? belowHalfIn(layout, defender.starting, t, defender.lostBefore);
  const woundedModel = lostOnModel ? defender.unit.models[layout.group[t]].name : undefined;
  const phase = phaseScenario(builtPhases(), attacker, left, { ...options, targetBelowHalf: belowHalf, targetWounded: lostOnModel || undefined, targetWoundedModel: woundedModel }, () => {});
  if (phase.scenario.target.models.some((g) => g.returnsOn !== undefined)) {
    throw new UsageError(`${command}: The Phoenix Gem's bearer set back up at the end of a phase is not played die by die; leave out --simulate or the gem`);
  }
  if (phase.oneRolls.attacker.length || phase.oneRolls.target.length) {
    // turn-one-roll.ts places them per volley from the exact distribution of its starting states, which a run of dice does not have.
    throw new UsageError(`${command}: one-roll rules and Fate dice are placed from the exact distribution each phase starts from, which the die-by-die run does not follow; leave out --simulate or them`);
  }
  return phase.scenario;
}
