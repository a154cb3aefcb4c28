import { Dist } from '../../dice/dist.js';
import type { DiceExpression } from '../../dice/expression.js';
import { BoundedCache } from '../bounded-cache.js';
import { rerollDamageRoll } from './damage-reroll.js';
import { isRerolled, judgeFace, testKey, type D6Test, type RollResult } from './rolls.js';
import type { RollKind } from './effects/types.js';

/**
 * A rule that changes one roll among many, assigned to one weapon's attacks:
 * - 'reroll': re-roll the first failed roll of its kind that was not re-rolled already
 *   (Command Re-roll, Unparalleled Foresight, Soulsight; 000 'Re-rolls': a die is re-rolled once);
 * - 'six': the first failed roll of its kind counts as an unmodified 6 (Fate's Messenger);
 * - 'critical': the first roll of its kind that is not a Critical, failed or successful, counts as
 *   an unmodified 6 (Fate's Messenger on a success: a Critical Wound for Devastating Wounds);
 * - 'fate': the first roll of its kind is not rolled; `value` is used as the unmodified result
 *   (002 'Strands of Fate': chosen before the roll is made); if that result is re-rolled, the re-roll
 *   is a new die (002 FAQ: "Any contributed Fate dice are lost if re-rolled");
 * - 'fate-reroll': the first re-roll of its kind is not rolled; `value` is its result (002 FAQ:
 *   "Can a Fate dice be used as part of a re-roll? Yes.").
 * Damage re-rolls are used where they help: when the damage rolled would cost the model fewer
 * wounds than a fresh roll is expected to. Each resource is one bit of the engine's state.
 */
export interface Resource {
  readonly roll: RollKind;
  readonly action: 'reroll' | 'six' | 'critical' | 'fate' | 'fate-reroll';
  readonly value?: number;
  readonly bit: number;
  /** Offered on the weapon's last this many attacks only (weapon-step.ts), e.g. 1: its last attack. */
  readonly lastAttacks?: number;
}

export interface Judged {
  readonly result: RollResult;
  /** The resource bits this roll used up. */
  readonly used: number;
  readonly p: number;
}

const FACES = [1, 2, 3, 4, 5, 6];

function available(resources: readonly Resource[], roll: RollKind, action: Resource['action'], mask: number) {
  return resources.find((r) => r.roll === roll && r.action === action && mask & r.bit);
}

/** One Hit roll, Wound roll or saving throw with the resources of its kind still available in `mask`. */
export function judgeWithResources(test: D6Test, roll: RollKind, resources: readonly Resource[], mask: number): readonly Judged[] {
  // Nothing of this kind left to use: the results depend on the test alone, worked out once per kind of test.
  if (resources.length && resources.some((r) => r.roll === roll && mask & r.bit)) return judge(test, roll, resources, mask);
  const key = testKey(test);
  return plainRolls.get(key) ?? plainRolls.set(key, Object.freeze(judge(test, roll, [], 0)));
}

const plainRolls = new BoundedCache<number | string, readonly Judged[]>();

function judge(test: D6Test, roll: RollKind, resources: readonly Resource[], mask: number): Judged[] {
  const out: Judged[] = [];
  /** A re-roll: a fresh die, or a Fate die standing for it (002 FAQ: "Can a Fate dice be used as part of a re-roll? Yes."). */
  const reroll = (used: number, p: number) => {
    const fate = available(resources, roll, 'fate-reroll', mask & ~used);
    if (fate) afterReroll(judgeFace(test, fate.value!), used | fate.bit, p);
    else for (const second of FACES) afterReroll(judgeFace(test, second), used, p / 6);
  };
  /** The first roll: re-rolled by the weapon's own rule, else by a one-off re-roll if it failed. */
  const first = (face: number, used: number, p: number) => {
    if (isRerolled(test, face)) return reroll(used, p);
    const result = judgeFace(test, face);
    const one = result === 'fail' ? available(resources, roll, 'reroll', mask & ~used) : undefined;
    if (one) reroll(used | one.bit, p);
    else afterReroll(result, used, p);
  };
  const afterReroll = (result: RollResult, used: number, p: number) => {
    const six =
      (result === 'fail' ? available(resources, roll, 'six', mask & ~used) : undefined) ??
      (result !== 'critical' ? available(resources, roll, 'critical', mask & ~used) : undefined);
    if (six) out.push({ result: judgeFace(test, 6), used: used | six.bit, p });
    else out.push({ result, used, p });
  };
  // A Fate die stands for the first roll, as an unmodified roll of its value; re-rolled, it is
  // lost and the re-roll is a new die (002 FAQ: "Any contributed Fate dice are lost if re-rolled").
  const fate = available(resources, roll, 'fate', mask);
  if (fate) first(fate.value!, fate.bit, 1);
  else for (const face of FACES) first(face, 0, 1 / 6);
  return out;
}

