import { Dist } from '../../dice/dist.js';
import { isRandom, type DiceExpression } from '../../dice/expression.js';

/**
 * "You can re-roll the Damage roll" (Fire Dragons' Assured Destruction; `--reroll-damage any`):
 * the player may re-roll any result, and a re-roll re-rolls the whole roll, every dice of a 2D6 or
 * D6+1, once (000 and 003 'Re-rolls'). Fixed Damage is not a roll: nothing to re-roll (RULINGS 5).
 *
 * The player's policy: they see the Damage roll and the model it is allocated to, and re-roll when a
 * fresh roll is expected to remove more wounds from that model: re-roll iff
 *   worth(damage) < E[worth(fresh damage)],   worth(k) = E[min(wounds lost of k points, wounds left)]
 * where each point is lost unless Feel No Pain saves it. Wounds removed (not damage dealt) is what
 * the attack achieves: damage beyond the model's wounds is lost (000 'Allocate Attack'), so a D6 of 3
 * against a model with 3 wounds left is kept and a 2 is re-rolled. A tie keeps the roll. The choice
 * looks at this attack only (not at the attacks still to come), which keeps it exact and cheap: it
 * depends on the model group and its wounds left, nothing else.
 */

/** Rounding aside, a fresh roll must be expected to do better, not equal (D3 against W1 is never re-rolled). */
const TIE = 1e-9;

/** worth(k): the wounds a Damage of k is expected to remove from a model with `remaining` wounds left. */
export function woundsRemoved(lostChance: number, remaining: number): (damage: number) => number {
  // Without Feel No Pain every point is lost: min(k, remaining).
  if (lostChance === 1) return (k) => Math.min(k, remaining);
  const cache: number[] = [];
  return (k) => (cache[k] ??= cappedBinomialMean(k, lostChance, remaining));
}

/** E[min(X, cap)] for X ~ Binomial(n, q), q < 1: the pmf by its recurrence, no distributions built. */
function cappedBinomialMean(n: number, q: number, cap: number): number {
  let pmf = (1 - q) ** n;
  let mean = 0;
  for (let x = 0; x <= n; x++) {
    mean += pmf * Math.min(x, cap);
    pmf = (pmf * (n - x) * q) / ((x + 1) * (1 - q));
  }
  return mean;
}

/** Whether the player keeps a Damage roll of `damage`, a fresh roll giving `fresh`. */
export function keepsDamage(damage: number, fresh: Dist, worth: (damage: number) => number): boolean {
  return worth(damage) >= fresh.expect(worth) - TIE;
}

/** The Damage after the player's choice: first rolled `rolled` (a Fate die may stand in it), re-rolled to `fresh`. */
export function rerollDamageRoll(rolled: Dist, fresh: Dist, worth: (damage: number) => number): Dist {
  const expected = fresh.expect(worth);
  const rerolls = (k: number) => rolled.prob(k) !== 0 && worth(k) < expected - TIE;
  // The result depends only on which results are re-rolled, and models with many wounds left re-roll
  // the same ones: a plain roll (no Fate die) keeps its results by that choice.
  let byChoice = rolled === fresh ? choices.get(fresh) : undefined;
  if (rolled === fresh && !byChoice) choices.set(fresh, (byChoice = new Map()));
  let choice = '';
  for (let k = 0; k <= rolled.max; k++) choice += rerolls(k) ? '1' : '0';
  const known = byChoice?.get(choice);
  if (known) return known;
  let rerolled = 0;
  const kept = rolled.toArray().map((p, k) => {
    if (!rerolls(k)) return p;
    rerolled += p;
    return 0;
  });
  const out = Dist.mix([
    [1, Dist.of(kept)],
    [rerolled, fresh],
  ]);
  byChoice?.set(choice, out);
  return out;
}

const choices = new WeakMap<Dist, Map<string, Dist>>();

/** What --explain says about a whole-Damage-roll re-roll asked for this weapon. */
export function damageRerollNotes(asked: boolean, dice: DiceExpression): string[] {
  if (!asked) return [];
  if (!isRandom(dice)) return [`damage: ${dice.text} is not a roll, nothing to re-roll (RULINGS 5)`];
  return [
    `damage: re-roll the Damage roll (${dice.text}, all its dice) when a fresh roll is expected to remove more wounds ` +
      'from the model it is allocated to (its wounds left, Feel No Pain)',
  ];
}

/** The result's note: which weapons re-roll their Damage rolls, and by what policy. */
export function damageRerollNote(plans: readonly { readonly name: string; readonly damageRoll: { readonly rerollAny: boolean } }[]): string[] {
  const names = plans.filter((p) => p.damageRoll.rerollAny).map((p) => p.name);
  if (!names.length) return [];
  return [
    `Damage rolls of ${names.join(', ')}: the whole roll is re-rolled (once) when a fresh roll is expected to remove more wounds ` +
      'from the model the attack is allocated to (its wounds left, Feel No Pain); a tie keeps the roll',
  ];
}
