/** Shared helpers for the effect tests: put effects in play, compile, calculate. */
import { chooseOneRolls, type Choice } from '../../../src/rules/tenth/effects/choose.js';
import { compileEffects, effectConditions, type Compiled, type EffectReport, type EffectsInPlay, type Situation } from '../../../src/rules/tenth/effects/compile.js';
import { parseEffectList } from '../../../src/rules/tenth/effects/index.js';
import { Dist } from '../../../src/dice/dist.js';
import type { FightOnDeath } from '../../../src/rules/tenth/effects/compile.js';
import { calculate, summarise, type Result } from '../../../src/rules/tenth/engine.js';
import type { Scenario, Unit } from '../../../src/rules/tenth/types.js';
import { abilitiesOf } from '../../../src/rules/tenth/profiles/abilities.js';
import { attacker } from '../../helpers.js';

export const NO_SITUATION: Situation = { targetBelowHalfStrength: false, targetOnObjective: false };

export interface InPlaySpec {
  with?: string[];
  targetWith?: string[];
  situation?: Partial<Situation>;
}

export function inPlay(spec: InPlaySpec = {}): EffectsInPlay {
  return {
    attacker: parseEffectList(spec.with ?? []),
    target: parseEffectList(spec.targetWith ?? []),
    situation: { ...NO_SITUATION, ...spec.situation },
  };
}

export interface Played {
  readonly compiled: Compiled;
  readonly result: Result;
  /** The report entry of one effect. */
  readonly entry: (id: string) => EffectReport;
  /** P(success) of the first weapon's Hit and Wound rolls, its unsaved chance against the first group. */
  readonly hit: number;
  readonly wound: number;
  readonly unsaved: number;
}

/**
 * As the command line does it: effect conditions first (Indirect Fire), then the effects on the
 * chosen weapons, then the exact calculation (one-roll rules placed where they help most).
 */
export function play(s: Scenario, spec: InPlaySpec = {}): Played {
  const effects = inPlay(spec);
  const conditions = effectConditions(s, effects);
  const compiled = compileEffects({ ...s, conditions }, effects);
  const rolls = compiled.oneRolls;
  const result =
    rolls.attacker.length || rolls.target.length
      ? choose(compiled).result
      : calculate(compiled.scenario);
  const plan = result.plans[0];
  return {
    compiled,
    result,
    entry: (id) => {
      const e = compiled.report.find((r) => r.id === id);
      if (!e) throw new Error(`no report entry for ${id}`);
      return e;
    },
    hit: plan.hitOdds.success + plan.hitOdds.critical,
    wound: plan.woundOdds.success + plan.woundOdds.critical,
    unsaved: plan.defence[0].unsavedChance,
  };
}

export function choose(c: Compiled): Choice {
  return chooseOneRolls(c.oneRolls.attacker, c.oneRolls.target, c.scenario.weapons.length, (rolls) => calculate(c.scenario, rolls));
}

/** The scenario with an attacking unit that has these keywords (and the abilities it listed). */
export function attackerWith(s: Scenario, keywords: string[]): Scenario {
  const unit: Unit = { ...attacker, abilities: abilitiesOf(s.attacker), keywords } as Unit;
  return { ...s, attacker: unit };
}

/** What a faction's rules ask of a unit: its keywords (added to its own) and the abilities its file lists. */
export interface Qualifies {
  readonly keywords?: readonly string[];
  readonly abilities?: readonly string[];
}

/** The unit with these keywords and datasheet abilities added. */
export function qualified(unit: Unit, q: Qualifies): Unit {
  const abilities = [...abilitiesOf(unit), ...(q.abilities ?? []).map((name) => ({ name, modelled: 'test', affectsAttacks: true }))];
  return { ...unit, keywords: [...new Set([...unit.keywords, ...(q.keywords ?? [])])], abilities } as Unit;
}

/** Both units qualified: the rules of their faction reach them whichever side has them in play. */
export function bothQualified(s: Scenario, q: Qualifies): Scenario {
  return { ...s, attacker: qualified(s.attacker, q), target: qualified(s.target, q) };
}

/** 002: AELDARI units with Strands of Fate ("One AELDARI unit from your army", "units ... with the Strands of Fate ability"). */
export const AELDARI: Qualifies = { keywords: ['AELDARI'], abilities: ['Strands of Fate'] };
/** 000 'Blessings of Khorne': "all units from your army with this ability". */
export const BLESSED: Qualifies = { abilities: ['Blessings of Khorne'] };
/** 001 'Orders': ASTRA MILITARUM units. */
export const ORDERED: Qualifies = { keywords: ['ASTRA MILITARUM'] };

/**
 * A second method for fight-on-death (003 'Fight on Death') where no rule excludes a model: each
 * destroyed model fights back with the same chance, so the fighters are a Binomial(k, chance)
 * mixture over the exact kills (src/rules/tenth/fight-back.ts counts them per model group instead).
 */
export function fightBack(result: Result, fights: FightOnDeath) {
  const fighters = Dist.of(result.kills.distribution).flatMap((k) => Dist.binomial(k, fights.chance));
  return { ...fights, ...summarise(fighters.toArray()) };
}
