import type { CompareJson, ComputedCell } from '../../src/cli/compare.js';

const computed = (index: number, attacker: string, target: string, kills: ComputedCell['kills'], damage: number): ComputedCell => ({
  index,
  attacker,
  target,
  models: 5,
  points: 100,
  pointsExtrapolated: false,
  kills,
  damage: { mean: damage },
  killsPer100Points: kills.mean,
  damagePer100Points: damage,
});

/**
 * A 2x2 matrix made by hand, rows Alpha and Beta, columns Xeno and `Yolk <&>`:
 * - Alpha vs Xeno: P(0, 1, 2 kills) = 1/4, 1/2, 1/4: mean 0.5 + 2 * 0.25 = 1.5, wipe 1/4 (a 2-model target).
 * - Alpha vs Yolk: n/a (no ranged weapons).
 * - Beta vs Xeno: P(0, 1, 2) = 7/16, 6/16, 3/16: mean 6/16 + 6/16 = 0.75, wipe 3/16 = 18.75%.
 * - Beta vs Yolk: no kills at all (mean 0), and no distribution (as compare without --distributions).
 */
export function smallMatrix(): CompareJson {
  return {
    schemaVersion: 1,
    kind: 'compare',
    metric: 'kills',
    options: { with: [], charged: true } as unknown as CompareJson['options'],
    attackers: ['Alpha', 'Beta'],
    targets: ['Xeno', 'Yolk <&>'],
    total: 4,
    cells: [
      computed(0, 'Alpha', 'Xeno', { mean: 1.5, wipe: 0.25, median: 1, p10: 0, p90: 2, distribution: [0.25, 0.5, 0.25], atLeast: [1, 0.75, 0.25] }, 3),
      {
        index: 1,
        attacker: 'Alpha',
        target: 'Yolk <&>',
        models: null,
        points: null,
        pointsExtrapolated: null,
        kills: null,
        damage: null,
        killsPer100Points: null,
        damagePer100Points: null,
        reason: 'Alpha has no ranged weapons',
      },
      computed(2, 'Beta', 'Xeno', { mean: 0.75, wipe: 0.1875, median: 1, p10: 0, p90: 2, distribution: [0.4375, 0.375, 0.1875], atLeast: [1, 0.5625, 0.1875] }, 1.5),
      computed(3, 'Beta', 'Yolk <&>', { mean: 0, wipe: 0, median: 0, p10: 0, p90: 0 }, 0),
    ],
  };
}
