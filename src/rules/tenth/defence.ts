/**
 * A weapon's defence by the target: each model group's save (armour, cover, invulnerable) and Feel No
 * Pain against one weapon (plan.ts planWeapon asks for it twice, the second time at the critical AP).
 */
import { keptFor } from '../kept-for.js';
import { capSaveModifier, clampSkill } from './modifiers.js';
import { describeParts, signed } from './parts-text.js';
import { bit, small } from '../numeric-keys.js';
import { rollOdds, successChance, type D6Test } from './rolls.js';
import type { Ability, Adjustments, ModelStats, Part, Scenario, Unit } from './types.js';

export interface GroupDefence {
  readonly save: D6Test;
  readonly saveKind: 'armour' | 'invulnerable' | 'none';
  readonly unsavedChance: number;
  /** Chance that one point of damage is actually lost (Feel No Pain failed). */
  readonly woundLostChance: number;
  readonly mortalWoundLostChance: number;
}

/** No such roll: a save or Feel No Pain of 7+. */
const NEVER = 7;

/**
 * The defence of each of the target's model groups against one weapon. Planning (no `notes`) keeps
 * it per target unit by everything it reads, so a matrix column works it out once per weapon kind
 * (issue 13 goal 4); with the armour save adjusted by effects it is worked out each time.
 */
export function unitDefence(weapon: Against): readonly GroupDefence[] {
  const { ap, ranged, indirect, has, adjust, scenario, notes } = weapon;
  const { target, modifiers, conditions } = scenario;
  const each = () => target.models.map((g) => groupDefence(g.stats, weapon));
  if (notes || adjust.armourSave.length) return each();
  const flags = ((bit(ranged) * 2 + bit(indirect)) * 2 + bit(has('ignores cover'))) * 2 + bit(conditions.cover);
  const key =
    small(-ap, 63) && small(modifiers.save + 32, 63) ? ((-ap * 64 + modifiers.save + 32) * 16 + flags)
    : `${ap} ${+ranged} ${+indirect} ${+has('ignores cover')} ${modifiers.save} ${+conditions.cover}`;
  return keptFor(defenceOf, target, key, each);
}

const defenceOf = new WeakMap<Unit, Map<string | number, readonly GroupDefence[]>>();

/** What a defence reads of the weapon and its scenario: its AP (the critical AP, for the second), kind and abilities, the effects' adjustments, and where its working goes (none: planning, kept). */
export interface Against {
  readonly ap: number;
  readonly ranged: boolean;
  readonly indirect: boolean;
  readonly has: (kind: Ability['kind']) => boolean;
  readonly adjust: Adjustments;
  readonly scenario: Scenario;
  readonly notes: string[] | undefined;
}

function groupDefence(stats: ModelStats, { ap, ranged, indirect, has, adjust, scenario, notes }: Against): GroupDefence {
  // 000 'Benefit of Cover'; RULINGS 3: denied to Sv 3+ or better against (modified) AP 0.
  const parts: Part[] = [...adjust.armourSave];
  if (ap) parts.push(['AP', ap]);
  if (scenario.modifiers.save) parts.push(['--save-mod', scenario.modifiers.save]);
  const inCover = ranged && (scenario.conditions.cover || indirect);
  if (inCover) {
    if (has('ignores cover')) notes?.push('save: [ignores cover] no Benefit of Cover');
    else if (stats.Sv <= 3 && ap === 0) notes?.push(`save: no Benefit of Cover for Sv ${stats.Sv}+ against AP 0`);
    else parts.push(['Benefit of Cover', 1]);
  }
  const raw = parts.reduce((s, [, v]) => s + v, 0);
  const armour: D6Test = { target: clampSkill(stats.Sv), modifier: capSaveModifier(raw), criticalOn: NEVER, failsUpTo: 1, reroll: 'none' };
  if (raw > 1) notes?.push(`save: improvement capped at +1 (was +${raw})`);
  let save = armour;
  let saveKind: GroupDefence['saveKind'] = 'armour';
  const invulnerableSave = Math.min(stats.invulnerable ?? NEVER, (ranged ? stats.rangedInvulnerable : stats.meleeInvulnerable) ?? NEVER);
  if (stats.rangedInvulnerable !== undefined && !ranged) notes?.push(`save: the ${stats.rangedInvulnerable}+ invulnerable save works only against ranged attacks`);
  if (stats.meleeInvulnerable !== undefined && ranged) notes?.push(`save: the ${stats.meleeInvulnerable}+ invulnerable save works only against melee attacks`);
  if (invulnerableSave < NEVER) {
    const invulnerable: D6Test = { ...armour, target: invulnerableSave, modifier: 0 };
    if (successChance(rollOdds(invulnerable)) > successChance(rollOdds(armour))) {
      save = invulnerable;
      saveKind = 'invulnerable';
    }
  }
  const unsavedChance = rollOdds(save).fail;
  const passesOn = Math.max(2, armour.target - armour.modifier);
  notes?.push(
    saveKind === 'invulnerable'
      ? `save: invulnerable ${save.target}+ (better than armour ${stats.Sv}+ at ${signed(armour.modifier)})`
      : `save: Sv ${stats.Sv}+ ${describeParts(parts)} -> ${passesOn > 6 ? 'never passes' : `passes on ${passesOn}+`}`,
  );
  const fnp = stats.feelNoPain;
  const mortalFnp = Math.min(fnp ?? NEVER, stats.mortalFeelNoPain ?? NEVER);
  if (fnp) notes?.push(`Feel No Pain ${fnp}+ on every wound that would be lost`);
  if (mortalFnp < (fnp ?? NEVER)) notes?.push(`Feel No Pain ${mortalFnp}+ against mortal wounds`);
  return {
    save,
    saveKind,
    unsavedChance,
    woundLostChance: lostChance(fnp ?? NEVER),
    mortalWoundLostChance: lostChance(mortalFnp),
  };
}

function lostChance(feelNoPain: number): number {
  return Math.min(1, (Math.min(feelNoPain, NEVER) - 1) / 6);
}
