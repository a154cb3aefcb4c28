/**
 * One phase of a turn (turn.ts): one unit's attacks on another from a distribution of the defender's
 * states, as calc builds them (run.ts). The engine is linear in the state it starts from
 * (engine.ts calculate), so the states that are attacked alike start one calculation together.
 */
import { compileEffects, type EffectReport, type EffectsInPlay } from '../effects/compile.js';
import type { EffectPart } from '../effects/types.js';
import { MAX_WORK, TooLargeError, type AssignedRoll } from '../engine.js';
import { layoutTarget, type TargetLayout } from '../allocation.js';
import { fightRules, type FightRule } from '../fight-back.js';
import type { Scenario, Unit } from '../types.js';
import { hasMelee, hasRanged } from '../selection.js';
import type { CalcOptions } from './options.js';
import { UsageError } from '../../errors.js';
import { effectsInPlay } from './effects-in-play.js';
import { buildScenario } from './run.js';
import { FATE_DICE } from './fate-pool.js';
import { addScaled, belowHalfIn, massOf, partsBy, wholeUnitOf, type Defender } from './turn-state.js';
import { survivorsScenario, type PerModel } from './turn-survivors.js';
import { calculateSideBySide, sideBySide, sumSideBySide, type SideBySide } from './turn-batch.js';
import { carriedOrder, withFields } from './turn-options.js';
import { got, newMap } from '../../maps.js';
import { zeros } from '../../../dice/dist.js';
import { isInputError, isTooMuchWork } from '../../errors.js';
import { phaseResult, phaseRolls, withStratagemsUsed, type PhaseOptions, type PhaseRolls } from './turn-one-roll.js';
import { beforeTheDice } from './one-roll-notes.js';

/**
 * One unit's attacks on the defender from a (sub-)distribution of its states: the distribution after,
 * with the same mass. One calculation per Below Half-strength value among the starting states where an
 * effect in play asks for it, else one (calculations).
 */
export function volley(attacker: Unit, defender: Defender, options: PhaseOptions, start: readonly number[], log: PhaseLog): number[] {
  return volleys([{ attacker, start }], defender, options, log)[0];
}

/** One of several units (a turn's sets of survivors) attacking the same defender, from its own states. */
export interface Attacking {
  readonly attacker: Unit;
  readonly start: readonly number[];
  /** Where its calculations' notes go (default: the phase's log). */
  readonly note?: (text: string) => void;
}

/**
 * volley for each of several attackers on one defender. The calculations that differ only in how
 * many of each weapon they bring run side by side where that is cheaper (turn-batch.ts): one set-up
 * for all of them.
 */
export function volleys(attacking: readonly Attacking[], defender: Defender, options: PhaseOptions, log: PhaseLog): number[][] {
  // Each set's states after: its calculation's own (new) vector where it has one, the sum where it has several (Below
  // Half-strength apart), zeros where it has none. The same numbers as a sum onto zeros (0 + x is x): no zeros per set (issue 30).
  const outs = new Array<number[] | undefined>(attacking.length);
  for (const calcs of calculations(attacking, defender, options, log)) {
    const batch = sideBySideIf(calcs, log);
    // The engine is linear in its starting states: a block of a sub-distribution comes out with its mass.
    const after = batch ? calculateSideBySide(batch, calcs.map((c) => c.p)) : calcs.map((c) => alone(c, log));
    for (let i = 0; i < calcs.length; i++) {
      const at = calcs[i].at;
      if (outs[at] === undefined && after[i].length === attacking[at].start.length) outs[at] = after[i];
      else addScaled((outs[at] ??= zeros(attacking[at].start.length)), after[i], 1);
    }
  }
  for (let i = 0; i < outs.length; i++) outs[i] ??= zeros(attacking[i].start.length);
  return outs as number[][];
}

/**
 * Each item's start after the attacks of its unit (none when no model is left to attack: the start as
 * it was), side by side where they can be (volleys); notes to noteOf's, else the log.
 */
