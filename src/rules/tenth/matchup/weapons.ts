import { hasAbility } from '../abilities.js';
import { expectedDamage } from '../engine.js';
import { BIG_GUNS_NEVER_TIRE } from '../plan.js';
import { hazardousTestCost } from '../hazardous.js';
import { BoundedCache } from '../../bounded-cache.js';
import { got } from '../../maps.js';
import { compileEffects, type EffectsInPlay } from '../effects/compile.js';
import type { Effect } from '../effects/types.js';
import { bigGuns, namesWeapon, type Chooser } from '../selection.js';
import { NO_ADJUSTMENTS, type Conditions, type Phase, type Scenario, type Unit, type Weapon, type WeaponUse } from '../types.js';

// The weapons of a matchup as the options and the target make them: the -1 to hit of an engaged
// MONSTER or VEHICLE target, and the choice among a model's alternatives.

/**
 * The target is within Engagement Range of the attacking army (--engaged): 003 'BIG GUNS NEVER TIRE
 * (BLAST WEAPONS AND PISTOLS)' (diagram 9 A): shooting at a Vehicle within Engagement Range of a
 * friendly unit, "subtract 1 from the Hit roll unless that attack is made with a Pistol"; MONSTER
 * likewise (003 'Big Guns Never Tire'). The attacker's own engagement (003 'Big Guns Never Tire':
 * a MONSTER or VEHICLE shooting while within Engagement Range) is Conditions.engaged (plan.ts);
 * where both apply it is still one rule and one -1. Blast weapons are left out by weaponsUsed.
 */
export function engagedTarget(weapons: WeaponUse[], target: Unit, phase: Phase, engaged: boolean | undefined, notes: string[]): WeaponUse[] {
  if (!engaged || phase !== 'ranged' || !bigGuns(target)) return weapons;
  notes.push(`--engaged: ${target.name} is a MONSTER or VEHICLE within Engagement Range, -1 to hit${exceptPistols(weapons)} (003 'BIG GUNS NEVER TIRE')`);
  return weapons.map((u) => {
    if (hasAbility(u.weapon.abilities, 'pistol')) return u;
    const adjust = u.adjust ?? NO_ADJUSTMENTS;
    return { ...u, adjust: { ...adjust, hit: [...adjust.hit, BIG_GUNS_NEVER_TIRE] } };
  });
}

/** The attacker within Engagement Range (--attacker-engaged): plan.ts subtracts the 1 (003 'Big Guns Never Tire'), this says so. */
export function engagedAttacker(weapons: readonly WeaponUse[], attacker: Unit, conditions: Conditions, notes: string[]): void {
  if (!conditions.engaged || conditions.phase !== 'ranged' || !bigGuns(attacker)) return;
  notes.push(`--attacker-engaged: ${attacker.name} is a MONSTER or VEHICLE within Engagement Range, -1 to hit${exceptPistols(weapons)} (003 'Big Guns Never Tire')`);
}

function exceptPistols(weapons: readonly WeaponUse[]): string {
  const pistols = weapons.filter((u) => hasAbility(u.weapon.abilities, 'pistol')).map((u) => u.weapon.name);
  return pistols.length ? ` except with Pistols (${pistols.join(', ')})` : '';
}

const TIE = 1e-9;

/**
 * What a weapon's value depends on besides the weapon: the units, conditions and modifiers, and the
 * effects in play (no allocation, actions or twoQueues), so the values can be kept by these alone (valuesFor).
 */
export interface Draft extends Pick<Scenario, 'attacker' | 'target' | 'conditions' | 'modifiers'> {
  readonly inPlay: EffectsInPlay;
}

/**
 * Where a model has alternatives (several melee weapons, a weapon's profiles): the one named with
 * --profile, else the one with the most expected damage against this target, less, for a Hazardous
 * one, the wounds its test is expected to cost the bearer (hazardous.ts hazardousTestCost: a wound
 * lost weighs as a wound dealt). Issue 26, "a rule that chooses for a player chooses as that player
 * would": each alternative is valued as the calculation will make its attacks (value).
 */