/** A Damage roll: the dice only (the +N of D6+N is part of the characteristic, 003). */
export interface DamageRoll {
  readonly dice: DiceExpression;
  readonly rerollOnes: boolean;
  /** The whole roll may be re-rolled, any result (damage-reroll.ts); false for fixed Damage. */
  readonly rerollAny: boolean;
  /** The characteristic's modifiers, applied to the rolled total. */
  readonly modify: (rolled: number) => number;
  /**
   * The roll and its modifiers as a key (plan.ts): rolls with the same key have the same Damage, so
   * their distributions are worked out once per process. Without one, once per roll. A number for the usual
   * small modifiers (plan.ts damageRollKey), else a string.
   */
  readonly key?: number | string;
}

function die(sides: number): Dist {
  return Dist.die(sides);
}

/** The face a Fate die (a D6) stands for on a die of `sides`: a D3 is a halved D6 (003 'Re-rolls'). */
export function fateFace(sides: number, value: number): number {
  return sides === 3 ? Math.ceil(value / 2) : value;
}

const freshRolls = { byKey: new BoundedCache<number | string, Dist>(), byRoll: new WeakMap<DamageRoll, Dist>() };

type DamageResults = readonly { readonly damage: Dist; readonly used: number; readonly p: number }[];

/** Damage of one attack with a fate die on its first die, or with a one-off re-roll available. */
export function damageWithResources(
  d: DamageRoll,
  resources: readonly Resource[],
  mask: number,
  /** The value to the attacker of dealing damage `k` to the current model (for re-roll decisions). */
  worth: (damage: number) => number,
): DamageResults {
  // No Damage resource left and no whole-roll re-roll: the same for every model and mask, once per Damage roll.
  if (d.rerollAny || resources.some((r) => r.roll === 'damage' && mask & r.bit)) return damageRolls(d, resources, mask, worth);
  return shared(plainDamage, d, () => damageRolls(d, [], 0, worth));
}

const plainDamage = { byKey: new BoundedCache<number | string, DamageResults>(), byRoll: new WeakMap<DamageRoll, DamageResults>() };

/** What a Damage roll gives, remembered by its key or else by the roll itself. */
function shared<T>(cache: { byKey: BoundedCache<number | string, T>; byRoll: WeakMap<DamageRoll, T> }, d: DamageRoll, make: () => T): T {
  if (d.key !== undefined) return cache.byKey.get(d.key) ?? cache.byKey.set(d.key, make());
  let known = cache.byRoll.get(d);
  if (known === undefined) cache.byRoll.set(d, (known = make()));
  return known;
}