export function afterEach<T extends { readonly start: readonly number[] }>(
  items: readonly T[],
  unitOf: (item: T) => Unit,
  defender: Defender,
  options: PhaseOptions,
  log: PhaseLog,
  noteOf?: (item: T) => (text: string) => void,
): (readonly number[])[] {
  const units = items.map(unitOf);
  const attacks = units.map((u) => attacksIn(u, options, log));
  const fighting: Attacking[] = [];
  items.forEach((item, i) => {
    if (attacks[i]) fighting.push({ attacker: units[i], start: item.start, note: noteOf?.(item) });
  });
  const after = volleys(fighting, defender, options, log);
  let next = 0;
  return items.map((item, i) => (attacks[i] ? after[next++] : item.start));
}

/**
 * Whether a set of survivors makes attacks in the phase: it has models, and weapons for the phase
 * (the Dire Avengers' Exarch with a Diresword alone fires no Overwatch); said where it has none.
 */
export function attacksIn(unit: Unit, options: CalcOptions, log?: PhaseLog): boolean {
  if (!unit.models.length) return false;
  if (armedFor(unit, options)) return true;
  log?.note(`${unit.name}: where only models without ${options.melee ? 'melee' : 'ranged'} weapons are left (${unit.models.map((g) => g.name).join(', ')}), they make no attacks`);
  return false;
}

/** The unit has weapons for the phase of `options` (selection.ts). */
export function armedFor(unit: Unit, options: CalcOptions): boolean {
  return options.melee ? hasMelee(unit) : hasRanged(unit);
}

/** The sum of volleys' distributions (the fight back, where only the sum goes on): side by side, summed where the sets' weapons stop differing. */
export function volleySum(attacking: readonly Attacking[], defender: Defender, options: PhaseOptions, log: PhaseLog, length: number): number[] {
  const out = zeros(length);
  for (const calcs of calculations(attacking, defender, options, log)) {
    const batch = sideBySideIf(calcs, log);
    if (batch) addScaled(out, sumSideBySide(batch, calcs.map((c) => c.p)), 1);
    else calcs.forEach((c) => addScaled(out, alone(c, log), 1));
  }
  return out;
}

/** One calculation of a volley: the attacking set (its index), its scenario, its starting states (a sub-distribution) and their mass. */
interface Calculation {
  readonly at: number;
  readonly scenario: Scenario;
  readonly oneRolls: PhaseRolls;
  readonly mass: number;
  readonly p: readonly number[];
}

