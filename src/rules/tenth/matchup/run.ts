import { chooseOneRolls, searchWork, type PlacementKey } from '../effects/choose.js';
import { compileEffects, effectConditions, type EffectReport, type EffectsInPlay, type FightOnDeath } from '../effects/compile.js';
import { parseEffectList } from '../effects/index.js';
import type { OneRollGroup } from '../effects/types.js';
import { calculate, calculateNumbers, estimateWork, MAX_WORK, type AssignedRoll, type DistSummary, type Result, type ResultNumbers } from '../engine.js';
import { precisionAllocation } from '../precision.js';
import { bigGuns, checkProfiles, choosePhase, equipped, resize, weaponsUsed } from '../selection.js';
import { checkSimulationBudget, MAX_SIMULATED_ATTACKS, simulate, simulatedAttacks, type Simulation } from '../simulate.js';
import { modelCount, oneRollKey, planWeapon, type WeaponPlan } from '../plan.js';
import { FATE_DICE, fateDice, fateKeptNote, fateSpent, refuseFateWithSeersGuidance } from './fate-pool.js';
import { fightersBack, fightRules, type FightRule } from '../fight-back.js';
import { fightersBackAfterActions } from '../actions-fight-back.js';
import { actionOutcomes } from '../actions.js';
import { notModelledNotes } from '../profiles/abilities.js';
import { damageRerollNote } from '../damage-reroll.js';
import type { Phase, Scenario, Unit, WeaponUse } from '../types.js';
import { whenWoundedTakesAttacks, woundedTarget } from '../wounded.js';
import { UsageError } from '../../errors.js';
import { orderWeapons } from './weapon-order.js';
import { beyondPricedSizes } from './points-shown.js';
import { isSet, optionsSet, type CalcOptions, type MatchupOptions } from './options.js';
import { effectsInPlay } from './effects-in-play.js';
import { beforeTheDice } from './one-roll-notes.js';
import { chooser, engagedAttacker, engagedTarget } from './weapons.js';
import { checkTypedTarget } from '../../../profiles/typed-profile.js';
import { lookupKey } from '../../names.js';
import type { MatchupNumbers } from '../../ruleset.js';

/** Destroyed models that fight back (fight-on-death rules): how many, exactly. */
export interface FightBack extends DistSummary, FightOnDeath {}

export interface CalcReport {
  readonly scenario: Scenario;
  readonly result: Result;
  readonly simulation: Simulation | null;
  /** Each effect in play; `fromProfile` when a unit carries it rather than the command line. */
  readonly effects: readonly (EffectReport & { readonly fromProfile: boolean })[];
  /** One-roll rules (re-roll one, Fate dice) and the weapon each was given to. */
  readonly oneRolls: readonly (AssignedRoll & { readonly weaponName: string })[];
  readonly fightBack: FightBack | null;
  /** What the calculator decided for the user: phase, weapons left out, sizes. */
  readonly notes: readonly string[];
  /** The options the matchup set (JSON `options`; the reports say them in people's words). */
  readonly options: MatchupOptions;
}

export interface Built {
  readonly scenario: Scenario;
  readonly inPlay: EffectsInPlay;
}

/** Two units and what is true when one attacks the other: one `calc`, or one entry of a scenario file. */
export interface Matchup {
  readonly attacker: Unit;
  readonly target: Unit;
  readonly options: CalcOptions;
  /** The flag that names the attacker's weapon profiles, for the notes: --profile, or in a turn the target's attacks' --target-profile. */
  readonly profileFlag?: string;
}

/**
 * The target's weapon options (CalcOptions), which only a turn uses. This list and MELEE_INERT are records read with
 * find and counted loops, not pairs taken apart in for-of: the interpreter makes an iterator and a result per step,
 * and every cell of a sweep builds its scenario (issue 30).
 */
const TARGET_WEAPONS = [
  { key: 'targetLoadout', flag: '--target-loadout' },
  { key: 'targetWargear', flag: '--target-wargear' },
  { key: 'targetProfile', flag: '--target-profile' },
] as const;

/** No --profile named (shared: a turn builds 4-6 phases, issue 15). */
const NONE_NAMED: readonly string[] = [];

/**
 * Options that change only ranged attacks, with their flags: a note says so where one is set for melee.
 * Each read by name: `o[key]` over several keys and the many shapes of a turn's options was a
 * megamorphic lookup, about 5% of building a turn's phases (issue 15).
 */
