import { hasAbility } from '../rules/tenth/abilities.js';
import { calculate } from '../rules/tenth/engine.js';
import { lookupKey } from '../rules/names.js';
import type { Chooser } from '../rules/tenth/selection.js';
import { NO_ADJUSTMENTS, type Phase, type Scenario, type Unit, type Weapon, type WeaponUse } from '../rules/tenth/types.js';

// The weapons of a matchup as the options and the target make them: the -1 to hit of an engaged
// MONSTER or VEHICLE target, and the choice among a model's alternatives.

/** The name of the -1 to hit, as the effect big-guns-never-tire names it (effects/core.ts). */
const BIG_GUNS = 'Big Guns Never Tire';

/**
 * The target is within Engagement Range of the attacking army (--engaged): 003 'BIG GUNS NEVER TIRE
 * (BLAST WEAPONS AND PISTOLS)' (diagram 9 A): shooting at a Vehicle within Engagement Range of a
 * friendly unit, "subtract 1 from the Hit roll unless that attack is made with a Pistol"; MONSTER
 * likewise (003 'Big Guns Never Tire'). The attacker's own engagement (003 'Big Guns Never Tire':
 * a MONSTER or VEHICLE shooting while within Engagement Range) is the effect big-guns-never-tire;
 * where both apply it is still one rule and one -1. Blast weapons are left out by weaponsUsed.
 */
export function engagedTarget(weapons: WeaponUse[], target: Unit, phase: Phase, engaged: boolean | undefined, notes: string[]): WeaponUse[] {
  if (!engaged || phase !== 'ranged' || !['MONSTER', 'VEHICLE'].some((k) => target.keywords.includes(k))) return weapons;
  const pistols = weapons.filter((u) => hasAbility(u.weapon.abilities, 'pistol')).map((u) => u.weapon.name);
  notes.push(`--engaged: ${target.name} is a MONSTER or VEHICLE within Engagement Range, -1 to hit${pistols.length ? ` except with Pistols (${pistols.join(', ')})` : ''} (003 'BIG GUNS NEVER TIRE')`);
  return weapons.map((u) => {
    if (hasAbility(u.weapon.abilities, 'pistol')) return u;
    const adjust = u.adjust ?? NO_ADJUSTMENTS;
    return { ...u, adjust: { ...adjust, hit: [...adjust.hit, [BIG_GUNS, -1]] } };
  });
}

const TIE = 1e-9;

/**
 * Where a model has alternatives (several melee weapons, a weapon's profiles): the one named with
 * --profile, else the one with the most expected damage against this target (before effects).
 */
export function chooser(draft: Scenario, wanted: readonly string[], notes: string[]): Chooser {
  let values: Map<Weapon, number> | undefined;
  const value = (w: Weapon) => {
    values ??= valuesFor(draft);
    let v = values.get(w);
    if (v === undefined) values.set(w, (v = calculate({ ...draft, weapons: [{ weapon: w, count: 1 }] }).damage.mean));
    return v;
  };
  return (alternatives) => {
    const named = alternatives.find((w) => wanted.some((n) => lookupKey(w.name).includes(lookupKey(n))));
    if (named) return named;
    const scored = alternatives.map((w) => ({ w, v: value(w) }));
    // A tie keeps the first listed: values equal but for rounding are a tie (TIE, relative).
    const best = scored.reduce((a, b) => (b.v > a.v * (1 + TIE) ? b : a));
    notes.push(`best against ${draft.target.name}: ${scored.map(({ w, v }) => `${w.name} ${v.toFixed(2)}`).join(', ')} damage each (--profile to choose)`);
    return best.w;
  };
}

/**
 * A weapon's value depends on nothing but the draft (no weapons, allocation or actions of its own):
 * its units, conditions and modifiers. Units and weapons are immutable, and every phase a turn builds
 * values them again (issue 15): the values are kept per attacker and target, by the conditions and
 * modifiers (small flat records, so their JSON is their content). Several model groups often choose
 * among the same weapons: each is valued once.
 */
function valuesFor(draft: Scenario): Map<Weapon, number> {
  const byTarget = valuedFor.get(draft.attacker) ?? valuedFor.set(draft.attacker, new WeakMap()).get(draft.attacker)!;
  const byKey = byTarget.get(draft.target) ?? byTarget.set(draft.target, new Map()).get(draft.target)!;
  const key = JSON.stringify([draft.conditions, draft.modifiers]);
  return byKey.get(key) ?? byKey.set(key, new Map()).get(key)!;
}

const valuedFor = new WeakMap<Unit, WeakMap<Unit, Map<string, Map<Weapon, number>>>>();