/** The calculations of several volleys, grouped by the target's Below Half-strength (scenarios alike but for their weapons can go side by side). */
function calculations(attacking: readonly Attacking[], defender: Defender, options: PhaseOptions, log: PhaseLog): Calculation[][] {
  // Per set of starting states, a few lookups at most: a turn makes about 30 sets (issue 30). By Below
  // Half-strength (index 1: true), the groups in the order first met, and the phases against the defender.
  const groups: Calculation[][] = [];
  const groupOf: (Calculation[] | undefined)[] = [undefined, undefined];
  const phasesOf: (PhasesAgainst | undefined)[] = [undefined, undefined];
  // Whether an effect in play asks for a Below Half-strength target: the attacker's part is the effects
  // it carries (effects-in-play.ts), the same array for every set of survivors of a unit.
  const asks = new Map<readonly string[], boolean>();
  const asked = (attacker: Unit) => got(asks, attacker.effects, () => asksBelowHalf(effectsInPlay(attacker, defender.unit, options, false)));
  const belowHalf = (t: number) => belowHalfIn(defender.layout, defender.starting, t, defender.lostBefore);
  // The target's models as each phase allocates to them, checked against the turn's layout once per target and order.
  let checked: Pick<Scenario, 'target' | 'allocation'> | undefined;
  const add = (at: number, attacker: Unit, note: ((text: string) => void) | undefined, key: boolean, mass: number, p: readonly number[]) => {
    if (mass === 0) return; // nothing to attack from (the gem-used part of a bearer the shooting could not destroy)
    log.spend(PER_SET);
    const k = key ? 1 : 0;
    // The phases against the defender, by the target's Below Half-strength: looked up once, not per set.
    const phases = (phasesOf[k] ??= phasesAgainst(log.built, withBelowHalf(log.built, options, key), defender.unit));
    const { scenario, oneRolls, notes, effects } = phaseIn(log.built, phases, attacker);
    for (const n of notes) (note ?? log.note)(n);
    log.effects(effects);
    if (!scenario.twoQueues && (scenario.target !== checked?.target || scenario.allocation !== checked.allocation)) {
      sameLayout(layoutTarget(scenario.target, scenario.allocation), defender.layout);
      checked = scenario;
    }
    let group = groupOf[k];
    if (!group) groups.push((group = groupOf[k] = []));
    group.push({ at, scenario, oneRolls, mass, p });
  };
  // Below Half-strength splits the states where they differ in it and an effect in play asks for it
  // (Beacons of Rage); else one calculation, Below Half-strength where every state is. Asked only where
  // the states differ: where they do not, the split is that one calculation. Each calculation reads it
  // from its starting states, for all of its attacks (003 'Target (as part of an ability)': checked
  // when the target is selected, before any attack; its example is Below Half-strength).
  for (let at = 0; at < attacking.length; at++) {
    const { attacker, start, note } = attacking[at];
    const key = options.targetBelowHalf ?? sameIn(start, belowHalf);
    if (key === undefined && asked(attacker)) for (const part of partsBy(start, belowHalf).values()) add(at, attacker, note, part.key, part.mass, part.p);
    else add(at, attacker, note, key ?? false, massOf(start), start);
  }
  return groups;
}

/**
 * The calculations side by side, counted against the budget, where they can be and it is cheaper (a
 * block is small); else null. One calculation too: the blocks' path leaves out what calculate() adds
 * for calc (the summaries, per weapon and model group), of which a turn needs only the states. Not
 * with one-roll rules or Fate dice: each calculation places its own (turn-one-roll.ts phaseResult, a
 * choice per starting distribution).
 */
function sideBySideIf(calcs: readonly Calculation[], log: PhaseLog): SideBySide | null {
  const placesRolls = calcs.some((c) => c.oneRolls.attacker.length || c.oneRolls.target.length);
  const batch = !placesRolls ? sideBySide(calcs.map((c) => c.scenario)) : null;
  if (!batch || batch.blockWork > PER_CALCULATION) return null;
  log.spend(PER_CALCULATION + calcs.length * batch.blockWork);
  return batch;
}

/** One calculation on its own (its one-roll rules placed, from its states as a distribution), counted against the budget: the defender's states after it, with their mass. */
function alone(c: Calculation, log: PhaseLog): number[] {
  const placed = (chosen: readonly AssignedRoll[]) => log.placed({ rolls: c.oneRolls, chosen, weapons: c.scenario.weapons.map((w) => w.weapon.name) });
  const result = phaseResult(c.scenario, c.oneRolls, c.p.map((q) => q / c.mass), (work) => log.spend(PER_CALCULATION + work), placed);
  // Two queues (--precision): the states, not the wounds lost.
  return (result.targetStates ?? result.damage.distribution).map((q) => q * c.mass);
}

/** What `holds` says of every state with mass, where it says the same of all of them (true where none has mass); else undefined. */
function sameIn(p: readonly number[], holds: (t: number) => boolean): boolean | undefined {
  let same: boolean | undefined;
  for (let t = 0; t < p.length; t++) {
    if (p[t] === 0) continue;
    const here = holds(t);
    if (same === undefined) same = here;
    else if (here !== same) return undefined;
  }
  return same ?? true;
}

