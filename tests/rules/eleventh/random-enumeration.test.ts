/**
 * Random tiny matchups (fixed seed) against the complete enumeration of enumerate.ts: two or three groups
 * (a wounded model, InSv, a CHARACTER), a random allowed order, AP, D1-D2, Devastating Wounds, Precision.
 * Each case compares the whole law of wounds lost and of models destroyed.
 */
import { describe, expect, it } from 'vitest';
import { seededRoller } from '../../../src/dice/roller.js';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import { allocationGroups, allowedOrders } from '../../../src/rules/eleventh/groups.js';
import { woundTarget } from '../../../src/rules/eleventh/modifiers.js';
import type { Ability, ModelGroup } from '../../../src/rules/eleventh/types.js';
import { models, scenario, unit, weapon } from './engine-fixtures.js';
import { enumerate } from './enumerate.js';

const roller = seededRoller(28);
const pick = <T,>(xs: readonly T[]): T => xs[(roller.d6() * 7 + roller.d6()) % xs.length];

function randomGroups(): ModelGroup[] {
  const out: ModelGroup[] = [];
  const keys = new Set<string>();
  const count = pick([2, 3]);
  while (out.length < count) {
    const character = out.length === count - 1 && pick([false, true]);
    const W = pick([1, 2, 3]);
    const Sv = pick([2, 3, 4, 5, 6]);
    const InSv = pick([undefined, undefined, 4, 5]);
    const key = JSON.stringify([W, Sv, InSv]);
    if (!character && keys.has(key)) continue;
    keys.add(key);
    const wounded = out.length === 0 && W > 1 && pick([false, true]) ? W - 1 : undefined;
    out.push(models({ name: `g${out.length}`, count: character ? 1 : pick([1, 2]), character, W, Sv, InSv, wounded }));
  }
  return out;
}

describe('random tiny matchups equal the complete enumeration (seed 28)', () => {
  for (let i = 0; i < 16; i++) {
    const groups = randomGroups();
    const target = unit({ models: groups });
    const attacks = pick([2, 3]);
    const S = pick([3, 4, 5, 8]);
    const ap = pick([0, -1, -2]);
    const D = pick([1, 2]);
    const devastatingOn = pick([undefined, 6, 5]);
    const character = groups.findIndex((g) => g.character);
    const precise = character >= 0 && pick([false, true]) ? character : undefined;
    const order = pick(allowedOrders(allocationGroups(target)));
    const abilities: Ability[] = [{ kind: 'torrent' }];
    if (devastatingOn) abilities.push({ kind: 'devastating wounds' });
    if (precise !== undefined) abilities.push({ kind: 'precision' });
    const title =
      `case ${i}: ${groups.map((g) => `${g.count}x W${g.stats.W} Sv${g.stats.Sv}${g.stats.InSv ? ` ${g.stats.InSv}++` : ''}` +
        `${g.wounded ? ' wounded' : ''}${g.character ? ' CHARACTER' : ''}`).join(', ')}; order ${order}; ` +
      `${attacks} attacks S${S} AP${ap} D${D}${devastatingOn ? ` dev ${devastatingOn}+` : ''}${precise !== undefined ? ' precision' : ''}`;
    it(title, () => {
      expect(allocationGroups(target)).toHaveLength(groups.length);
      const r = calculate11(
        scenario({
          weapons: [weapon({ A: attacks, skill: null, S, AP: ap, D, abilities })],
          target,
          groupOrder: order,
          modifiers: { critWound: devastatingOn ?? 6 },
        }),
      );
      const e = enumerate({ target, order, attacks, need: woundTarget(S, 4), ap, D, precise, devastatingOn });
      for (const [got, want] of [
        [r.kills.toArray(), e.kills],
        [r.woundsLost.toArray(), e.lost],
      ]) {
        for (let k = 0; k < Math.max(got.length, want.length); k++) expect(got[k] ?? 0, `at ${k}`).toBeCloseTo(want[k] ?? 0, 12);
      }
    });
  }
});
