/**
 * One batch's attacks resolved against the target before any dice (11e 04, 10, 13.08, 17.03, 22.05, 24): how
 * many attack dice, the hit and wound rolls, AP and the Damage law. A weapon that may not attack here makes
 * no attacks, and a note says why.
 */
import { Dist } from '../../dice/dist.js';
import { diceDist } from '../../dice/expression.js';
import { BoundedCache } from '../bounded-cache.js';
import { bit, digit } from '../numeric-keys.js';
import { weaponAbilities, type WeaponAbilities } from './abilities.js';
import { attackDieJoint, hitsPerDie, woundOutcome, type AttackProfile } from './hit-wound.js';
import type { Joint } from './joint.js';
import { atLeastOne, cappedRollModifier, modifiedAp, modifiedSkill, woundTarget, type DamageChange } from './modifiers.js';
import { hitModifiers, indirectAttack, skillModifiers, weaponMayAttack } from './situation.js';
import { batchName, sourcesOf } from './batch-sources.js';
import { Refused } from '../errors.js';
import type { Batch, RerollPolicy, Scenario, Weapon } from './types.js';
import { batchJoint, woundMeans, type DiceSource, type WoundsOf } from './wounds.js';

export interface BatchPlan {
  readonly batch: Batch;
  /** The target's T its wound rolls use (11e 05.02.01: a later batch may meet another, track.ts toughnessAt). */
  readonly toughness: number;
  readonly abilities: WeaponAbilities;
  /** Attack dice of the whole batch: the sum over its sources of `firers` copies of `attacksPerFirer`. */
  readonly attackDice: Dist;
  /** Each weapon of the batch (RULINGS 12: batch-sources.ts): its firers and one firer's attack dice. */
  readonly sources: readonly DiceSource[];
  readonly profile: AttackProfile;
  /** P(w wounds to save, v critical wounds making mortal wounds) of one attack die. */
  readonly dieJoint: Joint;
  /** The profile as a key: equal keys, equal `dieJoint` (the batch's wounds are remembered by it: wounds.ts). */
  readonly dieKey: number | string;
  /** The batch's wounds (wounds.ts batchJoint); absent when the engine makes them after its work check. */
  readonly joint?: Joint;
  readonly means: { readonly w: number; readonly v: number };
  /** allocation.ts BatchWounds.criticalShare: absent when Lethal Hits' automatic wounds join Devastating Wounds. */
  readonly criticalShare?: number;
  readonly hitsPerDie: number;
  readonly ap: number;
  readonly saveModifier: number;
  /** D with Melta's X, before the characteristic's modifiers. */
  readonly rolledDamage: Dist;
  /** The Damage of an attack allocated to the target (11e 02.02.01: both sides' modifiers). */
  readonly damage: DamageChange;
  /** Devastating Wounds' mortal wounds: D after the attacker's own modifiers only (RULINGS 3). */
  readonly mortalDamage: DamageChange;
  /** Whether Lethal Hits applies and was used (RULINGS 5); undefined when the weapon has none. */
  readonly lethalHits?: boolean;
  /** S after its modifiers, at least 1 (11e 02.02.01): a batch's weapons share it (RULINGS 12). */
  readonly strength: number;
  readonly notes: readonly string[];
}

/**
 * Everything of a profile that its die's joint law reads, as a key: a number for the usual small values (each
 * field in its own digit of a mixed radix, below 2^30), else a string (building and hashing one per batch was 5%
 * of a calculation, issue 30). A number never equals a string, nor does its text any string key's (which has
 * commas). Exported for tests/rules/eleventh/profile-key.test.ts.
 */
