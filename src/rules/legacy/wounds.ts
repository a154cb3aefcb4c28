// The legacy ruleset's To Wound step (issue 14): what one hit scores, as chances of kinds of wounds.
import { rollOutcome, woundTarget } from './charts.js';
import { D3, D6_PLUS_6, ONE } from './dice.js';
import type { HitWounds, WoundKind } from './removal.js';

/** What the To Wound roll of one attack needs to know. */
export interface WoundRoll {
  /** The attack's Strength, or 'destroyer' (004 'Destroyer Weapons'). */
  readonly strength: number | 'destroyer';
  readonly ap: number | null;
  /** The target's majority Toughness (7th edition core rules, 'Majority Toughness'). */
  readonly toughness: number;
  /** The target's majority armour save, for Graviton. */
  readonly armour: number | null;
  readonly instantDeath: boolean;
  readonly ignoresCover: boolean;
  /** From a Blast, Large Blast or Template weapon (004 'Swarms'). */
  readonly area: boolean;
  /** Poisoned (X): wounds on X+ unless the chart needs less (004 'Poisoned'); null if not Poisoned. */
  readonly poisoned: number | null;
  /** Fleshbane: always wounds on 2+ (004 'Fleshbane'). */
  readonly fleshbane: boolean;
  /** Sniper: wounds on 4+ whatever the Toughness, a 6 at AP2 (004 'Sniper'). */
  readonly sniper: boolean;
  /** Graviton: the roll needed is the target's armour save, 6+ at worst (004 'Graviton'). */
  readonly graviton: boolean;
  /** A Gargantuan Creature target: Sniper and Poisoned wound only on a 6 (7th edition core rules, 'Gargantuan Creatures'). */
  readonly gargantuan: boolean;
  /** Rending: a 6 wounds automatically at AP2 (004 'Rending'). */
  readonly rending: boolean;
  /** Shred, Monster Hunter, Poisoned in close combat at S > T, Twin-linked Template: re-roll failed To Wound. */
  readonly rerollFailed: boolean;
  /** Preferred Enemy: re-roll To Wound rolls of 1 (004 'Preferred Enemy'). */
  readonly rerollOnes: boolean;
}


/** The score the To Wound roll needs; 7 if only a Rending 6 can wound. */
export function woundRollTarget(roll: WoundRoll): number {
  if (roll.strength === 'destroyer') return 7;
  let target = woundTarget(roll.strength, roll.toughness) ?? 7;
  // 7th edition core rules, 'Gargantuan Creatures' (Unstoppable): against one, Sniper wounds only on a 6, and Poisoned
  // only on a 6 unless the Strength needs less.
  if (roll.sniper) target = roll.gargantuan ? 6 : 4;
  if (roll.graviton) target = Math.min(roll.armour ?? 6, 6);
  if (roll.poisoned !== null) target = Math.min(target, roll.gargantuan ? 6 : roll.poisoned);
  if (roll.fleshbane) target = 2;
  return target;
}

/** P(each kind of wound) from one hit. */
export function woundsFromHit(roll: WoundRoll): HitWounds {
  const kind = (ap: number | null, extra: Partial<WoundKind> = {}): WoundKind => ({
    ap,
    strength: roll.strength === 'destroyer' ? 10 : roll.strength,
    instantDeath: roll.instantDeath,
    destroyer: false,
    noSave: false,
    ignoresCover: roll.ignoresCover,
    area: roll.area,
    lost: ONE,
    ...extra,
  });
  if (roll.strength === 'destroyer') {
    // 004 'Destroyer Weapon Attack Table', non-vehicle: 1 nothing; 2-5 wounds automatically, D3 Wounds; 6 D6+6
    // Wounds and no saves of any kind. Tested as Strength 10 for Instant Death; excess Wounds are lost.
    return [
      [4 / 6, kind(roll.ap, { destroyer: true, lost: D3 })],
      [1 / 6, kind(roll.ap, { destroyer: true, noSave: true, lost: D6_PLUS_6 })],
    ];
  }
  // A Rending roll of 6 wounds whatever the Toughness (004 'Rending'): a 6 is then a success to roll for.
  const target = roll.rending ? Math.min(woundRollTarget(roll), 6) : woundRollTarget(roll);
  const outcome = rollOutcome({ target, rerollFailedTarget: roll.rerollFailed ? target : null, rerollOnes: roll.rerollOnes });
  if (!roll.rending && !roll.sniper) return outcome.success > 0 ? [[outcome.success, kind(roll.ap)]] : [];
  // A 6 is resolved at AP2, unless the attack is AP1 already (004 'Rending', 'Sniper'; Sniper's target is 4+).
  const parts: [number, WoundKind][] = [];
  if (target < 6) parts.push([outcome.success - outcome.six, kind(roll.ap)]);
  parts.push([outcome.six, kind(Math.min(roll.ap ?? 7, 2))]);
  return parts;
}
