/**
 * Several units attacking one target, one after the other (issue 29 section 1: `calc "intercessors, eliminators" vs
 * terminators`): each unit's attacks start from the exact distribution of what the units before it left of the target,
 * as `turn` carries a unit's state from phase to phase (turn-volley.ts volley), so the joint outcome is exact: a model
 * the first unit wounded is the one the next unit's attacks go to (000 'Allocate Attack'), and Below Half-strength is
 * read from what is left when each unit attacks (003 'Target (as part of an ability)'). Units that shoot go before units
 * that fight (core rules: the Shooting phase comes before the Fight phase); within a phase, in the order given.
 */
import { parseEffectList } from '../effects/index.js';
import { layoutTarget } from '../allocation.js';
import { notModelledNotes } from '../profiles/abilities.js';
import { checkSumsToOne } from '../engine.js';
import { modelCount } from '../plan.js';
import { modelWorth } from '../points.js';
import { hasRanged, resize } from '../selection.js';
import type { Phase, Unit } from '../types.js';
import { lookupKey } from '../../names.js';
import { UsageError } from '../../errors.js';
import { attackOrder, unitLabels } from '../../one-target.js';
import { optionsSet, type CalcOptions, type MatchupOptions } from './options.js';
import { turnEffects, turnOneRolls, type TurnEffect, type TurnOneRoll } from './turn-effects.js';
import { withFields } from './turn-options.js';
import { expected, losses, pointsLostIn, type SideLosses } from './turn-result.js';
import { atStart, twoQueueLayout, woundsIn, type Defender } from './turn-state.js';
import { turnLog, volley } from './turn-volley.js';
import { woundedAtStart } from './turn.js';
import type { PhaseOptions } from './turn-one-roll.js';
import { SCHEMA_VERSION, type OneTargetShown, type OneTargetUnitJson } from '../../contract.js';
import { resolveUnit, type Roster } from '../profiles/registry.js';
import type { Simulation } from '../../simulation.js';

/** What one of the units added to the target's losses, in expectation, and P(the target is destroyed) once it has attacked. */
export type UnitAdded = OneTargetUnitJson;

export interface OneTargetReport {
  /** In the order they attack. */
  readonly attackers: readonly UnitAdded[];
  /** The target's losses to all of them together (a turn's side: models, wounds and points lost). */
  readonly target: SideLosses;
  readonly options: MatchupOptions;
  readonly notes: readonly string[];
  /** Each effect in play in each unit's attacks, applied or not (as turn says them, by unit). */
  readonly effects: readonly TurnEffect[];
  readonly oneRolls: readonly TurnOneRoll[];
}

/** The options that say something of one attacking unit: which of several would they be about? */
const ONE_UNITS: readonly (readonly [keyof CalcOptions, string])[] = [
  ['models', '--models'],
  ['attackerWounded', '--attacker-wounded'],
  ['loadout', '--loadout'],
  ['wargear', '--wargear'],
  ['profile', '--profile'],
  ['order', '--order'],
  ['fate', '--fate'],
  ['targetFate', '--target-fate'],
];

/** What the exact answer and its simulation share: the target as set up, and each unit in the order it attacks with its options. */
export interface OneTargetPlan {
  readonly defender: Defender;
  readonly attacking: readonly { readonly unit: Unit; readonly phase: Phase; readonly options: PhaseOptions }[];
  readonly notes: string[];
}

export function planOneTarget(attackers: readonly Unit[], given: Unit, o: CalcOptions): OneTargetPlan {
  refuseOneUnitOptions(o);
  const notes: string[] = [];
  const resized = o.targetModels !== undefined ? resize(given, o.targetModels, notes, true) : given;
  const target = woundedAtStart(resized, o, notes, ['before these attacks', "wounds lost count only these attacks'"]);
  // --precision against an Attached unit: the Bodyguard's and the Leaders' wounds apart (turn-state.ts), as turn has it.
  const twoQueues = (o.precision || o.allocation === 'precision') && target.models.some((g) => g.leader) && target.models.some((g) => !g.leader);
  const layout = twoQueues ? twoQueueLayout(target) : layoutTarget(target, o.allocation ?? 'toughest-last');
  // Starting Strength as calc counts it (run.ts): a smaller --target-models is casualties, a larger one as fielded.
  const defender: Defender = { unit: target, layout, starting: Math.max(modelCount(given), modelCount(target)), lostBefore: o.targetWounded ?? 0, twoQueues };
  // The target's unit is set up as given above: the phases' options do not set it up again (as turn.ts planTurn's).
  const forward: PhaseOptions = withFields<PhaseOptions>(o, {
    targetModels: undefined, targetWounded: undefined, targetWoundedModel: undefined,
    use: { stratagems: true, sureFate: false, phoenixGem: false, twoQueues },
  });
  const requested = o.melee ? 'melee' : o.ranged ? 'ranged' : undefined;
  const attacking = attackOrder(attackers, hasRanged, { requested, charged: o.charged }, notes).map((a) => ({ ...a, options: phaseOptions(forward, a.phase) }));
  return { defender, attacking, notes };
}

