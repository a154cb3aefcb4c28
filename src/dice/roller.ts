import type { DiceExpression } from './expression.js';

/** The source of dice: a seeded generator for --simulate, an enumerator of every outcome in tests. */
export interface Roller {
  d6(): number;
}

/** mulberry32: a small, fast, seeded generator; plenty for a cross-check. */
export function seededRoller(seed: number): Roller {
  let a = seed >>> 0;
  return {
    d6() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(u * 6);
    },
  };
}

/** One die of `sides` (a D3 is a D6 halved, rounded up). */
export function rollDie(sides: number, roller: Roller): number {
  const f = roller.d6();
  return sides === 3 ? Math.ceil(f / 2) : f;
}

/** A dice expression rolled die by die; `rerollOnes`: a single die's 1 is rolled again. */
export function rollDice(e: DiceExpression, roller: Roller, rerollOnes = false): number {
  let total = e.constant;
  for (let i = 0; i < e.count; i++) {
    let r = rollDie(e.sides, roller);
    if (rerollOnes && e.count === 1 && r === 1) r = rollDie(e.sides, roller);
    total += r;
  }
  return total;
}
