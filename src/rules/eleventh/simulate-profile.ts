/**
 * One batch's numbers as the die-by-die simulator reads them (simulate.ts): the weapon's abilities that apply
 * against this target, its modified characteristics (11e 02.02.01) and the modifiers to its hit and wound rolls.
 * Written from the rules and types.ts only (the independent cross-check of the exact engine).
 */
import type { DiceExpression } from '../../dice/expression.js';
import type { Ability, AbilityKind, Batch, RerollPolicy, Scenario, Weapon } from './types.js';

/** One weapon's attack dice in the batch (04.03; RULINGS 12: a batch may gather several weapons, each its own). */
export interface WeaponDice {
  readonly firers: number;
  readonly attacks: DiceExpression;
  /** Added to each rolled A, which stays at least 1 (02.02.01). */
  readonly attacksModifier: number;
  /** Attack dice each firer adds: Rapid Fire X at half range (24.30), rolled per firer. */
  readonly rapidFire?: DiceExpression;
  /** Blast X and Cleave X (24.05, 24.06): X per five models in the target at the Select Targets step. */
  readonly per5: number;
  /** 06.03: a hazard roll per firer after the attacks. */
  readonly hazardous: boolean;
}

/** What one attack die of the batch needs; every number after 11e 02.02.01's caps and bounds. */
export interface Profile {
  readonly name: string;
  /** The batch makes no attacks (Hunter, 04.01.03; the shooting type, 10.05-10.06): why. */
  readonly cannot?: string;
  /** The batch's weapon first, then those joined to it (Batch.joined, RULINGS 12): every die after these is the batch's. */
  readonly dice: readonly WeaponDice[];
  readonly torrent: boolean;
  /** Snap Shooting (15.09): only an unmodified 6 hits, never critical. */
  readonly snap: boolean;
  /** Indirect shooting (10.07): an unmodified result up to this fails (5, or 3 with a spotter); 0: none. */
  readonly floor: number;
  /** BS/WS after its modifiers, bounded 2+..6+ (02.02.01). */
  readonly skill: number;
  /** The hit roll's modifier, capped at +1/-1 (02.02.01). */
  readonly hitModifier: number;
  readonly criticalHit: number;
  readonly rerollHits: RerollPolicy;
  readonly sustainedHits?: DiceExpression;
  /** Lethal Hits applies and the attacker uses it (RULINGS 5). */
  readonly lethalHits: boolean;
  readonly strength: number;
  readonly woundModifier: number;
  readonly criticalWound: number;
  readonly rerollWounds: RerollPolicy;
  readonly devastatingWounds: boolean;
  /** AP after modifiers, never worse than 0. */
  readonly ap: number;
  readonly damage: DiceExpression;
  /** Melta X within half range (24.25): added to D. */
  readonly melta?: DiceExpression;
  readonly precision: boolean;
}

const mean = (e: DiceExpression) => (e.count * (e.sides + 1)) / 2 + e.constant;
/** 11e 24.02 and RULINGS 8: of duplicated instances, the one worth more in expectation (ties: the fixed value). */
const best = (list: DiceExpression[]) => [...list].sort((a, b) => mean(b) - mean(a) || a.count - b.count)[0] as DiceExpression | undefined;
const capped = (x: number) => Math.max(-1, Math.min(1, x));
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** 24.01: an ability followed by keywords applies only against a target with one of them. */
function applicable(weapon: Weapon, keywords: readonly string[]): Ability[] {
  return weapon.abilities.filter((a) => {
    if (a.kind === 'anti') return keywords.includes(a.keyword.toUpperCase());
    return !('against' in a) || !a.against || a.against.some((k) => keywords.includes(k.toUpperCase()));
  });
}

function ofKind<K extends AbilityKind>(list: Ability[], kind: K): Extract<Ability, { kind: K }>[] {
  return list.filter((a): a is Extract<Ability, { kind: K }> => a.kind === kind);
}

/** Blast X and Cleave X (24.05, 24.06): attack dice per five target models. */
const per5Of = (abilities: Ability[]) => Math.max(0, ...ofKind(abilities, 'blast').map((a) => a.per5), ...ofKind(abilities, 'cleave').map((a) => a.per5));

const closeQuarters = (has: (k: AbilityKind) => boolean) => has('close-quarters') || has('pistol');

/** Why the batch cannot attack at all, if it cannot. */
function cannotAttack(s: Scenario, weapon: Weapon, has: (k: AbilityKind) => boolean): string | undefined {
  const { conditions: c, attacker, target } = s;
  if (weapon.hunter && !weapon.hunter.some((k) => target.keywords.includes(k))) return 'Hunter: the target has none of its keywords (11e 04.01.03)';
  if (c.phase !== 'ranged') return undefined;
  if (c.shooting === 'assault' && !has('assault')) return 'assault shooting: only [ASSAULT] weapons (11e 10.05)';
  const bigAttacker = attacker.keywords.includes('MONSTER') || attacker.keywords.includes('VEHICLE');
  if (c.shooting === 'close-quarters' && !closeQuarters(has) && !bigAttacker) return 'close-quarters shooting: only [CLOSE-QUARTERS] weapons (11e 10.06)';
  return undefined;
}

