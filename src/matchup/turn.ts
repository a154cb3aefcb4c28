/**
 * `wh40k turn ATTACKER vs TARGET` (issue 15 section 1): the attacker shoots, the target fires
 * Overwatch (if asked), the attacker charges and fights, the target's survivors fight back; each
 * phase starts from the exact distribution of what the phases before left.
 *
 * A unit's state is the wounds it has lost (turn-state.ts). The engine is linear in the target's
 * starting state, so a phase is one calculation per set of starting states that attack or defend
 * alike: the same surviving attackers, the same Below Half-strength. A phase changes one side's state
 * only; the joint state of both sides is kept as a sum of products (attacker part x target part),
 * one term per set of surviving attackers in the fight.
 */
import { compileEffects, type EffectsInPlay } from '../rules/tenth/effects/compile.js';
import { parseEffectList } from '../rules/tenth/effects/index.js';
import type { EffectPart } from '../rules/tenth/effects/types.js';
import { calculate } from '../rules/tenth/engine.js';
import { layoutTarget, type TargetLayout } from '../rules/tenth/allocation.js';
import { hasRanged, resize, withLoadout, withWargear } from '../rules/tenth/selection.js';
import type { Scenario, Unit } from '../rules/tenth/types.js';
import { UsageError } from './errors.js';
import type { CalcOptions } from './options.js';
import { effectsInPlay } from './effects-in-play.js';
import { buildScenario, type Matchup } from './run.js';
import { addScaled, belowHalfIn, checkSumsToOne, partsBy, survivorCounts, survivors, type Defender } from './turn-state.js';
import { turnResult, type TurnPhase, type TurnReport, type TurnSettings } from './turn-result.js';

/** Options a turn cannot honour as a calc does: refused, never ignored. */
const REFUSED: readonly [keyof CalcOptions, string][] = [
  ['melee', 'a turn uses both: choose phases with --phases'],
  ['ranged', 'a turn uses both: choose phases with --phases'],
  ['charged', 'the attacker charges before it fights in a turn already'],
  ['targetWounded', 'a turn starts from unhurt units'],
  ['targetWoundedModel', 'a turn starts from unhurt units'],
  ['fate', 'Fate dice over several phases are not modelled'],
  ['targetFate', 'Fate dice over several phases are not modelled'],
  ['precision', 'the two allocation queues of [PRECISION] are not carried from phase to phase'],
  ['order', 'each phase resolves its weapons in the profile order'],
];

/** Only the shooting's conditions: they say nothing about a fight (run.ts notes them as inert there). */
const SHOOTING_ONLY = ['stationary', 'halfRange', 'cover', 'indirect'] as const;

/** What a turn does, decided once for the exact turn and its simulation: the units, and each phase's options (none: it does not happen). */
export interface TurnPlan {
  readonly sides: { readonly attacker: Defender; readonly target: Defender };
  readonly shoot: CalcOptions | null;
  readonly overwatch: CalcOptions | null;
  readonly fight: CalcOptions | null;
  readonly fightBack: CalcOptions | null;
  readonly notes: string[];
}

