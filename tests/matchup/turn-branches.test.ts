/**
 * The fight from several branches at once (turn-fight.ts fightPhases; turn.ts: one branch per set of
 * the target's survivors that fired Overwatch): the engine is linear in the states it starts from, so
 * the fight of all branches together must equal the sum of each branch's fight alone (second method:
 * one fightPhases per branch), even where the fight back of the same
 * survivors is one calculation from the branches' summed starts.
 */
import { describe, expect, it } from 'vitest';
import { layoutTarget } from '../../src/rules/tenth/allocation.js';
import { fightPhases, type FightStart } from '../../src/rules/tenth/matchup/turn-fight.js';
import { turnLog } from '../../src/rules/tenth/matchup/turn-volley.js';
import { massOf, type Defender } from '../../src/rules/tenth/matchup/turn-state.js';
import type { Unit } from '../../src/rules/tenth/types.js';
import { BARE, BLOW, unit } from './turn-fixtures.js';
import { BLESSED, qualified } from '../rules/effects/support.js';

const side = (u: Unit): Defender => ({ unit: u, layout: layoutTarget(u), starting: u.models.reduce((s, g) => s + g.count, 0), lostBefore: 0 });

describe('the fight from several branches', () => {
  // Attacker: 3 models W2 with 2 blows each; target: 4 models W1 with one blow each (fights back).
  const attacker = side(unit('Brawlers', 3, { ...BARE, W: 2 }, [{ ...BLOW, A: 2 }]));
  // With Blessings of Khorne: Total Carnage reaches them (000 'Blessings of Khorne').
  const target = side(qualified(unit('Guards', 4, BARE, [BLOW]), BLESSED));
  const fight = { melee: true, charged: true };
  const plan = { attacker, target, back: { melee: true }, fightBack: true };
  // Three branches: the attacker's states after Overwatch (7 states) and the target's after the shooting (5), each with its mass.
  const branches: FightStart[] = [
    { attacker: [0.2, 0.05, 0.05, 0, 0, 0, 0], target: [0.3, 0, 0, 0, 0], fight },
    { attacker: [0.1, 0.1, 0, 0.1, 0, 0, 0], target: [0, 0.2, 0.1, 0, 0], fight },
    { attacker: [0.3, 0, 0, 0, 0, 0.1, 0], target: [0, 0, 0, 0.3, 0.1], fight },
  ].map((b) => {
    // As turn.ts gives them: the attacker's states sum to 1, the target's carry the branch's mass.
    const aMass = massOf(b.attacker);
    return { ...b, attacker: b.attacker.map((q) => q / aMass) };
  });
  const say = turnLog([]);

  it('equals the sum of each branch fought alone: the target and the fight back (to 1e-14)', () => {
    const together = fightPhases(plan, branches, say);
    const alone = branches.map((b) => fightPhases(plan, [b], say));
    // The branches share their fight options, so their targets are summed (turn-fight.ts fightTerms merges them).
    const [targets] = [...together.targets.values()];
    expect(together.targets.size).toBe(1);
    targets.forEach((q, s) => expect(q, `target state ${s}`).toBeCloseTo(alone.reduce((sum, a) => sum + [...a.targets.values()][0][s], 0), 14));
    const summed = alone[0].afterFightBack!.map((_, s) => alone.reduce((sum, a) => sum + a.afterFightBack![s], 0));
    together.afterFightBack!.forEach((q, s) => expect(q, `attacker state ${s}`).toBeCloseTo(summed[s], 14));
    // The total mass is the branches' (0.3 + 0.3 + 0.4 = 1), and the fight back did happen.
    expect(massOf(together.afterFightBack!)).toBeCloseTo(1, 12);
    const unhurt = branches.reduce((s, b) => s + b.attacker[0] * massOf(b.target), 0);
    expect(together.afterFightBack![0]).toBeLessThan(unhurt);
  });

  it('says its notes as the branches fought one after another say them (first occurrence kept)', () => {
    // Two melee weapons each side: each set of survivors says which it uses (a note per phase).
    const two = (name: string, n: number) => side(unit(name, n, { ...BARE, W: 2 }, [{ ...BLOW, A: 2 }, { ...BLOW, A: 1, S: 5 }]));
    const guards = side(qualified(two('Guards', 4).unit, BLESSED));
    const both = { attacker: two('Brawlers', 3), target: guards, back: { melee: true }, fightBack: true };
    // Total Carnage (a destroyed Guard fights on death on a 4+): each entry's fight on death, then its fight back.
    const fight = { melee: true, charged: true, targetWith: ['total-carnage'] };
    const starts = branches.map((b) => ({ ...b, target: [...b.target, 0, 0, 0, 0], fight }));
    const [together, oneByOne]: string[][] = [[], []];
    fightPhases(both, starts, turnLog(together));
    const say = turnLog(oneByOne);
    for (const b of starts) fightPhases(both, [b], say);
    expect(oneByOne.some((n) => n.startsWith('fight on death:'))).toBe(true);
    expect([...new Set(together)]).toEqual([...new Set(oneByOne)]);
    // By hand, as main's turn says them (each entry's fight on death, then its fight back): the first
    // entry met in branch 1 is the Guards the fight left whole (its first term, fewest wounds lost), with
    // none destroyed to fight on death, so its fight back speaks before any fight on death.
    const phases = [...new Set(together)].map((n) => n.slice(0, n.indexOf(':')));
    expect(phases).toEqual(['fight', 'fight', 'fight back', 'fight back', 'fight on death', 'fight on death']);
  });

  it('with a fight-on-death rule (one term per starting state) and with one branch per set of fighters, still the sum of each branch alone', () => {
    // Total Carnage: the terms are per state the fight starts from; the fight on death and fight back summed over branches.
    const carnage = { ...fight, targetWith: ['total-carnage'] };
    const withRule = branches.map((b) => ({ ...b, fight: carnage }));
    // Branch form: one branch, whose attacker has more states in a set of fighters than there are branches.
    const single: FightStart[] = [{ attacker: [0.5, 0.25, 0.25, 0, 0, 0, 0], target: [0.4, 0.3, 0.2, 0.1, 0], fight }];
    for (const starts of [withRule, single, [...withRule.slice(0, 2), ...single]]) {
      const together = fightPhases(plan, starts, say);
      const alone = starts.map((b) => fightPhases(plan, [b], say));
      const sum = (of: (s: ReturnType<typeof fightPhases>) => readonly number[] | null) => of(alone[0])!.map((_, i) => alone.reduce((x, a) => x + of(a)![i], 0));
      const targets = (s: ReturnType<typeof fightPhases>) => [...s.targets.values()].reduce((x, p) => x.map((q, i) => q + p[i]));
      sum(targets).forEach((q, i) => expect(targets(together)[i], `target state ${i}`).toBeCloseTo(q, 14));
      sum((s) => s.afterFightBack).forEach((q, i) => expect(together.afterFightBack![i], `attacker state ${i}`).toBeCloseTo(q, 14));
      if (starts === withRule) sum((s) => s.afterFightOnDeath).forEach((q, i) => expect(together.afterFightOnDeath![i], `attacker state ${i} after the fight on death`).toBeCloseTo(q, 14));
    }
    // The fight on death did something: the attacker loses more than without the rule.
    const without = fightPhases(plan, branches, say).afterFightBack!;
    expect(fightPhases(plan, withRule, say).afterFightBack![0]).toBeLessThan(without[0]);
  });
});