function damageRolls(d: DamageRoll, resources: readonly Resource[], mask: number, worth: (damage: number) => number): DamageResults {
  const { dice } = d;
  const plain = (rolledFirst: Dist) =>
    rolledFirst.plus(Dist.repeat(Math.max(0, dice.count - 1), die(dice.sides))).plus(dice.constant).map(d.modify);
  /** The Damage of a fresh roll: the same for every model and mask, worked out once per Damage roll. */
  const freshRoll = () => shared(freshRolls, d, () => plain(die(dice.sides)));
  if (dice.count === 0) return [{ damage: Dist.constant(d.modify(dice.constant)), used: 0, p: 1 }];
  const fate = available(resources, 'damage', 'fate', mask);
  if (d.rerollAny) {
    // The player re-rolls every roll a fresh one would beat (damage-reroll.ts), a Fate die standing
    // for the first dice included (then lost, 002 FAQ); a one-off re-roll (Command Re-roll) has
    // nothing left to do: the same test keeps every roll it would re-roll, and a dice is re-rolled once.
    const fresh = freshRoll();
    const rolled = fate ? plain(Dist.constant(fateFace(dice.sides, fate.value!))) : fresh;
    return [{ damage: rerollDamageRoll(rolled, fresh, worth), used: fate?.bit ?? 0, p: 1 }];
  }
  if (fate) {
    const face = fateFace(dice.sides, fate.value!);
    // A Damage roll of 1 re-rolled by the weapon's rule (Grace of Khaine): the Fate die is lost and
    // the re-roll is a new die (002 FAQ: "Any contributed Fate dice are lost if re-rolled").
    const first = d.rerollOnes && dice.count === 1 && face === 1 ? die(dice.sides) : Dist.constant(face);
    return [{ damage: plain(first), used: fate.bit, p: 1 }];
  }
  const fresh = freshRoll();
  const reroll = available(resources, 'damage', 'reroll', mask);
  if (!reroll || dice.count > 1) {
    // Only a single die can be re-rolled on its own here; 2D6 would re-roll both (kept simple: none).
    return [{ damage: d.rerollOnes ? plain(die(dice.sides).reroll((f) => f === 1)) : fresh, used: 0, p: 1 }];
  }
  const expected = fresh.expect(worth);
  const kept: number[] = [];
  let rerolledMass = 0;
  for (let first = 1; first <= dice.sides; first++) {
    const p = 1 / dice.sides;
    if (d.rerollOnes && first === 1) {
      // Already re-rolled by the weapon's own rule: this die cannot be re-rolled again.
      for (let k = 0; k <= fresh.max; k++) kept[k] = (kept[k] ?? 0) + (p * fresh.prob(k));
      continue;
    }
    const damage = d.modify(first + dice.constant);
    if (worth(damage) < expected) rerolledMass += p;
    else kept[damage] = (kept[damage] ?? 0) + p;
  }
  const keptMass = 1 - rerolledMass;
  const out: { damage: Dist; used: number; p: number }[] = [];
  if (keptMass > 0) out.push({ damage: Dist.of(Array.from(kept, (x) => (x ?? 0) / keptMass)), used: 0, p: keptMass });
  if (rerolledMass > 0) out.push({ damage: fresh, used: reroll.bit, p: rerolledMass });
  return out;
}

/**
 * Command Re-roll on "a roll to determine the number of attacks": the sum of `copies` Attacks rolls
 * where the lowest, if below the average, is rolled again (once). Exact: a pass over the copies
 * keeping (sum so far, lowest so far).
 */
export function sumRerollingLowest(each: Dist, copies: number): Dist {
  const mean = each.mean();
  const faces = each.toArray();
  let dp = new Map<number, number>([[encode(0, Infinity), 1]]);
  for (let c = 0; c < copies; c++) {
    const next = new Map<number, number>();
    for (const [k, p] of dp) {
      const [sum, low] = decode(k);
      faces.forEach((q, x) => {
        if (q === 0) return;
        const key = encode(sum + x, Math.min(low, x));
        next.set(key, (next.get(key) ?? 0) + p * q);
      });
    }
    dp = next;
  }
  const out: number[] = [];
  for (const [k, p] of dp) {
    const [sum, low] = decode(k);
    if (low < mean) faces.forEach((q, y) => (out[sum - low + y] = (out[sum - low + y] ?? 0) + p * q));
    else out[sum] = (out[sum] ?? 0) + p;
  }
  return Dist.of(Array.from(out, (x) => x ?? 0));
}

const LOW_SPAN = 4096;
function encode(sum: number, low: number): number {
  return sum * LOW_SPAN + (low === Infinity ? LOW_SPAN - 1 : low);
}
function decode(k: number): [number, number] {
  const low = k % LOW_SPAN;
  return [Math.floor(k / LOW_SPAN), low === LOW_SPAN - 1 ? Infinity : low];
}
