/**
 * Imperial Knights' army and detachment rules (src/rules/tenth/effects/imperial-knights.ts), from the catalogue's
 * text (Imperium - Imperial Knights - Library.cat). Numbers derived by hand: one attack, BS4+, S4 against T4 Sv3+ W1
 * unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { IMPERIAL_KNIGHTS } from '../../../src/rules/tenth/effects/imperial-knights.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { bothQualified, play, type Qualifies } from './support.js';

const KNIGHT: Qualifies = { keywords: ['IMPERIAL KNIGHTS'], abilities: ['Code Chivalric'] };
const knights = (spec: Parameters<typeof anyScenario>[0], q: Qualifies = KNIGHT) => bothQualified(anyScenario(spec), q);

describe('Imperial Knights', () => {
  it('martial-valour (Quality: "re-roll one Hit roll and ... one Wound roll"): one attack, no save: 3/4 x 3/4 = 9/16 kills', () => {
    const p = play(knights({ weapons: [weapon()], target: target({ Sv: 7 }) }), { with: ['martial-valour'] });
    expect(p.result.kills.mean).toBeCloseTo(9 / 16, 12);
    expect(play(knights({ weapons: [weapon()] }, { keywords: ['IMPERIAL KNIGHTS'] }), { with: ['martial-valour'] }).entry('martial-valour').applied).toBe(false);
  });

  it('divine-inspiration: ADEPTUS MECHANICUS ranged, Hit rolls of 1: 7/12 to hit, 1/2 to wound; -near-knights: 7/12 and 7/12', () => {
    const s = knights({ weapons: [weapon()] }, { keywords: ['ADEPTUS MECHANICUS'] });
    const p = play(s, { with: ['divine-inspiration'] });
    expect([p.hit, p.wound]).toEqual([expect.closeTo(7 / 12, 12), expect.closeTo(1 / 2, 12)]);
    const near = play(s, { with: ['divine-inspiration-near-knights'] });
    expect([near.hit, near.wound]).toEqual([expect.closeTo(7 / 12, 12), expect.closeTo(7 / 12, 12)]);
  });

  it('dauntless-defenders (Against the Horde): [SUSTAINED HITS 1] and a -1 to hit ignored: BS4+ 1/2 + 1/6 = 2/3 hits, not 1/3 + 1/6', () => {
    const p = play(knights({ weapons: [weapon()] }), { with: ['dauntless-defenders'], targetWith: ['smoke-shells'] });
    expect(p.result.total.hits).toBeCloseTo(2 / 3, 12);
  });

  it('knights-of-legend, target: Feel No Pain 6+, D1 unsaved 1/3 (AP0 vs Sv3+) then 5/6 of it: kills 1/2 x 1/2 x 1/3 x 5/6 = 5/72', () => {
    const p = play(knights({ weapons: [weapon()] }), { targetWith: ['knights-of-legend'] });
    expect(p.result.kills.mean).toBeCloseTo(5 / 72, 12);
  });

  it('the rules that change no attack are listed with what they do', () => {
    const listed = IMPERIAL_KNIGHTS().filter((e) => e.noEffect).map((e) => e.id);
    expect(listed).toEqual(['code-chivalric', 'bondsman', 'bold-gallantry', 'forge-world-allies', 'heroes-of-legend', 'valours-reward', 'knightly-teachings', 'spearhead-at-arms-keywords']);
    for (const e of IMPERIAL_KNIGHTS().filter((x) => x.noEffect)) expect(e.summary).toMatch(/^no effect on the maths: .{8,}/);
  });
});
