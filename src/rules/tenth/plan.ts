import { Dist } from '../../dice/dist.js';
import { diceDist, diceKey, isRandom, type DiceExpression } from '../../dice/expression.js';
import { abilityName, findAbility } from './abilities.js';
import { TooLargeError } from './limits.js';
import { allCopies, attacksPerCopy, damageOf, weaponAbilities } from './plan-parts.js';
import {
  attacksModifier,
  clampRollModifier,
  clampSkill,
  modifyDamage,
  woundTarget,
} from './modifiers.js';
import { damageRerollNotes } from './damage-reroll.js';
import { fateFace, type DamageRoll } from './one-roll.js';
import type { OneRoll } from './effects/types.js';
import { unitDefence, type GroupDefence } from './defence.js';
import { describeParts, signed } from './parts-text.js';
import { bigGuns } from './selection.js';
import { bit, small } from '../numeric-keys.js';
import { judgeFace, rollOdds, successChance, type D6Test, type RollOdds } from './rolls.js';
import { NO_ADJUSTMENTS, type Ability, type Adjustments, type Part, type RerollPolicy, type Scenario, type Unit, type WeaponUse } from './types.js';

/**
 * A plan's weapon and scenario, and its working once written. In the plan, not in a WeakMap by plan:
 * a WeakMap write per plan was a third of planning in a turn (issue 15); nor as a getter: an object
 * literal with an accessor costs about 0.8 us to create here, 30 times a plain one (issue 13).
 */
export interface PlanSource {
  readonly use: WeaponUse;
  readonly scenario: Scenario;
  notes?: string[];
}

/** Everything the engine needs about one weapon in one scenario, with the working shown. */
export interface WeaponPlan {
  readonly name: string;
  readonly count: number;
  /** Attacks one copy of the weapon makes (one roll, after Blast, Rapid Fire, and the floor of 1). */
  readonly attacksEach: Dist;
  /** Total attacks of all copies: independent rolls summed. */
  readonly attacks: Dist;
  /** null when the weapon hits automatically (Torrent). */
  readonly hit: D6Test | null;
  readonly hitOdds: RollOdds;
  readonly sustainedHits: Dist | null;
  readonly lethalHits: boolean;
  readonly wound: D6Test;
  readonly woundOdds: RollOdds;
  readonly devastatingWounds: boolean;
  /** Damage of one attack after all modifiers (what a Devastating Wound inflicts as mortal wounds too). */
  readonly damage: Dist;
  /** The Damage roll itself, for rules that change one roll (one-roll.ts). */
  readonly damageRoll: DamageRoll;
  /** Per target model group, in the target unit's order. */
  readonly defence: readonly GroupDefence[];
  /** Defence against Critical Wounds when they change the save (Bladestorm); else null. */
  readonly criticalDefence: readonly GroupDefence[] | null;
  readonly hazardous: boolean;
  /** Which instance of a duplicated Core ability applies, where they differ (RULINGS 14). */
  readonly instancesChosen: readonly string[];
  /** Modifiers a rule forbids on this weapon, and why (for the result's notes). */
  readonly notApplied: readonly string[];
  /** What it was planned from, for its working (plan-working.ts workingOf). */
  readonly source: PlanSource;
}

/** No abilities of a kind (planWeapon's find): one array for every plan. */
const NONE: readonly never[] = [];
/**
 * The most attacks one weapon entry may make: summing the copies' Attacks rolls costs about the
 * square of this (10,000: 0.1 s here); a horde of 100 models with 10 attacks each makes 1,000.
 */
export const MAX_ATTACKS = 10_000;

/**
 * `notes`: where to write the working (--explain). Planning leaves it out: workingOf (plan-working.ts)
 * plans again with a list to write into, when asked, so a calculation builds no text it does not show.
 */
