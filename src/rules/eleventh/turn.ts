/**
 * 11th edition's turn (issue 28 `turn`), exact: [Fire Overwatch] -> the attacker's shooting -> its charge and
 * fight, Fights First -> the target's survivors fighting back. Each phase is one exact calculation (engine.ts
 * calculate11) per state of the two units before it; its law of wounds lost, carried along the group order the
 * defender used (unit-after.ts), makes the states after it: a mixture over the joint states of both units, since
 * the attacker's losses to Overwatch decide what it shoots and fights with, and the target's to the attacker
 * what it fights back with. Computed, not sampled.
 */
import { Refused, WorkBudgetError } from '../errors.js';
import type { EffectJson } from '../contract.js';
import { sourcesOf } from './batch-sources.js';
import { batchesOf } from './batches.js';
import { estimateWork, MAX_WORK } from './engine.js';
import type { EleventhOptions } from './flags.js';
import { allocationGroups } from './groups.js';
import { matchupOf, RANGED_ONLY, woundedUnit, type Engine } from './matchup.js';
import type { EleventhUnit } from './profiles/load.js';
import { withModels } from './size.js';
import type { Batch, Result, Scenario } from './types.js';
import { ordered } from './choices.js';
import { lookupKey } from '../names.js';
import { hazardLoss, type HazardLoss } from './turn-hazard.js';
import { stateKey, unitAfter } from './unit-after.js';

/** The attacker's phases a turn can have, in turn order. */
export const TURN_PHASES = ['shoot', 'fight'] as const;

export interface TurnSettings {
  readonly phases: readonly (typeof TURN_PHASES)[number][];
  /** 11e 15.08, RULINGS 9: the target fires Overwatch at the end of the attacker's Movement phase. */
  readonly overwatch: boolean;
  readonly fightBack: boolean;
}

export type Side = 'attacker' | 'target';
export type PhaseName = 'overwatch' | 'shoot' | 'fight' | 'fight back';

/** One phase: the side that attacks, and the options its attacks are computed with (matchup.ts matchupOf). */
export interface Step {
  /** A turn's phase; several units at one target (one-target.ts): the attacking unit's name. */
  readonly phase: PhaseName | (string & {});
  readonly by: Side;
  readonly options: EleventhOptions;
  /** The attacker's order of its batches (RULINGS 7, --order): the weapons of both phases, each phase using its own. */
  readonly order?: readonly string[];
  /**
   * The unit attacking in this step, where it is not the state's `by` side (several units at one target, one-target.ts:
   * each step another unit, at full strength); its losses (hazard rolls) are not carried.
   */
  readonly unit?: EleventhUnit;
}

/** The unit attacking in a step from a state: the step's own, else the state's side that attacks. */
export const attackingIn = (step: Step, s: { readonly attacker: EleventhUnit; readonly target: EleventhUnit }): EleventhUnit => step.unit ?? s[step.by];

/** Both units as they stand, with the probability of that state. */
export interface TurnState {
  readonly attacker: EleventhUnit;
  readonly target: EleventhUnit;
  readonly p: number;
}

/** One phase's calculation for one state: the scenario, the engine's result and the attacker's hazard rolls, or why no attack is made. */
export type Attack =
  | { readonly scenario: Scenario; readonly result: Result; readonly notes: readonly string[]; readonly effects: readonly EffectJson[]; readonly hazard?: HazardLoss }
  | { readonly none: string };

export const other = (side: Side): Side => (side === 'attacker' ? 'target' : 'attacker');

/** The turn's phases in order (RULINGS 9: Overwatch before the shooting; 11e 11.04: the charger fights first). */
export function stepsOf(settings: TurnSettings, given: EleventhOptions, order?: readonly string[]): Step[] {
  const steps: Step[] = [];
  const ordered = order === undefined ? {} : { order };
  if (settings.overwatch) steps.push({ phase: 'overwatch', by: 'target', options: { ranged: true, shooting: 'snap' } });
  if (settings.phases.includes('shoot')) steps.push({ phase: 'shoot', by: 'attacker', options: { ...given, ranged: true }, ...ordered });
  if (settings.phases.includes('fight')) {
    steps.push({ phase: 'fight', by: 'attacker', options: { ...meleeOnly(given), melee: true, charged: true }, ...ordered });
    if (settings.fightBack) steps.push({ phase: 'fight back', by: 'target', options: { melee: true } });
  }
  return steps;
}

