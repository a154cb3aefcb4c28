import { actionFor } from '../actions.js';
import { hasAbility } from '../abilities.js';
import { lookupKey } from '../../names.js';
import { abilitiesOf } from '../profiles/abilities.js';
import { enhancementBearer } from '../phoenix-gem.js';
import { woundsRemainingUnmet } from './damaged.js';
import type { Adjustments, Conditions, ModelStats, RerollPolicy, Scenario, Unit, Weapon } from '../types.js';
import { NO_ADJUSTMENTS } from '../types.js';
import type { DefenceChange, Effect, EffectPart, OneRollGroup, Requirement, WeaponFilter } from './types.js';
import { Refused } from '../../errors.js';

export type Side = 'attacker' | 'target';

/** Situations the command line states (--target-below-half, --target-on-objective, --engaged; --attacker-engaged is Conditions.engaged). */
export interface Situation {
  readonly targetBelowHalfStrength: boolean;
  readonly targetOnObjective: boolean;
  /** The target is within Engagement Range of units of the attacking army (--engaged). */
  readonly targetEngaged?: boolean;
}

export interface EffectsInPlay {
  readonly attacker: readonly Effect[];
  readonly target: readonly Effect[];
  readonly situation: Situation;
}

/** What --explain and JSON say about each effect. */
export interface EffectReport {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly applied: boolean;
  readonly detail: string;
}

export interface Compiled {
  readonly scenario: Scenario;
  readonly report: readonly EffectReport[];
  /**
   * Fight-on-death rules of the target: each gives its own D6 roll; a destroyed model fights back
   * once if any succeeds (003 'Fight on Death': "can only fight once").
   */
  readonly fightOnDeath: FightOnDeath | null;
  readonly oneRolls: { readonly attacker: readonly OneRollGroup[]; readonly target: readonly OneRollGroup[] };
}

export interface FightOnDeath {
  /** The D6 result each rule needs. */
  readonly rolls: readonly number[];
  /** P(a destroyed model fights back) = 1 - product of each roll failing. */
  readonly chance: number;
}

export class EffectSideError extends Refused {}

function partsOf(effect: Effect, side: Side): EffectPart[] {
  const part = effect[side];
  if (!part) {
    if (effect.noEffect) return [];
    const other = side === 'attacker' ? '--target-with' : '--with';
    throw new EffectSideError(`${effect.id} is not a rule for the ${side === 'attacker' ? 'attacking' : 'target'} unit's player (try ${other})`);
  }
  return [part, ...(part.also ?? [])];
}

/** Every effect in play once per side (the same rule named twice is still one rule). */
function all(inPlay: EffectsInPlay): readonly (readonly [Effect, Side])[] {
  // Most phases a turn builds have none (issue 15).
  if (!inPlay.attacker.length && !inPlay.target.length) return NOTHING_IN_PLAY;
  const out: [Effect, Side][] = [];
  // Each side by name: inPlay[side] over both was a polymorphic keyed load (issue 15).
  eachOnce(out, inPlay.attacker, 'attacker');
  eachOnce(out, inPlay.target, 'target');
  return out;
}

function eachOnce(out: [Effect, Side][], list: readonly Effect[], side: Side): void {
  for (let i = 0; i < list.length; i++) if (list.indexOf(list[i]) === i) out.push([list[i], side]);
}

const NOTHING_IN_PLAY: readonly (readonly [Effect, Side])[] = [];

