/**
 * `wh40k turn ATTACKER vs TARGET` (issue 15 section 1): the attacker shoots, the target fires
 * Overwatch (if asked), the attacker charges and fights, the target's survivors fight back; each
 * phase starts from the exact distribution of what the phases before left.
 *
 * A unit's state is the wounds it has lost (turn-state.ts). The engine is linear in the target's
 * starting state, so a phase is one calculation per set of starting states that attack or defend
 * alike: the same surviving attackers (as damaged as their state leaves them: turn-state.ts
 * damagedApart), the same Below Half-strength. A phase changes one side's state
 * only; the joint state of both sides is kept as a sum of products (attacker part x target part),
 * one term per set of surviving attackers in the fight. One phase's attacks: turn-volley.ts; the
 * fight, fight on death and fight back: turn-fight.ts; the result: turn-result.ts.
 */
import { parseEffectList } from '../effects/index.js';
import { listsAbility } from '../effects/compile.js';
import { STRANDS_OF_FATE } from '../effects/aeldari.js';
import { layoutTarget, type TargetLayout } from '../allocation.js';
import { whenWoundedTakesAttacks, woundedTarget } from '../wounded.js';
import { checkProfiles, equipped, hasMelee, hasRanged, resize } from '../selection.js';
import type { Unit } from '../types.js';
import { notModelledNotes } from '../profiles/abilities.js';
import { UsageError } from '../../errors.js';
import { kebab, orderByPhase, REFUSED, withFields } from './turn-options.js';
import type { CalcOptions } from './options.js';
import type { Matchup } from './run.js';
import { fightPhases } from './turn-fight.js';
import { atStart, massOf, twoQueueLayout, summed, type Defender } from './turn-state.js';
import { turnLog, volley, type TurnLog } from './turn-volley.js';
import { leadershipTestPassed } from '../leadership.js';
import { attackerOver, fightsFirst, targetAttacks, type Branch, type TargetPart } from './turn-strikes.js';
import { afterHazardous } from './turn-hazard.js';
import type { PhaseOptions } from './turn-one-roll.js';
import { fateLeft, fateSpent } from './fate-pool.js';
import { endOfPhase, gemUsed, targetGem } from './turn-phoenix.js';
import { checkSumsToOne } from '../engine.js';
import { modelCount } from '../plan.js';
import { damagedInTurn } from '../effects/damaged.js';
import { turnResult, type TurnPhase, type TurnReport, type TurnSettings } from './turn-result.js';
import { FIRE_OVERWATCH, turnEffects, turnOneRolls } from './turn-effects.js';

/** What a turn does, decided once for the exact turn and its simulation: the units, and each phase's options (none: it does not happen). */
export interface TurnPlan {
  readonly sides: { readonly attacker: Defender; readonly target: Defender };
  readonly shoot: PhaseOptions | null;
  readonly overwatch: PhaseOptions | null;
  readonly fight: PhaseOptions | null;
  /** The Leadership test the target must pass to fire Overwatch, as the number added to its result (000 'SHOCKING ONSLAUGHT'); none: it fires. */
  readonly overwatchTest?: number;
  /** The target fights first (turn-strikes.ts), with fightBack's options: then it neither fights back nor on death. */
  readonly targetFightsFirst: boolean;
  /** The target's melee attacks: fight on death (whenever a rule is in play) and fight back (settings.fightBack). */
  readonly fightBack: PhaseOptions;
  /** The target has melee weapons: without any it fights back with nothing, and nothing of it fights on death. */
  readonly targetFights: boolean;
  readonly notes: string[];
}