/** What a phase's calculations report to the turn: notes, and the work they are about to do. */
export interface PhaseLog {
  readonly note: (text: string) => void;
  /** Counts a calculation's work (steps) against the turn's budget; throws TooLargeError past it. */
  readonly spend: (work: number) => void;
  /** Hears each calculation's effects in play, applied or not (turn-effects.ts: said once a phase). */
  readonly effects: (report: readonly EffectReport[]) => void;
  /** Hears the one-roll rules and Fate dice each calculation placed (turn.ts: the dice a phase spent; turn-effects.ts: said once a phase). */
  readonly placed: (placement: Placement) => void;
  /** The turn's phases built so far (one for the whole turn). */
  readonly built: BuiltPhases;
}

/** A turn's log: each phase's (its notes said with the phase's name, its effects heard), one budget and one BuiltPhases for all of them. */
export type TurnLog = ((phase: string) => PhaseLog) & { readonly built: BuiltPhases; readonly effects: PhaseEffects; readonly placements: PhasePlacements };

/**
 * Every calculation is within the engine's budget (MAX_WORK), and a turn is many: the whole turn has
 * twice that (about a second, issue 13 goal 7), each calculation counted with what it costs besides its
 * steps: building and compiling its scenario, planning, and the turn's own sums, measured at 0.4-0.5 ms
 * a calculation here (10 and 20 berzerkers vs 30 and 100 guardsmen with Total Carnage, 600 calculations),
 * counted as 2.5e5 steps. Calculations side by side (turn-batch.ts) count it once, and their attacks
 * for every block; each set of starting states counts what it costs besides: its scenario, and the
 * fight's sums over who is left on each side, measured at 140-160 us a set here (10 berzerkers vs 30
 * guardsmen with Overwatch and Total Carnage, 1,069 sets in 170-230 ms), counted as 6e4 steps. Refused
 * as it goes, once past it: a turn of large units with a fight-on-death rule (one fight per starting
 * state) is what reaches it.
 */
export const MAX_TURN_WORK = 2 * MAX_WORK;
const PER_CALCULATION = 2.5e5;
const PER_SET = 6e4;

/** The notes of the phases, each said with its phase, and one budget for all of them. */
export function turnLog(notes: string[]): TurnLog {
  let spent = 0;
  const built = builtPhases();
  const effects: PhaseEffects = new Map();
  const placements: PhasePlacements = new Map();
  const say = (phase: string): PhaseLog => ({
    built,
    note: (text) => notes.push(`${phase}: ${text}`),
    effects: (report) => {
      // A phase's calculations share their whole unit's report (survivorsPhase): each one heard once.
      const heard = report.length ? got(effects, phase, (): (readonly EffectReport[])[] => []) : null;
      if (heard && !heard.includes(report)) heard.push(report);
    },
    placed: (placement) => got(placements, phase, (): Placement[] => []).push(placement),
    spend: (work) => {
      spent += work;
      if (spent > MAX_TURN_WORK) {
        throw new TooLargeError(
          `this turn needs more than ${MAX_TURN_WORK.toExponential(1)} steps (one calculation per set of survivors, and with a fight-on-death rule per state the fight starts from); use fewer models, or leave out the fight-on-death rule or --overwatch`,
        );
      }
    },
  });
  return Object.assign(say, { built, effects, placements });
}

/** Each phase's effect reports, one per different report its calculations heard (many alike: turn-effects.ts says each answer once), by phase in turn order. */
export type PhaseEffects = Map<string, (readonly EffectReport[])[]>;

/** What one calculation could place (its one-roll rules and Fate dice), what it placed, and its weapons' names. */
export interface Placement {
  readonly rolls: PhaseRolls;
  readonly chosen: readonly AssignedRoll[];
  readonly weapons: readonly string[];
}

/** Each phase's placements, one per calculation with one-roll rules or Fate dice, by phase in turn order. */
export type PhasePlacements = Map<string, Placement[]>;

