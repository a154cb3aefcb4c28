/**
 * What a turn did to each side (issue 15 section 1): models, wounds and points lost, the trade, and
 * what each phase added. A plain result: the CLI's table, csv, Markdown and JSON are views of it.
 */
import { summarise, type DistSummary } from '../engine.js';
import { modelWorth, type Worth } from '../points.js';
import { optionsSet, type CalcOptions, type MatchupOptions } from './options.js';
import { checkSumsToOne } from '../engine.js';
import { modelsLost, survivorSets, woundsIn, type Defender } from './turn-state.js';
import type { TurnEffect, TurnOneRoll } from './turn-effects.js';

import { TURN_PHASES } from '../turn-flags.js';

/** The attacker's phases a turn can have, in turn order (plain data in turn-flags.ts, which the command line reads). */
export { TURN_PHASES };

export interface TurnSettings {
  /** Which of the attacker's phases happen, in turn order. */
  readonly phases: readonly (typeof TURN_PHASES)[number][];
  /** The target fires Overwatch at the charging attacker before the fight. */
  readonly overwatch: boolean;
  /** The target's surviving models fight the attacker after its fight. */
  readonly fightBack: boolean;
}

/** The settings with turn's defaults for those not given: both phases, no Overwatch, fight back on. */
export function turnSettings(given: Partial<TurnSettings>): TurnSettings {
  return { phases: given.phases ?? TURN_PHASES, overwatch: given.overwatch ?? false, fightBack: given.fightBack ?? true };
}

/** One phase: the side that took the losses, its state before and after (P(wounds lost)). */
export interface TurnPhase {
  /** A unit's Hazardous tests after it shot, fired Overwatch or fought are a phase of their own (turn-hazard.ts); "fights first": the target's fight before the attacker's (turn-strikes.ts). */
  readonly phase: 'shoot' | 'shoot: hazardous' | 'overwatch' | 'overwatch: hazardous' | 'fights first' | 'fight' | 'fight: hazardous' | 'fight on death' | 'fight back' | 'fight back: hazardous';
  readonly side: 'attacker' | 'target';
  readonly before: readonly number[];
  readonly after: readonly number[];
}

/** What one side lost over the turn. */
export interface SideLosses {
  readonly name: string;
  readonly models: number;
  readonly wounds: number;
  /** The unit's points for its size (null when its profile lists none; points.ts modelWorth). */
  readonly points: number | null;
  readonly pointsExtrapolated: boolean;
  /** Models destroyed: P(exactly k), P(at least k), mean...; `wipe` = P(every model destroyed), calc's name (issue 27). */
  readonly modelsLost: DistSummary & { readonly wipe: number; /** @deprecated `wipe`'s old name, kept for one release. */ readonly wiped: number };
  readonly woundsLost: DistSummary;
  /** Expected points of the models destroyed (each model worth its own datasheet's price per model, points.ts modelWorth). */
  readonly pointsLost: number | null;
}

/** What a phase added to its side's losses, in expectation. */
export interface PhaseAdded {
  readonly phase: TurnPhase['phase'];
  readonly side: TurnPhase['side'];
  readonly modelsLost: number;
  readonly woundsLost: number;
  readonly pointsLost: number | null;
}

export interface TurnReport {
  readonly attacker: SideLosses;
  readonly target: SideLosses;
  readonly phases: readonly PhaseAdded[];
  readonly trade: {
    /** Expected points of the target's models the attacker destroyed, and the other way round. */
    readonly targetPointsLost: number | null;
    readonly attackerPointsLost: number | null;
    readonly attackerWipesTarget: number;
    readonly attackerWiped: number;
  };
  readonly settings: TurnSettings;
  readonly options: MatchupOptions;
  readonly notes: readonly string[];
  /** Each effect in play in each phase, applied or not with the reason (turn-effects.ts). */
  readonly effects: readonly TurnEffect[];
  /** Each phase's one-roll rules and Fate dice: where they went, or kept (turn-effects.ts). */
  readonly oneRolls: readonly TurnOneRoll[];
}

