/**
 * The whole attack sequence of one attack die enumerated face by face, written apart from the engine: the hit
 * roll (11e 05.01), Sustained Hits' extra hits and Lethal Hits' automatic wound (24), every wound roll
 * (05.02), Devastating Wounds' critical wounds (24.10), every save roll sorted and resolved from the lowest
 * (05.04) against two allocation groups, then the mortal wounds (one model each). Compared with the engine's
 * whole law of wounds lost and models destroyed.
 */
import { describe, expect, it } from 'vitest';
import { calculate11 } from '../../../src/rules/eleventh/engine.js';
import type { Ability, ModelStats } from '../../../src/rules/eleventh/types.js';
import { dice, models, scenario, unit, weapon } from './engine-fixtures.js';

interface Case {
  readonly skill: number;
  readonly need: number;
  readonly sustained: number;
  readonly lethal: boolean;
  readonly D: number;
  readonly ap: number;
  /** The declared order's models, each with its group's stats. */
  readonly models: readonly ModelStats[];
}

const FACES = [1, 2, 3, 4, 5, 6];

/** Every sequence of `n` faces, each with probability 6^-n. */
function sequences(n: number): number[][] {
  return n === 0 ? [[]] : sequences(n - 1).flatMap((s) => FACES.map((f) => [...s, f]));
}

function resolve(c: Case, saveFaces: readonly number[], mortal: number): [kills: number, lost: number] {
  const lost = c.models.map(() => 0);
  let current = 0;
  let woundsLost = 0;
  const damage = (d: number): void => {
    const st = c.models[current];
    const taken = Math.min(d, st.W - lost[current]);
    lost[current] += taken;
    woundsLost += taken;
    if (lost[current] >= st.W) current++;
  };
  for (const s of [...saveFaces].sort((a, b) => a - b)) {
    if (current >= c.models.length) break;
    const st = c.models[current];
    const saved = s !== 1 && ((st.InSv !== undefined && s >= st.InSv) || s + c.ap >= st.Sv);
    if (!saved) damage(c.D);
  }
  for (let k = 0; k < mortal && current < c.models.length; k++) damage(c.D);
  return [current, woundsLost];
}

function enumerateOne(c: Case): { kills: number[]; lost: number[] } {
  const kills: number[] = [];
  const lost: number[] = [];
  const add = (at: number[], k: number, p: number): void => void (at[k] = (at[k] ?? 0) + p);
  for (const h of FACES) {
    const critical = h === 6;
    const hit = h !== 1 && (critical || h >= c.skill);
    const autos = critical && c.lethal ? 1 : 0;
    const rolls = (hit && !(critical && c.lethal) ? 1 : 0) + (critical ? c.sustained : 0);
    for (const w of sequences(rolls)) {
      const normal = autos + w.filter((f) => f !== 1 && f >= c.need && f !== 6).length;
      const mortal = w.filter((f) => f === 6).length;
      for (const saves of sequences(normal)) {
        const p = 6 ** -(1 + rolls + normal);
        const [k, l] = resolve(c, saves, mortal);
        add(kills, k, p);
        add(lost, l, p);
      }
    }
  }
  return { kills: Array.from(kills, (x) => x ?? 0), lost: Array.from(lost, (x) => x ?? 0) };
}

describe('one attack die, every face enumerated, two groups', () => {
  // Group 0: a W2 Sv4+ model; group 1: a W1 Sv2+ 5++ model (declared order [0, 1]).
  const stats: ModelStats[] = [
    { T: 4, Sv: 4, W: 2 },
    { T: 4, Sv: 2, W: 1, InSv: 5 },
  ];
  const target = unit({ models: [models({ name: 'a', ...stats[0] }), models({ name: 'b', ...stats[1] })] });
  for (const lethal of [true, false]) {
    for (const D of [1, 2]) {
      it(`BS3+ S4 AP-1 D${D}, Sustained Hits 2, Devastating Wounds, Lethal Hits ${lethal ? 'used' : 'declined'}`, () => {
        const abilities: Ability[] = [{ kind: 'sustained hits', hits: dice(2) }, { kind: 'lethal hits' }, { kind: 'devastating wounds' }];
        const r = calculate11(
          scenario({
            weapons: [weapon({ name: 'gun', skill: 3, S: 4, AP: -1, D, abilities })],
            target,
            groupOrder: [0, 1],
            lethalHits: { gun: lethal },
          }),
        );
        const e = enumerateOne({ skill: 3, need: 4, sustained: 2, lethal, D, ap: -1, models: stats });
        for (const [got, want] of [
          [r.kills.toArray(), e.kills],
          [r.woundsLost.toArray(), e.lost],
        ]) {
          for (let k = 0; k < Math.max(got.length, want.length); k++) expect(got[k] ?? 0, `at ${k}`).toBeCloseTo(want[k] ?? 0, 12);
        }
      });
    }
  }
});
