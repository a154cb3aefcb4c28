/**
 * An 11th-edition turn's result (issue 28 `turn`) in the contract's shape (../contract.ts TurnJson): each side's
 * models, wounds and points lost over the turn, what each phase added, the trade, and the notes naming the
 * defenders' group orders and the choices made. The views (cli/turn.ts) print it as 10th edition's.
 */
import { SCHEMA_VERSION, type TurnJson, type TurnPhaseJson, type TurnSideJson } from '../contract.js';
import { summarise } from '../summary.js';
import type { EleventhUnit } from './profiles/load.js';
import { attackingIn, other, type Side, type TurnRun, type TurnSettings, type TurnState } from './turn.js';
import { modelsLeft, woundsLeft } from './unit-after.js';

/** A unit's points for its size: as listed, else per model at the nearest listed size (extrapolated); null when none is listed. */
export function pointsOf(u: EleventhUnit): { total: number | null; extrapolated: boolean } {
  const models = modelsLeft(u);
  const listed = Object.entries(u.points).map(([size, pts]) => [Number(size), pts] as const);
  const exact = listed.find(([size]) => size === models);
  if (exact) return { total: exact[1], extrapolated: false };
  if (!listed.length) return { total: null, extrapolated: false };
  const [size, pts] = listed.reduce((best, x) => (Math.abs(x[0] - models) < Math.abs(best[0] - models) ? x : best));
  return { total: (pts / size) * models, extrapolated: true };
}

/** What a side lost in a state, against the unit at the start of the turn. */
interface Lost {
  readonly models: number;
  readonly wounds: number;
}

const lostIn = (start: EleventhUnit, now: EleventhUnit): Lost => ({ models: modelsLeft(start) - modelsLeft(now), wounds: woundsLeft(start) - woundsLeft(now) });

/** P(value) over the states, value 0..most. */
function lawOf(states: readonly TurnState[], value: (s: TurnState) => number, most: number): number[] {
  const p = new Array<number>(most + 1).fill(0);
  for (const s of states) p[value(s)] += s.p;
  return p;
}

const mean = (states: readonly TurnState[], value: (s: TurnState) => number): number => states.reduce((m, s) => m + s.p * value(s), 0);

function sumsToOne(states: readonly TurnState[], what: string): void {
  const total = states.reduce((m, s) => m + s.p, 0);
  if (Math.abs(total - 1) > 1e-9) throw new Error(`internal: ${what} sums to ${total}, not 1`);
}

export function sideJson(run: TurnRun, side: Side): TurnSideJson {
  const start = run.states[0][0][side];
  const end = run.states[run.states.length - 1];
  sumsToOne(end, `${start.name}'s state at the end of the turn`);
  const models = modelsLeft(start);
  const wounds = woundsLeft(start);
  const points = pointsOf(start);
  const lost = summarise(lawOf(end, (s) => lostIn(start, s[side]).models, models));
  const perModel = points.total === null ? null : points.total / models;
  return {
    name: start.name,
    models,
    wounds,
    points: points.total,
    pointsExtrapolated: points.extrapolated,
    modelsLost: { ...lost, wipe: lost.distribution[models], wiped: lost.distribution[models] },
    woundsLost: summarise(lawOf(end, (s) => lostIn(start, s[side]).wounds, wounds)),
    pointsLost: perModel === null ? null : lost.mean * perModel,
  };
}

/** What each phase added to the losses of the side it attacked, and its hazard rolls to the side attacking (`PHASE: hazardous`). */
export function phasesJson(run: TurnRun): TurnPhaseJson[] {
  const row = (i: number, phase: string, side: Side): TurnPhaseJson => {
    const start = run.states[0][0][side];
    const added = (of: keyof Lost) => mean(run.states[i + 1], (s) => lostIn(start, s[side])[of]) - mean(run.states[i], (s) => lostIn(start, s[side])[of]);
    const points = pointsOf(start).total;
    return { phase, side, modelsLost: added('models'), woundsLost: added('wounds'), pointsLost: points === null ? null : (added('models') * points) / modelsLeft(start) };
  };
  return run.steps.flatMap((step, i) => {
    const hazardous = run.states[i].some((s) => {
      const a = run.attack(step, attackingIn(step, s), s[other(step.by)]);
      return 'hazard' in a && a.hazard !== undefined;
    });
    return [row(i, step.phase, other(step.by)), ...(hazardous ? [row(i, `${step.phase}: hazardous`, step.by)] : [])];
  });
}

/** The turn's JSON (kind "turn"), with the options given and the simulation where played. */
export function turnJson11(run: TurnRun, settings: TurnSettings, options: object, notes: readonly string[], simulation: TurnJson['simulation'], effects: TurnJson['effects'] = []): TurnJson {
  const attacker = sideJson(run, 'attacker');
  const target = sideJson(run, 'target');
  return {
    schemaVersion: SCHEMA_VERSION,
    kind: 'turn',
    settings: { phases: settings.phases, overwatch: settings.overwatch, fightBack: settings.fightBack },
    options: { ruleset: '11th', ...options },
    attacker,
    target,
    phases: phasesJson(run),
    trade: { targetPointsLost: target.pointsLost, attackerPointsLost: attacker.pointsLost, attackerWipesTarget: target.modelsLost.wipe, attackerWiped: attacker.modelsLost.wipe },
    effects,
    oneRolls: [],
    notes,
    simulation,
  };
}