export function planWeapon(use: WeaponUse, scenario: Scenario, notes?: string[]): WeaponPlan {
  const { weapon } = use;
  const adjust = use.adjust ?? NO_ADJUSTMENTS;
  const { conditions: c, modifiers: m, target } = scenario;
  const { abilities, chosen: instancesChosen, kinds } = weaponAbilities(weapon.abilities, adjust.abilities);
  const ranged = weapon.range !== 'melee';
  const has = (kind: Ability['kind']) => kinds.has(kind);
  // Most weapons have none of the abilities looked up by kind: no search (and no closure) for those.
  const find = <K extends Ability['kind']>(kind: K): readonly Extract<Ability, { kind: K }>[] => (kinds.has(kind) ? findAbility(abilities, kind) : NONE);
  const indirect = c.indirect && ranged && has('indirect fire') && !has('torrent');
  if (abilities.length) notes?.push(`abilities: ${abilities.map(abilityName).join(', ')}`);
  // [PRECISION] changes only which model takes the attack, with --precision (precision.ts). Counted loops here and below,
  // not for-of: every weapon of every calculation is planned, and the interpreter's for-of makes an iterator and a result per step (issue 30).
  const noEffect = find('no effect');
  for (let i = 0; i < noEffect.length; i++) {
    notes?.push(noEffect[i].name === 'precision' ? '[precision]: with --precision its attacks go to the Leaders first' : `[${noEffect[i].name}] does not change these numbers`);
  }
  notes?.push(...instancesChosen);

  // Attacks (RULINGS 9): Blast and Rapid Fire add to each roll; never below 1.
  const targetModels = modelCount(target);
  const extra = has('blast') ? Math.floor(targetModels / 5) : 0;
  if (has('blast')) notes?.push(`[blast] +${extra} attacks (${targetModels} models in the target unit)`);
  const rapid = find('rapid fire')[0];
  if (rapid) {
    if (c.halfRange) notes?.push(`[rapid fire ${rapid.attacks.text}] +${rapid.attacks.text} attacks at half range`);
    else notes?.push(`[rapid fire ${rapid.attacks.text}] no bonus: not at half range (--half-range)`);
  }
  const notApplied: string[] = [];
  const attacksAsked = m.attacks + adjust.attacks;
  const attacksAdded = attacksModifier(has('extra attacks'), attacksAsked);
  if (attacksAdded !== attacksAsked) {
    notApplied.push(`attacks ${signed(attacksAsked)} not applied: an [extra attacks] weapon's Attacks cannot be modified by other rules (003 'Page 28 – Extra Attacks')`);
  }
  notes?.push(...notApplied);
  if (attacksAdded) notes?.push(`attacks: ${signed(attacksAdded)} to each roll, never below 1`);
  const attacksEach = attacksPerCopy(weapon.attacks, extra, rapid && c.halfRange ? rapid.attacks : undefined, attacksAdded);
  const most = use.count * attacksEach.max;
  if (most > MAX_ATTACKS) {
    throw new TooLargeError(`this calculation needs up to ${most} attacks of ${weapon.name} (limit ${MAX_ATTACKS}); use fewer models or attacks`);
  }
  const attacks = allCopies(use.count, attacksEach);

  // 003 'Big Guns Never Tire': "Each time a Monster or Vehicle unit makes a ranged attack, if that unit
  // was within Engagement Range of one or more enemy units when it selected its targets, unless that
  // attack is made with a Pistol, subtract 1 from that attack's Hit roll."
  const bigGunsNeverTire = c.engaged === true && ranged && !has('pistol') && bigGuns(scenario.attacker);
  const hitAdjust = bigGunsNeverTire ? { ...adjust, hit: [...adjust.hit, BIG_GUNS_NEVER_TIRE] } : adjust;
  const hit = hitTest(weapon.skill - adjust.skill, ranged, indirect, has, hitAdjust, m, c.stationary, notes);
  const hitOdds: RollOdds = hit ? rollOdds(hit) : { fail: 0, success: 1, critical: 0 };
  const sustained = find('sustained hits')[0];
  const sustainedHits = sustained && hit ? diceDist(sustained.hits) : null;
  const lethalHits = has('lethal hits') && hit !== null;

  // Wound roll (000 'Wound Roll'; RULINGS 10 for Anti-X).
  const toughness = unitToughness(target);
  const strength = Math.max(1, weapon.strength + adjust.strength + (m.strength ?? 0));
  const woundParts: Part[] = [...adjust.wound];
  // "if the Strength characteristic of that attack is greater than the Toughness characteristic" (Dutiful Tenacity).
  for (let i = 0; i < adjust.woundByStrength.length; i++) {
    const s = adjust.woundByStrength[i];
    if ((strength > toughness) === (s.strength === 'above')) woundParts.push(s.part);
  }
  if (m.wound) woundParts.push(['--wound-mod', m.wound]);
  if (has('lance') && c.charged) woundParts.push(['[lance] charged', 1]);
  let criticalWound = Math.min(6, m.criticalWound ?? 6, adjust.criticalWound ?? 6);
  const antis = find('anti');
  for (let i = 0; i < antis.length; i++) {
    const anti = antis[i];
    if (target.keywords.includes(anti.keyword)) criticalWound = Math.min(criticalWound, anti.threshold);
    else notes?.push(`[${abilityName(anti)}] target is not ${anti.keyword}`);
  }
  const wound: D6Test = {
    target: woundTarget(strength, toughness),
    modifier: clamped(woundParts, notes),
    criticalOn: criticalWound,
    failsUpTo: 1,
    reroll: bestReroll(bestReroll(m.rerollWounds, adjust.rerollWounds), has('twin-linked') ? 'failed' : 'none'),
  };
  if (notes) {
    const strengthNote = strength === weapon.strength ? `S ${strength}` : `S ${strength} (${weapon.strength}${signed(strength - weapon.strength)})`;
    notes.push(describeRoll('wound', `${strengthNote} vs T ${toughness}`, wound, woundParts));
  }
  const devastatingWounds = has('devastating wounds');

  // Damage (RULINGS 5, 6).
  const melta = find('melta')[0];
  // RULINGS 6: --damage-mod adds after halving, like Melta; a negative one subtracts.
  const damageMod = m.damage ?? 0;
  const add = (melta && c.halfRange ? melta.damage : 0) + Math.max(0, damageMod);
  if (damageMod) notes?.push(`damage: ${signed(damageMod)} (--damage-mod)${damageMod > 0 && target.halveDamage ? ', after halving' : ''}, never below 1`);
  if (melta) notes?.push(`[melta ${melta.damage}] ${c.halfRange ? `+${melta.damage} damage at half range` : 'no bonus: not at half range'}`);
  // RULINGS 5 (003 'Damage Roll', 'Re-rolls'): only a single die (D3, D6, D6+1) can be a Damage roll
  // of 1; 2D6 is never one, and fixed damage is not rolled.
  // A re-roll of the whole Damage roll (damage-reroll.ts) includes re-rolling a 1: it supersedes
  // re-rolling 1s (a dice is re-rolled once, 000 'Re-rolls').
  const rerollAny = (m.rerollDamageAny || adjust.rerollDamageAny) && isRandom(weapon.damage);
  const rerollAsked = (m.rerollDamageOnes || adjust.rerollDamageOnes) && !rerollAny;
  const rerollOnes = rerollAsked && weapon.damage.count === 1;
  const reduction = target.damageReduction + adjust.damage;
  const subtract = reduction + Math.max(0, -damageMod);
  const damageModifiers = { halve: target.halveDamage, add, subtract };
  const modify = (d: number) => modifyDamage(d, damageModifiers);
  const damage = damageOf(weapon.damage, rerollOnes, damageModifiers);
  if (target.halveDamage) notes?.push('damage: halved (rounding up) by the target, before additions');
  if (reduction) notes?.push(`damage: -${reduction} (${target.damageReduction ? "target's damage reduction" : 'effects'}), never below 1`);
  if (rerollAsked && !rerollOnes) {
    notes?.push(`damage: ${weapon.damage.text} ${isRandom(weapon.damage) ? 'is never a Damage roll of 1' : 'is not a roll'}, nothing to re-roll (RULINGS 5)`);
  }
  notes?.push(`damage: ${weapon.damage.text} -> mean ${damage.mean().toFixed(3)}${rerollAny ? ' before re-rolls' : ''}`);
  notes?.push(...damageRerollNotes(m.rerollDamageAny || adjust.rerollDamageAny, weapon.damage));

  // 003 'Modifying Characteristics': AP is never worse than 0.
  const ap = Math.min(0, weapon.ap - adjust.ap - (m.ap ?? 0));
  if (ap !== weapon.ap) notes?.push(`AP ${weapon.ap} -> ${ap}`);
  const criticalAp = adjust.criticalWoundAp && !devastatingWounds ? Math.min(0, ap - adjust.criticalWoundAp) : ap;
  if (criticalAp !== ap) notes?.push(`Critical Wounds: AP ${criticalAp}`);
  const against = { ap, ranged, indirect, has, adjust, scenario, notes };
  const defence = unitDefence(against);
  const criticalDefence = criticalAp === ap ? null : unitDefence({ ...against, ap: criticalAp, notes: undefined });
  const plan: WeaponPlan = {
    name: weapon.name,
    count: use.count,
    attacksEach,
    attacks,
    hit,
    hitOdds,
    sustainedHits,
    lethalHits,
    wound,
    woundOdds: rollOdds(wound),
    devastatingWounds,
    damage,
    damageRoll: { dice: weapon.damage, rerollOnes, rerollAny, modify, key: damageRollKey(weapon.damage, target.halveDamage, add, subtract, rerollOnes) },
    defence,
    criticalDefence,
    hazardous: has('hazardous'),
    instancesChosen,
    notApplied,
    source: { use, scenario },
  };
  return plan;
}

