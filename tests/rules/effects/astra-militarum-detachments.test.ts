/**
 * Astra Militarum detachment rules (src/rules/tenth/effects/astra-militarum.ts, ASTRA_MILITARUM_DETACHMENTS), from the
 * catalogue's text (Imperium - Astra Militarum - Library.cat). Numbers derived by hand: one attack, BS/WS4+, S4 against
 * T4 Sv3+ W1 unless a test says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { ASTRA_MILITARUM_DETACHMENTS } from '../../../src/rules/tenth/effects/astra-militarum.js';
import { scenario as anyScenario, target, weapon } from '../../helpers.js';
import { attackerWith, bothQualified, play, type Qualifies } from './support.js';

const guard = (keywords: string[]): Qualifies => ({ keywords: ['ASTRA MILITARUM', ...keywords] });
const regiment = (spec: Parameters<typeof anyScenario>[0], keywords: string[] = []) => bothQualified(anyScenario(spec), guard(keywords));

describe('Born Soldiers (Combined Arms b65e-c54b-b8fe-e8e2: "that attack has the [LETHAL HITS] ability")', () => {
  // [LETHAL HITS], BS4+ S4 vs T4: 1/6 + 2/6 x 1/2 = 1/3 wounds; without it 1/2 x 1/2 = 1/4.
  const at = (attacker: string[], targetKeywords: string[], indirect = false) =>
    play(attackerWith(anyScenario({ weapons: [weapon()], target: target({ keywords: targetKeywords }), conditions: { indirect } }), attacker), { with: ['born-soldiers'] });

  it('a REGIMENT unit at INFANTRY: 1/3 wounds; at a VEHICLE: 1/4', () => {
    expect(at(['REGIMENT'], ['INFANTRY']).result.total.wounds).toBeCloseTo(1 / 3, 12);
    expect(at(['REGIMENT'], ['VEHICLE']).result.total.wounds).toBeCloseTo(1 / 4, 12);
  });

  it('a SQUADRON unit at a VEHICLE: 1/3 wounds; at INFANTRY: 1/4', () => {
    expect(at(['SQUADRON'], ['VEHICLE']).result.total.wounds).toBeCloseTo(1 / 3, 12);
    expect(at(['SQUADRON'], ['INFANTRY']).result.total.wounds).toBeCloseTo(1 / 4, 12);
  });

  it('a target not visible (--indirect): skipped', () => {
    expect(at(['REGIMENT'], ['INFANTRY'], true).entry('born-soldiers').applied).toBe(false);
  });
});

describe('Hit and Wound rolls', () => {
  it('only-the-best: ASTRA MILITARUM INFANTRY ranged, Hit rolls of 1 re-rolled: 1/2 + 1/6 x 1/2 = 7/12; melee left alone', () => {
    expect(play(regiment({ weapons: [weapon()] }, ['INFANTRY']), { with: ['only-the-best'] }).hit).toBeCloseTo(7 / 12, 12);
    expect(play(regiment({ weapons: [weapon({ range: 'melee' })] }, ['INFANTRY']), { with: ['only-the-best'] }).hit).toBeCloseTo(1 / 2, 12);
  });

  it('ruthless-discipline: an ASTRA MILITARUM unit under an Order: 7/12, with take-aim too (BS3+): 2/3 + 1/6 x 2/3 = 7/9', () => {
    expect(play(regiment({ weapons: [weapon()] }), { with: ['ruthless-discipline'] }).hit).toBeCloseTo(7 / 12, 12);
    expect(play(regiment({ weapons: [weapon()] }), { with: ['ruthless-discipline', 'take-aim'] }).hit).toBeCloseTo(7 / 9, 12);
  });

  it('fire-zone-purge: MILITARUM TEMPESTUS ranged +1 to hit: 2/3; another unit skipped', () => {
    expect(play(regiment({ weapons: [weapon()] }, ['MILITARUM TEMPESTUS']), { with: ['fire-zone-purge'] }).hit).toBeCloseTo(2 / 3, 12);
    expect(play(regiment({ weapons: [weapon()] }), { with: ['fire-zone-purge'] }).entry('fire-zone-purge').applied).toBe(false);
  });

  it('armoured-fist: ranged +1 to wound, 4+ -> 3+: 2/3', () => {
    expect(play(regiment({ weapons: [weapon()] }), { with: ['armoured-fist'] }).wound).toBeCloseTo(2 / 3, 12);
  });

  it('purge-sweep-protocols: MILITARUM TEMPESTUS ranged [LETHAL HITS]: 1/3 wounds', () => {
    expect(play(regiment({ weapons: [weapon()] }, ['MILITARUM TEMPESTUS']), { with: ['purge-sweep-protocols'] }).result.total.wounds).toBeCloseTo(1 / 3, 12);
  });

  it('smoke-shells, target: Stealth, BS4+ -1 hits on 5+: 1/3; melee 1/2', () => {
    expect(play(regiment({ weapons: [weapon()] }), { targetWith: ['smoke-shells'] }).hit).toBeCloseTo(1 / 3, 12);
    expect(play(regiment({ weapons: [weapon({ range: 'melee' })] }), { targetWith: ['smoke-shells'] }).hit).toBeCloseTo(1 / 2, 12);
  });
});

describe('cover and saves', () => {
  it('incendiary-bombardment: a scattered unit cannot have cover: Sv4+ in cover vs AP0 fails 3/6, not 2/6', () => {
    const s = regiment({ weapons: [weapon()], target: target({ Sv: 4 }), conditions: { cover: true } });
    expect(play(s).unsaved).toBeCloseTo(2 / 6, 12);
    expect(play(s, { with: ['incendiary-bombardment'] }).unsaved).toBeCloseTo(3 / 6, 12);
  });

  it('masters-of-camouflage, target (a REGIMENT unit): cover, Sv4+ -> 3+ vs AP0: 2/6 unsaved', () => {
    const p = play(regiment({ weapons: [weapon()], target: target({ Sv: 4 }) }, ['REGIMENT']), { targetWith: ['masters-of-camouflage'] });
    expect(p.unsaved).toBeCloseTo(2 / 6, 12);
  });

  it('masters-of-camouflage-in-cover: Sv5+ improved to 4+, and cover: 3+ vs AP-1 -> 4+ fails 3/6 (5+ and AP-1 alone: 5/6)', () => {
    const s = regiment({ weapons: [weapon({ AP: -1 })], target: target({ Sv: 5 }) }, ['WALKER']);
    expect(play(s, { targetWith: ['masters-of-camouflage-in-cover'] }).unsaved).toBeCloseTo(3 / 6, 12);
    expect(play(s).unsaved).toBeCloseTo(5 / 6, 12);
  });
});

describe('rules listed, not modelled', () => {
  const listed = [
    'voice-of-command', 'creeping-barrage', 'iron-tread', 'ceaseless-cannonade', 'squadron-command', 'embarked-mustering', 'embarked-rules-adaptions',
    'embarked-direct-orders', 'embarked-boarding-squads', 'embarked-get-down', 'tempestus-mustering', 'tempestus-rules-adaptions', 'tempestus-direct-orders',
    'tempestus-boarding-squads', 'bridgehead-keywords', 'steel-hammer-keywords', 'armoured-infantry-keywords',
  ];

  it('each is listed with no effect and a reason', () => {
    const noEffect = ASTRA_MILITARUM_DETACHMENTS().filter((e) => e.noEffect);
    expect(noEffect.map((e) => e.id).sort()).toEqual([...listed].sort());
    for (const e of noEffect) expect(e.summary).toMatch(/^no effect on the maths: .{8,}/);
  });
});