export function planTurn(m: Matchup, settings: TurnSettings): TurnPlan {
  const o = m.options;
  for (const [key, why] of REFUSED) {
    const v = o[key];
    if (v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)) throw new UsageError(`turn: --${kebab(key)} is not available (${why})`);
  }
  if (o.allocation === 'precision') throw new UsageError('turn: --allocation precision is not available (the two allocation queues of [PRECISION] are not carried from phase to phase)');
  const notes: string[] = [];
  let attacker = o.loadout ? withLoadout(m.attacker, o.loadout) : m.attacker;
  for (const option of o.wargear ?? []) attacker = withWargear(attacker, option);
  if (o.models !== undefined) attacker = resize(attacker, o.models, notes);
  const target = o.targetModels !== undefined ? resize(m.target, o.targetModels, notes, true) : m.target;
  const forward: CalcOptions = { ...o, loadout: undefined, wargear: undefined, models: undefined, targetModels: undefined };
  const fight: CalcOptions = { ...forward, melee: true, charged: true };
  for (const key of SHOOTING_ONLY) fight[key] = undefined;
  // The target's attacks: its player's effects are the attacker's now, and the other way round (each
  // effect only where it has a part for that side: Go to Ground does nothing for the unit attacking).
  const back: CalcOptions = { with: forSide(o.targetWith, 'attacker'), targetWith: forSide(o.with, 'target'), without: o.without };
  const shoots = settings.phases.includes('shoot') && hasRanged(attacker);
  if (settings.phases.includes('shoot') && !shoots) notes.push(`shoot: ${attacker.name} has no ranged weapons`);
  const fights = settings.phases.includes('fight');
  const overwatch = fights && settings.overwatch && hasRanged(target);
  if (fights && settings.overwatch && !overwatch) notes.push(`overwatch: ${target.name} has no ranged weapons`);
  return {
    sides: {
      attacker: { unit: attacker, layout: layoutTarget(attacker), starting: size(m.attacker) },
      target: { unit: target, layout: layoutTarget(target, o.allocation ?? 'toughest-last'), starting: size(m.target) },
    },
    shoot: shoots ? { ...forward, ranged: true } : null,
    // 003 'Fire Overwatch Stratagem': the target shoots the charging unit, hitting only on unmodified 6s.
    overwatch: overwatch ? { ...back, ranged: true, with: [...(back.with ?? []), 'fire-overwatch'] } : null,
    fight: fights ? fight : null,
    fightBack: fights && settings.fightBack ? { ...back, melee: true } : null,
    notes,
  };
}

export function runTurn(m: Matchup, settings: TurnSettings): TurnReport {
  const plan = planTurn(m, settings);
  const { sides, notes } = plan;
  const [attacker, target] = [sides.attacker.unit, sides.target.unit];
  const phases: TurnPhase[] = [];
  const say = (phase: string) => (text: string) => notes.push(`${phase}: ${text}`);
  const atStart = (side: Defender) => [1, ...new Array<number>(side.layout.totalWounds).fill(0)];
  let targetState = atStart(sides.target);
  let attackerState = atStart(sides.attacker);
  if (plan.shoot) {
    targetState = volley(attacker, sides.target, plan.shoot, targetState, say('shoot'));
    phases.push({ phase: 'shoot', side: 'target', before: atStart(sides.target), after: targetState });
  }
  if (plan.overwatch) {
    attackerState = volley(target, sides.attacker, plan.overwatch, attackerState, say('overwatch'));
    phases.push({ phase: 'overwatch', side: 'attacker', before: atStart(sides.attacker), after: attackerState });
  }
  if (!plan.fight) return turnResult(sides, attackerState, targetState, phases, notes, settings, m.options);
  const fight = plan.fight;

  // The fight: the attacker fights with the models Overwatch left (its allocation order says which).
  const afterShooting = targetState;
  const terms = [...partsBy(attackerState, (s) => survivorCounts(attacker, sides.attacker.layout, s), String).values()].map(({ key, mass, p }) => {
    const fighters = survivors(attacker, key);
    const after = fighters.models.length ? volley(fighters, sides.target, fight, afterShooting, say('fight')) : afterShooting;
    return { attacker: p, target: after, mass };
  });
  targetState = terms.reduce((sum, term) => (addScaled(sum, term.target, term.mass), sum), new Array<number>(afterShooting.length).fill(0));
  checkSumsToOne(targetState, "the target's state after the fight");
  phases.push({ phase: 'fight', side: 'target', before: afterShooting, after: targetState });

  const back = plan.fightBack;
  if (back) {
    // The target's survivors fight the attacker; which of them survived depends on the attacker's losses (the terms).
    const byFighters = new Map<string, { counts: number[]; start: number[] }>();
    for (const term of terms) {
      for (const [id, part] of partsBy(term.target, (t) => survivorCounts(target, sides.target.layout, t), String)) {
        const entry = byFighters.get(id) ?? { counts: part.key, start: new Array<number>(attackerState.length).fill(0) };
        addScaled(entry.start, term.attacker, part.mass);
        byFighters.set(id, entry);
      }
    }
    const before = attackerState;
    attackerState = new Array<number>(before.length).fill(0);
    for (const { counts, start } of byFighters.values()) {
      const fighters = survivors(target, counts);
      addScaled(attackerState, fighters.models.length ? volley(fighters, sides.attacker, back, start, say('fight back')) : start, 1);
    }
    checkSumsToOne(attackerState, "the attacker's state after the fight back");
    phases.push({ phase: 'fight back', side: 'attacker', before, after: attackerState });
  }
  return turnResult(sides, attackerState, targetState, phases, notes, settings, m.options);
}