export function profileKey({ hit, wound, sustainedHits, lethalHits, devastatingWounds }: AttackProfile): number | string {
  const sustained = sustainedHits === undefined ? 0 : sustainedHits.isConstant() && sustainedHits.max < 15 ? sustainedHits.max + 1 : -1;
  if (
    sustained >= 0 && digit(hit.skill, 8) && digit(hit.modifier + 1, 3) && digit(hit.criticalOn, 8) && digit(hit.failUpTo, 8) &&
    digit(wound.need, 8) && digit(wound.modifier + 1, 3) && digit(wound.criticalOn, 8)
  ) {
    const h = (((((bit(hit.torrent) * 8 + hit.skill) * 3 + hit.modifier + 1) * 8 + hit.criticalOn) * 3 + REROLL[hit.reroll]) * 2 + bit(hit.snap)) * 8 + hit.failUpTo;
    const w = ((wound.need * 3 + wound.modifier + 1) * 8 + wound.criticalOn) * 3 + REROLL[wound.reroll];
    return (((h * 576 + w) * 16 + sustained) * 2 + bit(lethalHits)) * 2 + bit(devastatingWounds);
  }
  const h = [hit.torrent, hit.skill, hit.modifier, hit.criticalOn, hit.reroll, hit.snap, hit.failUpTo];
  const w = [wound.need, wound.modifier, wound.criticalOn, wound.reroll];
  return `${h.join()}|${w.join()}|${sustainedHits?.toArray().join() ?? ''}|${lethalHits}|${devastatingWounds}`;
}

const REROLL: Readonly<Record<RerollPolicy, number>> = { none: 0, ones: 1, failed: 2 };

/** One attack die's joint law by its profile, remembered: the same profiles come back in every calculation of a sweep. */
const dieJoints = new BoundedCache<number | string, Joint>();
const dieJointOf = (key: number | string, profile: AttackProfile): Joint => dieJoints.get(key) ?? dieJoints.set(key, attackDieJoint(profile));

const better = (a: RerollPolicy, b: RerollPolicy): RerollPolicy =>
  a === 'failed' || b === 'failed' ? 'failed' : a === 'ones' || b === 'ones' ? 'ones' : 'none';

/**
 * 11e 05.02.01, 19.02: the highest T among the target's models before any attack (its bodyguard models, taken as
 * the non-CHARACTER ones, when it has any).
 */
export function targetToughness(scenario: Scenario): number {
  const models = scenario.target.models;
  // Counted loops, no arrays: every batch is planned per calculation (issue 30).
  const bodyguard = models.some((m) => !m.character);
  let most = -Infinity;
  for (let i = 0; i < models.length; i++) if (!bodyguard || !models[i].character) most = Math.max(most, models[i].stats.T);
  return most;
}

const targetModels = (scenario: Scenario): number => scenario.target.models.reduce((s, m) => s + m.count, 0);

/** The attack dice one firer gathers (11e 04.03): A modified (at least 1), Rapid Fire, Blast, Cleave. */
function attackDicePerFirer(scenario: Scenario, abilities: WeaponAbilities): Dist {
  const c = scenario.conditions;
  const ranged = c.phase === 'ranged';
  const per5 = Math.floor(targetModels(scenario) / 5);
  let extra = Dist.constant(0);
  // 11e 24 Rapid Fire X: X more attacks within half range.
  if (ranged && c.halfRange && abilities.rapidFire) extra = extra.plus(diceDist(abilities.rapidFire));
  // 11e 24.05 Blast (X): X more attack dice per 5 target models; Cleave X its melee counterpart (one target).
  if (ranged && abilities.blast) extra = extra.plus(abilities.blast * per5);
  if (!ranged && abilities.cleave) extra = extra.plus(abilities.cleave * per5);
  return extra;
}

/** Each wound a critical wound independently (RULINGS 5: not so with Lethal Hits' automatic wounds). */
function criticalShare(profile: AttackProfile): number | undefined {
  if (!profile.devastatingWounds) return 0;
  if (profile.lethalHits) return undefined;
  const [, wound, critical] = woundOutcome(profile.wound);
  return wound + critical > 0 ? critical / (wound + critical) : 0;
}

/** One firer's attack dice with `weapon` (11e 04.03): its A modified (at least 1), its Rapid Fire, Blast, Cleave. */
function perFirerOf(scenario: Scenario, weapon: Weapon): Dist {
  const abilities = weaponAbilities(weapon, scenario.target.keywords);
  const c = scenario.conditions;
  // Remembered by the weapon's abilities object (one per weapon and target keywords) and what else it reads.
  // A number for the usual small values (a string built per source and calculation was 2% of one, issue 30), else a string.
  const per5 = Math.floor(targetModels(scenario) / 5);
  const attacks = scenario.modifiers.attacks + 16;
  const key =
    digit(attacks, 32) && digit(per5, 1024)
      ? ((per5 * 32 + attacks) * 2 + bit(c.phase === 'ranged')) * 2 + bit(c.halfRange)
      : `${scenario.modifiers.attacks}|${c.phase === 'ranged'}|${c.halfRange}|${per5}`;
  let byKey = perFirerByAbilities.get(abilities);
  if (!byKey) perFirerByAbilities.set(abilities, (byKey = new Map()));
  let known = byKey.get(key);
  if (!known) {
    known = diceDist(weapon.attacks)
      .map((a) => atLeastOne(a + scenario.modifiers.attacks))
      .plus(attackDicePerFirer(scenario, abilities));
    byKey.set(key, known);
  }
  return known;
}