export function planTurn(m: Matchup, settings: TurnSettings): TurnPlan {
  const o = m.options;
  for (const [key, why] of REFUSED) {
    const v = o[key];
    if (v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)) throw new UsageError(`turn: --${kebab(key)} is not available (${why})`);
  }
  const notes: string[] = [];
  let attacker = equipped(m.attacker, o.loadout, o.wargear);
  if (o.profile?.length) checkProfiles(attacker, o.profile, '--profile');
  if (o.models !== undefined) attacker = resize(attacker, o.models, notes);
  // The target attacks too (Overwatch, fight back, fight on death): its own loadout, wargear and profiles.
  const armed = equipped(m.target, o.targetLoadout, o.targetWargear);
  // Checked here, not where each phase is built (from the survivors): a turn in which the target never attacks still refuses a name that matches nothing.
  if (o.targetProfile?.length) checkProfiles(armed, o.targetProfile, '--target-profile');
  const target = woundedAtStart(o.targetModels !== undefined ? resize(armed, o.targetModels, notes, true) : armed, o, notes);
  const lostBefore = o.targetWounded ?? 0;
  // Issue 11 section 4, as calc says them (run.ts): each unit's datasheet abilities that change attacks but are not modelled; both units attack in a turn.
  notes.push(...notModelledNotes({ attacker, target }, new Set(), true));
  // --precision against an Attached unit: the Bodyguard's and the Leaders' wounds apart (turn-state.ts).
  const twoQueues = (o.precision || o.allocation === 'precision') && target.models.some((g) => g.leader) && target.models.some((g) => !g.leader);
  const targetLayout = twoQueues ? twoQueueLayout(target) : layoutTarget(target, o.allocation ?? 'toughest-last');
  // turn-state.ts damagedApart: a damaged profile is read for a unit of one model (effects/damaged.ts).
  for (const u of [attacker, target]) {
    const said = damagedInTurn(u);
    if (said) notes.push(said);
  }
  // Each player's effects apply to its own side (a rule listed for completeness, with no part, is shown as calc shows it):
  // the attacker's attack parts and the target's defence parts to the attacker's attacks, the others to the target's (back).
  const [withs, targetWiths] = [forSide(o.with, 'attacker', true), forSide(o.targetWith, 'target', true)];
  const forward: PhaseOptions = withFields(o, {
    with: o.with && withs, targetWith: o.targetWith && targetWiths,
    loadout: undefined, wargear: undefined, models: undefined, targetModels: undefined, targetWounded: undefined, targetWoundedModel: undefined,
    targetLoadout: undefined, targetWargear: undefined, targetProfile: undefined,
  });
  const order = orderByPhase(attacker, o.order);
  const fight: PhaseOptions = withFields(forward, {
    melee: true, charged: true, order: order.melee, use: { stratagems: true, sureFate: false, phoenixGem: true, twoQueues },
    // Only the shooting's conditions, cleared: they say nothing about a fight (run.ts notes them as inert there; a fight is within Engagement Range).
    stationary: undefined, halfRange: undefined, cover: undefined, indirect: undefined, engaged: undefined, attackerEngaged: undefined,
  });
  // The target's attacks: its player's effects are the attacker's now, and the other way round (each
  // effect only where it has a part for that side: Go to Ground does nothing for the unit attacking).
  const back: PhaseOptions = { with: forSide(o.targetWith, 'attacker'), targetWith: forSide(o.with, 'target'), without: o.without, profile: o.targetProfile, profileFlag: '--target-profile' };
  const [wantsShoot, wantsFight] = [settings.phases.includes('shoot'), settings.phases.includes('fight')];
  const shoots = wantsShoot && hasRanged(attacker);
  if (wantsShoot && !shoots) notes.push(`shoot: ${attacker.name} has no ranged weapons`);
  // A unit with no melee weapons makes no attacks in the Fight phase (core rules 'Fight Phase': a unit fights with its melee weapons).
  const fights = wantsFight && hasMelee(attacker);
  if (wantsFight && !fights) notes.push(`fight: ${attacker.name} has no melee weapons: it does not charge or fight (no Overwatch, no fight back)`);
  const targetFights = hasMelee(target);
  if (fights && !targetFights) notes.push(`fight back: ${target.name} has no melee weapons: it makes no attacks in the fight (${settings.fightBack ? 'a fight back of nothing, ' : ''}no fight on death)`);
  const targetShoots = fights && settings.overwatch && hasRanged(target);
  const stops = targetShoots ? overwatchStopped(o.with, attacker, target, notes) : null;
  const overwatch = targetShoots && stops?.fires !== false;
  if (fights && settings.overwatch && !targetShoots) notes.push(`overwatch: ${target.name} has no ranged weapons`);
  onlyInTargetsAttacks(o, { overwatch, fights, fightBack: settings.fightBack }, { attacker: attacker.name, target: target.name }, notes);
  // turn-one-roll.ts: the target's Fate dice wait for its saves in the fight, its last phase with saves.
  if (shoots && fights && o.targetFate && listsAbility(target, STRANDS_OF_FATE)) {
    notes.push(`Fate dice (--target-fate ${o.targetFate}): none spent in the shooting: kept for ${target.name}'s saving throws in the fight, its last phase with saves (002 'Strands of Fate': one a phase, RULINGS 13)`);
  }
  const targetFightsFirst = fights && targetFights && fightsFirst(target);
  if (targetFightsFirst) notes.push(firstNote(attacker, target, settings.fightBack));
  return {
    sides: {
      // Starting Strength: the attacker as fielded (--models); the target as its datasheet has it, a
      // smaller --target-models being casualties (as calc counts it, run.ts), a larger one as fielded.
      attacker: { unit: attacker, layout: layoutTarget(attacker), starting: modelCount(attacker), lostBefore: 0 },
      target: { unit: target, layout: targetLayout, starting: Math.max(modelCount(m.target), modelCount(target)), lostBefore, twoQueues },
    },
    // The Fate dice (turn-one-roll.ts): the attacker's in the shooting only on a Hit roll that surely comes when a fight follows; the target's wait for the fight.
    shoot: shoots ? withFields(forward, { ranged: true, order: order.ranged, targetFate: fights ? undefined : o.targetFate, use: { stratagems: true, sureFate: fights, phoenixGem: true, twoQueues } }) : null,
    // 003 'Fire Overwatch Stratagem': the target shoots the charging unit, hitting only on unmodified 6s.
    overwatch: overwatch ? withFields(back, { ranged: true, with: [...(back.with ?? []), FIRE_OVERWATCH], use: { stratagems: true, sureFate: false } }) : null,
    overwatchTest: stops?.test,
    fight: fights ? fight : null,
    targetFightsFirst: targetFightsFirst && settings.fightBack,
    // The fight phase's Stratagems went to the attacker's fight (turn-one-roll.ts).
    fightBack: withFields(back, { melee: true, use: { stratagems: false, sureFate: false } }),
    targetFights,
    notes,
  };
}