/**
 * Issue 29 section 3: a condition given that changes nothing here is said: --half-range without a Melta or Rapid Fire
 * weapon, --stationary without a Heavy one (unless an effect in play reads the condition or gives weapons abilities).
 */
function inertConditions(o: CalcOptions, used: readonly WeaponUse[], inPlay: EffectsInPlay): string[] {
  const has = (kinds: readonly string[]) => used.some((u) => u.weapon.abilities.some((a) => kinds.includes(a.kind)));
  const reads = (word: string) => inPlay.attacker.concat(inPlay.target).some((e) => JSON.stringify(e).includes(word));
  const out: string[] = [];
  if (o.halfRange && !has(['melta', 'rapid fire']) && !reads('abilities') && !reads('halfRange')) out.push('--half-range changes nothing here: no weapon that attacks has Melta or Rapid Fire');
  if (o.stationary && !has(['heavy']) && !reads('abilities') && !reads('stationary')) out.push('--stationary changes nothing here: no weapon that attacks is Heavy');
  return out;
}

const MELEE_INERT: readonly { readonly flag: string; readonly set: (o: CalcOptions) => boolean | undefined }[] = [
  { flag: '--cover', set: (o) => o.cover },
  { flag: '--indirect', set: (o) => o.indirect },
  { flag: '--half-range', set: (o) => o.halfRange },
  { flag: '--stationary', set: (o) => o.stationary },
  { flag: '--engaged', set: (o) => o.engaged },
  { flag: '--attacker-engaged', set: (o) => o.attackerEngaged },
];

/** Issue 29 section 3: a --hit-mod or --wound-mod beyond the cap is said, not only under --explain. */
function pushCapped(notes: string[], flag: string, value: number | undefined, roll: string): void {
  if (value !== undefined && Math.abs(value) > 1) notes.push(`${flag} ${value}: ${roll} rolls are modified by at most ${value > 0 ? '+1' : '-1'} in all (003 'Modifying Dice Rolls'): ${value > 0 ? '+1' : '-1'} is used`);
}