const perFirerByAbilities = new WeakMap<WeaponAbilities, Map<number | string, Dist>>();

/** D with Melta's X within half range (11e 24 Melta), remembered by the weapon's abilities object (defence.ts finds it so). */
function rolledDamageOf(weapon: Weapon, abilities: WeaponAbilities, halfRange: boolean): Dist {
  let known = rolledDamages.get(abilities);
  if (!known) rolledDamages.set(abilities, (known = new Map()));
  let rolled = known.get(halfRange);
  if (!rolled) {
    const melta = halfRange && abilities.melta ? diceDist(abilities.melta) : Dist.constant(0);
    known.set(halfRange, (rolled = diceDist(weapon.damage).plus(melta)));
  }
  return rolled;
}

const rolledDamages = new WeakMap<WeaponAbilities, Map<boolean, Dist>>();

/**
 * RULINGS 12: what must be equal for two weapons to join one batch, the profile as resolved (after modifiers,
 * effects' abilities, keyword qualifiers, half range): BS/WS and the hit roll, S, AP, D and every ability that
 * changes a roll or its result. Not the attack dice (A, Rapid Fire, Blast, Cleave) nor Hazardous (after the attacks).
 */
export function resolvedKey(plan: BatchPlan): string {
  const d = (c: DamageChange) => [c.add, c.halve, c.subtract].join();
  const precision = plan.abilities.has.has('precision');
  return [plan.dieKey, plan.strength, plan.ap, plan.rolledDamage.toArray().join(), d(plan.damage), d(plan.mortalDamage), precision, plan.lethalHits].join('|');
}

/**
 * A joined batch's plan (RULINGS 12): refused when a source's resolved profile differs from the batch's; else the
 * notes of the joined weapons' own plans (a duplicated ability dropped...).
 */
function checkJoined(scenario: Scenario, batch: Batch, plan: BatchPlan, useLethal: boolean | undefined, toughness: number): string[] {
  const key = resolvedKey(plan);
  return (batch.joined ?? []).flatMap((source) => {
    const own = planBatch(scenario, source, useLethal, toughness);
    if (typeof own === 'string' || resolvedKey(own) !== key) {
      throw new Refused(`${batchName(batch)}: ${source.weapon.name}'s resolved profile differs from ${batch.weapon.name}'s: they cannot be one batch (RULINGS 12)`);
    }
    return own.notes;
  });
}

