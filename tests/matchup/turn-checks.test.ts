/**
 * The exact turn checked by second methods (issue 15 section 3): an identity with separate calcs, a
 * complete enumeration of the dice of a tiny turn, and the die-by-die simulator within 4 standard errors.
 */
import { describe, expect, it } from 'vitest';
import { Dist } from '../../src/dice/dist.js';
import { namedMatchup } from '../../src/rules/tenth/matchup/calculate.js';
import { runMatchup } from '../../src/rules/tenth/matchup/run.js';
import { runTurn } from '../../src/rules/tenth/matchup/turn.js';
import type { TurnSettings } from '../../src/rules/tenth/matchup/turn-result.js';
import { simulateTurn } from '../../src/rules/tenth/matchup/turn-simulate.js';
import { loadRoster } from '../../src/rules/tenth/profiles/registry.js';
import { ALL, BARE, BLOW, SHOT, unit } from './turn-fixtures.js';

describe('turn: second methods', () => {
  it('W1 targets, D1 weapons, no fight back: kills = min(models, shooting kills + fight kills against an unbounded unit)', () => {
    // Each wound kills one model and no damage carries, so against a unit too large to run out the two
    // phases' kills are independent and add; the real unit caps their sum at its models.
    const attacker = unit('Squad', 3, BARE, [{ ...SHOT, A: 2, abilities: ['sustained hits 1'] }, { ...BLOW, A: 2, S: 5, AP: -1 }]);
    const guards = (models: number) => unit('Guards', models, { T: 4, Sv: 4, W: 1 }, []);
    const alone = (options: { ranged?: boolean; melee?: boolean; charged?: boolean }) =>
      Dist.of(runMatchup({ attacker, target: guards(40), options }).result.kills.distribution);
    const separately = alone({ ranged: true }).plus(alone({ melee: true, charged: true })).cap(5).toArray();
    const turn = runTurn({ attacker, target: guards(5), options: {} }, ALL).target.modelsLost.distribution;
    expect(turn.length).toBe(6);
    turn.forEach((p, k) => expect(Math.abs(p - separately[k]), `P(${k})`).toBeLessThan(1e-12));
  });

  it('a tiny turn with Overwatch and fight back equals the complete enumeration of its dice', () => {
    // One W2 attacker with 2 BLOWs; two W1 targets, each with a SHOT and a BLOW. Every attack rolls a
    // hit die and a wound die (36 faces); Overwatch hits on a 6 only, the rest on 4+; wounds on 4+; no
    // saves; Damage 1, lost beyond the model. The enumeration walks every face of every die, in the
    // turn's order, grouping equal states (memo) so it stays small; it shares no code with the engine.
    const attacker = unit('Champion', 1, { ...BARE, W: 2 }, [{ ...BLOW, A: 2 }]);
    const target = unit('Pair', 2, BARE, [SHOT, BLOW]);
    const settings: TurnSettings = { phases: ['fight'], overwatch: true, fightBack: true };
    const r = runTurn({ attacker, target, options: {} }, settings);
    const exact = enumerateTurn();
    for (const [side, key] of [['attacker', 'a'], ['target', 't']] as const) {
      r[side].woundsLost.distribution.forEach((p, k) => expect(Math.abs(p - (exact[key].get(k) ?? 0)), `${side} P(${k})`).toBeLessThan(1e-12));
    }
  });

  it.each([
    ['eightbound', 'intercessors', {}],
    ['intercessors', 'eightbound', { targetWith: ['total-carnage'] }],
    // Shoots, then fights from what the shooting left (often nothing: the players of the two phases must not mix).
    ['berzerkers', 'intercessors', { with: ['beacons-of-rage'] }],
  ])('the simulator plays the same turn die by die and agrees within 4 standard errors: %s vs %s %o', async (a, b, options) => {
    const roster = await loadRoster([]);
    const m = namedMatchup(roster, a, b, options);
    const settings: TurnSettings = { phases: ['shoot', 'fight'], overwatch: true, fightBack: true };
    const exact = runTurn(m, settings);
    const runs = 3000;
    const sim = simulateTurn(m, settings, runs, 7);
    for (const side of ['attacker', 'target'] as const) {
      const d = Dist.of(exact[side].modelsLost.distribution);
      const wiped = exact[side].modelsLost.wiped;
      expect(Math.abs(sim[side].modelsLostMean - d.mean())).toBeLessThanOrEqual(4 * Math.sqrt(d.variance() / runs) + 1e-12);
      expect(Math.abs(sim[side].wiped - wiped)).toBeLessThanOrEqual(4 * Math.sqrt((wiped * (1 - wiped)) / runs) + 1e-12);
    }
  });
});

/** P(attacker wounds lost = a) and P(target wounds lost = t) of the tiny turn above, by walking its dice. */
function enumerateTurn(): { a: Map<number, number>; t: Map<number, number> } {
  type State = { a: number; t: number };
  // One attack's chance to take a wound, from its 36 faces: hit on `hitOn`+, wound on 4+.
  const through = (hitOn: number) => {
    let n = 0;
    for (let hit = 1; hit <= 6; hit++) for (let wound = 1; wound <= 6; wound++) if (hit >= hitOn && wound >= 4) n++;
    return n / 36;
  };
  /** `attacks` attacks at a unit of `wounds` W1-or-W2 wounds left: P(wounds lost = k), capped. */
  const volley = (attacks: number, hitOn: number, left: number): number[] => {
    let p = [1];
    for (let i = 0; i < attacks; i++) {
      const q = through(hitOn);
      const next = new Array<number>(p.length + 1).fill(0);
      p.forEach((w, k) => {
        next[k] += w * (1 - q);
        next[Math.min(k + 1, left)] += w * q;
      });
      p = next;
    }
    return p;
  };
  let states: [State, number][] = [[{ a: 0, t: 0 }, 1]];
  const step = (f: (s: State) => [State, number][]) => {
    const merged = new Map<string, [State, number]>();
    for (const [s, w] of states) for (const [n, q] of f(s)) {
      const key = `${n.a},${n.t}`;
      merged.set(key, [n, (merged.get(key)?.[1] ?? 0) + w * q]);
    }
    states = [...merged.values()];
  };
  // Overwatch: 2 shots (the Pair's two models) at the W2 Champion, hitting on 6s only.
  step((s) => volley(2, 6, 2).map((q, k) => [{ ...s, a: k }, q]));
  // Fight: the Champion, if alive, 2 attacks at the Pair (2 wounds, 1 a model).
  step((s) => (s.a < 2 ? volley(2, 4, 2).map((q, k) => [{ ...s, t: k }, q]) : [[s, 1]]));
  // Fight back: each surviving Pair model 1 attack at the Champion's wounds left.
  step((s) => volley(2 - s.t, 4, 2 - s.a).map((q, k) => [{ ...s, a: s.a + k }, q]));
  const marginal = (key: 'a' | 't') => states.reduce((m, [s, w]) => m.set(s[key], (m.get(s[key]) ?? 0) + w), new Map<number, number>());
  return { a: marginal('a'), t: marginal('t') };
}