export function buildScenario(m: Matchup, notes: string[]): Built {
  const o = m.options;
  if (o.melee && o.ranged) throw new UsageError('choose one of --melee and --ranged');
  // The target's weapons attack only in a turn (turn.ts: Overwatch, fight back); calc says so rather than ignore them.
  const targetWeapons = TARGET_WEAPONS.find((w) => isSet(o[w.key]));
  if (targetWeapons) throw new UsageError(`${targetWeapons.flag}: the target makes no attacks in calc; its weapons are chosen in turn (Overwatch, fight back)`);
  let attacker = equipped(m.attacker, o.loadout, o.wargear);
  if (o.models !== undefined) attacker = resize(attacker, o.models, notes);
  if (o.attackerWounded) attacker = woundedAttacker(attacker, o.attackerWounded, notes);
  const priced = o.models === undefined ? null : beyondPricedSizes(attacker, o.models);
  if (priced) notes.push(`${attacker.name}: points for ${o.models} models are extrapolated from the datasheet's largest size (${priced.models} models, ${priced.points} pts), not a datasheet value`);
  checkTypedTarget(m.target);
  let target = m.target;
  if (o.targetModels !== undefined) target = resize(target, o.targetModels, notes, true);

  const requested: Phase | undefined = o.melee ? 'melee' : o.ranged ? 'ranged' : undefined;
  const phase = choosePhase(attacker, requested, o.charged ?? false);
  if (!requested) notes.push(`${phase === 'melee' ? 'melee' : 'ranged'} attacks (choose with --melee or --ranged)`);
  pushCapped(notes, '--hit-mod', o.hitMod, 'Hit');
  pushCapped(notes, '--wound-mod', o.woundMod, 'Wound');
  // Issue 12 section 2, README 'Contradictory and inert options': a unit shoots in the Shooting phase,
  // before its Charge phase, so its ranged attacks never come after a Charge move that turn.
  if (phase === 'ranged' && o.charged) throw new UsageError('--charged with ranged attacks: a unit shoots before it charges (Shooting phase, then Charge phase); use --melee, or leave out --charged');
  // Below Half-strength (000 'Below Half-strength'): fewer models than half the Starting Strength,
  // which for an Attached unit is the whole unit's (003 'Attached Units').
  const starting = modelCount(m.target);
  const remaining = modelCount(target);
  // Core Rules 'Below Half-strength' (not in ../shared/rules): a unit of Starting Strength 1 is while
  // its remaining wounds are less than half its Wounds characteristic (--target-wounded).
  const lone = starting === 1 && remaining === 1 ? target.models.find((g) => g.count === 1)!.stats.W : 0;
  const woundedBelowHalf = lone > 0 && (lone - (o.targetWounded ?? 0)) * 2 < lone;
  // 003 'Target (as part of an ability)': a condition is checked when the target is selected, before
  // any model makes its attacks, and holds for all of them (its example: Below Half-strength): once
  // per calculation, not per attack (Beacons of Rage).
  const belowHalf = o.targetBelowHalf ?? (remaining * 2 < starting || woundedBelowHalf);
  if (belowHalf && !o.targetBelowHalf) {
    notes.push(`${target.name} is Below Half-strength (${woundedBelowHalf ? `${lone - o.targetWounded!} of ${lone} wounds left` : `${remaining} of ${starting} models`})`);
  }
  const inPlay = effectsInPlay(attacker, target, o, belowHalf);
  const base = {
    phase,
    charged: o.charged ?? false,
    stationary: o.stationary ?? false,
    halfRange: o.halfRange ?? false,
    cover: o.cover ?? false,
    indirect: o.indirect ?? false,
    engaged: o.attackerEngaged,
  };
  const modifiers = {
    attacks: o.attacksMod ?? 0,
    hit: o.hitMod ?? 0,
    wound: o.woundMod ?? 0,
    save: o.saveMod ?? 0,
    strength: o.strengthMod ?? 0,
    ap: o.apMod ?? 0,
    damage: o.damageMod ?? 0,
    criticalHit: o.critHit,
    criticalWound: o.critWound,
    rerollHits: o.rerollHits ?? 'none',
    rerollWounds: o.rerollWounds ?? 'none',
    rerollDamageOnes: o.rerollDamage === 'ones',
    rerollDamageAny: o.rerollDamage === 'any',
  } as const;
  const conditions = effectConditions({ attacker, target, weapons: [], conditions: base, modifiers }, inPlay);
  // 003 'Big Guns Never Tire (out-of-phase shooting)': a unit Locked in Combat "cannot make use of any
  // rules that let them shoot in other phases, e.g. the Fire Overwatch Stratagem".
  if (conditions.engaged && inPlay.attacker.some((e) => e.id === 'fire-overwatch')) {
    throw new UsageError("Fire Overwatch cannot be used by a unit within Engagement Range of enemy units (003 'Big Guns Never Tire (out-of-phase shooting)')");
  }
  if (phase === 'melee') {
    for (let i = 0; i < MELEE_INERT.length; i++) if (MELEE_INERT[i].set(o)) notes.push(`${MELEE_INERT[i].flag} has no effect on melee attacks`);
  }
  const choose = chooser({ attacker, target, conditions, modifiers, inPlay }, o.profile ?? NONE_NAMED, notes, m.profileFlag);
  const used = engagedTarget(weaponsUsed(attacker, conditions, notes, choose, o.engaged), target, phase, o.engaged, notes);
  if (used.length === 0) {
    const why =
      phase === 'melee' ? ''
      : conditions.indirect ? ' (with --indirect only Indirect Fire weapons without Torrent can shoot)'
      : conditions.engaged ? " (within Engagement Range, --attacker-engaged, only Pistols can shoot: 001 'Pistol')"
      : o.engaged ? ' (with --engaged, Blast weapons cannot target it)'
      : '';
    throw new UsageError(`${attacker.name} has no ${phase} weapons that can attack here${why}`);
  }
  engagedAttacker(used, attacker, conditions, notes);
  if (phase === 'ranged' && conditions.engaged && !o.engaged && !bigGuns(attacker)) {
    throw new UsageError(
      `--attacker-engaged without --engaged: ${attacker.name} is not a MONSTER or VEHICLE, so it shoots its Pistols only at an enemy unit it is within Engagement Range of (001 'Pistol'); that unit is within Engagement Range of the attacking army: add --engaged`,
    );
  }
  const weapons = o.order?.length ? orderWeapons(used, o.order) : used;
  if (phase === 'ranged') notes.push(...inertConditions(o, used, inPlay));
  // Only [PRECISION] attacks go to the Leaders first (003 'Attached Units with Multiple Characters').
  const { order: allocation, notes: precisionNotes } = precisionAllocation(o.precision ? 'precision' : (o.allocation ?? 'toughest-last'), weapons, target);
  notes.push(...precisionNotes);
  if (o.targetWoundedModel !== undefined && !o.targetWounded) throw new UsageError('--target-wounded-model needs --target-wounded N');
  const wounded = o.targetWounded ? woundedTarget(target, o.targetWounded, allocation, o.targetWoundedModel) : target;
  // Said where this wounds it: a turn's target comes wounded already and says so once (turn.ts woundedAtStart).
  const hurt = o.targetWounded ? wounded.models.find((g) => g.wounded) : undefined;
  if (hurt) notes.push(`${target.name}: one ${hurt.name} has already lost ${hurt.wounded} wound${hurt.wounded === 1 ? '' : 's'} (${hurt.stats.W} left) and ${whenWoundedTakesAttacks(wounded, allocation)}; damage and kills count only new losses`);
  return { scenario: { attacker, target: wounded, weapons, conditions, modifiers, allocation }, inPlay };
}