export function runTurn(m: Matchup, settings: TurnSettings): TurnReport {
  const plan = planTurn(m, settings);
  const { sides, notes } = plan;
  const attacker = sides.attacker.unit;
  const phases: TurnPhase[] = [];
  const say = turnLog(notes);
  const against = plan.shoot ?? plan.fight;
  const gem = against ? targetGem(say.built, attacker, sides.target, against) : null;
  // The target's state in parts: its Phoenix Gem still to use, and used (turn-phoenix.ts); one part without one.
  let parts: TargetPart[] = [{ p: atStart(sides.target), gemUsed: false }];
  /** The parts a part's states p make at the end of a phase (turn-phoenix.ts endOfPhase); apart from attacked: the fight's phase ends after fightPhases. */
  const afterEndOfPhase = (p: number[], used: boolean): TargetPart[] => {
    if (!gem || used) return [{ p, gemUsed: used }];
    const end = endOfPhase(gem, p);
    return [{ p: end.unused, gemUsed: false }, { p: end.used, gemUsed: true }];
  };
  /** A phase against the target from each part, the gem's end of phase after it. */
  const attacked = (before: TargetPart[], run: (p: number[], options: (o: PhaseOptions) => PhaseOptions) => number[]): TargetPart[] =>
    before.flatMap(({ p, gemUsed: used }) => afterEndOfPhase(run(p, (o) => (used ? gemUsed(o) : o)), used));
  const width = sides.target.layout.totalWounds + 1;
  const whole = (of: readonly TargetPart[]) => summed(of.map(({ p }) => p), width);
  let attackerState = atStart(sides.attacker);
  if (plan.shoot) {
    const shoot = plan.shoot;
    parts = attacked(parts, (p, options) => volley(attacker, sides.target, options(shoot), p, say('shoot')));
  }
  let targetState = whole(parts);
  if (plan.shoot) {
    phases.push({ phase: 'shoot', side: 'target', before: atStart(sides.target), after: targetState });
    attackerState = hazardous(phases, 'shoot', 'attacker', attackerState, afterHazardous(say.built, sides.attacker, attacker, sides.target.unit, plan.shoot, attackerState, say('shoot').note));
  }
  // 003 'Fire Overwatch': the models the shooting left fire, so from here the two sides' states go
  // together: a sum of products, one branch per set of the target's survivors (turn-strikes.ts; one without Overwatch).
  let branches: Branch[] = parts.map((part) => ({ part, attacker: attackerState, mass: massOf(part.p) }));
  for (const [phase, options] of [['overwatch', plan.overwatch], ['fights first', plan.targetFightsFirst ? plan.fightBack : null]] as const) {
    if (!options) continue;
    const struck = targetAttacks(sides, branches, options, say, phase, phase === 'overwatch' ? plan.overwatchTest : undefined);
    branches = struck.branches;
    const before = attackerState;
    attackerState = attackerOver(branches);
    phases.push({ phase, side: 'attacker', before, after: attackerState });
    if (struck.hazardous) targetState = hazardous(phases, phase === 'overwatch' ? phase : 'fight', 'target', targetState, whole(branches.map((b) => b.part)));
  }
  if (!plan.fight) return turnResult(sides, attackerState, targetState, phases, notes, settings, m.options, effectsOf(say, phases, m.options));
  // 002 'Strands of Fate': a die the shooting used is gone for the fight.
  const spent = (say.placements.get('shoot') ?? []).flatMap((p) => p.chosen);
  const fate = fateLeft(plan.fight.fate, fateSpent(spent, 'attacker'));
  // The plan's own options where no die went: a phase is built once per options object (turn-volley.ts BuiltPhases), and the Phoenix Gem's check built it with them.
  const fight = fate === plan.fight.fate ? plan.fight : withFields(plan.fight, { fate });
  // A unit without Strands of Fate has no dice to carry (the phases' notes say so: fate-pool.ts fateDice).
  if (plan.shoot && plan.fight.fate && listsAbility(attacker, STRANDS_OF_FATE)) notes.push(`Fate dice (--fate ${plan.fight.fate}): ${fight.fate ?? 'none'} left for the fight after the shooting (002 'Strands of Fate': one a phase, where it helps most, RULINGS 13; the shooting spends one only on a Hit roll that surely comes)`);
  // fightPhases is linear in each branch's (sub-)distributions: its outputs carry the branches' mass.
  // The fight with the Phoenix Gem used (turn-phoenix.ts): only a target with one has a part that used it.
  const fightUsed = gem ? gemUsed(fight) : null;
  const starts = branches.map((b) => ({ attacker: b.attacker, target: b.part.p, fight: b.part.gemUsed && fightUsed ? fightUsed : fight }));
  // A target that fought first has fought: no fight back, and none of its models fights on death ("if it has not fought this phase").
  const first = plan.targetFightsFirst;
  const fought = fightPhases({ attacker: sides.attacker, target: sides.target, back: plan.fightBack, fightBack: settings.fightBack && !first && plan.targetFights, onDeath: !first && plan.targetFights }, starts, say);
  // The bearer destroyed in the fight is back at the end of the phase: after the fight back, so its end of phase comes after fightPhases.
  const atEnd = (targets: Map<PhaseOptions, number[]>) => summed([...targets].map(([f, p]) => whole(afterEndOfPhase(p, f === fightUsed))), width);
  const targetAfter = atEnd(fought.targets);
  checkSumsToOne(targetAfter, "the target's state after the fight");
  phases.push({ phase: 'fight', side: 'target', before: targetState, after: targetAfter });
  if (fought.afterFight) {
    checkSumsToOne(fought.afterFight, "the attacker's state after its Hazardous tests in the fight");
    attackerState = hazardous(phases, 'fight', 'attacker', attackerState, fought.afterFight);
  }
  for (const [phase, key] of [['fight on death', 'afterFightOnDeath'], ['fight back', 'afterFightBack']] as const) {
    const after = fought[key];
    if (!after) continue;
    checkSumsToOne(after, `the attacker's state after the ${phase}`);
    phases.push({ phase, side: 'attacker', before: attackerState, after });
    attackerState = after;
  }
  // A target with no melee weapons fights back with nothing (planTurn notes it): the phase, with no losses.
  if (settings.fightBack && !plan.targetFights) phases.push({ phase: 'fight back', side: 'attacker', before: attackerState, after: attackerState });
  const targetTested = fought.targetsTested && atEnd(fought.targetsTested);
  if (targetTested) phases.push({ phase: 'fight back: hazardous', side: 'target', before: targetAfter, after: targetTested });
  return turnResult(sides, attackerState, targetTested ?? targetAfter, phases, notes, settings, m.options, effectsOf(say, phases, m.options));
}