/**
 * One phase's attacks as the engine takes them: built and compiled as a calc would (run.ts), refusing
 * what a turn does not model; and the defender's fight-on-death rules in play (turn-fight.ts).
 */
export function phaseScenario(built: BuiltPhases, attacker: Unit, defender: Unit, options: PhaseOptions, note: (text: string) => void): Phase {
  const phase = phaseOf(built, attacker, defender, options);
  for (const n of phase.notes) note(n);
  return phase;
}

function phaseOf(built: BuiltPhases, attacker: Unit, defender: Unit, options: PhaseOptions): BuiltPhase {
  return phaseIn(built, phasesAgainst(built, options, defender), attacker);
}

/** The phases of one set of options against one defender, by attacker (BuiltPhases.phases). */
interface PhasesAgainst {
  readonly options: PhaseOptions;
  readonly defender: Unit;
  readonly byAttacker: Map<Unit, BuiltPhase>;
}

function phasesAgainst(built: BuiltPhases, options: PhaseOptions, defender: Unit): PhasesAgainst {
  const byDefender = got(built.phases, options, newMap<Unit, PhasesAgainst>);
  return byDefender.get(defender) ?? got(byDefender, defender, () => ({ options, defender, byAttacker: new Map() }));
}

/** The attacker's phase among `phases`, made the first time it is asked for: from its whole unit's where it can be (survivorsPhase). */
function phaseIn(built: BuiltPhases, phases: PhasesAgainst, attacker: Unit): BuiltPhase {
  let phase = phases.byAttacker.get(attacker);
  if (!phase) phases.byAttacker.set(attacker, (phase = survivorsPhase(built, phases, attacker) ?? buildPhase(attacker, phases.defender, phases.options)));
  return phase;
}

/**
 * What a turn builds once and asks for again, kept with the turn (turnLog) in plain Maps:
 * - phases: a phase's scenario, once per options object and pair of units (a turn may ask twice: the
 *   fight's rules, fight on death and fight back), by options, defender and attacker (the sets of
 *   survivors of one unit attack one defender with one options object: one lookup for all of them,
 *   calculations). The options object is the key of everything in it
 *   (Below Half-strength, --order, Fate dice and one-roll use, two queues, the gem's): a turn's phases'
 *   options are made per turn (planTurn, gemUsed, withBelowHalf) and never changed once made;
 * - belowHalf: the options with the target's Below Half-strength set (withBelowHalf);
 * - perModel: what one model of each group brings of each weapon, per whole unit's scenario (turn-survivors.ts).
 * Not module-level WeakMaps keyed by the options: their entries outlived the turn in the young
 * generation's collections (about 17 KB a turn promoted, each collection 4-5x as long; the collector
 * took 15-20% of a turn, issue 15).
 */
export interface BuiltPhases {
  readonly phases: Map<PhaseOptions, Map<Unit, PhasesAgainst>>;
  readonly belowHalf: Map<PhaseOptions, Map<boolean, PhaseOptions>>;
  readonly perModel: Map<Scenario, PerModel | null>;
}

export function builtPhases(): BuiltPhases {
  return { phases: new Map(), belowHalf: new Map(), perModel: new Map() };
}

type BuiltPhase = Phase & { notes: string[] };

/** A phase as the engine takes it: its scenario, the target's fight-on-death rules, its one-roll rules and Fate dice, its effects in play (applied or not). */
interface Phase {
  readonly scenario: Scenario;
  readonly effects: readonly EffectReport[];
  readonly fightRules: FightRule[];
  readonly oneRolls: PhaseRolls;
}

/** The options with the target's Below Half-strength set, the same object each time in a turn (BuiltPhases keeps a turn's phases by their options object). */
export function withBelowHalf(built: BuiltPhases, options: PhaseOptions, belowHalf: boolean): PhaseOptions {
  const known = got(built.belowHalf, options, newMap<boolean, PhaseOptions>);
  return known.get(belowHalf) ?? got(known, belowHalf, () => withFields(options, { targetBelowHalf: belowHalf }));
}

