/**
 * The random 11th-edition scenarios (arbitrary.ts) reach what they should, and the simulator plays every one
 * within the bounds of the table: at most every model destroyed, at most every wound lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { player, seededRoller } from '../../../src/rules/eleventh/simulate.js';
import type { AbilityKind, Scenario } from '../../../src/rules/eleventh/types.js';
import { scenarioArb } from './arbitrary.js';

const drawn = fc.sample(scenarioArb, { numRuns: 400, seed: 20261130 });
const kinds = (s: Scenario) => s.batches.flatMap((b) => b.weapon.abilities.map((a) => a.kind));

describe('the random scenarios', () => {
  it('draw every ability kind, every shooting type, both phases, CHARACTERs, wounded models, 1 to 3 model profiles, asked group orders and Lethal Hits declined', () => {
    const ALL: AbilityKind[] = ['sustained hits', 'lethal hits', 'devastating wounds', 'anti', 'melta', 'rapid fire', 'blast', 'cleave', 'torrent', 'twin-linked', 'lance', 'heavy', 'ignores cover', 'hazardous', 'indirect fire', 'pistol', 'close-quarters', 'assault', 'psychic', 'extra attacks', 'precision', 'no effect'];
    const seen = new Set(drawn.flatMap(kinds));
    expect(ALL.filter((k) => !seen.has(k))).toEqual([]);
    expect(new Set(drawn.map((s) => s.conditions.shooting))).toEqual(new Set(['normal', 'assault', 'close-quarters', 'indirect', 'snap']));
    expect(new Set(drawn.map((s) => s.conditions.phase))).toEqual(new Set(['melee', 'ranged']));
    expect(drawn.some((s) => s.target.models.some((g) => g.character))).toBe(true);
    expect(drawn.some((s) => s.target.models.filter((g) => g.character).length === 2)).toBe(true);
    expect(drawn.some((s) => s.target.models.some((g) => g.wounded))).toBe(true);
    expect(new Set(drawn.map((s) => s.target.models.length))).toEqual(new Set([1, 2, 3]));
    expect(drawn.some((s) => s.attacker.damaged && s.batches.some((b) => b.damaged) && s.batches.some((b) => !b.damaged))).toBe(true);
    expect(drawn.some((s) => s.groupOrder && s.groupOrder.some((g, i) => g !== i))).toBe(true);
    expect(drawn.some((s) => s.lethalHits && Object.values(s.lethalHits).includes(false))).toBe(true);
  });
  it('draw what tells 05.02.01 and 10.06 with 17.03 apart: a lone W1 bodyguard of T8+ before lower T models, two -1s to hit', () => {
    const giant = (s: Scenario) => {
      const [first, ...rest] = s.target.models;
      return first.count === 1 && first.stats.W === 1 && first.stats.T >= 8 && rest.length > 0 && rest.every((g) => g.stats.T < first.stats.T);
    };
    expect(drawn.filter((s) => giant(s) && s.batches.length > 1).length).toBeGreaterThan(10);
    const big = (keywords: readonly string[]) => keywords.includes('MONSTER') || keywords.includes('VEHICLE');
    const twoMinus = drawn.filter((s) => s.conditions.shooting === 'close-quarters' && s.conditions.targetEngaged && big(s.attacker.keywords));
    expect(twoMinus.length).toBeGreaterThan(3);
  });
  it('are played by the simulator within the bounds of the table', () => {
    for (const s of drawn) {
      const play = player(s);
      const roller = seededRoller(1);
      const models = s.target.models.reduce((n, g) => n + g.count, 0);
      const wounds = s.target.models.reduce((n, g) => n + g.count * g.stats.W - (g.wounded ?? 0), 0);
      for (let i = 0; i < 20; i++) {
        const o = play(roller);
        expect(o.kills).toBeGreaterThanOrEqual(0);
        expect(o.kills).toBeLessThanOrEqual(models);
        expect(o.woundsLost).toBeLessThanOrEqual(wounds);
        expect(o.woundsLost >= o.kills || s.target.models.some((g) => g.wounded)).toBe(true);
      }
    }
  });
});