/** Each phase's effects in play and one-roll rules (turn-effects.ts): the unit attacking in a phase is the one that did not take its losses. */
function effectsOf(say: TurnLog, phases: readonly TurnPhase[], o: CalcOptions) {
  const attackedBy = (phase: string) => (phases.find((p) => p.phase === phase)?.side === 'attacker' ? 'target' : 'attacker');
  return { effects: turnEffects(say.effects, attackedBy, o), oneRolls: turnOneRolls(say.placements, attackedBy) };
}

/** A unit's state after its Hazardous tests in a phase (turn-hazard.ts): a phase of its own where it took any (`after` not `before` itself). */
function hazardous(phases: TurnPhase[], phase: 'shoot' | 'overwatch' | 'fight', side: TurnPhase['side'], before: readonly number[], after: readonly number[]): number[] {
  if (after === before) return before as number[];
  phases.push({ phase: `${phase}: hazardous`, side, before, after });
  return after as number[];
}

/**
 * --target-wounded N (and --target-wounded-model, any model): as calc has it (wounded.ts), the wounded
 * model is a model of W - N that takes the next attack (000 'Allocate Attack'; a Leader's only once it
 * may be allocated attacks, 002 'Leader'), so the turn's states are the wounds lost in the turn.
 */
export function woundedAtStart(target: Unit, o: CalcOptions, notes: string[], when = ['when the turn begins', "wounds lost count only the turn's"]): Unit {
  if (o.targetWoundedModel !== undefined && !o.targetWounded) throw new UsageError('--target-wounded-model needs --target-wounded N');
  if (!o.targetWounded) return target;
  const order = o.allocation ?? 'toughest-last';
  const wounded = woundedTarget(target, o.targetWounded, order, o.targetWoundedModel);
  const hurt = wounded.models.find((g) => g.wounded)!;
  const takes = whenWoundedTakesAttacks(wounded, o.precision ? 'precision' : order);
  notes.push(`${target.name}: one ${hurt.name} has already lost ${hurt.wounded} wound${hurt.wounded === 1 ? '' : 's'} ${when[0]} (${hurt.stats.W} left) and ${takes}; ${when[1]}`);
  return wounded;
}