/** --attacker-wounded N: the attacker's first model in allocation order has lost N wounds (wounded.ts); a damaged profile reads what it has left (effects/damaged.ts). */
function woundedAttacker(attacker: Unit, wounds: number, notes: string[]): Unit {
  const wounded = woundedTarget(attacker, wounds, 'toughest-last', undefined, 'attacker');
  const hurt = wounded.models.find((g) => g.wounded)!;
  notes.push(`${attacker.name}: one ${hurt.name} has already lost ${wounds} wound${wounds === 1 ? '' : 's'} (${hurt.stats.W} left)`);
  return wounded;
}

/** A matchup ready to calculate: its scenario after effects and its one-roll rules. */
interface Prepared {
  readonly notes: string[];
  readonly compiled: ReturnType<typeof compileEffects>;
  readonly attackerRolls: OneRollGroup[];
  readonly targetRolls: OneRollGroup[];
  /** What a placement of a one-roll rule does (plan.ts oneRollKey). */
  readonly key: PlacementKey;
}

/**
 * buildScenario for a matchup run on its own (calc, compare, run, need, the library), its --profile
 * names checked first (selection.ts checkProfiles). A turn checks its names once (turn.ts planTurn):
 * its phases are built from the survivors, which may have lost the bearer of a named weapon.
 */
function buildChecked(m: Matchup, notes: string[]): Built {
  const o = m.options;
  if (o.profile?.length) checkProfiles(equipped(m.attacker, o.loadout, o.wargear), o.profile, '--profile');
  return buildScenario(m, notes);
}

/** Matchups put together by buildMatchup, so runMatchup does not do it twice (a tenth of a small calc). */
const builtBefore = new WeakMap<Matchup, { readonly built: Built; readonly notes: readonly string[] }>();

/** buildScenario, remembered for this matchup object: runEach puts every matchup together first. */
export function buildMatchup(m: Matchup): Built {
  const notes: string[] = [];
  const built = buildChecked(m, notes);
  builtBefore.set(m, { built, notes });
  return built;
}

/** Matchups matchupWork prepared, so runMatchup does not prepare them again (vary costs every variant, then runs each). */
const preparedBefore = new WeakMap<Matchup, Prepared>();

function prepare(m: Matchup): Prepared {
  const o = m.options;
  const before = builtBefore.get(m);
  const notes = before ? before.notes.slice() : [];
  const built = before?.built ?? buildChecked(m, notes);
  refuseFateWithSeersGuidance(o, built.inPlay);
  const compiled = compileEffects(built.scenario, built.inPlay);
  // Planned only when a one-roll rule's placements are weighed (most matchups have none).
  let plans: WeaponPlan[] | undefined;
  const planOf = (weapon: number) => (plans ??= compiled.scenario.weapons.map((use) => planWeapon(use, compiled.scenario)))[weapon];
  const fate = fateDice(o, compiled.scenario, notes);
  return {
    notes,
    compiled,
    attackerRolls: [...compiled.oneRolls.attacker, ...fate.attacker],
    targetRolls: [...compiled.oneRolls.target, ...fate.target],
    key: (r) => oneRollKey(planOf(r.weapon), r),
  };
}

/**
 * One calculation of a search or a sweep, in the engine's steps (rules/tenth/limits.ts STEPS_PER_SECOND: 4e8-1.2e9 a
 * second for one large calculation). Measured here (issue 13), many calculations in a row with
 * one-roll rules run about 2 times slower per step (a state vector per set of unused rules, and the
 * garbage they leave; fob vs guardsmen with a Fate 6, Command Re-roll and Unparalleled Foresight, 180
 * placements: 0.5-0.7 s for 6 vs 20 models, 1.6-2.0 s for 20 vs 30) and each costs about 0.5 ms
 * besides (planning, the target's layout, summaries: guardians vs intercessors, Fate 1,6 and Command
 * Re-roll, 68 placements in 26-44 ms); counted as 1 ms.
 */