/** Why a requirement is not met, or null when it is. */
function unmet(r: Requirement | undefined, s: Scenario, inPlay: EffectsInPlay): string | null {
  if (!r) return null;
  const c = s.conditions;
  const any = (have: readonly string[], want: readonly string[]) => want.some((k) => have.includes(k));
  const every = (have: readonly string[], want: readonly string[]) => want.every((k) => have.includes(k));
  if (r.phase && c.phase !== r.phase) return r.phase === 'melee' ? 'only for melee attacks' : 'only for ranged attacks';
  if (r.charged && !c.charged) return 'needs a Charge move (--charged)';
  if (r.stationary && !c.stationary) return 'needs --stationary';
  if (r.targetBelowHalfStrength && !inPlay.situation.targetBelowHalfStrength) return 'needs a Below Half-strength target (--target-below-half)';
  if (r.targetOnObjective && !inPlay.situation.targetOnObjective) return 'needs the target within range of an objective (--target-on-objective)';
  if (r.engaged && !c.engaged) return 'needs the attacker within Engagement Range (--attacker-engaged)';
  if (r.targetKeywords && !any(s.target.keywords, r.targetKeywords)) return `the target is not ${r.targetKeywords.join(' or ')}`;
  if (r.attackerKeywords && !any(s.attacker.keywords, r.attackerKeywords)) return `the attacker is not ${r.attackerKeywords.join(' or ')}`;
  if (r.attackerAllKeywords && !every(s.attacker.keywords, r.attackerAllKeywords)) return `the attacker is not ${r.attackerAllKeywords.join(' ')}`;
  if (r.targetAllKeywords && !every(s.target.keywords, r.targetAllKeywords)) return `the target is not ${r.targetAllKeywords.join(' ')}`;
  if (r.targetNotKeywords && any(s.target.keywords, r.targetNotKeywords)) return `the target is ${r.targetNotKeywords.join(' or ')}`;
  if (r.attackerNotKeywords && any(s.attacker.keywords, r.attackerNotKeywords)) return `the attacker is ${r.attackerNotKeywords.join(' or ')}`;
  if (r.attackerAbility && !listsAbility(s.attacker, r.attackerAbility)) return lacksAbility(s.attacker, r.attackerAbility);
  if (r.targetAbility && !listsAbility(s.target, r.targetAbility)) return lacksAbility(s.target, r.targetAbility);
  if (r.targetOneModel && s.target.models.reduce((n, g) => n + g.count, 0) !== 1) {
    return "the bearer's saving throws cannot be told apart from the other models' (modelled for a target of one model only)";
  }
  // The Leader's model by name, or a name holding it (an imported roster's "Primaris Lieutenant").
  if (r.leading && !s.attacker.models.some((g) => g.leader && g.count > 0 && lookupKey(g.name).includes(lookupKey(r.leading!)))) {
    return `only while a ${r.leading} leads the unit (003 'Leader': an attached unit with its ${r.leading} on the battlefield)`;
  }
  if (r.attackerOneModel && s.attacker.models.reduce((n, g) => n + g.count, 0) !== 1) {
    return "one model's rule: its attacks cannot be told apart from its unit's (modelled for an attacker of one model only)";
  }
  if (r.attackerWoundsRemaining) {
    const why = woundsRemainingUnmet(s.attacker, r.attackerWoundsRemaining);
    if (why) return why;
  }
  if (r.shootingPhase && c.phase === 'ranged' && inPlay.attacker.some((e) => e.id === 'fire-overwatch')) {
    return "not with Fire Overwatch: it shoots out of phase, and rules normally used in the Shooting phase cannot be (003 'Out-of-phase Rules')";
  }
  if (r.withEffect && !inPlay.attacker.some((e) => e.id === r.withEffect)) return `needs ${r.withEffect}`;
  if (r.notWithEffect && [...inPlay.attacker, ...inPlay.target].some((e) => e.id === r.notWithEffect)) {
    return `not with ${r.notWithEffect}: it is the same Stratagem, and the same Stratagem cannot be used twice in one phase (core rules 'Stratagems')`;
  }
  if (r.attackerUnengaged && c.engaged) return 'not with the attacker within Engagement Range of enemy units (--attacker-engaged)';
  if (r.targetUnengaged && inPlay.situation.targetEngaged) return 'not with the target within Engagement Range of your units (--engaged)';
  if (r.targetVisible && c.indirect) return 'the target must be visible (not with --indirect)';
  if (r.opponentsTurn && c.phase === 'ranged') {
    return "used in the opponent's turn: the unit cannot shoot then (no Shooting phase of its own, and no Overwatch until the end of the turn); only for melee attacks";
  }
  return null;
}

/** The unit's datasheet lists the ability (its name as printed, case and punctuation aside). */
export function listsAbility(unit: Unit, ability: string): boolean {
  const wanted = lookupKey(ability);
  return abilitiesOf(unit).some((a) => lookupKey(a.name) === wanted);
}

/** Why a rule for units with an ability is skipped, in words that say what to add to the unit's file. */
export function lacksAbility(unit: Unit, ability: string): string {
  return `${unit.name} does not have ${ability} (a rule for units with that ability; a unit file lists it under abilities:)`;
}

/** Conditions effects put in place; apply before choosing weapons (Indirect Fire changes which can shoot). */
export function effectConditions(s: Scenario, inPlay: EffectsInPlay): Conditions {
  let c = s.conditions;
  for (const [effect, side] of all(inPlay)) {
    for (const part of partsOf(effect, side)) {
      if (part.conditions && !unmet(part.when, scenarioWith(s, { conditions: c }), inPlay)) c = { ...c, ...part.conditions };
    }
  }
  return c;
}

function matches(w: Weapon, f: WeaponFilter | undefined): boolean {
  if (!f) return true;
  if (f.range && (w.range === 'melee') !== (f.range === 'melee')) return false;
  if (f.named && !f.named.some((n) => lookupKey(n) === lookupKey(w.name))) return false;
  if (f.ability && !hasAbility(w.abilities, f.ability)) return false;
  if (f.notAbility && hasAbility(w.abilities, f.notAbility)) return false;
  return true;
}