/** The profile of one batch against the scenario's target; `lethal`: whether the attacker uses Lethal Hits (RULINGS 5). */
export function profileOf(s: Scenario, batch: Batch, lethal: boolean): Profile {
  const { weapon } = batch;
  const { conditions: c, modifiers: m, target, attacker } = s;
  const abilities = applicable(weapon, target.keywords);
  const has = (k: AbilityKind) => abilities.some((a) => a.kind === k);
  const ranged = c.phase === 'ranged';
  const psychic = has('psychic');
  const indirect = ranged && c.shooting === 'indirect' && has('indirect fire');
  const cq = ranged && c.shooting === 'close-quarters';
  const bigAttacker = attacker.keywords.includes('MONSTER') || attacker.keywords.includes('VEHICLE');
  // 24.29 and RULINGS 13: a [PSYCHIC] attack ignores the modifiers that hurt it (cover included).
  const keep = (x: number) => (psychic && x < 0 ? 0 : x);
  // BS/WS modifiers, as improvements (02.02.01: outside the hit-roll cap). 13.08 and 10.07: cover worsens BS by 1,
  // and indirect attacks always have it; [IGNORES COVER] removes it (24.18, RULINGS 14). 22.05: plunging fire +1.
  const cover = ranged && (c.cover || indirect) && !has('ignores cover');
  const skillChanges = [m.skill, cover ? -1 : 0, ranged && c.plunging ? 1 : 0].map(keep);
  const hitChanges = [
    m.hit,
    // 24.16 [HEAVY]: +1 when the unit stayed put (Conditions.heavy), in its own Shooting phase.
    ranged && has('heavy') && c.heavy ? 1 : 0,
    // 24.39 Damaged X: attacks made by a model with X or fewer wounds left (the batch says whose they are).
    batch.damaged ? -1 : 0,
    // 17.03: an engaged MONSTER/VEHICLE target, -1 unless a close-quarters attack by a unit engaged with it.
    ranged && c.targetEngaged && !(cq && closeQuarters(has)) ? -1 : 0,
    // 10.06: a MONSTER/VEHICLE's close-quarters shooting, -1 unless with a [CLOSE-QUARTERS] weapon.
    cq && bigAttacker && !closeQuarters(has) ? -1 : 0,
  ].map(keep);
  const anti = ofKind(abilities, 'anti').map((a) => a.threshold);
  const twinLinked = has('twin-linked');
  // Half range is a ranged weapon's (24.25 Melta, 24.30 Rapid Fire): a melee weapon has no range to halve.
  const halfRange = ranged && c.halfRange;
  return {
    name: weapon.name,
    cannot: cannotAttack(s, weapon, has),
    dice: [batch, ...(batch.joined ?? [])].map((b) => weaponDice(s, b.weapon, b.firers)),
    torrent: has('torrent'),
    snap: ranged && c.shooting === 'snap',
    floor: indirect ? (c.spotter ? 3 : 5) : 0,
    skill: Math.max(2, Math.min(6, (weapon.skill ?? 6) - sum(skillChanges))),
    hitModifier: capped(sum(hitChanges)),
    criticalHit: Math.min(6, m.critHit),
    // 10.07 and 15.09: no hit re-rolls when shooting indirectly or Snap Shooting.
    rerollHits: indirect || (ranged && c.shooting === 'snap') ? 'none' : m.rerollHits,
    sustainedHits: best(ofKind(abilities, 'sustained hits').map((a) => a.hits)),
    lethalHits: has('lethal hits') && lethal,
    strength: Math.max(1, weapon.strength + m.strength),
    // 24.21 [LANCE]: +1 to the wound roll after a charge move.
    woundModifier: capped(m.wound + (has('lance') && c.charged ? 1 : 0)),
    // RULINGS 4: critical thresholds combine by taking the lowest.
    criticalWound: Math.min(6, m.critWound, ...anti),
    // 24.38 [TWIN-LINKED]: the wound roll can be re-rolled (a failed one is).
    rerollWounds: twinLinked ? 'failed' : m.rerollWounds,
    devastatingWounds: has('devastating wounds'),
    ap: Math.min(0, weapon.ap - m.ap),
    damage: weapon.damage,
    melta: halfRange ? best(ofKind(abilities, 'melta').map((a) => a.damage)) : undefined,
    precision: has('precision'),
  };
}

/** The attack dice `firers` models gather with `weapon` (04.03, 24.05, 24.06, 24.30), and its hazard rolls (06.03). */
function weaponDice(s: Scenario, weapon: Weapon, firers: number): WeaponDice {
  const abilities = applicable(weapon, s.target.keywords);
  // Half range is a ranged weapon's (24.30 Rapid Fire): a melee weapon has no range to halve.
  const halfRange = s.conditions.phase === 'ranged' && s.conditions.halfRange;
  return {
    firers,
    attacks: weapon.attacks,
    attacksModifier: s.modifiers.attacks,
    rapidFire: halfRange ? best(ofKind(abilities, 'rapid fire').map((a) => a.attacks)) : undefined,
    per5: per5Of(abilities),
    hazardous: abilities.some((a) => a.kind === 'hazardous'),
  };
}

/** The S vs T table (11e 05.02, as 10th edition's). */
export function woundTarget(strength: number, toughness: number): number {
  if (strength >= 2 * toughness) return 2;
  if (strength > toughness) return 3;
  if (strength === toughness) return 4;
  if (2 * strength <= toughness) return 6;
  return 5;
}
