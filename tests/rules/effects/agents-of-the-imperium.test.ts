/**
 * Agents of the Imperium's army and detachment rules (src/rules/tenth/effects/agents-of-the-imperium.ts), from the
 * catalogue's text (Imperium - Agents of the Imperium.cat). Numbers derived by hand: one attack, BS4+, S4 against T4
 * Sv3+ W1 unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { AGENTS_OF_THE_IMPERIUM } from '../../../src/rules/tenth/effects/agents-of-the-imperium.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { bothQualified, play } from './support.js';

const agents = (spec: Parameters<typeof anyScenario>[0], keywords: string[]) => bothQualified(anyScenario(spec), { keywords: ['AGENTS OF THE IMPERIUM', ...keywords] });

describe('Agents of the Imperium', () => {
  it('deathwatch-furor-tactics: [SUSTAINED HITS 1], 2/3 hits; deathwatch-malleus-tactics: [LETHAL HITS], 1/3 wounds', () => {
    const s = agents({ weapons: [weapon()] }, ['DEATHWATCH']);
    expect(play(s, { with: ['deathwatch-furor-tactics'] }).result.total.hits).toBeCloseTo(2 / 3, 12);
    expect(play(s, { with: ['deathwatch-malleus-tactics'] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
  });

  it('root-out-heresy: [IGNORES COVER], Sv4+ in cover vs AP0 fails 3/6 (2/6 in cover)', () => {
    const s = agents({ weapons: [weapon()], target: target({ Sv: 4 }), conditions: { cover: true } }, ['INQUISITOR']);
    expect(play(s).unsaved).toBeCloseTo(2 / 6, 12);
    expect(play(s, { with: ['root-out-heresy'] }).unsaved).toBeCloseTo(3 / 6, 12);
  });

  it('root-out-heresy-horde: [SUSTAINED HITS 1] against a CHAOS unit (2/3 hits); against another unit 1/2', () => {
    const at = (keywords: string[]) => agents({ weapons: [weapon()], target: target({ keywords, models: 5 }) }, ['ORDO HERETICUS']);
    expect(play(at(['CHAOS', 'INFANTRY']), { with: ['root-out-heresy-horde'] }).result.total.hits).toBeCloseTo(2 / 3, 12);
    expect(play(at(['INFANTRY']), { with: ['root-out-heresy-horde'] }).result.total.hits).toBeCloseTo(1 / 2, 12);
  });

  it('destroy-the-daemonic: Hit rolls of 1 re-rolled (7/12); Wound rolls of 1 only against a DAEMON (7/12, else 1/2)', () => {
    const at = (keywords: string[]) => play(agents({ weapons: [weapon()], target: target({ keywords }) }, ['ORDO MALLEUS']), { with: ['destroy-the-daemonic'] });
    expect([at(['DAEMON']).hit, at(['DAEMON']).wound]).toEqual([expect.closeTo(7 / 12, 12), expect.closeTo(7 / 12, 12)]);
    expect([at(['INFANTRY']).hit, at(['INFANTRY']).wound]).toEqual([expect.closeTo(7 / 12, 12), expect.closeTo(1 / 2, 12)]);
  });

  it('eliminate-at-all-costs: +1 to hit, 2/3', () => {
    expect(play(agents({ weapons: [weapon()] }, []), { with: ['eliminate-at-all-costs'] }).hit).toBeCloseTo(2 / 3, 12);
  });

  it('acquire-at-all-costs, target on the objective: AP-3 vs Sv3+ fails 5/6, with a 5+ invulnerable save 4/6; off it skipped', () => {
    const s = agents({ weapons: [weapon({ AP: -3 })] }, []);
    expect(play(s, { targetWith: ['acquire-at-all-costs'], situation: { targetOnObjective: true } }).unsaved).toBeCloseTo(4 / 6, 12);
    expect(play(s, { targetWith: ['acquire-at-all-costs'] }).unsaved).toBeCloseTo(5 / 6, 12);
  });

  it('the rules listed, with what they do or why they are not modelled', () => {
    const listed = AGENTS_OF_THE_IMPERIUM().filter((e) => e.noEffect);
    expect(listed.map((e) => e.id)).toEqual(['assigned-agents', 'deathwatch-purgatus-tactics', 'extremis-sanction']);
    for (const e of listed) expect(e.summary).toMatch(/^(not modelled|no effect on the maths): .{8,}/);
  });
});
