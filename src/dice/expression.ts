import { Dist } from './dist.js';

/** A dice expression as printed on a datasheet: `3`, `D3`, `D6`, `2D6`, `D6+3`, `2D3+1`. */
export interface DiceExpression {
  readonly count: number;
  readonly sides: number;
  readonly constant: number;
  readonly text: string;
}

export class DiceSyntaxError extends Error {}

const SUPPORTED_SIDES = [3, 6];
const MAX_CONSTANT = 1000;
const PATTERN = /^(?:(\d*)\s*[dD]\s*(\d+))?\s*(?:([+-])\s*(\d+))?$/;

export function parseDice(input: string | number): DiceExpression {
  const text = String(input).trim();
  if (/^\d+$/.test(text)) {
    const constant = Number(text);
    if (constant > MAX_CONSTANT) throw new DiceSyntaxError(`"${text}": at most ${MAX_CONSTANT}`);
    return { count: 0, sides: 0, constant, text: String(constant) };
  }
  const m = PATTERN.exec(text);
  if (!text || !m || m[2] === undefined) {
    throw new DiceSyntaxError(
      `"${text}" is not a dice expression (expected a number or a form like D3, D6, 2D6, D6+3, 2D3+1)`,
    );
  }
  const count = m[1] ? Number(m[1]) : 1;
  const sides = Number(m[2]);
  const constant = m[3] === '-' ? -Number(m[4]) : Number(m[4] ?? 0);
  if (!SUPPORTED_SIDES.includes(sides)) {
    throw new DiceSyntaxError(`"${text}": only D3 and D6 are used in Warhammer 40,000 (got D${sides})`);
  }
  if (count < 1) throw new DiceSyntaxError(`"${text}": the number of dice must be at least 1`);
  if (count > 100) throw new DiceSyntaxError(`"${text}": at most 100 dice`);
  if (Math.abs(constant) > MAX_CONSTANT) throw new DiceSyntaxError(`"${text}": at most ${MAX_CONSTANT}`);
  if (constant < 0 && count + constant < 0) {
    throw new DiceSyntaxError(`"${text}": the result could be negative`);
  }
  const sign = constant > 0 ? `+${constant}` : constant < 0 ? `${constant}` : '';
  return { count, sides, constant, text: `${count > 1 ? count : ''}D${sides}${sign}` };
}

export function isRandom(e: DiceExpression): boolean {
  return e.count > 0;
}

/**
 * The distribution of an expression. `rerollOnes` re-rolls a dice roll of 1 once: only a single
 * die can show a 1 (a D3 result of 1 is re-rolled, 003 'Re-rolls'); 2D6 is never a roll of 1,
 * and a fixed number is not a roll (RULINGS 5).
 */
export function diceDist(e: DiceExpression, options: { rerollOnes?: boolean } = {}): Dist {
  // Expressions are immutable, and so are distributions: each is worked out once per expression
  // (every calculation plans its weapons' Attacks and Damage again, a matrix row for each target),
  // and once per process for the usual small dice, whatever object holds them (diceKey).
  const rerolled = Boolean(options.rerollOnes && e.count === 1);
  const key = diceKey(e);
  const known = key === undefined ? distsOf.get(e) : distsByKey.get(key);
  const dist = known?.[+rerolled];
  if (dist) return dist;
  const made = distOf(e, rerolled);
  const both = known ?? [undefined, undefined];
  both[+rerolled] = made;
  if (key === undefined) distsOf.set(e, both);
  else distsByKey.set(key, both);
  return made;
}

/** Per expression: its distribution, and with a roll of 1 re-rolled. */
const distsOf = new WeakMap<DiceExpression, [Dist | undefined, Dist | undefined]>();
const distsByKey = new Map<number, [Dist | undefined, Dist | undefined]>();

/**
 * The roll an expression stands for (its count, sides and constant) as a number, for the usual small ones; undefined
 * past that. Equal numbers, the same roll: caches keyed by it are shared by every weapon rolling the same dice (an
 * import has a dice object per weapon: 7,000 in a catalogue, each a WeakMap entry when keyed by object, issue 30).
 */
export function diceKey(e: DiceExpression): number | undefined {
  const { count, sides, constant } = e;
  if ((count & 63) !== count || (sides & 255) !== sides || ((constant + 512) & 1023) !== constant + 512) return undefined;
  return (count * 256 + sides) * 1024 + constant + 512;
}

function distOf(e: DiceExpression, rerollOnes: boolean): Dist {
  if (e.count === 0) return Dist.constant(e.constant);
  let die = Dist.die(e.sides);
  if (rerollOnes) die = die.reroll((face) => face === 1);
  const total = Dist.repeat(e.count, die);
  return e.constant >= 0 ? total.plus(e.constant) : total.map((k) => k + e.constant);
}
