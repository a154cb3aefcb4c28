/**
 * An 11th-edition matchup (issue 28): two units and the options (flags.ts) -> the engine's Scenario
 * (types.ts: batches from the models' equipment, conditions, modifiers) -> the engine's Result, with the
 * notes on what was assumed. The engine comes as a parameter (index.ts loads engine.ts's calculate11), so
 * that calc, compare, run, need and scripts all build the scenario here and nowhere else.
 */
import { closest } from '../../profiles/closest-names.js';
import { InputError, UnknownUnitError } from '../../profiles/errors.js';
import { longFlag } from '../flags.js';
import { lookupKey } from '../names.js';
import type { EffectJson } from '../contract.js';
import { checkTypedTarget, looksTyped } from '../../profiles/typed-profile.js';
import { attachedOnce, attachmentNotes } from './attach.js';
import { batchesOf } from './batches.js';
import { joinBatches } from './join.js';
import { applyEffects, effectsInPlay } from './effects.js';
import { groupOrder, lethalHitsChoice, ordered } from './choices.js';
import { ELEVENTH_DEFAULTS, ELEVENTH_FLAGS, type EleventhCalcOptions, type EleventhOptions } from './flags.js';
import type { EleventhUnit } from './profiles/load.js';
import { withModels } from './size.js';
import type { Simulation } from '../simulation.js';
import type { Choices } from './simulate.js';
import { NO_MODIFIERS, type Conditions, type Modifiers, type Result, type Scenario } from './types.js';

/** The exact engine (engine.ts calculate11), or a test's. */
export type Engine = (scenario: Scenario) => Result;
/** The die-by-die simulator (simulate.ts simulate11): `runs` battles with a roller seeded by `seed`, making the exact engine's `choices`. */
export type Simulator = (scenario: Scenario, runs: number, seed: number, choices: Choices) => Simulation;

/** Where a name not among the 11th-edition units may be found: the other rulesets' names, loaded only then. */
export type OtherRulesetNames = () => Promise<readonly string[]>;
const NONE: OtherRulesetNames = async () => [];

/** One matchup put together: the units at their sizes, the engine's scenario, and the notes on what it assumed. */
export interface Matchup {
  readonly attacker: EleventhUnit;
  readonly target: EleventhUnit;
  readonly scenario: Scenario;
  /** The effects in play (effects.ts), each with whether it applied and why. */
  readonly effects: readonly EffectJson[];
  /** The modifiers the options gave, before the effects' (the conditions the output lists: the effects are listed apart). */
  readonly given: Modifiers;
  readonly notes: readonly string[];
}

/** One matchup computed; with --simulate, what the simulator found playing it. */
export interface EleventhReport extends Matchup {
  readonly result: Result;
  readonly simulation?: Simulation;
}

/**
 * An 11th-edition unit by name or alias; another ruleset's unit is an error that says so. An UnknownUnitError, so
 * that the command line names the ruleset whose unit it is (cli/ruleset.ts sayIfOtherRuleset).
 */
export async function findUnit(units: readonly EleventhUnit[], name: string, otherNames: OtherRulesetNames = NONE): Promise<EleventhUnit> {
  // Issue 29: a unit typed on the command line ("10x A2 BS3+ S4 AP-1 D1"), whose "+" are its stats'; a unit of that
  // name ("bench w24") wins. Its maker loads the unit files' loader (zod, YAML): only when words are typed (issue 30).
  if (looksTyped(name) && !named(units, name)) return (await import('./profiles/typed.js')).typedUnit(name);
  const parts = name.split('+').map((p) => p.trim());
  if (parts.length === 1) return findOne(units, name, otherNames);
  // 11e 19: `intercessor squad+lieutenant`, a bodyguard unit and its leaders.
  if (parts.includes('')) throw new InputError(`"${name}": expected BODYGUARD+LEADER, a unit name on each side of "+"`);
  const [bodyguard, ...leaders] = await Promise.all(parts.map((p) => findOne(units, p, otherNames)));
  return attachedOnce(bodyguard, leaders);
}

/** The unit of this name or alias, if any. */
function named(units: readonly EleventhUnit[], name: string): EleventhUnit | undefined {
  const k = lookupKey(name);
  return units.find((u) => [u.name, ...u.aliases].some((n) => lookupKey(n) === k));
}

