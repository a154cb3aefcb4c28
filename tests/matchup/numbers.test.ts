/**
 * compare's cells are computed with the engine's `numbers` (src/rules/ruleset.ts MatchupEngine): 10th
 * edition's leaves out the notes, effects and weapon rows made after the dice, and of the damage all but its
 * mean (issue 30), so its numbers must be json's to the last bit, whatever the matchup (Fate dice, one-roll
 * rules, abilities not modelled).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { tenthMatchups } from '../../src/rules/tenth/matchup/matchups.js';
import type { CalcOptions } from '../../src/rules/tenth/matchup/options.js';
import type { Matchup } from '../../src/rules/tenth/matchup/run.js';
import { loadRoster, resolveUnit, type Roster } from '../../src/rules/tenth/profiles/registry.js';

let roster: Roster;
beforeAll(async () => {
  roster = await loadRoster();
});

const OPTIONS: CalcOptions[] = [{}, { charged: true, rerollHits: 'ones' }, { halfRange: true, fate: '6,2' }];
const TARGETS = ['intercessors', 'rhino', 'guardsmen', 'knight paladin', 'wraithguard'];

describe('tenthMatchups.numbers', () => {
  it("is json's numbers for every bundled attacker against five targets under three option sets", () => {
    let compared = 0;
    for (const attacker of roster.units)
      for (const t of TARGETS)
        for (const options of OPTIONS) {
          const m: Matchup = { attacker, target: resolveUnit(roster, t), options };
          let json;
          try {
            json = tenthMatchups.json(m, false);
          } catch (e) {
            // A matchup that cannot be computed fails alike either way.
            expect(() => tenthMatchups.numbers!(m)).toThrow((e as Error).message);
            continue;
          }
          const numbers = tenthMatchups.numbers!(m);
          const { attacker: a, target, kills, damage } = json;
          expect(JSON.stringify(numbers.attacker)).toBe(JSON.stringify({ name: a.name, models: a.models }));
          expect(JSON.stringify([numbers.target.name, numbers.kills, numbers.damage])).toBe(JSON.stringify([target.name, kills, { mean: damage.mean }]));
          compared++;
        }
    expect(compared).toBeGreaterThan(200);
  });
});