/** The fight's options: without those only shooting reads (matchup.ts RANGED_ONLY): they were the shooting's. */
function meleeOnly(given: EleventhOptions): EleventhOptions {
  return Object.fromEntries(Object.entries(given).filter(([k]) => !(RANGED_ONLY as readonly string[]).includes(k)));
}

const precise = (s: Scenario) => s.batches.find((b) => b.weapon.abilities.some((a) => a.kind === 'precision'));

/** RULINGS 7: the batches in the order --order names them, of its names those this phase's batches have (choices.ts ordered). */
function phaseOrdered(batches: readonly Batch[], order: readonly string[]): readonly Batch[] {
  const names = new Set(batches.flatMap((b) => sourcesOf(b).map((s) => lookupKey(s.weapon.name))));
  return ordered(batches, order.filter((n) => names.has(lookupKey(n))));
}

/** One phase's attack as the engine reads it, or why none is made. */
export type Plan = { readonly scenario: Scenario; readonly notes: readonly string[]; readonly effects: readonly EffectJson[] } | { readonly none: string };

/**
 * The step's attack of `attacking` on `defending`, or why it makes none (destroyed, no weapon for the phase).
 * [PRECISION] against CHARACTER models is refused: there the wounds lost do not say which models fell (track.ts).
 */
export function planOf(step: Step, attacking: EleventhUnit, defending: EleventhUnit): Plan {
  if (attacking.models.every((m) => m.count === 0)) return { none: `${attacking.name} is destroyed` };
  if (defending.models.every((m) => m.count === 0)) return { none: `${defending.name} is destroyed` };
  const phase = step.options.melee ? 'melee' : 'ranged';
  if (batchesOf(attacking, defending.keywords, phase, step.options.shooting ?? 'normal', step.options.profile).batches.length === 0) {
    return { none: `${attacking.name} has no ${phase} weapon that attacks ${defending.name} here` };
  }
  const built = matchupOf(attacking, defending, step.options);
  const m = step.order ? { ...built, scenario: { ...built.scenario, batches: phaseOrdered(built.scenario.batches, step.order) } } : built;
  const precision = precise(m.scenario);
  if (precision && allocationGroups(defending).some((g) => g.character)) {
    throw new Refused(
      `turn: ${precision.weapon.name} has [PRECISION] (11e 24.28) and ${defending.name} has CHARACTER models: the wounds lost then do not say ` +
        `which models were destroyed, so a turn cannot carry them into the next phase yet; compute the phase with calc`,
    );
  }
  return { scenario: m.scenario, notes: m.notes, effects: m.effects };
}

/** Past this many engine steps (engine.ts estimateWork, summed over a turn's calculations) a turn is refused. */
export const TURN_MAX_WORK = 4 * MAX_WORK;
/** Past this many calculations a turn is refused, whatever their size (each has its own cost beyond the engine's steps). */
export const TURN_MAX_CALCULATIONS = 20_000;

const keyOf = (step: Step, attacking: EleventhUnit, defending: EleventhUnit) => `${step.phase}|${stateKey(attacking)}|${stateKey(defending)}`;

/** A turn's calculations: each phase's plan and attack for two units' states, made once (the same pair recurs across states). */
export interface Calculations {
  readonly attack: (step: Step, attacking: EleventhUnit, defending: EleventhUnit) => Attack;
  /**
   * Before a phase is computed: the calculations its states need that are not made yet, counted with their work
   * (engine.ts estimateWork) and added to the turn's; past TURN_MAX_WORK or TURN_MAX_CALCULATIONS, refused at once.
   */
  readonly charge: (step: Step, states: readonly TurnState[]) => void;
}

