/**
 * Issue 11 section 2: a bearer's or one model's rule applies to that model's attacks, not its
 * unit's (002_2b47a62d9108a4be.txt 'Grace of Khaine', 'Guiding Presence', 'Path of Eldanesh').
 * The engine does not tell one model's attacks from its unit's, so these rules apply to an attacker
 * of one model (exact) and are skipped, with the reason, for a bigger unit. Path of Eldanesh's
 * Hatchway is an explicit option (--with opened-hatchway).
 */
import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../src/rules/tenth/types.js';
import { scenario, target, weapon } from '../../helpers.js';
import { play } from './support.js';

const unitOf = (models: number, keywords: string[] = ['INFANTRY']): Unit => ({ ...target({ models, keywords }), name: 'attacker' });
const withAttacker = (s: ReturnType<typeof scenario>, a: Unit) => ({ ...s, attacker: a });

describe("Grace of Khaine (002: \"Each time the bearer makes an attack, re-roll a Hit roll of 1, re-roll a Wound roll of 1 and re-roll a Damage roll of 1\")", () => {
  const s = (models: number) => withAttacker(scenario({ weapons: [weapon({ skill: 4, S: 4 })] }), unitOf(models));

  it('the bearer alone: BS4+ with 1s re-rolled 1/2 + 1/6 * 1/2 = 7/12', () => {
    expect(play(s(1), { with: ['grace-of-khaine'] }).hit).toBeCloseTo(7 / 12, 12);
  });

  it('a unit of 5: not applied to the other four models\' attacks (1/2), said so', () => {
    const p = play(s(5), { with: ['grace-of-khaine'] });
    expect(p.hit).toBeCloseTo(1 / 2, 12);
    expect(p.entry('grace-of-khaine').applied).toBe(false);
    expect(p.entry('grace-of-khaine').detail).toContain('modelled for an attacker of one model only');
  });
});

describe("Guiding Presence (002: \"select one friendly AELDARI VEHICLE model ... each time that model makes an attack, add 1 to the Hit roll\")", () => {
  const s = (models: number) => withAttacker(scenario({ weapons: [weapon({ skill: 4 })] }), unitOf(models, ['VEHICLE', 'AELDARI']));

  it('one VEHICLE model: BS4+ hits on 3+ (4/6)', () => {
    expect(play(s(1), { with: ['guiding-presence'] }).hit).toBeCloseTo(4 / 6, 12);
  });

  it('a squadron of 3 VEHICLE models: not the whole unit (3/6), said so', () => {
    const p = play(s(3), { with: ['guiding-presence'] });
    expect(p.hit).toBeCloseTo(3 / 6, 12);
    expect(p.entry('guiding-presence').detail).toContain('one model');
  });
});

describe("Path of Eldanesh (002: \"each time the bearer opens a Hatchway, until the end of the turn, improve the Armour Penetration characteristic of melee weapons equipped by the bearer by 1\")", () => {
  // Melee AP0 vs Sv3+: unsaved 2/6; with AP-1 the save is 4+: unsaved 3/6.
  const s = (models: number) =>
    withAttacker(scenario({ weapons: [weapon({ range: 'melee', AP: 0 })], target: target({ Sv: 3 }) }), unitOf(models));

  it('the bearer opened a Hatchway: 3/6', () => {
    expect(play(s(1), { with: ['path-of-eldanesh', 'opened-hatchway'] }).unsaved).toBeCloseTo(3 / 6, 12);
  });

  it('no Hatchway opened: unsaved 2/6, the report asks for opened-hatchway', () => {
    const p = play(s(1), { with: ['path-of-eldanesh'] });
    expect(p.unsaved).toBeCloseTo(2 / 6, 12);
    expect(p.entry('path-of-eldanesh').detail).toContain('needs opened-hatchway');
  });

  it('a unit of 6 (a Troupe with the bearer): not applied to every model (2/6), said so', () => {
    const p = play(s(6), { with: ['path-of-eldanesh', 'opened-hatchway'] });
    expect(p.unsaved).toBeCloseTo(2 / 6, 12);
    expect(p.entry('path-of-eldanesh').applied).toBe(false);
  });
});