export function turnResult(
  sides: { readonly attacker: Defender; readonly target: Defender },
  attackerState: readonly number[],
  targetState: readonly number[],
  phases: readonly TurnPhase[],
  notes: readonly string[],
  settings: TurnSettings,
  o: CalcOptions,
  effects: { readonly effects: readonly TurnEffect[]; readonly oneRolls: readonly TurnOneRoll[] },
): TurnReport {
  const worth = { attacker: modelWorth(sides.attacker.unit), target: modelWorth(sides.target.unit) };
  const lostIn = { attacker: pointsLostIn(sides.attacker, worth.attacker), target: pointsLostIn(sides.target, worth.target) };
  const attacker = losses(sides.attacker, attackerState, worth.attacker, lostIn.attacker);
  const target = losses(sides.target, targetState, worth.target, lostIn.target);
  return {
    attacker,
    target,
    phases: phases.map((p) => phaseAdded(p, sides[p.side], lostIn[p.side])),
    trade: {
      targetPointsLost: target.pointsLost,
      attackerPointsLost: attacker.pointsLost,
      attackerWipesTarget: target.modelsLost.wipe,
      attackerWiped: attacker.modelsLost.wipe,
    },
    settings,
    options: optionsSet(o),
    notes: [...new Set(notes)],
    ...effects,
  };
}

/** What a phase added to its side's losses: the expected models, wounds and points lost after it less before it. */
function phaseAdded(p: TurnPhase, { layout }: Defender, pointsIn: ((t: number) => number) | null): PhaseAdded {
  const added = (value: (t: number) => number) => expected(p.after, value) - expected(p.before, value);
  return {
    phase: p.phase,
    side: p.side,
    modelsLost: added((t) => layout.kills[t]),
    woundsLost: added((t) => woundsIn(layout, t)),
    pointsLost: pointsIn && added(pointsIn),
  };
}

/** The points of the models destroyed in state t, each model at its worth (points.ts modelWorth); null when a datasheet lists no points. */
export function pointsLostIn(side: Defender, { perModel }: Worth): ((t: number) => number) | null {
  if (perModel.includes(null)) return null;
  const { setAt, counts } = survivorSets(side.unit, side.layout);
  const bySet = counts.map((left) => side.unit.models.reduce((s, g, i) => s + perModel[i]! * (g.count - left[i]), 0));
  return (t) => bySet[setAt[t]];
}

/** The mean of value(t) over a distribution of states, summed in state order. */
export function expected(state: readonly number[], value: (t: number) => number): number {
  let sum = 0;
  for (let t = 0; t < state.length; t++) sum += state[t] * value(t);
  return sum;
}

export function losses(side: Defender, state: readonly number[], worth: Worth, pointsIn: ((t: number) => number) | null): SideLosses {
  checkSumsToOne(state, `${side.unit.name}'s state at the end of the turn`);
  const models = side.layout.models;
  const lost = summarise(modelsLost(state, side.layout));
  return {
    name: side.unit.name,
    models,
    wounds: woundsIn(side.layout, side.layout.totalWounds),
    points: worth.total,
    pointsExtrapolated: worth.extrapolated,
    // summarise returns a fresh object, so the field is added in place (a spread's copy with an added field costs ~1 µs: turn-options.ts withFields).
    modelsLost: Object.assign(lost, { wipe: lost.distribution[models], wiped: lost.distribution[models] }),
    // Only the turn's losses: wounds lost before it began (--target-wounded) are out of the layout (turn.ts woundedAtStart).
    woundsLost: summarise(byWounds(state, side)),
    pointsLost: pointsIn && expected(state, pointsIn),
  };
}

/** P(wounds lost) from P(state): the same with one queue, summed over the states of two (--precision). */
function byWounds(state: readonly number[], side: Defender): number[] {
  if (!side.layout.lost) return [...state];
  const out = new Array<number>(woundsIn(side.layout, side.layout.totalWounds) + 1).fill(0);
  state.forEach((q, t) => (out[woundsIn(side.layout, t)] += q));
  return out;
}
