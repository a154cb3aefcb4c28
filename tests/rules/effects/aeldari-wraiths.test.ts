/**
 * 002_2b47a62d9108a4be.txt, Wraiths of the Void stratagems:
 * 'GUARDIAN CONSTRUCTS': "WHEN: Fight phase ... TARGET: One WRAITH CONSTRUCT unit from your army ...
 * each time an attack targets your unit, if the attacking model is wholly on the opposite side of a
 * Hatchway from your unit, subtract 1 from the Wound roll" (the Hatchway: --with across-hatchway).
 * 'D-STRIKE': "While a unit is stunned, each time a model in that unit makes an attack, subtract 1
 * from the Hit roll" (the stunning WRAITH CONSTRUCT unit need not be the target: not checked).
 */
import { describe, expect, it } from 'vitest';
import { scenario, target, weapon } from '../../helpers.js';
import { play } from './support.js';

const WRAITHGUARD = ['INFANTRY', 'WRAITH CONSTRUCT', 'WRAITHGUARD', 'AELDARI'];
const against = (keywords: string[], range: number | 'melee' = 'melee') =>
  scenario({ weapons: [weapon({ range, skill: 3, S: 4 })], target: target({ Sv: 7, W: 1, T: 4, keywords }) });

describe("Guardian Constructs: skipped, with the reason, when its conditions are not met", () => {
  it('no Hatchway between them: S4 vs T4 wounds on 4+ (3/6), the report asks for across-hatchway', () => {
    const p = play(against(WRAITHGUARD), { targetWith: ['guardian-constructs'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('guardian-constructs').applied).toBe(false);
    expect(p.entry('guardian-constructs').detail).toContain('needs across-hatchway');
  });

  it('opened-hatchway (Path of Eldanesh) is not the same condition: 3/6', () => {
    const p = play(against(WRAITHGUARD), { with: ['opened-hatchway'], targetWith: ['guardian-constructs'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('guardian-constructs').applied).toBe(false);
  });

  it('a target that is not a WRAITH CONSTRUCT (Howling Banshees): 3/6, said so', () => {
    const p = play(against(['INFANTRY', 'HOWLING BANSHEES', 'AELDARI']), { with: ['across-hatchway'], targetWith: ['guardian-constructs'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('guardian-constructs').detail).toContain('the target is not WRAITH CONSTRUCT');
  });

  it('ranged attacks (not the Fight phase): 3/6, the report says melee only', () => {
    const p = play(against(WRAITHGUARD, 24), { with: ['across-hatchway'], targetWith: ['guardian-constructs'] });
    expect(p.wound).toBeCloseTo(3 / 6, 12);
    expect(p.entry('guardian-constructs').detail).toContain('only for melee attacks');
  });

  it('S8 vs T4 (2+) with -1 wounds on 3+: 4/6; a 6 still wounds (Critical Wound 1/6)', () => {
    const s = scenario({ weapons: [weapon({ range: 'melee', S: 8 })], target: target({ Sv: 7, T: 4, keywords: WRAITHGUARD }) });
    const p = play(s, { with: ['across-hatchway'], targetWith: ['guardian-constructs'] });
    expect(p.wound).toBeCloseTo(4 / 6, 12);
    expect(p.result.plans[0].woundOdds.critical).toBeCloseTo(1 / 6, 12);
  });
});

describe('D-Strike: every phase, any target; -1 to hit does not stack past -1', () => {
  it('with Lightning-Fast Reactions too: -2 clamped to -1, BS3+ 3/6', () => {
    const p = play(against(['INFANTRY'], 24), { targetWith: ['d-strike', 'lightning-fast-reactions'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
  });

  it('kills: BS3+ S4 vs T4 no save, 3/6 * 3/6 = 1/4 (1/3 without)', () => {
    expect(play(against(['INFANTRY'], 24), { targetWith: ['d-strike'] }).result.kills.mean).toBeCloseTo(1 / 4, 12);
    expect(play(against(['INFANTRY'], 24)).result.kills.mean).toBeCloseTo(1 / 3, 12);
  });
});