function better(a: RerollPolicy, b: RerollPolicy | undefined): RerollPolicy {
  if (a === 'failed' || b === 'failed') return 'failed';
  return a === 'ones' || b === 'ones' ? 'ones' : 'none';
}

function minDefined(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/** Cumulative modifiers add; re-rolls and thresholds take the best; a granted ability is listed once. */
export function merge(a: Adjustments, b: EffectPart['adjust']): Adjustments {
  if (!b) return a;
  return {
    attacks: a.attacks + (b.attacks ?? 0),
    strength: a.strength + (b.strength ?? 0),
    ap: a.ap + (b.ap ?? 0),
    skill: a.skill + (b.skill ?? 0),
    hit: joined(a.hit, b.hit),
    wound: joined(a.wound, b.wound),
    woundByStrength: joined(a.woundByStrength, b.woundByStrength),
    armourSave: joined(a.armourSave, b.armourSave),
    rerollHits: better(a.rerollHits, b.rerollHits),
    rerollWounds: better(a.rerollWounds, b.rerollWounds),
    rerollDamageOnes: a.rerollDamageOnes || Boolean(b.rerollDamageOnes),
    rerollDamageAny: a.rerollDamageAny || Boolean(b.rerollDamageAny),
    abilities: joined(a.abilities, b.abilities),
    criticalHit: minDefined(a.criticalHit, b.criticalHit),
    criticalWound: minDefined(a.criticalWound, b.criticalWound),
    ignoreHitPenalties: a.ignoreHitPenalties || Boolean(b.ignoreHitPenalties),
    overwatch: minDefined(a.overwatch, b.overwatch),
    // 003 'Duplicated Core Abilities' spirit: one Bladestorm is one Bladestorm.
    criticalWoundAp: Math.max(a.criticalWoundAp, b.criticalWoundAp ?? 0),
    damage: a.damage + (b.damage ?? 0),
  };
}

/** a's list, then b's: a's own where b adds nothing (adjustments are immutable, so no copy; issue 15). */
function joined<T>(a: readonly T[], b: readonly T[] | undefined): readonly T[] {
  return b?.length ? [...a, ...b] : a;
}

/** The target's models with a defensive rule applied. */
function defend(stats: ModelStats, d: DefenceChange): ModelStats {
  let { feelNoPain, mortalFeelNoPain, invulnerable, Sv } = stats;
  if (d.feelNoPainBonus) {
    // Wrathful Devotion: +1 to Feel No Pain rolls already made, otherwise gain the given FNP. No rule
    // makes a Feel No Pain roll of 1 fail (000 'Feel No Pain': "if the result equals or exceeds 'x'";
    // 003 'Modifying Dice Rolls': a roll can be modified above its maximum): 2+ with +1 passes on
    // every roll, a target of 1.
    feelNoPain = feelNoPain === undefined ? d.feelNoPain : Math.max(1, feelNoPain - d.feelNoPainBonus);
    mortalFeelNoPain = mortalFeelNoPain === undefined ? undefined : Math.max(1, mortalFeelNoPain - d.feelNoPainBonus);
  } else feelNoPain = minDefined(feelNoPain, d.feelNoPain);
  mortalFeelNoPain = minDefined(mortalFeelNoPain, d.mortalFeelNoPain);
  invulnerable = minDefined(invulnerable, d.invulnerable);
  if (d.improveSaveTo !== undefined) Sv = Math.max(Math.min(Sv, d.improveSaveTo), Sv - 1);
  return { ...stats, feelNoPain, mortalFeelNoPain, invulnerable, Sv };
}

function defendUnit(unit: Unit, d: DefenceChange): Unit {
  return { ...unit, models: unit.models.map((g) => ({ ...g, stats: defend(g.stats, d) })) };
}

/**
 * The scenario with some fields changed, as one literal with every field (an absent one undefined):
 * every scenario compiled has the same shape, so the engine's reads of it stay monomorphic; copies
 * by spread take the shape of what they copy, and reading objects of several shapes was measured
 * 3-5 times slower here (issue 15).
 */
function scenarioWith(s: Scenario, changes: Partial<Pick<Scenario, 'attacker' | 'target' | 'weapons' | 'conditions' | 'actions'>>): Scenario {
  const { attacker = s.attacker, target = s.target, weapons = s.weapons, conditions = s.conditions, actions = s.actions } = changes;
  // Typed with every field required: a field added to Scenario later fails to compile here instead of being dropped.
  const whole: { [K in keyof Required<Scenario>]: Scenario[K] } = {
    attacker,
    target,
    weapons,
    conditions,
    modifiers: s.modifiers,
    allocation: s.allocation,
    actions,
    twoQueues: s.twoQueues,
  };
  return whole;
}

/** Apply the effects in play to a scenario whose weapons are already chosen. */
export function compileEffects(scenario: Scenario, inPlay: EffectsInPlay): Compiled {
  // A weapon use is its weapon, its count and its adjustments (no spread: this runs on every calculation, issue 13).
  let s = scenarioWith(scenario, { weapons: scenario.weapons.map((w) => (w.adjust ? w : { weapon: w.weapon, count: w.count, adjust: NO_ADJUSTMENTS })) });
  const report: EffectReport[] = [];
  const fightRolls: number[] = [];
  const oneRolls: { attacker: OneRollGroup[]; target: OneRollGroup[] } = { attacker: [], target: [] };
  // 000 'Wrathful Devotion': "If models in this unit already have the Feel No Pain ability, add 1 to
  // their Feel No Pain rolls": whichever rule gave it, named before or after; bonuses go on last.
  const bonuses: DefenceChange[] = [];
  for (const [effect, side] of all(inPlay)) {
    const details: string[] = [];
    let applied = false;
    if (effect.noEffect) details.push('no effect on these numbers');
    for (const part of partsOf(effect, side)) {
      const why = unmet(part.when, s, inPlay);
      if (why) {
        details.push(`skipped: ${why}`);
        continue;
      }
      if (part.adjust) {
        const hit = s.weapons.filter((w) => matches(w.weapon, part.weapons));
        if (!hit.length) details.push('skipped: no weapon it applies to');
        else {
          s = scenarioWith(s, { weapons: s.weapons.map((w) => (hit.includes(w) ? { weapon: w.weapon, count: w.count, adjust: merge(w.adjust!, part.adjust) } : w)) });
          details.push(`on ${hit.map((w) => w.weapon.name).join(', ')}`);
          applied = true;
        }
      }
      if (part.defence) {
        if (part.defence.feelNoPainBonus) bonuses.push(part.defence);
        else s = scenarioWith(s, { target: defendUnit(s.target, part.defence) });
        if (part.defence.cover) s = scenarioWith(s, { conditions: { ...s.conditions, cover: true } });
        details.push(`${s.target.name}'s profile changed`);
        applied = true;
      }
      if (part.fightOnDeath !== undefined) {
        fightRolls.push(part.fightOnDeath);
        details.push(`destroyed models fight back on ${part.fightOnDeath}+`);
        applied = true;
      }
      if (part.oneRolls) {
        oneRolls[side].push({
          source: effect.name,
          rolls: part.oneRolls,
          pickOne: Boolean(part.oneRollIsChoice),
          ...(part.oneRollAfterEachRoll ? { afterEachRoll: true } : {}),
          ...(part.oneRollAnyWeapon ? { anyWeapon: true } : {}),
        });
        const kinds = [...new Set(part.oneRolls.map((o) => `${o.roll} roll`))];
        details.push(`one ${kinds.join(part.oneRollIsChoice ? ' or one ' : ' and one ')}`);
        applied = true;
      }
      if (part.bearerReturnsOn !== undefined) {
        const bearer = enhancementBearer(s.target);
        if ('why' in bearer) details.push(`skipped: ${bearer.why}`);
        else {
          const returnsOn = part.bearerReturnsOn;
          s = scenarioWith(s, { target: { ...s.target, models: s.target.models.map((g, i) => (i === bearer.group ? { ...g, returnsOn } : g)) } });
          details.push(`${s.target.models[bearer.group].name} is back at the end of the phase on a ${returnsOn}+ if destroyed`);
          applied = true;
        }
      }
      if (part.action) {
        const { action, detail } = actionFor(part.action, s.attacker);
        s = scenarioWith(s, { actions: [...(s.actions ?? []), action] });
        details.push(detail);
        applied = true;
      }
      if (part.stopsOverwatch) {
        const test = part.stopsOverwatch.leadershipTest;
        const what = test === undefined ? 'cannot fire Overwatch at this unit' : `fires Overwatch at this unit only after passing a Leadership test (${test} to the result)`;
        details.push(`the unit firing ${what}: wh40k turn --overwatch applies it; these numbers are the Overwatch as fired`);
      }
      if (part.conditions) {
        details.push(`sets ${Object.keys(part.conditions).join(', ')}`);
        applied = true;
      }
    }
    // Parts that say the same (two parts on the same weapons, or skipped for the same reason) say it once.
    report.push({ id: effect.id, name: effect.name, side, applied, detail: [...new Set(details)].join('; ') });
  }
  for (const bonus of bonuses) s = scenarioWith(s, { target: defendUnit(s.target, bonus) });
  const fightOnDeath = fightRolls.length
    ? { rolls: fightRolls, chance: 1 - fightRolls.reduce((miss, on) => miss * ((on - 1) / 6), 1) }
    : null;
  return { scenario: s, report, fightOnDeath, oneRolls };
}