/**
 * The attacker's player's rules against Fire Overwatch at its unit (an effect's stopsOverwatch):
 * none fires (002 'Prismatic Garb'), or fires after a Leadership test (000 'SHOCKING ONSLAUGHT'). Noted.
 */
function overwatchStopped(list: readonly string[] | undefined, attacker: Unit, target: Unit, notes: string[]): { fires: boolean; test?: number } | null {
  const stopping = parseEffectList(list ?? []).filter((e) => e.target?.stopsOverwatch);
  const never = stopping.find((e) => e.target!.stopsOverwatch!.leadershipTest === undefined);
  if (never) {
    notes.push(`overwatch: none: ${never.id} (--with): ${target.name} cannot fire Overwatch at ${attacker.name} (${never.source})`);
    return { fires: false };
  }
  if (!stopping.length) return null;
  const { id, source } = stopping[0];
  const test = stopping[0].target!.stopsOverwatch!.leadershipTest!;
  const chance = leadershipTestPassed(target, test);
  notes.push(`overwatch: ${id} (--with): ${target.name} fires only after passing a Leadership test, ${test} to the result (${source}): ${(100 * chance).toFixed(1)}% for the whole unit`);
  return { fires: true, test };
}

/** What the target's Fights First does to the fight. */
function firstNote(attacker: Unit, target: Unit, fightBack: boolean): string {
  const first = `fight: ${target.name} and the charging ${attacker.name} both have Fights First, and the player whose turn it is not selects first (core rules 'Fight Phase')`;
  if (!fightBack) return `${first}; with --no-fight-back ${target.name} does not fight`;
  return `${first}: ${target.name} fights first and has then fought (no fight back, and no fight on death: its rules need a model that has not fought)`;
}

/** The effect ids of a list that have a part for this side (the others would be refused by compile.ts), and with `listed` those with no part at all. */
function forSide(list: readonly string[] | undefined, side: 'attacker' | 'target', listed = false): string[] {
  return parseEffectList(list ?? []).filter((e) => e[side] || (listed && e.noEffect)).map((e) => e.id);
}

/**
 * A player's effects with a part only for the other side (--with khorne-cares-not: for the attacker
 * being attacked; --target-with warp-blades: for the target's attacks) act in the target's attacks on
 * the attacker: Overwatch, fight on death and the fight back. Said where the turn has none of them.
 */
function onlyInTargetsAttacks(o: CalcOptions, has: { overwatch: boolean; fights: boolean; fightBack: boolean }, names: { attacker: string; target: string }, notes: string[]): void {
  if (has.overwatch || (has.fights && has.fightBack)) return;
  const which = has.fights ? 'only fight on death, if a rule in play gives it' : 'none';
  for (const [list, side, flag] of [[o.with, 'attacker', '--with'], [o.targetWith, 'target', '--target-with']] as const) {
    const ids = parseEffectList(list ?? []).filter((e) => !e[side] && !e.noEffect).map((e) => e.id);
    if (ids.length) notes.push(`${ids.join(', ')} (${flag}): acts only in ${names.target}'s attacks on ${names.attacker} (Overwatch, fight on death, fight back), of which this turn has ${which}`);
  }
}
