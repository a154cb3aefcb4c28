import { describe, expect, it } from 'vitest';
import { run, target, weapon } from '../helpers.js';

describe('helpers', () => {
  it('one BS4+ S4 attack against a T4 Sv7 W1 model kills with 1/2 * 1/2 = 1/4', () => {
    const r = run({ weapons: [weapon({ skill: 4, S: 4 })], target: target({ T: 4, Sv: 7 }) });
    expect(r.kills.mean).toBeCloseTo(0.25, 12);
  });
});