/**
 * The Damage roll and its modifiers as a key (DamageRoll key): a number where the dice and modifiers are small, the
 * dice by their roll (expression.ts diceKey; a string key was built and hashed for each of a sweep's 11,000 plans,
 * issue 30), else a string. Equal keys, equal rolls.
 */
function damageRollKey(dice: DiceExpression, halve: boolean, add: number, subtract: number, rerollOnes: boolean): number | string {
  const roll = diceKey(dice);
  if (roll === undefined || !small(add, 63) || !small(subtract, 63)) return `${dice.text}/${bit(halve)}/${add}/${subtract}/${bit(rerollOnes)}`;
  return (((roll * 2 + bit(halve)) * 64 + add) * 64 + subtract) * 2 + bit(rerollOnes);
}

/**
 * What a one-roll rule does on this weapon, as a key: two placements with the same key give the
 * same result (a Fate 4 and a Fate 5 both pass a 3+ Hit roll; a Fate die stands for its result).
 * undefined when the weapon makes no such roll: a Fate die replaces a roll (002 'Strands of
 * Fate'), and a fixed characteristic or an automatic hit is not rolled (RULINGS 13).
 */
export function oneRollKey(plan: WeaponPlan, r: OneRoll): string | undefined {
  const fate = (test: D6Test) => (r.action === 'fate' ? judgeFace(test, r.value!) : r.action);
  switch (r.roll) {
    case 'attacks':
      return plan.attacksEach.variance() > 0 ? r.action : undefined;
    case 'hit':
      return plan.hit ? fate(plan.hit) : undefined;
    case 'wound':
      return fate(plan.wound);
    case 'save':
      return [...plan.defence, ...(plan.criticalDefence ?? [])].map((d) => fate(d.save)).join(',');
    case 'damage': {
      const { dice } = plan.damageRoll;
      if (dice.count === 0) return undefined;
      return r.action === 'fate' ? String(fateFace(dice.sides, r.value!)) : r.action;
    }
  }
}