async function findOne(units: readonly EleventhUnit[], name: string, otherNames: OtherRulesetNames): Promise<EleventhUnit> {
  const found = named(units, name);
  if (found) return found;
  const k = lookupKey(name);
  if ((await otherNames()).some((n) => lookupKey(n) === k)) {
    throw new UnknownUnitError(name, `"${name}" is not an 11th-edition unit: an 11th-edition matchup takes 11th-edition units only (\`wh40k --ruleset 11th list\` lists them)`);
  }
  throw new UnknownUnitError(name, `unknown 11th-edition unit "${name}"${closest(units, name)}`);
}

/** The options given (undefined: not given) over the ruleset's defaults. */
function withDefaults(given: EleventhOptions): EleventhOptions {
  return { ...ELEVENTH_DEFAULTS, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) };
}

/** The ranged-only options given for a melee matchup: each noted as having no effect (nothing silently ignored). */
export const RANGED_ONLY = ['halfRange', 'heavy', 'cover', 'plunging', 'shooting', 'spotter'] as const;

/** `attacker` attacking `target` as the options say, put together for the engine. */
export function matchupOf(listedAttacker: EleventhUnit, listedTarget: EleventhUnit, given: EleventhOptions): Matchup {
  const o = withDefaults(given);
  const sizedAttacker = o.models === undefined ? listedAttacker : withModels(listedAttacker, o.models, '--models');
  const attacker = o.attackerWounded ? woundedUnit(sizedAttacker, o.attackerWounded, '--attacker-wounded') : sizedAttacker;
  const sized = o.targetModels === undefined ? listedTarget : withModels(listedTarget, o.targetModels, '--target-models');
  // 11e 11: a unit shoots in its Shooting phase, before its Charge phase: its shooting never follows its charge.
  if (o.ranged && o.charged) throw new InputError('--charged with ranged attacks: a unit shoots in the Shooting phase, before it charges; use --melee, or leave out --charged');
  const hasRanged = attacker.weapons.some((w) => w.range !== 'melee');
  const phase = o.melee || (!o.ranged && (o.charged || !hasRanged)) ? 'melee' : 'ranged';
  const shooting = o.shooting ?? 'normal';
  if (o.spotter && shooting !== 'indirect') throw new InputError('--spotter: a spotter counts in indirect shooting only (11e 10.07): add --shooting indirect');
  const inert = phase === 'melee' ? RANGED_ONLY.filter((k) => o[k] !== undefined && o[k] !== false) : [];
  const notes = [
    ...(o.melee || o.ranged ? [] : [`${phase} attacks (choose with --melee or --ranged)`]),
    ...attachmentNotes(listedAttacker),
    ...attachmentNotes(listedTarget),
    ...inert.map((k) => `${longFlag(ELEVENTH_FLAGS.find((f) => f.key === k)!)}: no effect on melee attacks`),
    // Issue 29 section 3: an option beyond the cap is said, not only in the working (11e 02.02.01: hit and wound rolls only).
    ...([['--hit-mod', o.hitMod, 'hit'], ['--wound-mod', o.woundMod, 'wound']] as const).flatMap(([flag, value, roll]) =>
      value !== undefined && Math.abs(value) > 1 ? [`${flag} ${value}: ${roll} rolls are modified by at most ${value > 0 ? '+1' : '-1'} in all (11e 02.02.01): ${value > 0 ? '+1' : '-1'} is used`] : [],
    ),
  ];
  checkTypedTarget(listedTarget);
  const wounded = o.targetWounded ? woundedUnit(sized, o.targetWounded, '--target-wounded') : sized;
  // The effects in play change the weapons, the Modifiers and the target before the batches are made (RULINGS 10).
  const fx = applyEffects(effectsInPlay(o, attacker, wounded), { attacker, target: wounded, phase, charged: Boolean(o.charged) });
  const target = fx.target;
  const { batches, notes: batchNotes } = batchesOf(fx.attacker, target.keywords, phase, shooting, o.profile);
  if (batches.length === 0) throw new InputError(`${attacker.name} has no ${phase} weapon that attacks ${target.name} here${batchNotes.length ? ` (${batchNotes.join('; ')})` : ''}`);
  const conditions: Conditions = {
    phase,
    shooting: phase === 'melee' ? 'normal' : shooting,
    charged: Boolean(o.charged),
    halfRange: Boolean(o.halfRange),
    heavy: Boolean(o.heavy),
    cover: Boolean(o.cover),
    plunging: Boolean(o.plunging),
    spotter: Boolean(o.spotter),
    targetEngaged: Boolean(o.targetEngaged),
  };
  const optionModifiers = modifiersOf(o);
  const unjoined: Scenario = {
    attacker: fx.attacker,
    target,
    batches,
    conditions,
    modifiers: fx.modifiers(optionModifiers),
    ...(o.groupOrder === undefined ? {} : { groupOrder: groupOrder(o.groupOrder, target) }),
    ...(o.lethalHits === undefined ? {} : { lethalHits: lethalHitsChoice(o.lethalHits, fx.attacker) }),
    ...actionsOf(o),
  };
  // RULINGS 12: weapons of equal resolved profile are one batch.
  const scenario: Scenario = { ...unjoined, batches: joinBatches(unjoined) };
  return { attacker: fx.attacker, target, scenario, effects: fx.effects, given: optionModifiers, notes: [...notes, ...fx.notes, ...batchNotes] };
}

