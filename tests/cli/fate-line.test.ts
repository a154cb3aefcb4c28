/**
 * Issue 26 follow-up 2: RULINGS 13 ("the output says where each die was used") holds in the table and
 * Markdown too when no effect is in play: `--fate` alone prints its Effects line (src/cli/format.ts
 * effectLines), as JSON's `oneRolls` and CSV's `one_roll` rows say it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { dummyFolder, json, wh40k } from './run.js';

const dummy = dummyFolder();
afterAll(dummy.cleanup);

const CALC = ['calc', 'dire-avengers', 'vs', 'dummy', '--data', dummy.dir, '--ranged', '--fate', '6,6'];
const LINE = 'Fate die 6 on the first wound roll: Avenger shuriken catapult';

describe('where a Fate die went, with no effect in play', () => {
  it('JSON: one die on the first wound roll; 7.17 wounds', () => {
    // 5 Dire Avengers, Avenger shuriken catapult A4 BS3+ S4 (data/aeldari/dire-avengers.yaml): 20
    // attacks, 20 x 2/3 = 13.33 hits, S4 vs T4 wounds on 4+ (000 'Wound Roll'): 6.67 wounds. 002
    // 'Strands of Fate': a 6 in place of the first Wound roll, which comes unless all 20 Hit rolls
    // fail ((1/3)^20 ~ 3e-10), makes a 1/2 chance certain: + 0.5 x (1 - (1/3)^20) = 7.1667. One Fate
    // die per phase: the second 6 is kept (RULINGS 13).
    const r = json(CALC) as unknown as { oneRolls: { roll: string; value: number; weaponName: string }[]; total: { wounds: number }; effects: unknown[] };
    expect(r.effects).toEqual([]);
    expect(r.oneRolls.map((o) => [o.roll, o.value, o.weaponName])).toEqual([['wound', 6, 'Avenger shuriken catapult']]);
    expect(r.total.wounds).toBeCloseTo(20 * (2 / 3) * 0.5 + 0.5 * (1 - (1 / 3) ** 20), 9);
  });

  it('the die kept is said, and why: one a phase (the same figures as --fate 6 alone)', () => {
    // 002 'Strands of Fate': "Once per phase ... you can use one of those Fate dice": of 6,6 one goes on
    // the first wound roll, the other 6 is kept; so --fate 6,6 computes what --fate 6 does.
    const note = `Fate dice kept (--fate 6,6): 6: one Fate die a phase (002 'Strands of Fate': "Once per phase"), spent where it helps most (RULINGS 13)`;
    const both = json(CALC) as unknown as { notes: string[]; total: { wounds: number } };
    expect(both.notes).toContain(note);
    expect(wh40k(CALC).stdout).toContain(`note: ${note}\n`);
    const one = json([...CALC.slice(0, -1), '6']) as unknown as { notes: string[]; total: { wounds: number } };
    expect(one.total.wounds).toBe(both.total.wounds);
    expect(one.notes.filter((n) => n.startsWith('Fate dice kept'))).toEqual([]);
  });

  it('a target that spends one of its Fate dice on a save says which it kept', () => {
    // --target-fate 6,5 for Dire Avengers (Sv4+) shot by Cadian Shock Troops' Lasguns (AP0): a 6 or a 5
    // on the first saving throw saves where rolling fails 1/2 of the time (000 'Saving Throw'); either
    // is spent, one a phase, the other kept.
    const r = json(['calc', 'guardsmen', 'vs', 'dire-avengers', '--ranged', '--target-fate', '6,5']) as unknown as { notes: string[]; oneRolls: { roll: string; value: number }[] };
    const spent = r.oneRolls.map((o) => [o.roll, o.value]);
    expect(spent.length).toBe(1);
    expect(spent[0][0]).toBe('save');
    const kept = spent[0][1] === 6 ? '5' : '6';
    expect(r.notes).toContain(`Fate dice kept (--target-fate 6,5): ${kept}: one Fate die a phase (002 'Strands of Fate': "Once per phase"), spent where it helps most (RULINGS 13)`);
  });

  it('the table says it under Effects', () => {
    const r = wh40k(CALC);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    const at = lines.indexOf('Effects');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe(`  ${LINE}`);
  });

  it('Markdown says it under ### Effects', () => {
    const r = wh40k([...CALC, '--format', 'markdown']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`### Effects\n\n- ${LINE}\n`);
  });

  it('CSV has it as one_roll rows (as before)', () => {
    const r = wh40k([...CALC, '--format', 'csv']);
    expect(r.stdout).toContain('one_roll,1,weapon,Avenger shuriken catapult\none_roll,1,roll,wound\none_roll,1,action,fate\none_roll,1,value,6\n');
  });

  it('no Fate die and no effect: no Effects heading', () => {
    const r = wh40k(CALC.slice(0, -2));
    expect(r.stdout.split('\n')).not.toContain('Effects');
  });
});
