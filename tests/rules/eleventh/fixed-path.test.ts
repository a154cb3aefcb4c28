/**
 * The fixed path (src/rules/eleventh/fixed-path.ts): a batch of a fixed D against several allocation groups from one
 * known state, resolved from the counts of save rolls at or below each group's failing level, against the general
 * resolution face by face (allocation.ts resolveByFaces), which the property suite holds to the simulator and to a
 * complete enumeration: equal within 1e-12 on random scenarios (arbitrary.ts, fixed seed), every lawful group order,
 * from the unit's first state and from a state part-way along the track. And one case by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveBatch, resolveByFaces } from '../../../src/rules/eleventh/allocation.js';
import { planBatch } from '../../../src/rules/eleventh/attack.js';
import { batchDefence } from '../../../src/rules/eleventh/defence.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { fixedPath } from '../../../src/rules/eleventh/fixed-path.js';
import { allocationGroups, allowedOrders } from '../../../src/rules/eleventh/groups.js';
import { jointSumOf } from '../../../src/rules/eleventh/joint.js';
import { makeTrack } from '../../../src/rules/eleventh/track.js';
import type { Scenario } from '../../../src/rules/eleventh/types.js';
import { scenarioArb } from './arbitrary.js';
import { models, scenario, unit, weapon } from './engine-fixtures.js';

const SEED = 20261129;

/** A drawn scenario with a fixed D (its constant, or 2 for a dice D) and no Feel No Pain: the fixed path's case. */
function fixedDamage(s: Scenario): Scenario {
  const [first] = s.batches;
  const D = first.weapon.damage.count ? 2 : first.weapon.damage.constant;
  const weapon = { ...first.weapon, damage: { count: 0, sides: 0, constant: D, text: String(D) } };
  const models = s.target.models.map((m) => ({ ...m, stats: { ...m.stats, feelNoPain: undefined } }));
  // The twin of a joined batch (RULINGS 12) left out: its D would differ.
  return { ...s, batches: [{ weapon, firers: first.firers, ...(first.damaged ? { damaged: true } : {}) }], target: { ...s.target, models } };
}

describe('the fixed path equals the face-by-face resolution (11e 05.04)', () => {
  it('1,000 random batches (about 1,000 comparisons) against several groups, every lawful order, from the first state and one part-way: within 1e-12', () => {
    const scenarios = fc.sample(scenarioArb, { numRuns: 1000, seed: SEED }).map(fixedDamage);
    let compared = 0;
    const failures: string[] = [];
    scenarios.forEach((s, n) => {
      const groups = allocationGroups(s.target);
      const plan = planBatch(s, s.batches[0], s.lethalHits?.[s.batches[0].weapon.name]);
      if (groups.length < 2 || typeof plan === 'string' || plan.criticalShare !== 0) return;
      const wounds = { joint: jointSumOf(plan.attackDice, plan.dieJoint), criticalShare: 0 };
      for (const order of allowedOrders(groups)) {
        const track = makeTrack(order.map((i) => groups[i]));
        const defence = batchDefence(plan, track.groups, s.conditions.phase);
        for (const at of [0, Math.floor(track.destroyed / 2)]) {
          if (!fixedPath(track, track.normal, defence, at)) continue;
          const before = track.lostAt.map((_, p) => (p === at ? 1 : 0));
          const fast = resolveBatch(track, track.normal, defence, before, wounds);
          const general = resolveByFaces(track, track.normal, defence, before, wounds);
          compared++;
          const off = fast.state.map((p, k) => Math.abs(p - general.state[k])).reduce((a, b) => Math.max(a, b), 0);
          if (off > 1e-12 || Math.abs(fast.unsaved - general.unsaved) > 1e-12) {
            failures.push(`#${n} order ${order} from ${at}: state off by ${off}, unsaved ${fast.unsaved} vs ${general.unsaved}`);
          }
        }
      }
    });
    expect(failures, failures.join('\n')).toEqual([]);
    // Most draws have several groups and a fixed D by now: the comparison must have run often.
    expect(compared, `${compared} compared`).toBeGreaterThanOrEqual(600);
  });

  it('by hand: one W1 Sv6+ model, then one W1 Sv2+ model, two save rolls at AP 0, D1: P(2 destroyed) = 1/36', () => {
    // Every attack wounds (Torrent, Anti-INFANTRY 2+ against T1... a 2+ wound: 5/6); given two save rolls, the lower
    // meets the Sv6+ model, failing on 1-5: N(5) >= 1. The higher then meets the Sv2+ model, failing on 1 only:
    // N(1) >= 2, both dice 1s (1/36), which implies the first condition. So P(J = 2 | 2 dice) = 1/36, and
    // P(J >= 1 | 2 dice) = 1 - (1/6)^2 = 35/36; with one die, P(J >= 1) = 5/6.
    const target = unit({ models: [models({ name: 'weak', Sv: 6 }), models({ name: 'strong', Sv: 2 })] });
    const gun = weapon({ A: 2, skill: null, S: 4, AP: 0, abilities: [{ kind: 'torrent' }, { kind: 'anti', keyword: 'INFANTRY', threshold: 2 }] });
    const r = calculate11(scenario({ weapons: [gun], target, groupOrder: [0, 1] }));
    const [two, one] = [(5 / 6) ** 2, 2 * (5 / 6) * (1 / 6)];
    expect(r.kills.prob(2)).toBeCloseTo(two * (1 / 36), 12);
    expect(r.kills.prob(1)).toBeCloseTo(two * (35 / 36 - 1 / 36) + one * (5 / 6), 12);
  });
});