/** The core stratagems asked for (11e 15.02, 15.05, 15.06): the engine uses each where the situation allows, else says why not. */
function actionsOf(o: EleventhOptions): Pick<Scenario, 'actions'> {
  const commandReroll = { ...(o.commandReroll ? { attacker: true } : {}), ...(o.targetCommandReroll ? { defender: true } : {}) };
  const actions = { ...(o.explosives ? { explosives: true } : {}), ...(o.crushingImpact ? { crushingImpact: true } : {}), ...(Object.keys(commandReroll).length ? { commandReroll } : {}) };
  return Object.keys(actions).length ? { actions } : {};
}

function modifiersOf(o: EleventhOptions): Modifiers {
  return {
    ...NO_MODIFIERS,
    attacks: o.attacksMod ?? 0,
    skill: o.bsMod ?? 0,
    hit: o.hitMod ?? 0,
    wound: o.woundMod ?? 0,
    save: o.saveMod ?? 0,
    strength: o.strengthMod ?? 0,
    ap: o.apMod ?? 0,
    damage: o.damageMod ?? 0,
    rerollHits: o.rerollHits ?? 'none',
    rerollWounds: o.rerollWounds ?? 'none',
    critHit: o.critHit ?? 6,
    critWound: o.critWound ?? 6,
  };
}

/** One model of the unit's first non-CHARACTER group (else its first group) has lost `lost` wounds (a target's: its group is allocated first, 11e 05.03; an attacker's: Damaged X, 24.39). */
export function woundedUnit(unit: EleventhUnit, lost: number, flag: string): EleventhUnit {
  const group = unit.models.find((g) => !g.character && g.count > 0) ?? unit.models[0];
  if (lost >= group.stats.W) throw new InputError(`${flag} ${lost}: a ${group.name} has ${group.stats.W} wounds; a model that lost them all is destroyed`);
  return { ...unit, models: unit.models.map((g) => (g === group ? { ...g, wounded: lost } : g)) };
}

/**
 * The choices the exact engine made (RULINGS 5 and 6; where Command Re-roll went, 11e 15.02), for the simulator to make the same: a cross-check of one
 * matchup, not of two players' choices.
 */
export function enginesChoices(scenario: Scenario, result: Result): Choices {
  const lethalHits = Object.fromEntries(result.batches.flatMap((b, i) => (b.lethalHits === undefined ? [] : [[scenario.batches[i].weapon.name, b.lethalHits]])));
  return { lethalHits, groupOrder: result.groupOrder, ...(result.commandReroll ? { commandReroll: result.commandReroll } : {}) };
}

/** The matchup computed by `engine`, the engine's notes after the matchup's; with `simulate`, played by `simulator` too. */
export function reportOf(attacker: EleventhUnit, target: EleventhUnit, given: EleventhCalcOptions, engine: Engine, simulator?: Simulator): EleventhReport {
  const { simulate, seed, order, ...options } = given;
  const built = matchupOf(attacker, target, options);
  const m = { ...built, scenario: { ...built.scenario, batches: ordered(built.scenario.batches, order) } };
  const result = engine(m.scenario);
  const simulation = simulate === undefined || simulator === undefined ? {} : { simulation: simulator(m.scenario, simulate, seed ?? 1, enginesChoices(m.scenario, result)) };
  return { ...m, result, notes: [...m.notes, ...result.notes], ...simulation };
}