/** A set of survivors' phase from its whole unit's, where only the weapons' counts differ (turn-survivors.ts); else null. */
function survivorsPhase(built: BuiltPhases, phases: PhasesAgainst, attacker: Unit): BuiltPhase | null {
  const whole = wholeUnitOf(attacker);
  if (!whole) return null;
  let phase: BuiltPhase;
  try {
    phase = phaseIn(built, phases, whole);
  } catch (e) {
    // What the whole unit's phase refuses is said by the survivors' own (built as calc builds it); an internal error is not a refusal.
    if (!isInputError(e) && !isTooMuchWork(e)) throw e;
    return null;
  }
  const scenario = survivorsScenario(phase.scenario, attacker, phases.options.engaged ?? false, built.perModel);
  return scenario && { ...phase, scenario };
}

function buildPhase(attacker: Unit, defender: Unit, options: PhaseOptions): BuiltPhase {
  const notes: string[] = [];
  // The options themselves where the order is unchanged: a copy's reads in buildScenario cost 2-3 us a build here (issue 15).
  const order = carriedOrder(attacker, options.order);
  const built = buildScenario({ attacker, target: defender, options: order === options.order ? options : withFields(options, { order }), profileFlag: options.profileFlag }, notes);
  const compiled = compileEffects(built.scenario, built.inPlay);
  // --precision in a turn: the target's two queues in every phase against it (turn-state.ts twoQueueLayout).
  const scenario: Scenario = options.use?.twoQueues ? { ...compiled.scenario, allocation: 'precision', twoQueues: true } : compiled.scenario;
  if (!options.use?.phoenixGem && scenario.target.models.some((g) => g.returnsOn !== undefined)) {
    // 002 'The Phoenix Gem': the bearer may be back at the end of the phase, which a state of wounds lost does not hold.
    throw new UsageError(`turn: ${defender.name}'s Phoenix Gem, against the target's attacks (Overwatch, fight back), is not carried from phase to phase (the target's is); use calc for it`);
  }
  const oneRolls = phaseRolls(compiled, options, notes);
  // Placed before the dice, as calc places them: the figures are a bound (one-roll-notes.ts).
  const placed = (side: 'attacker' | 'target') => oneRolls[side].filter((g) => g.source !== FATE_DICE).map((g) => beforeTheDice(g, side));
  notes.push(...placed('attacker'), ...placed('target'));
  return { scenario, effects: withStratagemsUsed(compiled, oneRolls), fightRules: compiled.fightOnDeath ? fightRules(compiled.report) : [], oneRolls, notes };
}

/** Whether any part of the effects in play needs a Below Half-strength target. */
function asksBelowHalf(inPlay: EffectsInPlay): boolean {
  const parts = (part: EffectPart | undefined): EffectPart[] => (part ? [part, ...(part.also ?? [])] : []);
  return [...inPlay.attacker, ...inPlay.target].some((e) => [...parts(e.attacker), ...parts(e.target)].some((p) => p.when?.targetBelowHalfStrength));
}

/** A state carried from one phase to the next means the same models in both: the layouts must agree. */
function sameLayout(a: TargetLayout, b: TargetLayout): void {
  if (a === b || sameAs.get(a) === b) return;
  const same = a.totalWounds === b.totalWounds && a.group.every((g, t) => g === b.group[t] && a.remaining[t] === b.remaining[t]);
  if (!same) throw new Error('internal error: a phase allocates the target in another order than the turn carries its state in');
  sameAs.set(a, b);
}

/** Layouts found to agree (sameLayout: the turn asks per calculation, and layouts live as long as their units). */
const sameAs = new WeakMap<TargetLayout, TargetLayout>();
