/**
 * A set of survivors' scenario taken from its whole unit's (src/rules/tenth/matchup/turn-survivors.ts) must be the
 * scenario calc builds for those survivors (second method: run.ts buildScenario and compileEffects, as
 * turn-volley.ts builds a phase), with the same notes, for every bundled unit against every bundled
 * unit, in each kind of phase a turn has, for every set of survivors its allocation order leaves.
 */
import { describe, expect, it } from 'vitest';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { compileEffects } from '../../src/rules/tenth/effects/compile.js';
import { layoutTarget } from '../../src/rules/tenth/allocation.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { buildScenario } from '../../src/rules/tenth/matchup/run.js';
import type { CalcOptions } from '../../src/rules/tenth/matchup/options.js';
import { survivorCounts, survivors } from '../../src/rules/tenth/matchup/turn-state.js';
import { survivorsScenario } from '../../src/rules/tenth/matchup/turn-survivors.js';
import { unit, BARE, BLOW } from './turn-fixtures.js';

/** The scenario and notes of a phase as calc builds them (null: refused). */
function built(attacker: Unit, target: Unit, options: CalcOptions) {
  const notes: string[] = [];
  try {
    const b = buildScenario({ attacker, target, options }, notes);
    return { scenario: compileEffects(b.scenario, b.inPlay).scenario, notes };
  } catch {
    return null;
  }
}

/** Each different set of survivors the unit's allocation order leaves, the whole unit first. */
function survivorSets(whole: Unit): Unit[] {
  const layout = layoutTarget(whole);
  const sets = Array.from({ length: layout.totalWounds }, (_, t) => survivors(whole, survivorCounts(whole, layout, t)));
  return [...new Set(sets)];
}

const PHASES: CalcOptions[] = [
  { melee: true, charged: true },
  { ranged: true },
  { ranged: true, with: ['fire-overwatch'] },
  { melee: true, engaged: true },
  { ranged: true, halfRange: true, stationary: true, engaged: true },
];

describe("a set of survivors' scenario from its whole unit's", () => {
  it('is the one calc builds, with its notes, for every bundled pair, phase and set of survivors', async () => {
    const roster = await loadRoster([]);
    let taken = 0;
    let refused = 0;
    for (const attacker of roster.units) {
      for (const target of roster.units) {
        for (const options of PHASES) {
          const whole = built(attacker, target, options);
          if (!whole) continue;
          // One perModel for the whole unit's scenario, as a turn keeps it for every set of survivors.
          const perModel = new Map();
          for (const left of survivorSets(attacker).slice(1)) {
            const derived = survivorsScenario(whole.scenario, left, options.engaged ?? false, perModel);
            if (!derived) {
              refused++;
              continue;
            }
            taken++;
            const own = built(left, target, options)!;
            expect(derived, `${attacker.name} (${left.models.map((g) => g.count)}) vs ${target.name} ${JSON.stringify(options)}`).toEqual(own.scenario);
            expect(whole.notes).toEqual(own.notes);
          }
        }
      }
    }
    // Most sets keep every model group (a champion or sergeant goes last); the others are built.
    expect(taken).toBeGreaterThan(5000);
    expect(refused).toBeGreaterThan(100);
  });

  it("is refused where one model is left, or where the whole unit's scenario counts its weapons otherwise (an effect changed a count)", () => {
    const squad = unit('Squad', 3, BARE, [BLOW]);
    const whole = built(squad, squad, { melee: true })!.scenario;
    expect(survivorsScenario(whole, survivors(squad, [2]), false, new Map())?.weapons[0].count).toBe(2);
    expect(survivorsScenario(whole, survivors(squad, [1]), false, new Map())).toBeNull();
    // A whole-unit scenario whose count no longer matches its unit's weapons (an effect changed it): built instead.
    expect(survivorsScenario({ ...whole, weapons: [{ ...whole.weapons[0], count: 4 }] }, survivors(squad, [2]), false, new Map())).toBeNull();
    // What is kept per unit (what one model brings) is not the answer for a scenario: the unchanged one is still taken.
    expect(survivorsScenario(whole, survivors(squad, [2]), false, new Map())?.weapons[0].count).toBe(2);
  });
});