/**
 * One unit's attacks on the defender from a (sub-)distribution of its states: the distribution after,
 * with the same mass. One calculation per Below Half-strength value among the starting states.
 */
function volley(attacker: Unit, defender: Defender, options: CalcOptions, start: readonly number[], note: (text: string) => void): number[] {
  const out = new Array<number>(start.length).fill(0);
  const forced = options.targetBelowHalf;
  // Below Half-strength splits the states only where an effect in play asks for it (Beacons of Rage).
  const follows = forced === undefined && asksBelowHalf(effectsInPlay(attacker, defender.unit, options, false));
  const belowHalfAt = (t: number) => forced ?? (follows && belowHalfIn(defender.layout, defender.starting, t));
  for (const { key: belowHalf, mass, p } of partsBy(start, belowHalfAt, String).values()) {
    const scenario = phaseScenario(attacker, defender.unit, { ...options, targetBelowHalf: belowHalf }, note);
    sameLayout(layoutTarget(scenario.target, scenario.allocation), defender.layout);
    addScaled(out, calculate(scenario, [], p.map((q) => q / mass)).damage.distribution, mass);
  }
  return out;
}

/** One phase's attacks as the engine takes them: built and compiled as a calc would (run.ts), refusing what a turn does not model. */
export function phaseScenario(attacker: Unit, defender: Unit, options: CalcOptions, note: (text: string) => void): Scenario {
  const notes: string[] = [];
  const built = buildScenario({ attacker, target: defender, options }, notes);
  const compiled = compileEffects(built.scenario, built.inPlay);
  if (compiled.oneRolls.attacker.length || compiled.oneRolls.target.length) {
    throw new UsageError('turn: one-roll rules (a Command Re-roll, Fate dice, Seer’s Guidance...) over several phases are not modelled; leave them out');
  }
  if (compiled.fightOnDeath) {
    throw new UsageError('turn: fight-on-death rules (Total Carnage, Reap the Tally...) are not yet composed with a turn; use calc --melee for them');
  }
  if (compiled.scenario.target.models.some((g) => g.returnsOn !== undefined)) {
    // 002 'The Phoenix Gem': the bearer may be back at the end of the phase, which a state of wounds lost does not hold.
    throw new UsageError('turn: The Phoenix Gem (a destroyed bearer set back up at the end of the phase) is not carried from phase to phase; use calc for it');
  }
  for (const n of notes) note(n);
  return compiled.scenario;
}

/** The effect ids of a list that have a part for this side (the others would be refused by compile.ts). */
function forSide(list: readonly string[] | undefined, side: 'attacker' | 'target'): string[] {
  return parseEffectList(list ?? []).filter((e) => e[side]).map((e) => e.id);
}

/** Whether any part of the effects in play needs a Below Half-strength target. */
function asksBelowHalf(inPlay: EffectsInPlay): boolean {
  const parts = (part: EffectPart | undefined): EffectPart[] => (part ? [part, ...(part.also ?? [])] : []);
  return [...inPlay.attacker, ...inPlay.target].some((e) => [...parts(e.attacker), ...parts(e.target)].some((p) => p.when?.targetBelowHalfStrength));
}

/** A state carried from one phase to the next means the same models in both: the layouts must agree. */
function sameLayout(a: TargetLayout, b: TargetLayout): void {
  const same = a.totalWounds === b.totalWounds && a.group.every((g, t) => g === b.group[t] && a.remaining[t] === b.remaining[t]);
  if (!same) throw new Error('internal error: a phase allocates the target in another order than the turn carries its state in');
}

function size(unit: Unit): number {
  return unit.models.reduce((s, g) => s + g.count, 0);
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
