/**
 * Chaos Knights' army and detachment rules (src/rules/tenth/effects/chaos-knights.ts), from the catalogue's text
 * (Chaos - Chaos Knights Library.cat). Numbers derived by hand: one attack, BS4+, S4 against T4 Sv3+ W1 unless a
 * test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { CHAOS_KNIGHTS } from '../../../src/rules/tenth/effects/chaos-knights.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { bothQualified, play, type Qualifies } from './support.js';

const KNIGHT: Qualifies = { keywords: ['CHAOS KNIGHTS'], abilities: ['Harbingers of Dread'] };
const knights = (spec: Parameters<typeof anyScenario>[0], q: Qualifies = KNIGHT) => bothQualified(anyScenario(spec), q);

describe('Chaos Knights', () => {
  it('doom: +1 to wound against a Battle-shocked target, 4+ -> 3+: 2/3', () => {
    expect(play(knights({ weapons: [weapon()] }), { with: ['doom'] }).wound).toBeCloseTo(2 / 3, 12);
  });

  it('darkness, target: -1 to hit, BS4+ -> 5+: 1/3', () => {
    expect(play(knights({ weapons: [weapon()] }), { targetWith: ['darkness'] }).hit).toBeCloseTo(1 / 3, 12);
  });

  it('dread-tyrants: a DAMNED unit re-rolls Hit and Wound rolls of 1: 7/12 each', () => {
    const p = play(knights({ weapons: [weapon()] }, { keywords: ['DAMNED'] }), { with: ['dread-tyrants'] });
    expect([p.hit, p.wound]).toEqual([expect.closeTo(7 / 12, 12), expect.closeTo(7 / 12, 12)]);
  });

  it.each(['dark-sacrifice-lethal', 'diabolic-power-lethal'])('%s: [LETHAL HITS], 1/6 + 2/6 x 1/2 = 1/3 wounds', (id) => {
    expect(play(knights({ weapons: [weapon()] }), { with: [id] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
  });

  it.each(['dark-sacrifice-sustained', 'diabolic-power-sustained', 'marked-prey'])('%s: [SUSTAINED HITS 1], 1/2 + 1/6 = 2/3 hits', (id) => {
    expect(play(knights({ weapons: [weapon()] }, { keywords: ['CHAOS KNIGHTS', 'WAR DOG'] }), { with: [id] }).result.total.hits).toBeCloseTo(2 / 3, 12);
  });

  it('marked-prey: not for a unit that is not a WAR DOG', () => {
    expect(play(knights({ weapons: [weapon()] }), { with: ['marked-prey'] }).entry('marked-prey').applied).toBe(false);
  });

  it('unnatural-fortitude-invulnerable, target: AP-3 vs Sv3+ fails 5/6, a 5+ invulnerable save 4/6; -feel-no-pain: 5/6 x 5/6 kills 1/2 x 1/2 x 25/36', () => {
    const s = knights({ weapons: [weapon({ AP: -3 })] });
    expect(play(s, { targetWith: ['unnatural-fortitude-invulnerable'] }).unsaved).toBeCloseTo(4 / 6, 12);
    expect(play(s, { targetWith: ['unnatural-fortitude-feel-no-pain'] }).result.kills.mean).toBeCloseTo((1 / 4) * (25 / 36), 12);
  });

  it('the rules that change no attack are listed with what they do', () => {
    const listed = CHAOS_KNIGHTS().filter((e) => e.noEffect);
    expect(listed.map((e) => e.id)).toEqual(['harbingers-of-dread', 'paragons-of-terror', 'tyrannical-court', 'masters-of-the-pack']);
    for (const e of listed) expect(e.summary).toMatch(/^no effect on the maths: .{8,}/);
  });
});
