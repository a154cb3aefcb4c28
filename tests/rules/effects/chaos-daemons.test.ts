/**
 * Chaos Daemons' army and detachment rules (src/rules/tenth/effects/chaos-daemons.ts), from the catalogue's text
 * (Chaos - Chaos Daemons Library.cat). Numbers derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { CHAOS_DAEMONS } from '../../../src/rules/tenth/effects/chaos-daemons.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { bothQualified, choose, play } from './support.js';

const TZEENTCH = { keywords: ['LEGIONES DAEMONICA', 'TZEENTCH'] };

describe('Fates in Flux (Scintillating Legion: "spend one Flux token just after ... a Hit roll, Wound roll, Damage roll, saving throw ... to re-roll")', () => {
  it('attacker: one re-roll chosen just after each roll, BS6+ with 2+ to wound, no save: 60/216 = 5/18 kills', () => {
    // The token waits for the first failed roll: the hit fails (5/6), re-rolled: 1/6 x 5/6 = 25/216; the hit
    // succeeds (1/6): the wound is re-rolled if failed, 1/6 x 35/36 = 35/216. A token spent before the dice
    // (Command Re-roll's placement) would give only 55/216.
    const s = bothQualified(anyScenario({ weapons: [weapon({ skill: 6, S: 8 })], target: target({ Sv: 7 }) }), TZEENTCH);
    const p = play(s, { with: ['fates-in-flux'] });
    expect(p.compiled.oneRolls.attacker[0].pickOne).toBe(true);
    expect(choose(p.compiled).rolls).toContainEqual(expect.objectContaining({ roll: 'hit', action: 'reroll' }));
    expect(p.result.kills.mean).toBeCloseTo(60 / 216, 12);
  });

  it('target: one failed saving throw re-rolled, Sv4+: 1/2 x 1/2 = 1/4 unsaved; Torrent S8 (5/6): 5/24 kills', () => {
    const s = bothQualified(anyScenario({ weapons: [weapon({ S: 8, abilities: ['torrent'] })], target: target({ Sv: 4 }) }), TZEENTCH);
    expect(play(s, { targetWith: ['fates-in-flux'] }).result.kills.mean).toBeCloseTo(5 / 24, 12);
  });

  it('not for a unit that is not LEGIONES DAEMONICA TZEENTCH', () => {
    const s = bothQualified(anyScenario({ weapons: [weapon()] }), { keywords: ['LEGIONES DAEMONICA', 'KHORNE'] });
    expect(play(s, { with: ['fates-in-flux'] }).entry('fates-in-flux').applied).toBe(false);
  });

  it('the rules that change no attack are listed with what they do', () => {
    const listed = CHAOS_DAEMONS().filter((e) => e.noEffect);
    expect(listed.map((e) => e.id)).toEqual(['the-shadow-of-chaos', 'warp-rifts', 'beguiling-aura', 'murdercall', 'bloodtainted', 'melancholic-miasma', 'first-prince-of-chaos']);
    for (const e of listed) expect(e.summary).toMatch(/^no effect on the maths: .{8,}/);
  });
});