/** One batch's plan, its wound rolls against `toughness` (default: the target's T before any attack). */
export function planBatch(
  scenario: Scenario,
  batch: Batch,
  useLethal: boolean | undefined,
  toughness = targetToughness(scenario),
): BatchPlan | string {
  const { weapon } = batch;
  const target = scenario.target;
  const abilities = weaponAbilities(weapon, target.keywords);
  const refusal = weaponMayAttack(scenario, weapon, abilities);
  if (refusal) return refusal;
  const c = scenario.conditions;
  const m = scenario.modifiers;
  const notes: string[] = [...abilities.notes];
  const has = (k: Parameters<typeof abilities.has.has>[0]): boolean => abilities.has.has(k);
  const snap = c.phase === 'ranged' && c.shooting === 'snap';
  const indirect = indirectAttack(scenario, abilities);

  const sources = sourcesOf(batch).map((s) => ({ firers: s.firers, attacksPerFirer: perFirerOf(scenario, s.weapon) }));
  const attackDice = sources.reduce((sum, s) => sum.plus(Dist.repeat(s.firers, s.attacksPerFirer)), Dist.constant(0));

  const skill = skillModifiers(scenario, abilities, weapon);
  const hit = hitModifiers(scenario, abilities, weapon, batch.damaged === true);
  notes.push(...skill.notes, ...hit.notes);
  // 11e 15.09 (Snap Shooting) and 10.07 (indirect): no hit re-rolls.
  const hitReroll = snap || indirect ? 'none' : m.rerollHits;
  if (hitReroll !== m.rerollHits) {
    const why = snap ? 'when Snap Shooting (11e 15.09)' : 'when shooting indirectly (11e 10.07)';
    notes.push(`${weapon.name}: no hit re-rolls ${why}`);
  }
  const lethalHits = abilities.lethalHits && !snap ? (useLethal ?? true) : false;
  const strength = atLeastOne(weapon.strength + m.strength);
  const profile: AttackProfile = {
    hit: {
      torrent: has('torrent'),
      skill: modifiedSkill(weapon.skill ?? 2, skill.sum),
      modifier: cappedRollModifier(hit.sum),
      criticalOn: m.critHit,
      reroll: hitReroll,
      snap,
      failUpTo: indirect ? (c.spotter ? 3 : 5) : 0,
    },
    wound: {
      need: woundTarget(strength, toughness),
      // 11e 24 Lance: +1 to the wound roll when the bearer charged this turn.
      modifier: cappedRollModifier(m.wound + (has('lance') && c.charged ? 1 : 0)),
      // RULINGS 4: Anti-X Y+ and critWound combine by the lowest threshold.
      criticalOn: Math.min(m.critWound, abilities.anti ?? 7),
      // 11e 24 Twin-linked: re-roll the wound roll.
      reroll: better(m.rerollWounds, has('twin-linked') ? 'failed' : 'none'),
    },
    sustainedHits: abilities.sustainedHits && !snap ? diceDist(abilities.sustainedHits) : undefined,
    lethalHits,
    devastatingWounds: abilities.devastatingWounds,
  };
  const dieKey = profileKey(profile);
  if (c.phase === 'ranged' && c.shooting === 'indirect' && !indirect) {
    notes.push(`${weapon.name}: not an [INDIRECT FIRE] weapon: shoots as usual, the target taken as visible (11e 10.07)`);
  }
  if (snap && has('torrent')) notes.push(`${weapon.name}: Torrent makes no hit roll, so it hits when Snap Shooting, never critically (RULINGS 2)`);
  // 11e RULINGS 16: 15.09's "not critical hits" came with the app's update of September 2026, which the transcriptions
  // (Creego/wh11ed, turtleatlas) carry: followed here, as the simulator does.
  if (snap && (abilities.sustainedHits || abilities.lethalHits)) {
    notes.push(`${weapon.name}: Snap Shooting hits are not critical hits (11e 15.09): no Sustained or Lethal Hits`);
  }
  const add = Math.max(0, m.damage);
  const attackerSubtracts = Math.max(0, -m.damage);
  const dieJoint = dieJointOf(dieKey, profile);
  // A field set to undefined where it is absent (readers test it against undefined): every plan one shape, no spread.
  const share = criticalShare(profile);
  const wounds: WoundsOf = { dieJoint, dieKey, attackDice, sources, criticalShare: share };
  const joint = batchJoint(wounds, Boolean(scenario.actions?.commandReroll?.defender));
  const plan: BatchPlan = {
    batch,
    toughness,
    abilities,
    attackDice,
    sources,
    profile,
    dieJoint,
    dieKey,
    criticalShare: share,
    joint,
    means: woundMeans(wounds),
    hitsPerDie: hitsPerDie(profile),
    ap: modifiedAp(weapon.ap, m.ap),
    saveModifier: m.save,
    rolledDamage: rolledDamageOf(weapon, abilities, Boolean(c.halfRange)),
    damage: { add, halve: target.halveDamage, subtract: attackerSubtracts + target.damageReduction },
    mortalDamage: { add, halve: false, subtract: attackerSubtracts },
    // Under Snap Shooting there are no critical hits (11e 15.09): Lethal Hits has nothing to choose.
    lethalHits: abilities.lethalHits && !snap ? lethalHits : undefined,
    strength,
    notes,
  };
  if (batch.joined?.length) {
    notes.push(...checkJoined(scenario, batch, plan, useLethal, toughness));
    notes.push(`${batchName(batch).replace(/ \+ (?=[^+]*$)/, ' and ')} resolved as one batch (RULINGS 12): one row, the sum of their attack dice`);
  }
  return plan;
}