export function calculations(engine: Engine, start: { attacker: EleventhUnit; target: EleventhUnit }): Calculations {
  const plans = new Map<string, Plan>();
  const attacks = new Map<string, Attack>();
  const plan = (step: Step, attacking: EleventhUnit, defending: EleventhUnit): Plan => {
    const key = keyOf(step, attacking, defending);
    if (!plans.has(key)) plans.set(key, planOf(step, attacking, defending));
    return plans.get(key)!;
  };
  const spent = { steps: 0, calls: 0, parts: [] as string[] };
  return {
    attack: (step, attacking, defending) => {
      const key = keyOf(step, attacking, defending);
      let found = attacks.get(key);
      if (!found) {
        const p = plan(step, attacking, defending);
        if ('none' in p) found = p;
        else {
          const result = engine(p.scenario);
          const hazard = hazardLoss(attacking, result);
          found = { ...p, result, ...(hazard ? { hazard } : {}) };
        }
        attacks.set(key, found);
      }
      return found;
    },
    charge: (step, states) => {
      const keys = new Set<string>();
      for (const s of states) {
        const key = keyOf(step, attackingIn(step, s), s[other(step.by)]);
        if (attacks.has(key) || keys.has(key)) continue;
        keys.add(key);
        const p = plan(step, attackingIn(step, s), s[other(step.by)]);
        if ('scenario' in p) spent.steps += estimateWork(p.scenario);
      }
      spent.calls += keys.size;
      spent.parts.push(`${step.phase}: ${keys.size} calculation(s)`);
      if (spent.steps > TURN_MAX_WORK || spent.calls > TURN_MAX_CALCULATIONS) {
        throw new WorkBudgetError(
          `turn ${start.attacker.name} vs ${start.target.name}: ${spent.parts.join(', ')} need about ${spent.steps.toExponential(1)} steps, ` +
            `more than a turn's budget of ${TURN_MAX_WORK.toExponential(0)} steps and ${TURN_MAX_CALCULATIONS} calculations: ` +
            'use fewer models, or fewer phases (--phases, --no-fight-back)',
        );
      }
    },
  };
}

/** The states after a step: each state's attack, its law of wounds lost carried along the defender's group order. */
export function afterStep(states: readonly TurnState[], step: Step, attack: Calculations['attack']): TurnState[] {
  const out = new Map<string, TurnState>();
  const add = (s: TurnState) => {
    const key = `${stateKey(s.attacker)}|${stateKey(s.target)}`;
    const had = out.get(key);
    out.set(key, had ? { ...had, p: had.p + s.p } : s);
  };
  const hit = other(step.by);
  for (const s of states) {
    const a = attack(step, attackingIn(step, s), s[hit]);
    if ('none' in a) {
      add(s);
      continue;
    }
    // 11e 06.03: the hazard rolls' dice are apart from the attack's: each pair of outcomes with the product of their chances.
    const hazard = (!step.unit && a.hazard?.woundsLost) || [1];
    a.result.woundsLost.toArray().forEach((q, w) => {
      if (q <= 0) return;
      const target = unitAfter(s[hit], a.result.groupOrder, w);
      hazard.forEach((r, h) => {
        if (r > 0) add({ ...s, [hit]: target, [step.by]: h ? unitAfter(s[step.by], a.hazard!.order, h) : s[step.by], p: s.p * q * r });
      });
    });
  }
  return [...out.values()];
}

/** The turn's states before its first phase and after each (the last: the end of the turn). */
export interface TurnRun {
  readonly steps: readonly Step[];
  readonly states: readonly (readonly TurnState[])[];
  readonly attack: Calculations['attack'];
}

export function runTurn11(start: { attacker: EleventhUnit; target: EleventhUnit }, steps: readonly Step[], engine: Engine): TurnRun {
  const made = calculations(engine, start);
  const states: TurnState[][] = [[{ ...start, p: 1 }]];
  for (const step of steps) {
    const before = states[states.length - 1];
    made.charge(step, before);
    states.push(afterStep(before, step, made.attack));
  }
  return { steps, states, attack: made.attack };
}

/** Matchup options a turn takes once, before its first phase: the units' sizes and their wounded models. */
export function startOf(attacker: EleventhUnit, target: EleventhUnit, o: EleventhOptions): { attacker: EleventhUnit; target: EleventhUnit } {
  const sized = o.targetModels === undefined ? target : withModels(target, o.targetModels, '--target-models');
  const sizedAttacker = o.models === undefined ? attacker : withModels(attacker, o.models, '--models');
  return {
    attacker: o.attackerWounded ? woundedUnit(sizedAttacker, o.attackerWounded, '--attacker-wounded') : sizedAttacker,
    target: o.targetWounded ? woundedUnit(sized, o.targetWounded, '--target-wounded') : sized,
  };
}
