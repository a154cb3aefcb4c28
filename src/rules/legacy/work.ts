// The legacy engine's work budget (issue 14): its cost grows with the hits, the target's states and the attacker's
// models, and some matchups would run for minutes. As 10th edition does (src/rules/tenth/engine.ts MAX_WORK), the
// engine estimates its steps from the profiles alone, before any distribution is built, and refuses at once past the
// budget, saying what to reduce.
import type { DiceExpression } from '../../dice/expression.js';
import { sameShotRows } from './apocalyptic.js';
import { attackOrder } from './attack-order.js';
import type { AttackProfile } from './attack-profile.js';
import { LegacyTooLargeError } from './errors.js';
import { chosenModels } from './precision.js';
import { modelCount } from './special-rules.js';
import type { LegacyScenario } from './types.js';
import { vehicleChain } from './vehicle-damage.js';
import { targetVehicle, vehicleAttacks, vehicleModel } from './vehicles.js';
import { vehicleHitChances } from './penetration.js';
import { woundsFromHit } from './wounds.js';

/**
 * Estimated steps the engine takes in about a second (measured: 200 models of 20D6 shots at 200 W10 models, 2.4e8 in
 * 1.2 s; a Land Raider squadron's 100 Heavy 1 weapons at 200 Land Raiders, 3.3 s, and 60 Lascannons at 10, 2.4 s, as
 * weighted below).
 */
export const MAX_LEGACY_WORK = 2e8;

/** A step of precision.ts's joint distributions (nested arrays): about 10 of the chain's (measured). */
const PRECISION_STEP = 10;

/**
 * A vehicle's state steps through each penetration result of a hit, a glancing one GLANCING_STEPS, a penetrating one
 * (the damage table's 6 results besides the Hull Point) PENETRATING_STEPS: measured on squadrons.
 */
const GLANCING_STEPS = 3;
const PENETRATING_STEPS = 20;

/** An attack and the steps one of its hits takes per state of the target. */
interface WeightedAttack {
  readonly profile: AttackProfile;
  readonly weight: number;
}

/** Throws LegacyTooLargeError if the matchup's estimated work is past MAX_LEGACY_WORK. */
export function refuseTooMuchWork(scenario: LegacyScenario, resolutions: number): void {
  const { states, precise, attacks } = targetShape(scenario);
  const work = resolutions * legacyWork(attacks, states, precise);
  if (work <= MAX_LEGACY_WORK) return;
  const largest = attacks.map((a) => a.profile).reduce((a, b) => (maxHits(b) > maxHits(a) ? b : a));
  throw new LegacyTooLargeError(
    `this calculation needs about ${work.toExponential(1)} steps (limit ${MAX_LEGACY_WORK.toExponential(1)}, under a second): ` +
      `${largest.name} makes up to ${maxHits(largest)} hits on ${scenario.target.name} (${modelCount(scenario.target)} models); ` +
      'use fewer attacking models or shots, or a smaller target unit',
  );
}

/**
 * The most dice one battle of the simulator plays on hits (cross-check.ts): each attack's shots or hits, whichever is
 * more, each rolled To Hit, then To Wound or for armour penetration, saved, and so on.
 */
export function simulatedHitsPerRun(scenario: LegacyScenario): number {
  return targetShape(scenario).attacks.reduce((sum, { profile }) => sum + Math.max(maxShots(profile), maxHits(profile)), 0);
}

/**
 * The target's states (Wounds of each track plus one; a vehicle's damage states, per vehicle of a squadron) and the
 * attacks, each weighted by the kinds of wound, or of penetration result, a hit has.
 */
function targetShape(scenario: LegacyScenario): { states: number; precise: boolean; attacks: WeightedAttack[] } {
  const target = scenario.target;
  if (targetVehicle(target) !== null) {
    const attacks = vehicleAttacks(scenario).map(({ profile, penetration }) => ({
      profile,
      weight: 1 + vehicleHitChances(penetration).reduce((sum, [, hit]) => sum + (hit.kind === 'penetrating' ? PENETRATING_STEPS : GLANCING_STEPS), 0),
    }));
    return { states: modelCount(target) * (vehicleChain(vehicleModel(target)).standing + 2) + 1, precise: false, attacks };
  }
  const attacks = attackOrder(scenario).map(({ profile }) => ({ profile, weight: 1 + woundsFromHit(profile.wound).length }));
  const chosen = chosenModels(scenario);
  const wounds = target.models.map((group) => group.count * group.stats.W);
  const all = wounds.reduce((a, b) => a + b, 0);
  if (chosen === undefined) return { states: all + 1, precise: false, attacks };
  const index = target.models.findIndex((_, i) => target.models.slice(0, i).reduce((n, g) => n + g.count, 0) === chosen.start);
  return { states: (all - wounds[index] + 1) * (wounds[index] + 1), precise: true, attacks };
}

/**
 * Steps, roughly: each hit steps every state once; building a hit distribution convolves it with itself (hits^2 / 4);
 * precision hits apply the normal hits once per count of precision hits (hits^2 x states); Mega-blast zones sharing
 * their shots replay the zones for each total of shots.
 */
function legacyWork(attacks: readonly WeightedAttack[], states: number, precise: boolean): number {
  let work = 0;
  for (const rows of sameShotRows(attacks, (attack) => attack.profile)) {
    const shots = maxShots(rows[0].profile);
    const replays = rows.length > 1 ? (shots + 1) / 2 : 1;
    for (const { profile, weight } of rows) {
      const hits = maxHits(profile);
      work += hits * replays * states * weight + hits ** 2 / 4;
      // Precision: the joint (normal, precision) hits convolved model by model (count^3 x shots^4 / 12 entries, each a
      // slow step: x PRECISION_STEP), then the normal hits applied once per number of precision hits.
      if (precise && profile.precision) work += PRECISION_STEP * (profile.count * maxOf(profile.shots) ** 2) ** 2 * profile.count / 12 + hits ** 2 * states;
    }
  }
  return work;
}

function maxShots(profile: AttackProfile): number {
  return profile.count * (maxOf(profile.shots) + (profile.rampage ? 3 : 0));
}

function maxHits(profile: AttackProfile): number {
  const hit = profile.hit;
  const perShot = hit.kind === 'roll' ? 1 : hit.kind === 'area' ? hit.perShot : Math.max(...hit.faces);
  return maxShots(profile) * perShot;
}

function maxOf(dice: DiceExpression): number {
  return dice.count * dice.sides + dice.constant;
}