const SLOWER_IN_A_SEARCH = 2;
const PER_CALCULATION = 2e5;

function calculationWork(scenario: Scenario, rolls: readonly AssignedRoll[] = []): number {
  return PER_CALCULATION + SLOWER_IN_A_SEARCH * estimateWork(scenario, rolls);
}

/**
 * The engine's work for a matchup, its whole one-roll search included, before running any of it;
 * the costing stops once past `stopAbove`.
 */
export function matchupWork(m: Matchup, stopAbove = Infinity): number {
  const p = prepare(m);
  preparedBefore.set(m, p);
  const { scenario } = p.compiled;
  // A simulated attack costs as much as this many steps: each limit is the most one matchup may cost.
  const simulation = m.options.simulate ? simulatedAttacks(scenario, m.options.simulate) * (MAX_WORK / MAX_SIMULATED_ATTACKS) : 0;
  // Fight on death after an action: one more calculation per number of wounds the actions can leave (actions-fight-back.ts).
  const fightBack = p.compiled.fightOnDeath && scenario.actions?.length ? actionOutcomes(scenario.actions) * calculationWork(scenario) : 0;
  if (!p.attackerRolls.length && !p.targetRolls.length) return simulation + fightBack + calculationWork(scenario);
  const work = (rolls: readonly AssignedRoll[]) => calculationWork(scenario, rolls);
  return simulation + fightBack + searchWork(p.attackerRolls, p.targetRolls, scenario.weapons.length, p.key, work, stopAbove - simulation).work;
}

/**
 * `words` false: the report without the notes and effects made after the dice (what compare's cells
 * never read: their numbers are the same, issue 30: 20-35 ms of a sweep of 6,000 cells).
 */
export function runMatchup(m: Matchup, words = true): CalcReport {
  const o = m.options;
  const before = preparedBefore.get(m);
  const { notes, compiled, attackerRolls, targetRolls, key } = before ? { ...before, notes: before.notes.slice() } : prepare(m);
  const scenario = compiled.scenario;
  if (o.simulate) checkSimulationBudget(scenario, o.simulate);
  const budget = { work: (rolls: readonly AssignedRoll[]) => calculationWork(scenario, rolls), limit: MAX_WORK };
  const choice =
    attackerRolls.length || targetRolls.length
      ? chooseOneRolls(attackerRolls, targetRolls, scenario.weapons.length, (rolls) => calculate(scenario, rolls), key, budget)
      : { rolls: [], result: calculate(scenario) };
  const result = choice.result;
  if (words) notes.push(...notesAfterTheDice(o, compiled, choice, attackerRolls, targetRolls));
  const simulation = o.simulate ? simulate(scenario, o.simulate, o.seed ?? 1, choice.rolls) : null;
  const fights = compiled.fightOnDeath;
  // Each fight-on-death rule with its own exclusions (000 'Reap the Tally': not KHÂRN THE BETRAYER).
  const fightBack = (rules: FightRule[]) =>
    scenario.actions?.length ? fightersBackAfterActions(scenario, choice.rolls, rules) : fightersBack(scenario, result, rules);
  const back = fights && scenario.conditions.phase === 'melee' ? fightBack(fightRules(compiled.report)) : null;
  if (back && words) notes.push(...back.notes);
  return {
    scenario,
    result,
    simulation,
    notes,
    effects: words ? effectSources(compiled.report, o) : [],
    oneRolls: choice.rolls.map((r) => ({ ...r, weaponName: scenario.weapons[r.weapon].weapon.name })),
    fightBack: back?.summary ?? null,
    options: optionsSet(o),
  };
}

/**
 * What compare's cells read of a matchup (MatchupEngine numbers): runMatchup's kills, mean damage and notes
 * without words, made by calculateNumbers where nothing else reads the whole result. Else runMatchup: one-roll
 * rules to place (the search weighs whole results), --simulate (its budget is checked), a fight on death (its
 * attacks back may be refused as too large, and the cell with them).
 */