export function chooser(draft: Draft, wanted: readonly string[], notes: string[], flag = '--profile'): Chooser {
  let values: Map<Weapon, number> | undefined;
  const valued = (w: Weapon) => {
    // Looked up only when a weapon is valued: where --profile names one, nothing is valued.
    values ??= valuesFor(draft);
    return got(values, w, () => value(draft, w));
  };
  return (alternatives, model) => {
    const named = alternatives.find((w) => wanted.some((n) => namesWeapon(w, n)));
    if (named) return named;
    const bearer = draft.attacker.models.find((g) => g.name === model);
    const scored = alternatives.map((w) => {
      const damage = valued(w);
      const cost = bearer && hasAbility(w.abilities, 'hazardous') ? hazardousTestCost(bearer) : 0;
      return { w, damage, cost, v: damage - cost };
    });
    // A tie keeps the first listed: values equal but for rounding are a tie (TIE, relative).
    const best = scored.reduce((a, b) => (b.v > a.v + TIE * Math.abs(a.v) ? b : a));
    const said = scored.map(({ w, damage, cost, v }) => `${w.name} ${damage.toFixed(2)}${cost ? ` - ${cost.toFixed(2)} Hazardous = ${v.toFixed(2)}` : ''}`);
    const less = scored.some((s) => s.cost) ? ", less the bearer's wounds expected lost to a Hazardous test" : '';
    notes.push(`best against ${draft.target.name}: ${said.join(', ')} damage each${less} (${flag} to choose)`);
    return best.w;
  };
}

/**
 * One model's attacks with the weapon, as the calculation makes them: the -1 to hit against an engaged
 * MONSTER or VEHICLE (engagedTarget), then the effects in play compiled for a scenario using this
 * weapon (a rule on some weapons only reaches it if it is one of them; Fire Overwatch's unmodified 6s,
 * 003 'Fire Overwatch Stratagem'). The weapons chosen feed the compile of the whole scenario, so each
 * alternative gets its own. Mortal wounds before the attacks (actions) are the same whichever is
 * chosen: left out. One-roll rules (Command Re-roll, Fate dice) are placed after the choice: left out.
 */
function value(draft: Draft, weapon: Weapon): number {
  const { attacker, target, conditions, modifiers, inPlay } = draft;
  const weapons = engagedTarget([{ weapon, count: 1 }], target, conditions.phase, inPlay.situation.targetEngaged, []);
  const { scenario } = compileEffects({ attacker, target, weapons, conditions, modifiers }, inPlay);
  return expectedDamage(scenario.actions ? { ...scenario, actions: undefined } : scenario);
}

/**
 * A weapon's value depends on nothing but the draft: its units, conditions, modifiers and effects.
 * Units, effects and weapons are immutable, and every phase a turn builds values them again (issue
 * 15): the values are kept per attacker and target, by the conditions, modifiers (small flat records,
 * so their JSON is their content), the situation and the effects in play (each by its serial: an
 * effect is one object, and two loaded sets of player effects may reuse an id). Several model groups
 * often choose among the same weapons: each is valued once. Roster units live as long as the process,
 * so the keys per pair are bounded (a turn uses a few).
 */
function valuesFor(draft: Draft): Map<Weapon, number> {
  const byTarget = got(valuedFor, draft.attacker, () => new WeakMap<Unit, ValuesByKey>());
  const byKey = got(byTarget, draft.target, (): ValuesByKey => new BoundedCache(KEYS_PER_PAIR));
  const { attacker, target, situation } = draft.inPlay;
  return got(byKey, JSON.stringify([draft.conditions, draft.modifiers, situation, attacker.map(serial), target.map(serial)]), () => new Map());
}

type ValuesByKey = BoundedCache<string, Map<Weapon, number>>;
const KEYS_PER_PAIR = 64;
const valuedFor = new WeakMap<Unit, WeakMap<Unit, ValuesByKey>>();

const serials = new WeakMap<Effect, number>();
let nextSerial = 0;
function serial(effect: Effect): number {
  return got(serials, effect, () => nextSerial++);
}