/** The -1 to hit of 003 'Big Guns Never Tire', by the name rules/tenth/matchup/weapons.ts gives it for an engaged target (one rule, one -1). */
export const BIG_GUNS_NEVER_TIRE: Part = ['Big Guns Never Tire', -1];

/** Hit roll (000 'Hit Roll'; 003 'Indirect Fire', 'Fire Overwatch'; RULINGS 10, 11). null: Torrent. */
function hitTest(
  skill: number,
  ranged: boolean,
  indirect: boolean,
  has: (kind: Ability['kind']) => boolean,
  adjust: Adjustments,
  m: Scenario['modifiers'],
  stationary: boolean,
  notes: string[] | undefined,
): D6Test | null {
  if (has('torrent')) {
    notes?.push('hit: [torrent] hits automatically (never a Critical Hit)');
    return null;
  }
  if (adjust.overwatch !== undefined) {
    // Fire Overwatch: an unmodified N+ hits whatever the BS and modifiers; Critical Hits only on 6.
    const test = {
      target: adjust.overwatch,
      modifier: 0,
      criticalOn: 6,
      failsUpTo: adjust.overwatch - 1,
      reroll: bestReroll(m.rerollHits, adjust.rerollHits),
    };
    notes?.push(describeRoll('hit', `Overwatch: unmodified ${adjust.overwatch}+`, test, []));
    return test;
  }
  // One rule is one modifier: Big Guns Never Tire for the attacker (--attacker-engaged) and for its
  // target (--engaged) is the one rule of 003 'BIG GUNS NEVER TIRE' (diagram 9), -1 once.
  let parts: Part[] = adjust.hit.filter(([name], i) => adjust.hit.findIndex(([n]) => n === name) === i);
  if (m.hit) parts.push(['--hit-mod', m.hit]);
  if (has('heavy') && stationary) parts.push(['[heavy] stationary', 1]);
  if (indirect) parts.push(['[indirect fire] no visibility', -1]);
  if (adjust.ignoreHitPenalties && parts.some(([, v]) => v < 0)) {
    notes?.push(`hit: ignoring ${parts.filter(([, v]) => v < 0).map(([n]) => n).join(', ')}`);
    parts = parts.filter(([, v]) => v >= 0);
  }
  const test: D6Test = {
    target: clampSkill(skill),
    modifier: clamped(parts, notes),
    criticalOn: Math.min(6, m.criticalHit ?? 6, adjust.criticalHit ?? 6),
    failsUpTo: indirect ? 3 : 1,
    reroll: bestReroll(m.rerollHits, adjust.rerollHits),
  };
  notes?.push(describeRoll('hit', `${ranged ? 'BS' : 'WS'} ${test.target}+`, test, parts));
  return test;
}

