/**
 * Weapon steps reuse their buffers from calculation to calculation (issue 30): the engine's numbers for a scenario
 * are the same whatever it computed before, with one-roll rules too (several resource blocks, mass moving between
 * them) and blocks side by side. Each calculation first, then again after the others, to the last bit.
 */
import { describe, expect, it } from 'vitest';
import { calculate, type AssignedRoll } from '../../src/rules/tenth/engine.js';
import { scenario, target, weapon } from '../helpers.js';

describe('the engine gives the same numbers whatever it computed before', () => {
  const gun = weapon({ name: 'gun', A: 2, D: 'D3', S: 5, AP: -1, abilities: ['sustained hits 1'] });
  const other = weapon({ name: 'other', A: 'D6', D: 1, S: 4 });
  const five = target({ W: 2, models: 5 });
  const cases: [string, () => ReturnType<typeof calculate>][] = [
    ['Fate dice on three rolls of two weapons', () => calculate(scenario({ weapons: [[gun, 5], [other, 3]], target: five }), fate)],
    ['one Fate die', () => calculate(scenario({ weapons: [[other, 4]], target: five }), [{ roll: 'wound', action: 'fate', value: 6, weapon: 0 }])],
    ['no one-roll rule', () => calculate(scenario({ weapons: [[gun, 5], [other, 3]], target: five }))],
    ['a larger target', () => calculate(scenario({ weapons: [[gun, 5]], target: target({ W: 3, models: 6 }) }), [{ roll: 'save', action: 'fate', value: 1, weapon: 0 }])],
    // The same number of resource blocks and states as the next, its allocated wounds moving mass between blocks (the save's die).
    ['Fate dice on a hit and a save roll', () => calculate(scenario({ weapons: [[gun, 4]], target: five }), [{ roll: 'hit', action: 'fate', value: 6, weapon: 0 }, { roll: 'save', action: 'fate', value: 1, weapon: 0 }])],
    ['Fate dice on a hit and a wound roll', () => calculate(scenario({ weapons: [[other, 4]], target: five }), [{ roll: 'hit', action: 'fate', value: 6, weapon: 0 }, { roll: 'wound', action: 'fate', value: 6, weapon: 0 }])],
  ];
  const fate: AssignedRoll[] = [
    { roll: 'hit', action: 'fate', value: 6, weapon: 0 },
    { roll: 'wound', action: 'fate', value: 5, weapon: 1 },
    { roll: 'save', action: 'fate', value: 1, weapon: 0 },
  ];

  it('each of six calculations, run again after the others in two orders', () => {
    const first = cases.map(([, run]) => run());
    const orders = [[5, 4, 3, 2, 1, 0], [4, 1, 5, 3, 0, 2]];
    for (const order of orders) {
      for (const i of order) {
        const again = cases[i][1]();
        expect(again.kills.distribution, cases[i][0]).toEqual(first[i].kills.distribution);
        expect(again.damage, cases[i][0]).toEqual(first[i].damage);
      }
    }
  });
});
