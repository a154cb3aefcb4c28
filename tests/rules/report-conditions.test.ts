import { describe, expect, it } from 'vitest';
import { conditionsLine, conditionsText, optionsText } from '../../src/rules/tenth/matchup/report-conditions.js';

const NONE = { phase: 'ranged', charged: false, stationary: false, halfRange: false, cover: false, indirect: false } as const;

describe("conditions and options in people's words", () => {
  it('says the conditions that held, in a fixed order, and none when none did', () => {
    expect(conditionsText(NONE)).toBe('none');
    expect(conditionsText({ ...NONE, cover: true, stationary: true, halfRange: true })).toBe(
      'Remained Stationary, target within half range, target has the Benefit of Cover',
    );
    expect(conditionsText({ ...NONE, indirect: true })).toBe('indirect fire (no target model visible)');
  });

  it('says each option set, signed modifiers and re-rolls as players say them', () => {
    expect(
      optionsText({ hitMod: -1, woundMod: 1, saveMod: 1, apMod: 1, damageMod: -1, attacksMod: 2, strengthMod: 1, rerollHits: 'failed', rerollWounds: 'ones', rerollDamage: 'any' }),
    ).toBe(
      '+2 Attacks, -1 to Hit rolls, +1 to Wound rolls, +1 to armour saving throws, +1 Strength, AP improved by 1, -1 Damage, ' +
        're-roll failed Hit rolls, re-roll Wound rolls of 1, re-roll the Damage roll when it helps',
    );
    expect(optionsText({ targetModels: 3, targetWounded: 2, targetWoundedModel: 'Sergeant', leader: ['Captain', 'Lieutenant'], engaged: true, targetBelowHalf: true })).toBe(
      'target within Engagement Range of the attacking army, target Below Half-strength, 3 target models, one target model has lost 2 wounds, ' +
        'the wounded model: Sergeant, Leaders attached to the target: Captain, Lieutenant',
    );
    expect(optionsText({ critHit: 5, critWound: 4, precision: true, fate: '6,6,2', without: ['beacons-of-rage'] })).toBe(
      'Critical Hits on 5+, Critical Wounds on 4+, Fate dice 6,6,2, attacks go to the Leaders first (Precision), without beacons-of-rage',
    );
  });

  it('leaves to other lines what they say: the phase (units line), effects in play (effects line), conditions (from JSON conditions)', () => {
    expect(optionsText({ melee: true, charged: true, cover: true, with: ['warp-blades'], targetWith: ['go-to-ground'] })).toBe('none');
    expect(optionsText(undefined)).toBe('none'); // JSON from before `options` existed
  });

  it('states a condition an effect made true though no option set it', () => {
    expect(conditionsLine({ conditions: { ...NONE, stationary: true }, options: {} })).toBe('Conditions: Remained Stationary; options: none');
  });
});