function clamped(parts: readonly Part[], notes: string[] | undefined): number {
  const raw = parts.reduce((s, [, v]) => s + v, 0);
  const value = clampRollModifier(raw);
  if (value !== raw) notes?.push(`modifier ${signed(raw)} clamped to ${signed(value)} (003 'Modifying Dice Rolls')`);
  return value;
}

function describeRoll(what: string, base: string, t: D6Test, parts: readonly Part[]): string {
  const extras = [
    describeParts(parts),
    t.criticalOn < 6 ? `critical on ${t.criticalOn}+` : '',
    t.failsUpTo > 1 ? `unmodified 1-${t.failsUpTo} fail` : '',
    t.reroll !== 'none' ? `re-roll ${t.reroll === 'ones' ? '1s' : 'failed'}` : '',
  ].filter(Boolean);
  const succeeds = Math.max(t.failsUpTo + 1, Math.min(t.criticalOn, t.target - t.modifier));
  return `${what}: ${[base, ...extras].join(' ')} -> succeeds on ${succeeds}+, P = ${successChance(rollOdds(t)).toFixed(4)}`;
}

function bestReroll(a: RerollPolicy, b: RerollPolicy): RerollPolicy {
  if (a === 'failed' || b === 'failed') return 'failed';
  return a === 'ones' || b === 'ones' ? 'ones' : 'none';
}

/**
 * 003 "Unit's Toughness Characteristic": the highest Toughness among the unit's models; in an
 * Attached unit, among its Bodyguard models (002 'Leader': "use the Toughness characteristic of the
 * Bodyguard models").
 */
export function unitToughness(unit: Unit): number {
  // Counted loops, no closure: every plan asks (issue 30).
  const { models } = unit;
  let bodyguard = false;
  for (let i = 0; i < models.length; i++) if (!models[i].leader) bodyguard = true;
  let toughness = -Infinity;
  for (let i = 0; i < models.length; i++) if (!bodyguard || !models[i].leader) toughness = Math.max(toughness, models[i].stats.T);
  return toughness;
}

export function modelCount(unit: Unit): number {
  // A counted loop, no closure: every plan asks, and a turn plans in every phase (issue 15).
  let models = 0;
  for (let i = 0; i < unit.models.length; i++) models += unit.models[i].count;
  return models;
}