/** `attackers` attacking `target` one after the other (the order: above), with calc's options for all of them. */
export function runAtOneTarget(attackers: readonly Unit[], given: Unit, o: CalcOptions): OneTargetReport {
  const { defender, attacking, notes } = planOneTarget(attackers, given, o);
  const { layout, unit: target } = defender;
  const say = turnLog(notes);
  const labels = unitLabels(attacking.map((a) => a.unit.name));
  const worth = modelWorth(target);
  const pointsIn = pointsLostIn(defender, worth);
  const kills = (t: number) => layout.kills[t];
  const added: UnitAdded[] = [];
  let state = atStart(defender);
  attacking.forEach(({ unit, phase, options }, i) => {
    const before = state;
    state = volley(unit, defender, options, before, say(labels[i]));
    const gain = (value: (t: number) => number) => expected(state, value) - expected(before, value);
    const wipeAfter = state.reduce((p, q, t) => (kills(t) === layout.models ? p + q : p), 0);
    added.push({ name: unit.name, phase, modelsLost: gain(kills), woundsLost: gain((t) => woundsIn(layout, t)), pointsLost: pointsIn && gain(pointsIn), wipeAfter });
  });
  checkSumsToOne(state, `${target.name}'s state after the attacks`);
  const effects = turnEffects(say.effects, () => 'attacker', o);
  // Issue 11 section 4, as calc says them: each unit's abilities that change its attacks, the target's that change attacks on it.
  const applied = new Set(effects.filter((e) => e.applied).flatMap((e) => [lookupKey(e.name), lookupKey(e.id)]));
  for (const { unit } of attacking) notes.push(...notModelledNotes({ attacker: unit, target }, applied));
  return {
    attackers: added,
    target: losses(defender, state, worth, pointsIn),
    options: optionsSet(o),
    notes: [...new Set(notes)],
    effects,
    oneRolls: turnOneRolls(say.placements, () => 'attacker'),
  };
}

function refuseOneUnitOptions(o: CalcOptions): void {
  for (const [key, flag] of ONE_UNITS) {
    const v = o[key];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0)) throw new UsageError(`${flag} with several attacking units: it would not say which of them; calc them one at a time`);
  }
  // A Stratagem is used on one unit, once a phase (the core rules' 'Stratagems'): which unit's attacks it went to would be a choice.
  const stratagems = parseEffectList([...(o.with ?? []), ...(o.targetWith ?? [])]).filter((e) => e.cp !== undefined);
  if (stratagems.length) {
    throw new UsageError(`${stratagems.map((e) => e.id).join(', ')}: a Stratagem is used once a phase, on one unit: with several attacking units calc them one at a time`);
  }
}

/** One unit's options: its phase; the shooting's conditions only for a unit that shoots, --charged only for one that fights (turn.ts's fight). */
function phaseOptions(forward: PhaseOptions, phase: Phase): PhaseOptions {
  if (phase === 'ranged') return withFields(forward, { ranged: true, melee: undefined, charged: undefined });
  return withFields(forward, { melee: true, ranged: undefined, stationary: undefined, halfRange: undefined, cover: undefined, indirect: undefined, engaged: undefined, attackerEngaged: undefined });
}


/** `calc "A, B" vs T` (the ruleset value's oneTarget): the units by name among the roster's (its notes first), as calc's views draw them. */
export function namedOneTarget(roster: Roster, attackers: readonly string[], target: string, options: CalcOptions, simulate?: (plan: OneTargetPlan, runs: number, seed: number) => Simulation): OneTargetShown {
  const { simulate: runs, seed, ...o } = options;
  const units = attackers.map((name) => resolveUnit(roster, name));
  const targetUnit = resolveUnit(roster, target, o.leader ?? []);
  const r = runAtOneTarget(units, targetUnit, o);
  const simulation = runs && simulate ? simulate(planOneTarget(units, targetUnit, o), runs, seed ?? 1) : null;
  const notes = [...roster.notes, ...r.notes];
  return {
    json: { schemaVersion: SCHEMA_VERSION, kind: 'one-target', options: r.options, attackers: r.attackers, target: r.target, effects: r.effects, oneRolls: r.oneRolls, notes, simulation },
    // Where each came from: a unit's own effects are its profile's; the target's, its profile's or --target-with.
    effectSources: r.effects.map((e) => (e.fromProfile ? `${e.side === 'attacker' ? e.phase : r.target.name}'s profile` : e.side === 'attacker' ? '--with' : '--target-with')),
  };
}