export function matchupNumbers(m: Matchup): MatchupNumbers {
  const p = preparedBefore.get(m) ?? prepare(m);
  const { scenario, fightOnDeath } = p.compiled;
  if (p.attackerRolls.length || p.targetRolls.length || m.options.simulate || (fightOnDeath && scenario.conditions.phase === 'melee')) {
    preparedBefore.set(m, p);
    const report = runMatchup(m, false);
    return numbersOf(report.scenario, report.result, report.notes);
  }
  return numbersOf(scenario, calculateNumbers(scenario), p.notes.slice());
}

/** What compare's cells read of a scenario and the numbers calculated for it (engine.ts calculateNumbers, or all of calculate's: a report's). */
export function numbersOf(s: Scenario, r: ResultNumbers, notes: readonly string[]): MatchupNumbers {
  return { attacker: { name: s.attacker.name, models: modelCount(s.attacker) }, target: { name: s.target.name }, kills: r.kills, damage: { mean: r.damage.mean }, notes };
}

/** The notes of a matchup once its dice are rolled: Fate dice kept, one-roll rules placed, abilities not modelled, each plan's choices. */
function notesAfterTheDice(
  o: CalcOptions,
  compiled: Prepared['compiled'],
  choice: { readonly rolls: readonly AssignedRoll[]; readonly result: Result; readonly narrowed?: boolean },
  attackerRolls: readonly OneRollGroup[],
  targetRolls: readonly OneRollGroup[],
): string[] {
  const notes = [...fateKept(o, choice.rolls, attackerRolls, targetRolls), ...placedBeforeTheDice(attackerRolls, targetRolls, choice.rolls)];
  if (choice.narrowed) {
    notes.push('one-roll rules: each on one weapon only (not on the first roll it helps on any weapon): with those placements too the search was too large');
  }
  // Issue 11 section 4: a datasheet ability that changes an attack but is not modelled is said, never silently missing.
  // An ability that an applied effect of the same name models (the player's own oath-of-moment) is not said to be missing.
  const applied = new Set(compiled.report.filter((e) => e.applied).flatMap((e) => [lookupKey(e.name), lookupKey(e.id)]));
  notes.push(...notModelledNotes(compiled.scenario, applied));
  notes.push(...damageRerollNote(choice.result.plans));
  for (const plan of choice.result.plans) notes.push(...[...plan.instancesChosen, ...plan.notApplied].map((c) => `${plan.name}: ${c}`));
  return notes;
}

/** Each effect in play, and whether a unit carries it rather than --with / --target-with naming it. */
function effectSources(report: readonly EffectReport[], o: CalcOptions): CalcReport['effects'] {
  if (report.length === 0) return [];
  const named = { attacker: parseEffectList(o.with ?? []), target: parseEffectList(o.targetWith ?? []) };
  // A literal with the report's fields in their order, not a spread: cheaper for the interpreter (issue 13).
  return report.map((e) => ({ id: e.id, name: e.name, side: e.side, applied: e.applied, detail: e.detail, fromProfile: !named[e.side].some((n) => n.id === e.id) }));
}

/** The one-roll rules placed (other than Fate dice), said once each: their figures are a bound (one-roll-notes.ts). */
function placedBeforeTheDice(attacker: readonly OneRollGroup[], target: readonly OneRollGroup[], placed: readonly AssignedRoll[]): string[] {
  const used = (g: OneRollGroup) => g.source !== FATE_DICE && placed.some((r) => g.rolls.some((o) => o.roll === r.roll && o.action === r.action));
  return [...attacker.filter(used).map((g) => beforeTheDice(g, 'attacker')), ...target.filter(used).map((g) => beforeTheDice(g, 'target'))];
}

/** RULINGS 13: a Fate die is spent only where it helps its owner; say which were kept (fate-pool.ts). */
function fateKept(o: CalcOptions, rolls: readonly AssignedRoll[], attackerRolls: readonly OneRollGroup[], targetRolls: readonly OneRollGroup[]): string[] {
  // Dice of a unit without Strands of Fate were never in play (fateDice said so).
  const held = (groups: readonly OneRollGroup[]) => groups.some((g) => g.source === FATE_DICE);
  const sides = [
    ['--fate', o.fate, attackerRolls, 'attacker', ''],
    ['--target-fate', o.targetFate, targetRolls, 'target', 'for the target '],
  ] as const;
  // 'fate-reroll': a Fate die standing for the first re-roll of its kind (002 FAQ) is spent too.
  return sides.flatMap(([flag, dice, groups, side, whose]) => (dice && held(groups) ? fateKeptNote(flag, dice, fateSpent(rolls, side), whose) : []));
}
