/**
 * Datasheet abilities the effect registry models that a unit carries itself (issue 29 section 2: "imported units keep
 * their abilities"): a BattleScribe unit with an ability of one of these names gets the effect, as a bundled unit's file
 * lists it in `effects:` (Beacons of Rage on the Eightbound, Stealth, Assured Destruction). Stratagems, army and detachment rules are a
 * player's choice (--with), never carried. tests/import/carried.test.ts holds this list to the bundled files' effects.
 */
import { lookupKey } from '../../names.js';
import { builtInEffects } from '../effects/index.js';
import type { Effect } from '../effects/types.js';

/** The registry's effect id by the ability's name as datasheets print it ("(Aura)" left out). */
export const CARRIED: Readonly<Record<string, string>> = {
  'beacons of rage': 'beacons-of-rage',
  stealth: 'stealth',
  'assured destruction': 'assured-destruction',
  // Leader abilities (effects/leaders.ts): carried by the Leader, applied while it leads.
  'tactical precision': 'tactical-precision',
  'legendary killer': 'legendary-killer',
};

/** The effect a unit with an ability of this name carries, if the registry models one. */
export function carriedEffect(abilityName: string): string | undefined {
  const name = lookupKey(abilityName.replace(/\(aura\)/i, ''));
  return Object.entries(CARRIED).find(([n]) => lookupKey(n) === name)?.[1];
}

/**
 * The built-in effect of this name that the player names when it applies, never carried: an army rule whose
 * condition the calculator has no input for (Oath of Moment: "your Oath of Moment target" is the player's choice).
 * Rules listed as changing nothing (noEffect) are not one.
 */
export function namedEffect(ruleName: string): Effect | undefined {
  const name = lookupKey(ruleName);
  return builtInEffects().find((e) => !e.noEffect && lookupKey(e.name) === name);
}

/** How an imported unit's ability that is such an effect is listed (its `modelled`). */
export const namedWhenItApplies = (effect: Effect): string => `named when it applies: --with ${effect.id} (${effect.summary})`;
