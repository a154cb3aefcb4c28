/**
 * Space Marines' effects through calc: the Lieutenant's Tactical Precision (issue 29 section 2, src/rules/tenth/effects/leaders.ts),
 * a Leader ability: on the attached unit's attacks, not on the Lieutenant alone; Oath of Moment on the bundled Intercessors
 * (the army rule: space-marines-army.test.ts). Numbers derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { calcJson as calc, weaponRow as row } from '../../cli/in-process.js';

describe("Tactical Precision: [LETHAL HITS] for the unit a Lieutenant leads", () => {
  it('Intercessors at Terminators (T5): bolt rifle wounds 10 x (1/6 + 1/2 x 1/3) = 10/3 led, 10 x 2/3 x 1/3 = 20/9 alone', async () => {
    // 5 Intercessors x A2 BS3+ S4: a 6 to hit (1/6) is a critical hit, an automatic wound with Lethal Hits; 3-5 (1/2)
    // hit and wound T5 on 5+ (1/3). Without Lethal Hits every hit (2/3) wounds on 5+.
    const led = await calc('intercessors+lieutenant', 'vs', 'terminators');
    expect(row(led, 'Bolt rifle').wounds).toBeCloseTo(10 / 3, 12);
    expect(led.effects).toContainEqual(expect.objectContaining({ id: 'tactical-precision', applied: true }));
    expect(row(await calc('intercessors', 'vs', 'terminators'), 'Bolt rifle').wounds).toBeCloseTo(20 / 9, 12);
  });

  it('a Lieutenant alone: skipped, saying it holds only while it leads', async () => {
    const alone = await calc('lieutenant', 'vs', 'terminators');
    expect(alone.effects).toContainEqual(expect.objectContaining({ id: 'tactical-precision', applied: false }));
    expect(JSON.stringify(alone.effects)).toContain('only while a Lieutenant leads the unit');
  });
});


describe('Oath of Moment on the bundled Intercessors (their file lists the ability)', () => {
  it('bolt rifles at Terminators (T5): 10 attacks x 8/9 (BS3+ re-rolled) x 1/2 (5+ with +1 = 4+) = 40/9 wounds; oath-of-moment-hits: 10 x 8/9 x 1/3 = 80/27', async () => {
    const oath = await calc('intercessors', 'vs', 'terminators', '--with', 'oath-of-moment');
    expect(row(oath, 'Bolt rifle').wounds).toBeCloseTo(40 / 9, 12);
    expect(oath.effects).toContainEqual(expect.objectContaining({ id: 'oath-of-moment', applied: true }));
    const hits = await calc('intercessors', 'vs', 'terminators', '--with', 'oath-of-moment-hits');
    expect(row(hits, 'Bolt rifle').wounds).toBeCloseTo(80 / 27, 12);
  });
});
